import { Plus, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { emailField } from "../../../shared/fields.ts";
import { FRIEND_GROUP_EMPTY, friendGroupSchema } from "../../../shared/groups.ts";
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
import { emailKey } from "../invitations/outcomes.ts";

const emailSchema = emailField("Valid email is required");
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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            Save the people you hang out with to invite them all in one tap.
          </DialogDescription>
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
  const [name, setName] = useState(initial?.name ?? "");
  const [emails, setEmails] = useState<string[]>(initial?.emails ?? []);
  const [email, setEmail] = useState("");
  const [nameError, setNameError] = useState<string>();
  const [emailError, setEmailError] = useState<string>();

  const addEmail = () => {
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message);
      return;
    }
    setEmailError(undefined);
    setEmail("");
    if (!emails.some((e) => emailKey(e) === emailKey(parsed.data))) setEmails([...emails, parsed.data]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsedName = nameSchema.safeParse(name);
    setNameError(parsedName.success ? undefined : parsedName.error.issues[0]?.message);
    if (!parsedName.success) return;
    if (emails.length === 0) {
      toast({ variant: "destructive", ...FRIEND_GROUP_EMPTY });
      return;
    }
    if (await onSave({ name: parsedName.data, emails })) close();
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-name`}>Group name</Label>
        <Input
          id={`${ids}-name`}
          value={name}
          placeholder="Climbing crew"
          maxLength={100}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${ids}-name-error` : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        <FieldError id={`${ids}-name-error`}>{nameError}</FieldError>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-email`}>Friend's email</Label>
        <div className="flex gap-2">
          <Input
            id={`${ids}-email`}
            type="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="friend@example.com"
            className="min-w-0 flex-1"
            value={email}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${ids}-email-error` : undefined}
            onChange={(e) => setEmail(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                addEmail();
              }
            }}
          />
          <Button type="button" variant="outline" className="h-11" onClick={addEmail}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
        <FieldError id={`${ids}-email-error`}>{emailError}</FieldError>
      </div>
      {emails.length > 0 && (
        <ul aria-label="Emails in this group" className="flex flex-wrap gap-2">
          {emails.map((address) => (
            <li
              key={emailKey(address)}
              className="inline-flex max-w-full items-center gap-1 rounded-2xl bg-secondary py-1 pr-1 pl-3 text-sm text-secondary-foreground"
            >
              <span className="min-w-0 wrap-anywhere">{address}</span>
              <button
                type="button"
                aria-label={`Remove ${address}`}
                className="grid size-7 shrink-0 place-content-center rounded-full outline-none hover:bg-orange-200 focus-visible:ring-2 focus-visible:ring-ring"
                onClick={() => setEmails(emails.filter((e) => e !== address))}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" className="h-11" onClick={close}>
          Cancel
        </Button>
        <Button type="submit" className="h-11" disabled={saving}>
          {saving ? "Saving..." : "Save Group"}
        </Button>
      </DialogFooter>
    </form>
  );
}
