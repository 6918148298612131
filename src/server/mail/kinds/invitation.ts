import { invitationMail } from "../templates/invitation.tsx";
import { unsubscribeParts } from "../unsubscribe.ts";
import { answerByLine } from "./nudge.ts";
import type { Composer } from "./types.ts";

/** An invitation still pending when the hang is cancelled is not sent. It can be turned off. */
export const composeInvitation: Composer = (job, ctx) => {
  if (ctx.hang.isCancelled) return null;
  const { stop, headers } = unsubscribeParts(ctx, ctx.hang.id, job.to);
  return {
    ...invitationMail(ctx.words, ctx.hang, ctx.hangUrl, answerByLine(ctx.words, ctx.hang), stop),
    headers,
  };
};
