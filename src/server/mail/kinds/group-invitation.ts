import { groupInvitationMail } from "../templates/group-invitation.tsx";
import type { GroupComposer } from "./types.ts";

/** Not sent once the group is deleted or the invitation was cancelled. */
export const composeGroupInvitation: GroupComposer = async (job, { read, publicUrl, wordsFor }) => {
  const invitation = job.groupId ? await read.groupInvitation(job.groupId, job.to) : undefined;
  if (!invitation) return null;
  return groupInvitationMail(
    wordsFor(invitation.inviterLanguage),
    invitation,
    `${publicUrl}/groups/${invitation.groupId}`,
  );
};
