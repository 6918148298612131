// "Remove my response" on the guest's own-answer card. The confirmation (a dialog, with the
// mutation) downloads only when asked for: the guest page stays as light as it is.
import { Trash2 } from "lucide-react";
import { Suspense, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { useT } from "../../i18n/i18n.ts";
import { lazyChunk } from "../../lib/retry-import.ts";
import type { OwnResponse } from "../../lib/storage.ts";

const RemoveResponseDialog = lazyChunk(() => import("./remove-response-dialog.tsx"));

export function RemoveResponseButton({
  hangId,
  hangName,
  own,
  onRemoved,
}: {
  hangId: string;
  hangName: string;
  own: OwnResponse;
  /** The answer is gone: the page forgets it and shows the form again. */
  onRemoved: () => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        className="w-full text-destructive hover:text-destructive sm:w-fit"
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        <Trash2 aria-hidden="true" />
        {t("dashboard.removeMyResponse")}
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <RemoveResponseDialog
            open={open}
            onOpenChange={setOpen}
            hangId={hangId}
            hangName={hangName}
            own={own}
            onRemoved={onRemoved}
          />
        </Suspense>
      )}
    </>
  );
}
