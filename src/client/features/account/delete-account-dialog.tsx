// Deleting the account, once the person has typed DELETE: what goes and what stays is said first.
import { LoaderCircle, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { confirmsDeletion, DELETE_WORD } from "../../../shared/account.ts";
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
import { useT } from "../../i18n/i18n.ts";
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
  const t = useT();
  // Whether the typed text failed to say DELETE (shown until the person types again).
  const [problem, setProblem] = useState(false);
  const remove = useDeleteAccount(onDeleted);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmsDeletion(typed)) {
      setProblem(true);
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
            <DialogTitle>{t("dashboard.deleteAccountQuestion")}</DialogTitle>
            <DialogDescription>{t("dashboard.cannotUndo")}</DialogDescription>
          </DialogHeader>
          <ul className="grid list-disc gap-1.5 pl-5 text-sm">
            <li>{t("dashboard.deleteUpcoming")}</li>
            <li>{t("dashboard.deletePast")}</li>
            <li>{t("dashboard.deleteOwn")}</li>
            <li>{t("dashboard.deleteSignedOut")}</li>
          </ul>
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-confirm`}>{t("dashboard.typeToConfirm", { word: DELETE_WORD })}</Label>
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
                setProblem(false);
              }}
            />
            <FieldError id={`${ids}-confirm-error`}>
              {problem ? t("dashboard.typeDelete", { word: DELETE_WORD }) : undefined}
            </FieldError>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" className="h-11" onClick={() => onOpenChange(false)}>
              {t("dashboard.keepAccount")}
            </Button>
            <Button type="submit" variant="destructive" className="h-11" disabled={remove.isPending}>
              {remove.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Trash2 aria-hidden="true" />
              )}
              {remove.isPending ? t("dashboard.deleting") : t("dashboard.deleteAccount")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
