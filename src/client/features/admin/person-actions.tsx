// Disable (sessions end at once), enable, and delete one account; disabling and deleting ask first.
import { Trash2, UserCheck, UserX } from "lucide-react";
import { useRef, useState } from "react";
import type { AdminPerson } from "../../../shared/admin.ts";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { t as translate, useT } from "../../i18n/i18n.ts";
import { useSetDisabled } from "./api.ts";

type Asking = "disable" | "delete";

export function PersonActions({
  person,
  deleting,
  onDelete,
}: {
  person: AdminPerson;
  deleting: boolean;
  /** Deleting is the list's to do: this row (and its dialog) is gone once it is done. */
  onDelete: () => void;
}) {
  const t = useT();
  const [asking, setAsking] = useState<Asking>();
  const setDisabled = useSetDisabled();
  const buttons = { disable: useRef<HTMLButtonElement>(null), delete: useRef<HTMLButtonElement>(null) };
  // The dialog has no trigger of its own: it gives the focus back to the button that opened it.
  const openedBy = useRef<Asking>("disable");
  const ask = (what: Asking) => {
    openedBy.current = what;
    setAsking(what);
  };
  const who = person.name || person.email || t("admin.thisAccount");
  const enable = () =>
    setDisabled.mutate(
      { id: person.id, disabled: false },
      { onSuccess: () => toast({ title: translate("admin.canSignInAgain", { who }) }) },
    );
  const disable = () =>
    setDisabled.mutate(
      { id: person.id, disabled: true },
      {
        onSuccess: () => {
          setAsking(undefined);
          toast({
            title: translate("admin.isDisabled", { who }),
            description: translate("admin.sessionsEnded"),
          });
        },
      },
    );
  return (
    <div className="flex flex-wrap gap-2">
      {/* One button for both states, so the focus it gets back after the dialog stays on the page. */}
      <Button
        ref={buttons.disable}
        variant="outline"
        size="sm"
        className="h-11 px-4"
        aria-label={t(person.disabled ? "admin.enableWho" : "admin.disableWho", { who })}
        disabled={setDisabled.isPending}
        onClick={() => (person.disabled ? enable() : ask("disable"))}
      >
        {person.disabled ? <UserCheck aria-hidden="true" /> : <UserX aria-hidden="true" />}
        {t(person.disabled ? "admin.enable" : "admin.disable")}
      </Button>
      <Button
        ref={buttons.delete}
        variant="outline"
        size="sm"
        className="h-11 px-4 text-destructive hover:text-destructive"
        aria-label={t("admin.deleteWho", { who })}
        onClick={() => ask("delete")}
      >
        <Trash2 aria-hidden="true" />
        {t("admin.delete")}
      </Button>
      <ConfirmDialog
        open={asking !== undefined}
        onOpenChange={(open) => !open && setAsking(undefined)}
        title={t(asking === "delete" ? "admin.deleteQuestion" : "admin.disableQuestion", { who })}
        description={t(asking === "delete" ? "admin.deleteText" : "admin.disableText")}
        confirmLabel={t(asking === "delete" ? "admin.deleteAccount" : "admin.disableAccount")}
        icon={asking === "delete" ? Trash2 : UserX}
        busy={asking === "delete" ? deleting : setDisabled.isPending}
        onConfirm={asking === "delete" ? onDelete : disable}
        returnFocus={() => buttons[openedBy.current].current}
      />
    </div>
  );
}
