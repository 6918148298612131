import { bestSlot } from "../../../shared/finalize.ts";
import { hangZone } from "../calendar-invite.ts";
import { stoppableHangMail } from "../footer.ts";
import { type AnswersTally, answersClosedMail, everyoneAnsweredMail } from "../templates/answers-summary.tsx";
import type { ComposeContext, Composer } from "./types.ts";

async function tallyOf(ctx: ComposeContext): Promise<AnswersTally> {
  const answers = await ctx.read.answers(ctx.hang.id);
  const best = bestSlot(ctx.hang.timeSlots, answers);
  return {
    best: best && best.yes > 0 ? ctx.words.bestTime(best.slot) : undefined,
    yes: best?.yes ?? 0,
    answered: answers.length,
  };
}

/** The host's own view: with the edit token for a host without an account, else sign-in. */
export async function hostViewUrl(ctx: ComposeContext): Promise<string> {
  if (await ctx.read.hostSignsIn(ctx.hang.hostEmail)) return `${ctx.hangUrl}?host=true`;
  return `${ctx.hangUrl}?host=true&token=${encodeURIComponent(ctx.hang.editToken)}`;
}

/** Sent once, while the hang is still being planned. */
export const composeEveryoneAnswered: Composer = async (job, ctx) => {
  if (ctx.hang.isCancelled || ctx.hang.isFinalized) return null;
  const { footer, headers } = stoppableHangMail(ctx, job.to, "hosting");
  return {
    ...everyoneAnsweredMail(ctx.words, ctx.hang, await tallyOf(ctx), await hostViewUrl(ctx), footer),
    headers,
  };
};

/** For the answer-by date it was queued for; a date moved since sends nothing. */
export const composeAnswersClosed: Composer = async (job, ctx) => {
  const { hang } = ctx;
  if (hang.isCancelled || hang.answerBy?.toISOString() !== job.version) return null;
  const outcome = hang.isFinalized
    ? hang.autoLock
      ? "locked"
      : null
    : hang.autoLock
      ? "nothing-to-lock"
      : "open";
  // Locked in by the host themselves before this went: they know.
  if (!outcome) return null;
  const finalTime = hang.finalDateTime
    ? ctx.words.finalDateTime(hang.finalDateTime, hangZone(hang))
    : undefined;
  const { footer, headers } = stoppableHangMail(ctx, job.to, "hosting");
  const links = { hostViewUrl: await hostViewUrl(ctx), finalTime };
  return { ...answersClosedMail(ctx.words, hang, await tallyOf(ctx), outcome, links, footer), headers };
};
