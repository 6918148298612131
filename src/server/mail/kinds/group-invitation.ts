import { stoppableGroupMail } from "../footer.ts";
import { groupInvitationMail } from "../templates/group-invitation.tsx";
import type { GroupComposer } from "./types.ts";

/** Not sent once the group is deleted or the invitation was cancelled. */
export const composeGroupInvitation: GroupComposer = async (job, ctx) => {
  const invitation = job.groupId ? await ctx.read.groupInvitation(job.groupId, job.to) : undefined;
  if (!invitation) return null;
  const words = ctx.wordsFor(invitation.inviterLanguage);
  const { footer, headers } = stoppableGroupMail(ctx, words, invitation, job.to);
  const groupUrl = `${ctx.publicUrl}/groups/${invitation.groupId}`;
  return { ...groupInvitationMail(words, invitation, groupUrl, footer), headers };
};
