import { type FormEvent, useId, useState } from "react";
import { friendGroupSchema } from "../../../shared/groups.ts";
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
import { toast } from "../../components/ui/use-toast.ts";
import { t as translate, useT } from "../../i18n/i18n.ts";
import { AddressListField, useAddressList } from "../invitations/address-list.tsx";
import { fieldMessage } from "./failure.ts";

const nameSchema = friendGroupSchema.shape.name;

export interface FriendGroupDraft {
  name: string;
  emails: string[];
}

/**
 * The friend-group dialog in create or edit mode: a name, and e-mails added with Add or Enter
 * (a repeated address is not added). It closes and resets after a successful save.
 */
export function FriendGroupDialog({
  open,
  onOpenChange,
  initial,
  title,
  saving,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial?: FriendGroupDraft;
  title: string;
  saving: boolean;
  /** Resolves true when saved: the dialog then closes. */
  onSave: (draft: FriendGroupDraft) => Promise<boolean>;
}) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{t("groups.friendGroupText")}</DialogDescription>
        </DialogHeader>
        {/* Mounted per opening, so every opening starts from `initial`. */}
        {open && (
          <FriendGroupForm
            initial={initial}
            saving={saving}
            onSave={onSave}
            close={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function FriendGroupForm({
  initial,
  saving,
  onSave,
  close,
}: {
  initial?: FriendGroupDraft;
  saving: boolean;
  onSave: (draft: FriendGroupDraft) => Promise<boolean>;
  close: () => void;
}) {
  const ids = useId();
  const t = useT();
  const [name, setName] = useState(initial?.name ?? "");
  const [nameError, setNameError] = useState<string>();
  // A repeated address is quietly not added (spec).
  const emails = useAddressList({ initial: initial?.emails });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsedName = nameSchema.safeParse(name);
    setNameError(parsedName.success ? undefined : parsedName.error.issues[0]?.message);
    if (!parsedName.success) return;
    // An address still in the field is saved with the others.
    const list = emails.withTyped();
    if (!list) return;
    if (list.length === 0) {
      toast({
        variant: "destructive",
        title: translate("groups.addSomeFriends"),
        description: translate("groups.addOneEmail"),
      });
      return;
    }
    if (await onSave({ name: parsedName.data, emails: list })) close();
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-name`}>{t("groups.groupName")}</Label>
        <Input
          id={`${ids}-name`}
          value={name}
          placeholder={t("groups.namePlaceholder")}
          maxLength={100}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${ids}-name-error` : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        <FieldError id={`${ids}-name-error`}>{nameError && fieldMessage(nameError)}</FieldError>
      </div>
      <AddressListField list={emails} listLabel={t("groups.emailsInGroup")} />
      <DialogFooter>
        <Button type="button" variant="outline" className="h-11" onClick={close}>
          {t("groups.cancel")}
        </Button>
        <Button type="submit" className="h-11" disabled={saving}>
          {saving ? t("groups.saving") : t("groups.saveGroup")}
        </Button>
      </DialogFooter>
    </form>
  );
}
