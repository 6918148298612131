import { calendarInvite } from "../calendar-invite.ts";
import { stoppableHangMail } from "../footer.ts";
import { cancellationMail } from "../templates/cancellation.tsx";
import type { Composer } from "./types.ts";

/** Cancelling is irreversible, so a cancellation always goes out once queued; it removes the invite. */
export const composeCancellation: Composer = async (job, ctx) => {
  if (!ctx.hang.isCancelled) return null;
  const answered = await ctx.read.responseByEmail(ctx.hang.id, job.to);
  const { footer, headers } = stoppableHangMail(ctx, job.to, answered ? "answered" : "invited");
  const invite = calendarInvite(ctx.words, ctx.hang, {
    method: "CANCEL",
    hangUrl: ctx.hangUrl,
    publicUrl: ctx.publicUrl,
    to: job.to,
  });
  return { ...cancellationMail(ctx.words, ctx.hang, ctx.hangUrl, footer), attachments: [invite], headers };
};
