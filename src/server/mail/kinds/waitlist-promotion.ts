import type { ResponseRow } from "../../db/schema.ts";
import { stoppableHangMail } from "../footer.ts";
import { waitlistPromotionMail } from "../templates/waitlist-promotion.tsx";
import { responseEditUrl } from "./response.ts";
import type { Composer } from "./types.ts";

/**
 * Not sent once the hang is cancelled or the guest has given the spot up again. Lists only the
 * times the guest now has a spot on: a Yes still waiting for another time is not one of them.
 */
export const composeWaitlistPromotion: Composer = async (job, ctx) => {
  if (ctx.hang.isCancelled || !job.responseId) return null;
  const answer = await ctx.read.response(ctx.hang.id, job.responseId);
  if (answer?.response !== "yes") return null;
  const response = withSpotsOnly(answer);
  if (ctx.hang.timeSlots.length > 0 && !Object.values(response.timeSlotAvailability).includes("yes"))
    return null;
  const { footer, headers } = stoppableHangMail(ctx, job.to, "answered");
  const editUrl = responseEditUrl(ctx, response.id, job.to);
  return { ...waitlistPromotionMail(ctx.words, ctx.hang, response, ctx.hangUrl, editUrl, footer), headers };
};

/** The answer with its Yes kept only where it holds a spot (not waiting for that time). */
function withSpotsOnly(answer: ResponseRow): ResponseRow {
  const held = Object.entries(answer.timeSlotAvailability).filter(
    ([key, value]) => value !== "yes" || !answer.waitingFor.includes(key),
  );
  return { ...answer, timeSlotAvailability: Object.fromEntries(held) };
}
