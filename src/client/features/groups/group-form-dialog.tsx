import { type FormEvent, useId, useState } from "react";
import { updateGroupSchema } from "../../../shared/groups.ts";
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
import { Textarea } from "../../components/ui/textarea.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { t as translate, useT } from "../../i18n/i18n.ts";
import { type Group, useCreateGroup, useUpdateGroup } from "./api.ts";
import { fieldMessage, groupFailure } from "./failure.ts";

type Fields = { name: string; description: string };

/**
 * Create Group (the dashboard) or Edit Group (the Manage menu): a name up to 100 characters and an
 * optional description up to 500. Editing sends only the changed fields; with none it just closes.
 */
export function GroupFormDialog({
  open,
  onOpenChange,
  group,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  group?: Group;
}) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{group ? t("groups.editGroup") : t("groups.createGroup")}</DialogTitle>
          <DialogDescription>
            {group ? t("groups.editGroupText") : t("groups.createGroupText")}
          </DialogDescription>
        </DialogHeader>
        {open &&
          (group ? (
            <EditGroupForm group={group} close={() => onOpenChange(false)} />
          ) : (
            <CreateGroupForm close={() => onOpenChange(false)} />
          ))}
      </DialogContent>
    </Dialog>
  );
}

function CreateGroupForm({ close }: { close: () => void }) {
  const create = useCreateGroup();
  const t = useT();
  const submit = (fields: Fields) =>
    create.mutate(fields, {
      onSuccess: () => {
        toast({ title: translate("groups.created") });
        close();
      },
      onError: groupFailure(translate("groups.createFailed")),
    });
  return (
    <GroupFields
      initial={{ name: "", description: "" }}
      busy={create.isPending}
      submitLabel={t("groups.createGroup")}
      onSubmit={submit}
      close={close}
    />
  );
}

function EditGroupForm({ group, close }: { group: Group; close: () => void }) {
  const update = useUpdateGroup(group.id);
  const t = useT();
  const initial = { name: group.name, description: group.description ?? "" };
  const submit = (fields: Fields) => {
    const changes: Partial<Fields> = {};
    if (fields.name !== initial.name) changes.name = fields.name;
    if (fields.description !== initial.description) changes.description = fields.description;
    if (Object.keys(changes).length === 0) {
      close();
      return;
    }
    update.mutate(changes, {
      onSuccess: () => {
        toast({ title: translate("groups.updated") });
        close();
      },
      onError: groupFailure(translate("groups.updateFailed")),
    });
  };
  return (
    <GroupFields
      initial={initial}
      busy={update.isPending}
      submitLabel={t("groups.saveChanges")}
      onSubmit={submit}
      close={close}
    />
  );
}

function GroupFields({
  initial,
  busy,
  submitLabel,
  onSubmit,
  close,
}: {
  initial: Fields;
  busy: boolean;
  submitLabel: string;
  onSubmit: (fields: Fields) => void;
  close: () => void;
}) {
  const ids = useId();
  const t = useT();
  const [fields, setFields] = useState(initial);
  const [errors, setErrors] = useState<Partial<Fields>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateGroupSchema.required({ name: true }).safeParse(fields);
    if (!parsed.success) {
      const found: Partial<Fields> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Fields] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit({ name: fields.name.trim(), description: fields.description.trim() });
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-name`}>{t("groups.groupName")}</Label>
        <Input
          id={`${ids}-name`}
          value={fields.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${ids}-name-error` : undefined}
          onChange={(e) => setFields({ ...fields, name: e.target.value })}
        />
        <FieldError id={`${ids}-name-error`}>{errors.name && fieldMessage(errors.name)}</FieldError>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-description`}>{t("groups.descriptionOptional")}</Label>
        <Textarea
          id={`${ids}-description`}
          value={fields.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${ids}-description-error` : undefined}
          onChange={(e) => setFields({ ...fields, description: e.target.value })}
        />
        <FieldError id={`${ids}-description-error`}>
          {errors.description && fieldMessage(errors.description)}
        </FieldError>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" className="h-11" onClick={close}>
          {t("groups.cancel")}
        </Button>
        <Button type="submit" className="h-11" disabled={busy}>
          {busy ? t("groups.saving") : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
