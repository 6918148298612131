import { UserPlus, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { type AssignableRole, inviteMemberSchema } from "../../../shared/groups.ts";
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
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "../../components/ui/select.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { t as translate, useT } from "../../i18n/i18n.ts";
import { emailKey } from "../invitations/outcomes.ts";
import { useInviteMembers } from "./api.ts";
import { failureText, fieldMessage, groupFailure } from "./failure.ts";

type Invitee = { name: string; email: string; phoneNumber: string; role: AssignableRole };
const EMPTY: Invitee = { name: "", email: "", phoneNumber: "", role: "member" };

/**
 * Collects several people (name, e-mail, optional phone, role), then invites them all together,
 * with the person still in the fields.
 */
export function InviteMembersDialog({
  groupId,
  open,
  onOpenChange,
}: {
  groupId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const ids = useId();
  const t = useT();
  const invite = useInviteMembers(groupId);
  const [draft, setDraft] = useState<Invitee>(EMPTY);
  const [list, setList] = useState<Invitee[]>([]);
  const [errors, setErrors] = useState<Partial<Record<keyof Invitee, string>>>({});

  /** Puts the person in the fields on the list; undefined when the fields say what is wrong. */
  const takeDraft = (): Invitee | undefined => {
    const parsed = inviteMemberSchema.safeParse(draft);
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Invitee] ??= issue.message;
      setErrors(found);
      // The first field to fix takes the focus, whichever button was pressed.
      const first = (["name", "email", "phoneNumber"] as const).find((key) => found[key]);
      if (first) document.getElementById(`${ids}-${first}`)?.focus();
      return undefined;
    }
    setErrors({});
    if (list.some((i) => emailKey(i.email) === emailKey(parsed.data.email))) {
      toast({
        variant: "destructive",
        title: translate("groups.duplicateTitle"),
        description: translate("groups.duplicateText"),
      });
      document.getElementById(`${ids}-email`)?.focus();
      return undefined;
    }
    const person = { ...draft, name: parsed.data.name, email: parsed.data.email };
    setList([...list, person]);
    setDraft(EMPTY);
    return person;
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    takeDraft();
  };

  const send = () => {
    // Someone typed in but not added yet is invited too, as "Send Invites" does for a hang.
    const typedIn = [draft.name, draft.email, draft.phoneNumber].some((v) => v.trim());
    const person = typedIn ? takeDraft() : undefined;
    if (typedIn && !person) return;
    const batch = person ? [...list, person] : list;
    if (batch.length === 0) {
      setErrors({});
      toast({ variant: "destructive", title: translate("groups.noInvitations") });
      return;
    }
    invite.mutate(
      batch.map((i) => ({ ...i, phoneNumber: i.phoneNumber || null })),
      {
        onSuccess: (notSent) => {
          if (notSent.length === 0) {
            toast({ title: translate("groups.invitationsSent") });
            setList([]);
            onOpenChange(false);
            return;
          }
          // The others were sent: only those not sent stay in the list, to try again later.
          const left = new Set(notSent.map((n) => emailKey(n.email)));
          setList(batch.filter((i) => left.has(emailKey(i.email))));
          // A recipient's own limit says only "Not sent": the server tells the sender nothing more.
          const emails = notSent.map((n) => n.email).join(", ");
          toast({
            variant: "destructive",
            title: translate("groups.invitationsFailed"),
            description: `${emails}: ${failureText(notSent[0]!.error)}`,
          });
        },
        onError: groupFailure(translate("groups.invitationsFailed")),
      },
    );
  };

  const field = (key: "name" | "email" | "phoneNumber", label: string, type = "text") => (
    <div className="grid gap-2">
      <Label htmlFor={`${ids}-${key}`}>{label}</Label>
      <Input
        id={`${ids}-${key}`}
        type={type}
        value={draft[key]}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${ids}-${key}-error` : undefined}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      />
      <FieldError id={`${ids}-${key}-error`}>{errors[key] && fieldMessage(errors[key])}</FieldError>
    </div>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("groups.inviteMembers")}</DialogTitle>
          <DialogDescription>{t("groups.inviteMembersText")}</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-3" onSubmit={add}>
          {field("name", t("groups.name"))}
          {field("email", t("groups.email"), "email")}
          {field("phoneNumber", t("groups.phoneOptional"), "tel")}
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-role`}>{t("groups.role")}</Label>
            <Select
              value={draft.role}
              onValueChange={(role) => setDraft({ ...draft, role: role as AssignableRole })}
            >
              <SelectTrigger id={`${ids}-role`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="member">{t("groups.roleMember")}</SelectItem>
                <SelectItem value="admin">{t("groups.roleAdmin")}</SelectItem>
              </SelectContent>
            </Select>
          </div>
          <Button type="submit" variant="outline" className="h-11">
            <UserPlus aria-hidden="true" />
            {t("groups.addToList")}
          </Button>
        </form>
        {list.length > 0 && (
          <ul aria-label={t("groups.peopleToInvite")} className="grid gap-2">
            {list.map((i) => (
              <li
                key={emailKey(i.email)}
                className="flex items-center justify-between gap-2 rounded-xl bg-secondary px-3 py-1 text-sm"
              >
                <span className="min-w-0 wrap-anywhere">
                  {t("groups.invitee", { name: i.name, email: i.email, role: i.role })}
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-11"
                  aria-label={t("groups.removeEmail", { email: i.email })}
                  onClick={() => setList(list.filter((x) => x !== i))}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <DialogFooter>
          <Button variant="outline" className="h-11" onClick={() => onOpenChange(false)}>
            {t("groups.cancel")}
          </Button>
          <Button className="h-11" disabled={invite.isPending} onClick={send}>
            {invite.isPending ? t("groups.sending") : t("groups.sendInvitations")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
