// "Repeat a Past Hang" on the create screen: signed out, the sign-in prompt; signed in, a dialog
// listing the hangs the person hosted, each with a Repeat button that fills the form. Both download
// when the button is first pressed.
import { History } from "lucide-react";
import { Suspense, useState } from "react";
import type { UserHang } from "../../../shared/user-hangs.ts";
import { LoadWhen } from "../../components/on-demand.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useT } from "../../i18n/i18n.ts";
import { lazyChunk } from "../../lib/retry-import.ts";
import { type Account, useAccount } from "../auth/api.ts";

const SignInPrompt = lazyChunk(() => import("../auth/sign-in-prompt.tsx"));
const RepeatPastHangDialog = lazyChunk(() => import("./repeat-past-hang-dialog.tsx"));

export function RepeatPastHang({ onRepeat }: { onRepeat: (hang: UserHang, account: Account) => void }) {
  const t = useT();
  const account = useAccount();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" className="h-11 w-full sm:w-auto" onClick={() => setOpen(true)}>
        <History aria-hidden="true" />
        {t("dashboard.repeatPastHang")}
      </Button>
      {account ? (
        <LoadWhen when={open}>
          <RepeatPastHangDialog
            open={open}
            onOpenChange={setOpen}
            onRepeat={(hang) => {
              setOpen(false);
              onRepeat(hang, account);
            }}
          />
        </LoadWhen>
      ) : (
        open && (
          <Suspense fallback={null}>
            <SignInPrompt open={open} onOpenChange={setOpen} title={t("dashboard.signInPastHangs")} />
          </Suspense>
        )
      )}
    </>
  );
}
