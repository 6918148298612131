import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { useT } from "../../i18n/i18n.ts";

/** The confirm before deleting: the group goes away, its hangs stay. */
export function DeleteGroupDialog({
  open,
  onOpenChange,
  name,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("groups.deleteGroup")}
      description={t("groups.deleteGroupText", { name })}
      keepLabel={t("groups.cancel")}
      confirmLabel={t("groups.deleteGroup")}
      busyLabel={t("groups.deleting")}
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
