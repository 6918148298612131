import { ConfirmDialog } from "../../components/confirm-dialog.tsx";

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
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Group"
      description={`Delete ${name}? Its members lose access to the group page. Its hangs are kept.`}
      confirmLabel="Delete Group"
      busyLabel="Deleting..."
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
