import { invitationKeyFor } from "../../http/invitation-keys.ts";
import { stoppableHangMail } from "../footer.ts";
import { invitationMail } from "../templates/invitation.tsx";
import { answerByLine } from "./nudge.ts";
import type { Composer } from "./types.ts";

/** An invitation still pending when the hang is cancelled is not sent. It can be turned off. */
export const composeInvitation: Composer = (job, ctx) => {
  if (ctx.hang.isCancelled) return null;
  const { footer, headers } = stoppableHangMail(ctx, job.to, "invited");
  // Personal: the page opens with the invited address filled in, and answering through it proves it.
  const personalUrl = `${ctx.hangUrl}?invite=${invitationKeyFor(ctx.secrets, ctx.hang.id, job.to)}`;
  return {
    ...invitationMail(ctx.words, ctx.hang, personalUrl, answerByLine(ctx.words, ctx.hang), footer),
    headers,
  };
};
