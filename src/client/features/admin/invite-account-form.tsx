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
import { t as translate, useT } from "../../i18n/i18n.ts";
import { useAccountInvitations, useFormatWhen, useInviteAccount } from "./api.ts";
import { Empty, Section, useFieldMessage } from "./parts.tsx";

export function InviteAccountForm() {
  const ids = useId();
  const t = useT();
  const formatWhen = useFormatWhen();
  const fieldMessage = useFieldMessage();
  const invite = useInviteAccount();
  const invitations = useAccountInvitations();
  const form = useForm<InviteAccountInput, unknown, { email: string }>({
    resolver: zodResolver(inviteAccountSchema),
    defaultValues: { email: "" },
  });
  const error = fieldMessage(form.formState.errors.email?.message);
  return (
    <Section title={t("admin.inviteTitle")} description={t("admin.inviteText")}>
      <form
        noValidate
        className="grid gap-2"
        onSubmit={form.handleSubmit(({ email }) =>
          invite.mutate(email, {
            onSuccess: ({ invited }) => {
              toast({ title: translate(invited ? "admin.invitationSaved" : "admin.alreadyInvited") });
              form.reset({ email: "" });
              form.setFocus("email");
            },
          }),
        )}
      >
        <Label htmlFor={`${ids}-email`}>{t("admin.emailLabel")}</Label>
        <div className="flex gap-2">
          <Input
            id={`${ids}-email`}
            type="email"
            inputMode="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t("admin.invitePlaceholder")}
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
            {t("admin.invite")}
          </Button>
        </div>
        <FieldError id={`${ids}-email-error`}>{error}</FieldError>
      </form>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">{t("admin.invitedLately")}</h3>
        {!invitations.data?.length ? (
          <Empty>{t("admin.noInvitations")}</Empty>
        ) : (
          <ul aria-label={t("admin.invitedLately")} className="grid gap-1 text-sm">
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
