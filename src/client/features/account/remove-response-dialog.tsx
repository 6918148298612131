// The confirmation before a guest's answer, votes and suggestions are erased: it cannot be undone.
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { useT } from "../../i18n/i18n.ts";
import type { OwnResponse } from "../../lib/storage.ts";
import { HANG_TITLE_ID } from "../hangs/hang-title-id.ts";
import { useRemoveResponse } from "./api.ts";

export default function RemoveResponseDialog({
  open,
  onOpenChange,
  hangId,
  hangName,
  own,
  onRemoved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  hangId: string;
  hangName: string;
  own: OwnResponse;
  onRemoved: () => void;
}) {
  const t = useT();
  const remove = useRemoveResponse(hangId, () => {
    onOpenChange(false);
    onRemoved();
    // The card (and the button that opened this) is gone: start again from the hang's title.
    setTimeout(() => document.getElementById(HANG_TITLE_ID)?.focus(), 0);
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("dashboard.removeResponseTitle")}
      description={t("dashboard.removeResponseText", { hangName })}
      keepLabel={t("dashboard.keepIt")}
      confirmLabel={t("dashboard.removeResponse")}
      busy={remove.isPending}
      onConfirm={() => remove.mutate(own)}
    />
  );
}
