import { calendarInvite } from "../calendar-invite.ts";
import { stoppableHangMail } from "../footer.ts";
import { partyLines } from "../party-lines.ts";
import { type FinalDetailsKind, finalDetailsMail } from "../templates/final-details.tsx";
import type { ComposeContext, Composer } from "./types.ts";

/**
 * Final details and their updates carry the hang as it is when sent, never an older version: a
 * message that waited behind a later change still tells the truth (its SEQUENCE is the current one).
 */
function composeLockedIn(kind: FinalDetailsKind): Composer {
  return async (job, ctx: ComposeContext) => {
    const { hang } = ctx;
    if (hang.isCancelled || !hang.isFinalized || !hang.finalDateTime) return null;
    const { footer, headers } = stoppableHangMail(ctx, job.to, "answered");
    const bringing = await ctx.read.bringing(hang.id, job.to);
    const party = await partyLines(ctx.read, hang, job.to);
    const mail = finalDetailsMail(ctx.words, hang, ctx.hangUrl, kind, footer, bringing, party);
    const invite = calendarInvite(ctx.words, hang, {
      method: "REQUEST",
      hangUrl: ctx.hangUrl,
      publicUrl: ctx.publicUrl,
      to: job.to,
    });
    return { ...mail, attachments: [invite], headers };
  };
}

export const composeFinalDetails = composeLockedIn("final");
export const composeDetailsUpdate = composeLockedIn("update");
