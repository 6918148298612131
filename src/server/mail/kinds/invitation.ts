import { invitationKeyFor } from "../../http/invitation-keys.ts";
import { stoppableHangMail } from "../footer.ts";
import { invitationMail } from "../templates/invitation.tsx";
import { answerByLine } from "./nudge.ts";
import { responseEditUrl } from "./response.ts";
import type { Composer } from "./types.ts";

/** An invitation still pending when the hang is cancelled is not sent. It can be turned off. */
export const composeInvitation: Composer = async (job, ctx) => {
  if (ctx.hang.isCancelled) return null;
  const { footer, headers } = stoppableHangMail(ctx, job.to, "invited");
  // Personal: the page opens with the invited address filled in, and answering through it proves it.
  const personalUrl = `${ctx.hangUrl}?invite=${invitationKeyFor(ctx.secrets, ctx.hang.id, job.to)}`;
  // A standing hang's round put the invitee down as their standing answers: the answer as it is now.
  const response = job.standing ? await ctx.read.responseByEmail(ctx.hang.id, job.to) : undefined;
  const standing = response ? { response, changeUrl: responseEditUrl(ctx, response.id, job.to) } : undefined;
  const answerBy = answerByLine(ctx.words, ctx.hang);
  return { ...invitationMail(ctx.words, ctx.hang, personalUrl, answerBy, footer, standing), headers };
};
