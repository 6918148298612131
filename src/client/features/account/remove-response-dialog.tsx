// The confirmation before a guest's answer, votes and suggestions are erased: it cannot be undone.
import { LoaderCircle, Trash2 } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog.tsx";
import type { OwnResponse } from "../../lib/storage.ts";
import { HANG_TITLE_ID } from "../hangs/hang-heading.tsx";
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
  const remove = useRemoveResponse(hangId, () => {
    onOpenChange(false);
    onRemoved();
    // The card (and the button that opened this) is gone: start again from the hang's title.
    setTimeout(() => document.getElementById(HANG_TITLE_ID)?.focus(), 0);
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remove your response?</DialogTitle>
          <DialogDescription>
            Your answer to "{hangName}" and any votes and suggestions you made on it will be deleted. The
            host's counts update right away. You can still answer again later.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" className="h-11" onClick={() => onOpenChange(false)}>
            Keep it
          </Button>
          <Button
            variant="destructive"
            className="h-11"
            disabled={remove.isPending}
            onClick={() => remove.mutate(own)}
          >
            {remove.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Trash2 aria-hidden="true" />
            )}
            Remove Response
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
