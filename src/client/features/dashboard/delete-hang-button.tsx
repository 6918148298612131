// Deleting a hosted hang from the dashboard, after a confirmation: it cannot be undone.
import { Trash2 } from "lucide-react";
import { lazy, useState } from "react";
import type { UserHang } from "../../../shared/user-hangs.ts";
import { LoadWhen } from "../../components/on-demand.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useDeleteHang } from "./api.ts";

// The confirmation downloads when first asked for.
const ConfirmDialog = lazy(() =>
  import("../../components/confirm-dialog.tsx").then((m) => ({ default: m.ConfirmDialog })),
);

export function DeleteHangButton({
  hang,
  onDeleted,
}: {
  hang: Pick<UserHang, "id" | "name">;
  /** The card is gone afterwards: the page moves focus somewhere that still exists. */
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteHang(onDeleted);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        className="h-11 px-4 text-destructive hover:text-destructive"
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
      <LoadWhen when={open}>
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Delete this hang?"
          description={`"${hang.name}" and everyone's answers will be gone for good. Guests who answered a hang that is still on are told it is cancelled.`}
          keepLabel="Keep it"
          confirmLabel="Delete Hang"
          busy={remove.isPending}
          onConfirm={() => remove.mutate(hang.id, { onSuccess: () => setOpen(false) })}
        />
      </LoadWhen>
    </>
  );
}
