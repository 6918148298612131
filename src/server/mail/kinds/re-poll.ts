import { stoppableHangMail } from "../footer.ts";
import { rePollMail } from "../templates/re-poll.tsx";
import { responseEditUrl } from "./response.ts";
import type { Composer } from "./types.ts";

/** Lists the times as they are when sent; nothing for a cancelled hang or an answer that is gone. */
export const composeRePoll: Composer = async (job, ctx) => {
  if (ctx.hang.isCancelled || !job.responseId) return null;
  const response = await ctx.read.response(ctx.hang.id, job.responseId);
  if (!response) return null;
  const { footer, headers } = stoppableHangMail(ctx, job.to, "answered");
  const editUrl = responseEditUrl(ctx, response.id, job.to);
  return { ...rePollMail(ctx.words, ctx.hang, response, editUrl, footer), headers };
};
