// The invite screen's group actions: invite whole friend groups (each address once, skipping the
// already invited) and save the hang's invitees as a new friend group.
import { Save, UsersRound } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { t as translate, useT } from "../../i18n/i18n.ts";
import { isApiError } from "../../lib/http.ts";
import { useAccount } from "../auth/api.ts";
import { useInvitees, useSendInvites } from "../invitations/api.ts";
import { emailKey, inviteToast } from "../invitations/outcomes.ts";
import { useGroupMembers } from "./api.ts";
import { FriendGroupDialog, type FriendGroupDraft } from "./friend-group-dialog.tsx";
import { useFriendGroupFailure, useSaveFriendGroup } from "./friend-groups-api.ts";
import { FriendGroupsPanel, LazySignInPrompt } from "./friend-groups-panel.tsx";

/** The addresses of the chosen groups not yet invited, each once whatever its case. */
export function addressesToInvite(
  groups: readonly { emails: string[] }[],
  invited: readonly string[],
): string[] {
  const seen = new Set(invited.map(emailKey));
  const fresh: string[] = [];
  for (const email of groups.flatMap((g) => g.emails)) {
    if (seen.has(emailKey(email))) continue;
    seen.add(emailKey(email));
    fresh.push(email);
  }
  return fresh;
}

/** Invites addresses to the hang, each once, skipping the already invited; one toast for the batch. */
function useInviteAddresses(hangId: string, editToken: string) {
  // Never polls here: the e-mail invite card beside it keeps this list fresh.
  const invitees = useInvitees(hangId, editToken, 0);
  const send = useSendInvites(hangId, editToken);
  const invite = (lists: { emails: string[] }[]) => {
    const emails = addressesToInvite(
      lists,
      (invitees.data ?? []).map((i) => i.email),
    );
    if (emails.length === 0) {
      toast({ title: translate("groups.allInvited") });
      return;
    }
    send.mutate(emails, { onSuccess: (outcomes) => toast(inviteToast(outcomes)) });
  };
  return { invite, inviting: send.isPending };
}

export function InviteGroupsPanel({ hangId, editToken }: { hangId: string; editToken: string }) {
  const { invite, inviting } = useInviteAddresses(hangId, editToken);
  return <FriendGroupsPanel onInvite={invite} inviting={inviting} />;
}

/** For a hang planned for a group: "Invite the group" invites its active and pending members. */
export function InviteHangGroup({
  hangId,
  editToken,
  groupId,
  hostEmail,
}: {
  hangId: string;
  editToken: string;
  groupId: string;
  hostEmail: string;
}) {
  const members = useGroupMembers(groupId, true);
  const { invite, inviting } = useInviteAddresses(hangId, editToken);
  const t = useT();
  const emails = (members.data ?? []).map((m) => m.email).filter((e) => emailKey(e) !== emailKey(hostEmail));
  if (emails.length === 0) return null;
  return (
    <Button size="lg" className="w-full sm:w-fit" disabled={inviting} onClick={() => invite([{ emails }])}>
      <UsersRound aria-hidden="true" />
      {t("groups.inviteTheGroup", { count: emails.length })}
    </Button>
  );
}

/** "Save as Group": the hang's invitees become a friend group, remembered with the host's e-mail. */
export function SaveAsGroup({
  hangId,
  editToken,
  hostEmail,
}: {
  hangId: string;
  editToken: string;
  hostEmail: string;
}) {
  const account = useAccount();
  const invitees = useInvitees(hangId, editToken, 0);
  const save = useSaveFriendGroup();
  const [open, setOpen] = useState(false);
  const [prompt, setPrompt] = useState(false);
  const failed = useFriendGroupFailure(() => setPrompt(true));
  const t = useT();
  const emails = (invitees.data ?? []).map((i) => i.email);
  if (!account || emails.length === 0) return null;

  const onSave = async (draft: FriendGroupDraft) => {
    try {
      await save.mutateAsync({ ...draft, hostEmail });
      toast({ title: translate("groups.friendGroupSaved") });
      return true;
    } catch (error) {
      if (isApiError(error, 401)) setOpen(false);
      failed(error, translate("groups.friendGroupSaveFailed"));
      return false;
    }
  };

  return (
    <>
      <Button variant="outline" className="h-11 w-full sm:w-fit" onClick={() => setOpen(true)}>
        <Save aria-hidden="true" />
        {t("groups.saveAsGroup")}
      </Button>
      <FriendGroupDialog
        open={open}
        onOpenChange={setOpen}
        title={t("groups.saveAsGroup")}
        initial={{ name: "", emails }}
        saving={save.isPending}
        onSave={onSave}
      />
      <LazySignInPrompt open={prompt} onOpenChange={setPrompt} />
    </>
  );
}
