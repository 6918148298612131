import { stoppableHangMail } from "../footer.ts";
import { hostEnteredAnswerMail } from "../templates/host-entered-answer.tsx";
import { responseEditUrl } from "./response.ts";
import type { Composer } from "./types.ts";

/**
 * Unasked mail (the host typed the address), so it carries the stop links and respects them. Not
 * sent once the answer is gone, moved to another address, or taken over by its person.
 */
export const composeHostEnteredAnswer: Composer = async (job, ctx) => {
  if (ctx.hang.isCancelled || !job.responseId) return null;
  const response = await ctx.read.response(ctx.hang.id, job.responseId);
  if (!response || response.takenOverAt || response.guestEmail.toLowerCase() !== job.to.toLowerCase()) {
    return null;
  }
  const { footer, headers } = stoppableHangMail(ctx, job.to, "host-entered");
  // The answer link mailed to the address: opening it proves the address, which takes the answer over.
  const openUrl = responseEditUrl(ctx, response.id, job.to);
  return { ...hostEnteredAnswerMail(ctx.words, ctx.hang, response, openUrl, footer), headers };
};
