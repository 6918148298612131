import { stoppableHangMail } from "../footer.ts";
import { waitlistPromotionMail } from "../templates/waitlist-promotion.tsx";
import { responseEditUrl } from "./response.ts";
import type { Composer } from "./types.ts";

/** Not sent once the hang is cancelled or the guest has given the spot up again. */
export const composeWaitlistPromotion: Composer = async (job, ctx) => {
  if (ctx.hang.isCancelled || !job.responseId) return null;
  const response = await ctx.read.response(ctx.hang.id, job.responseId);
  if (response?.response !== "yes") return null;
  const { footer, headers } = stoppableHangMail(ctx, job.to, "answered");
  const editUrl = responseEditUrl(ctx, response.id, job.to);
  return { ...waitlistPromotionMail(ctx.words, ctx.hang, response, ctx.hangUrl, editUrl, footer), headers };
};
