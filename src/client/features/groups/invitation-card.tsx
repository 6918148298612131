// What a pending invitee sees on /groups/{id}: the group's name, who started it and how many are
// in it, with "Join group" and "Decline". Joining is a POST from this button, never a page visit.
import { UsersRound } from "lucide-react";
import { useLocation } from "wouter";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { t as translate, useT } from "../../i18n/i18n.ts";
import { type Group, type GroupInvitation, useDeclineInvitation, useJoinGroup } from "./api.ts";
import { groupFailure } from "./failure.ts";

export function InvitationCard({
  invitation,
  onJoined,
}: {
  invitation: GroupInvitation;
  onJoined: (group: Group) => void;
}) {
  const [, navigate] = useLocation();
  const join = useJoinGroup(invitation.id);
  const decline = useDeclineInvitation(invitation.id);
  const busy = join.isPending || decline.isPending;
  const t = useT();

  const onJoin = () =>
    join.mutate(undefined, {
      onSuccess: (group) => {
        toast({ title: translate("groups.joined", { name: group.name }) });
        onJoined(group);
      },
      onError: groupFailure(translate("groups.joinFailed")),
    });
  const onDecline = () =>
    decline.mutate(undefined, {
      onSuccess: () => {
        toast({ title: translate("groups.declined") });
        navigate("/dashboard");
      },
      onError: groupFailure(translate("groups.declineFailed")),
    });

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardContent className="grid gap-4 pt-6 sm:pt-6">
        <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
          <UsersRound className="size-4 shrink-0" aria-hidden="true" />
          {t("groups.groupInvitation")}
        </p>
        <h1 className="text-2xl font-bold tracking-tight wrap-anywhere">{invitation.name}</h1>
        <p className="wrap-anywhere">
          {t(invitation.viewer.role === "admin" ? "groups.invitedYouAdmin" : "groups.invitedYou", {
            creatorName: invitation.creatorName,
            count: invitation.memberCount,
          })}
        </p>
        <p className="text-sm text-muted-foreground">{t("groups.membersSee")}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Button className="h-11" disabled={busy} onClick={onJoin}>
            {join.isPending ? t("groups.joining") : t("groups.joinGroup")}
          </Button>
          <Button variant="outline" className="h-11" disabled={busy} onClick={onDecline}>
            {t("groups.decline")}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
