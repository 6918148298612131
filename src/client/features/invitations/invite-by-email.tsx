import { Trans } from "@lingui/react";
import { Check, LoaderCircle, Mail, Send, TriangleAlert, Users } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { type MessageId, t as translate, useT } from "../../i18n/i18n.ts";
import { AddressListField, useAddressList } from "./address-list.tsx";
import { type Invitee, useInvitees, useSendInvites } from "./api.ts";
import { emailKey, inviteToast, stillPending } from "./outcomes.ts";

/**
 * The host's e-mail invitations: addresses collect in a pending list (chips), "Send Invites" sends
 * one invitation per address (and one still in the field), and the invited list below shows each
 * delivery as it happens.
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
  const t = useT();
  const [pollingSince, setPollingSince] = useState(() => Date.now());
  const invitees = useInvitees(hangId, editToken, pollingSince);
  // A failed read is silent (spec): the list is just empty.
  const invited = invitees.data ?? [];
  const send = useSendInvites(hangId, editToken);
  const invitedKeys = new Set(invited.map((i) => emailKey(i.email)));
  // A duplicate (pending or already invited) is refused with the spec's toast.
  const pending = useAddressList({
    isTaken: (key) => invitedKeys.has(key),
    onDuplicate: () =>
      toast({
        variant: "destructive",
        title: translate("create.duplicate"),
        description: translate("create.duplicateText"),
      }),
  });

  const sendAll = (emails: string[]) => {
    if (emails.length === 0) {
      toast({ variant: "destructive", title: translate("create.nothingToSend") });
      return;
    }
    send.mutate(emails, {
      onSuccess: (outcomes) => {
        pending.setAddresses((current) => stillPending(current, outcomes));
        setPollingSince(Date.now());
        toast(inviteToast(outcomes));
      },
    });
  };

  const notYetInvited = sameAsBefore.filter((email) => !invitedKeys.has(emailKey(email)));

  // An address still in the field counts too: "Send Invites" adds it first, then sends.
  const onSend = () => {
    const emails = pending.withTyped();
    if (emails) sendAll(emails);
  };

  return (
    <Card>
      <CardContent className="grid grid-cols-1 gap-5 pt-5 sm:pt-6">
        <div>
          <h2 className="flex items-center gap-2 text-base font-semibold">
            <Mail className="size-4 text-primary" aria-hidden="true" />
            {t("create.inviteByEmail")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("create.inviteByEmailText")}</p>
        </div>

        <AddressListField list={pending} listLabel={t("create.readyToSend")} />

        {notYetInvited.length > 0 && (
          <div className="grid gap-2 rounded-xl bg-secondary/60 p-3">
            <p className="text-sm">
              <Trans
                id={"create.lastTime" satisfies MessageId}
                values={{ emails: notYetInvited.join(", ") }}
                components={{ 0: <span className="wrap-anywhere" /> }}
              />
            </p>
            <Button
              variant="outline"
              className="h-11 w-full sm:w-fit"
              disabled={send.isPending}
              onClick={() => sendAll([...notYetInvited])}
            >
              <Users aria-hidden="true" />
              {t("create.inviteSame")}
            </Button>
          </div>
        )}

        <Button size="lg" className="w-full sm:w-fit" disabled={send.isPending} onClick={onSend}>
          {send.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Send aria-hidden="true" />
          )}
          {t(send.isPending ? "create.sending" : "create.sendInvites")}
        </Button>

        {invited.length > 0 && <InvitedList invitees={invited} />}
      </CardContent>
    </Card>
  );
}

function InvitedList({ invitees }: { invitees: readonly Invitee[] }) {
  const t = useT();
  return (
    <div className="grid grid-cols-1 gap-2 border-t pt-4">
      <h3 className="text-sm font-semibold">
        {t("create.invited")} <span className="font-normal text-muted-foreground">({invitees.length})</span>
      </h3>
      <ul aria-label={t("create.invited")} className="grid grid-cols-1">
        {invitees.map((invitee) => (
          <li
            key={invitee.id}
            className="flex items-center justify-between gap-3 border-b py-2.5 last:border-0"
          >
            <span className="min-w-0 text-sm wrap-anywhere">{invitee.email}</span>
            {invitee.status === "sent" ? (
              <Badge variant="success">
                <Check className="size-3" aria-hidden="true" />
                {t("create.sent")}
              </Badge>
            ) : invitee.status === "opted-out" ? (
              <Badge variant="destructive">
                <TriangleAlert className="size-3" aria-hidden="true" />
                {t("create.optedOut")}
              </Badge>
            ) : invitee.status === "failed" ? (
              <Badge variant="destructive" title={t("create.everyTryFailed")}>
                <TriangleAlert className="size-3" aria-hidden="true" />
                {t("create.notDelivered")}
              </Badge>
            ) : (
              <Badge variant="warning">
                <LoaderCircle className="size-3 animate-spin" aria-hidden="true" />
                {t("create.sendingNow")}
              </Badge>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
