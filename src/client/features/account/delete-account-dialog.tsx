// Deleting the account, once the person has typed DELETE: what goes and what stays is said first.
import { LoaderCircle, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { confirmsDeletion, DELETE_WORD, TYPE_DELETE } from "../../../shared/account.ts";
import { Button } from "../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog.tsx";
import { Input } from "../../components/ui/input.tsx";
import { FieldError, Label } from "../../components/ui/label.tsx";
import { useDeleteAccount } from "./api.ts";

export default function DeleteAccountDialog({
  open,
  onOpenChange,
  onDeleted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const ids = useId();
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string>();
  const remove = useDeleteAccount(onDeleted);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmsDeletion(typed)) {
      setProblem(TYPE_DELETE);
      document.getElementById(`${ids}-confirm`)?.focus();
      return;
    }
    remove.mutate(typed);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>This can't be undone.</DialogDescription>
          </DialogHeader>
          <ul className="grid list-disc gap-1.5 pl-5 text-sm">
            <li>
              Upcoming hangs you host are cancelled, and their guests get the usual cancellation e-mail.
            </li>
            <li>Past hangs stay for their guests, without your name or e-mail.</li>
            <li>Your answers, votes, suggestions, groups and friend lists are deleted.</li>
            <li>You're signed out everywhere.</li>
          </ul>
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-confirm`}>Type {DELETE_WORD} to confirm</Label>
            <Input
              id={`${ids}-confirm`}
              value={typed}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${ids}-confirm-error` : undefined}
              onChange={(event) => {
                setTyped(event.target.value);
                setProblem(undefined);
              }}
            />
            <FieldError id={`${ids}-confirm-error`}>{problem}</FieldError>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" className="h-11" onClick={() => onOpenChange(false)}>
              Keep my account
            </Button>
            <Button type="submit" variant="destructive" className="h-11" disabled={remove.isPending}>
              {remove.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Trash2 aria-hidden="true" />
              )}
              {remove.isPending ? "Deleting..." : "Delete Account"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
