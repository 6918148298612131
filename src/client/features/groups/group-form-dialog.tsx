import { type FormEvent, useId, useState } from "react";
import { GROUP_TOASTS, updateGroupSchema } from "../../../shared/groups.ts";
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
import { type Group, useCreateGroup, useUpdateGroup } from "./api.ts";
import { groupFailure } from "./failure.ts";

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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{group ? "Edit Group" : "Create Group"}</DialogTitle>
          <DialogDescription>
            {group
              ? "Change the group's name or description."
              : "A group keeps the people you hang out with together."}
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
  const submit = (fields: Fields) =>
    create.mutate(fields, {
      onSuccess: () => {
        toast({ title: GROUP_TOASTS.created });
        close();
      },
      onError: groupFailure(GROUP_TOASTS.createFailed),
    });
  return (
    <GroupFields
      initial={{ name: "", description: "" }}
      busy={create.isPending}
      submitLabel="Create Group"
      onSubmit={submit}
      close={close}
    />
  );
}

function EditGroupForm({ group, close }: { group: Group; close: () => void }) {
  const update = useUpdateGroup(group.id);
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
        toast({ title: GROUP_TOASTS.updated });
        close();
      },
      onError: groupFailure(GROUP_TOASTS.updateFailed),
    });
  };
  return (
    <GroupFields
      initial={initial}
      busy={update.isPending}
      submitLabel="Save Changes"
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
        <Label htmlFor={`${ids}-name`}>Group name</Label>
        <Input
          id={`${ids}-name`}
          value={fields.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${ids}-name-error` : undefined}
          onChange={(e) => setFields({ ...fields, name: e.target.value })}
        />
        <FieldError id={`${ids}-name-error`}>{errors.name}</FieldError>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-description`}>Description (optional)</Label>
        <Textarea
          id={`${ids}-description`}
          value={fields.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${ids}-description-error` : undefined}
          onChange={(e) => setFields({ ...fields, description: e.target.value })}
        />
        <FieldError id={`${ids}-description-error`}>{errors.description}</FieldError>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" className="h-11" onClick={close}>
          Cancel
        </Button>
        <Button type="submit" className="h-11" disabled={busy}>
          {busy ? "Saving..." : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
