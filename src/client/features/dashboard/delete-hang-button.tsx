// Deleting a hosted hang from the dashboard, after a confirmation: it cannot be undone.
import { LoaderCircle, Trash2 } from "lucide-react";
import { useState } from "react";
import type { UserHang } from "../../../shared/user-hangs.ts";
import { Button } from "../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog.tsx";
import { useDeleteHang } from "./api.ts";

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
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this hang?</DialogTitle>
            <DialogDescription>
              "{hang.name}" and everyone's answers will be gone for good. Guests who answered a hang that is
              still on are told it is cancelled.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" className="h-11" onClick={() => setOpen(false)}>
              Keep it
            </Button>
            <Button
              variant="destructive"
              className="h-11"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(hang.id, {
                  onSuccess: () => setOpen(false),
                })
              }
            >
              {remove.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Trash2 aria-hidden="true" />
              )}
              Delete Hang
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
