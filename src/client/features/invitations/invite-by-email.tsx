import { zodResolver } from "@hookform/resolvers/zod";
import { Check, LoaderCircle, Mail, Plus, Send, TriangleAlert, Users, X } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { INVITE_TOASTS, type InviteInput, inviteSchema } from "../../../shared/invitations.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { Input } from "../../components/ui/input.tsx";
import { FieldError, Label } from "../../components/ui/label.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { type Invitee, useInvitees, useSendInvites } from "./api.ts";
import { emailKey, inviteToast, stillPending } from "./outcomes.ts";

/**
 * The host's e-mail invitations: addresses collect in a pending list (chips), "Send Invites" sends
 * one invitation per address, and the invited list below shows each delivery as it happens.
 */
export function InviteByEmail({
  hangId,
  editToken,
  sameAsBefore = [],
}: {
  hangId: string;
  editToken: string;
  /** The people invited to the hang this one repeats, offered in one tap. */
  sameAsBefore?: readonly string[];
}) {
  const ids = useId();
  const [pending, setPending] = useState<string[]>([]);
  const [pollingSince, setPollingSince] = useState(() => Date.now());
  const invitees = useInvitees(hangId, editToken, pollingSince);
  // A failed read is silent (spec): the list is just empty.
  const invited = invitees.data ?? [];
  const send = useSendInvites(hangId, editToken);

  const form = useForm<InviteInput, unknown, { email: string }>({
    resolver: zodResolver(inviteSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { email: "" },
  });
  const emailError = form.formState.errors.email?.message;

  /** Adds an address to the pending list; a duplicate (pending or already invited) is refused. */
  const add = (email: string): boolean => {
    const key = emailKey(email);
    const taken = pending.some((p) => emailKey(p) === key) || invited.some((i) => emailKey(i.email) === key);
    form.reset({ email: "" });
    form.setFocus("email");
    if (taken) {
      toast({ variant: "destructive", ...INVITE_TOASTS.duplicate });
      return false;
    }
    setPending((current) => [...current, email]);
    return true;
  };

  const sendAll = (emails: string[]) => {
    if (emails.length === 0) {
      toast({ variant: "destructive", title: INVITE_TOASTS.empty });
      return;
    }
    send.mutate(emails, {
      onSuccess: (outcomes) => {
        setPending((current) => stillPending(current, outcomes));
        setPollingSince(Date.now());
        toast(inviteToast(outcomes));
      },
    });
  };

  const invitedKeys = new Set(invited.map((i) => emailKey(i.email)));
  const notYetInvited = sameAsBefore.filter((email) => !invitedKeys.has(emailKey(email)));

  // An address still in the field counts too: "Send Invites" adds it first, then sends.
  const onSend = () => {
    if (!form.getValues("email").trim()) {
      form.clearErrors("email");
      sendAll(pending);
      return;
    }
    void form.handleSubmit(({ email }) => {
      if (add(email)) sendAll([...pending, email]);
    })();
  };

  return (
    <Card>
      <CardContent className="grid grid-cols-1 gap-5 pt-5 sm:pt-6">
        <div>
          <h2 className="flex items-center gap-2 text-base font-semibold">
            <Mail className="size-4 text-primary" aria-hidden="true" />
            Invite by email
          </h2>
          <p className="text-sm text-muted-foreground">
            Each friend gets an email with a link to tell you when they're free.
          </p>
        </div>

        <form
          noValidate
          className="grid gap-2"
          onSubmit={form.handleSubmit(({ email }) => {
            add(email);
          })}
        >
          <Label htmlFor={`${ids}-email`}>Friend's email</Label>
          <div className="flex gap-2">
            <Input
              id={`${ids}-email`}
              type="email"
              inputMode="email"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="friend@example.com"
              className="min-w-0 flex-1"
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? `${ids}-email-error` : undefined}
              {...form.register("email")}
            />
            <Button type="submit" variant="outline" className="h-11 shrink-0">
              <Plus aria-hidden="true" />
              Add
            </Button>
          </div>
          <FieldError id={`${ids}-email-error`}>{emailError}</FieldError>
        </form>

        {pending.length > 0 && (
          <ul aria-label="Ready to send" className="flex flex-wrap gap-2">
            {pending.map((email) => (
              <li
                key={emailKey(email)}
                className="inline-flex max-w-full items-center gap-1 rounded-2xl bg-secondary py-1 pr-1 pl-3 text-sm text-secondary-foreground"
              >
                <span className="min-w-0 wrap-anywhere">{email}</span>
                <button
                  type="button"
                  aria-label={`Remove ${email}`}
                  className="-my-2 -mr-2 grid size-11 shrink-0 place-content-center rounded-full outline-none transition-colors hover:bg-orange-200 focus-visible:ring-2 focus-visible:ring-ring"
                  onClick={() => setPending((current) => current.filter((p) => p !== email))}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}

        {notYetInvited.length > 0 && (
          <div className="grid gap-2 rounded-xl bg-secondary/60 p-3">
            <p className="text-sm">
              Last time you invited <span className="wrap-anywhere">{notYetInvited.join(", ")}</span>.
            </p>
            <Button
              variant="outline"
              className="h-11 w-full sm:w-fit"
              disabled={send.isPending}
              onClick={() => sendAll([...notYetInvited])}
            >
              <Users aria-hidden="true" />
              Invite the same people
            </Button>
          </div>
        )}

        <Button size="lg" className="w-full sm:w-fit" disabled={send.isPending} onClick={onSend}>
          {send.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Send aria-hidden="true" />
          )}
          {send.isPending ? "Sending..." : "Send Invites"}
        </Button>

        {invited.length > 0 && <InvitedList invitees={invited} />}
      </CardContent>
    </Card>
  );
}

function InvitedList({ invitees }: { invitees: readonly Invitee[] }) {
  return (
    <div className="grid grid-cols-1 gap-2 border-t pt-4">
      <h3 className="text-sm font-semibold">
        Invited <span className="font-normal text-muted-foreground">({invitees.length})</span>
      </h3>
      <ul aria-label="Invited" className="grid grid-cols-1">
        {invitees.map((invitee) => (
          <li
            key={invitee.id}
            className="flex items-center justify-between gap-3 border-b py-2.5 last:border-0"
          >
            <span className="min-w-0 text-sm wrap-anywhere">{invitee.email}</span>
            {invitee.status === "sent" ? (
              <Badge variant="success">
                <Check className="size-3" aria-hidden="true" />
                Sent
              </Badge>
            ) : invitee.status === "failed" ? (
              <Badge variant="destructive" title="Every try failed: check the address">
                <TriangleAlert className="size-3" aria-hidden="true" />
                Not delivered
              </Badge>
            ) : (
              <Badge variant="warning">
                <LoaderCircle className="size-3 animate-spin" aria-hidden="true" />
                Sending…
              </Badge>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
