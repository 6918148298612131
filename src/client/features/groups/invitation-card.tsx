// What a pending invitee sees on /groups/{id}: the group's name, who started it and how many are
// in it, with "Join group" and "Decline". Joining is a POST from this button, never a page visit.
import { UsersRound } from "lucide-react";
import { useLocation } from "wouter";
import { GROUP_TOASTS } from "../../../shared/group-rules.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { toast } from "../../components/ui/use-toast.ts";
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
  const members = invitation.memberCount === 1 ? "1 member" : `${invitation.memberCount} members`;
  const asAdmin = invitation.viewer.role === "admin" ? " as an admin" : "";

  const onJoin = () =>
    join.mutate(undefined, {
      onSuccess: (group) => {
        toast({ title: `You joined ${group.name}!` });
        onJoined(group);
      },
      onError: groupFailure("Failed to join group"),
    });
  const onDecline = () =>
    decline.mutate(undefined, {
      onSuccess: () => {
        toast({ title: "Invitation declined" });
        navigate("/dashboard");
      },
      onError: groupFailure("Failed to decline invitation", GROUP_TOASTS.fallback),
    });

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardContent className="grid gap-4 pt-6 sm:pt-6">
        <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
          <UsersRound className="size-4 shrink-0" aria-hidden="true" />
          Group invitation
        </p>
        <h1 className="text-2xl font-bold tracking-tight wrap-anywhere">{invitation.name}</h1>
        <p className="wrap-anywhere">
          {invitation.creatorName} invited you to join this group{asAdmin}. It has {members}.
        </p>
        <p className="text-sm text-muted-foreground">
          Members see each other's names, e-mails and phone numbers, and the group's hangs.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Button className="h-11" disabled={busy} onClick={onJoin}>
            {join.isPending ? "Joining..." : "Join group"}
          </Button>
          <Button variant="outline" className="h-11" disabled={busy} onClick={onDecline}>
            Decline
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
