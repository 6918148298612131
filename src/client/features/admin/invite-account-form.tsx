// Inviting an address to make an account (what SIGN_UP=closed lets in), and who was invited lately.
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, UserPlus } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { type InviteAccountInput, inviteAccountSchema } from "../../../shared/admin.ts";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { FieldError, Label } from "../../components/ui/label.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { formatWhen, useAccountInvitations, useInviteAccount } from "./api.ts";
import { Empty, Section } from "./parts.tsx";

export function InviteAccountForm() {
  const ids = useId();
  const invite = useInviteAccount();
  const invitations = useAccountInvitations();
  const form = useForm<InviteAccountInput, unknown, { email: string }>({
    resolver: zodResolver(inviteAccountSchema),
    defaultValues: { email: "" },
  });
  const error = form.formState.errors.email?.message;
  return (
    <Section
      title="Invite to sign up"
      description="With SIGN_UP=closed, only existing accounts and invited addresses can sign in."
    >
      <form
        noValidate
        className="grid gap-2"
        onSubmit={form.handleSubmit(({ email }) =>
          invite.mutate(email, {
            onSuccess: ({ invited }) => {
              toast({ title: invited ? "Invitation saved" : "That address is already invited" });
              form.reset({ email: "" });
              form.setFocus("email");
            },
          }),
        )}
      >
        <Label htmlFor={`${ids}-email`}>E-mail address</Label>
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
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids}-email-error` : undefined}
            {...form.register("email")}
          />
          <Button type="submit" className="h-11 shrink-0" disabled={invite.isPending}>
            {invite.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <UserPlus aria-hidden="true" />
            )}
            Invite
          </Button>
        </div>
        <FieldError id={`${ids}-email-error`}>{error}</FieldError>
      </form>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">Invited lately</h3>
        {!invitations.data?.length ? (
          <Empty>No invitations yet.</Empty>
        ) : (
          <ul aria-label="Invited lately" className="grid gap-1 text-sm">
            {invitations.data.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap justify-between gap-x-3">
                <span className="wrap-anywhere">{invitation.email}</span>
                <span className="text-muted-foreground">{formatWhen(invitation.invitedAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}
