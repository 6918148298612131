import { calendarInvite } from "../calendar-invite.ts";
import { stoppableHangMail } from "../footer.ts";
import { partyLines } from "../party-lines.ts";
import { finalDetailsMail } from "../templates/final-details.tsx";
import type { Composer } from "./types.ts";

/**
 * A reminder planned for an older version of the hang was replaced when the hang changed, and a
 * cancelled hang reminds nobody: both send nothing. Nor does a guest who has since said no.
 */
export const composeReminder: Composer = async (job, ctx) => {
  const { hang } = ctx;
  const [version] = job.version.split(":");
  if (hang.isCancelled || !hang.isFinalized || !hang.finalDateTime) return null;
  if (version !== String(hang.version)) return null;
  const response = await ctx.read.responseByEmail(hang.id, job.to);
  if (response?.response === "no") return null;
  const { footer, headers } = stoppableHangMail(ctx, job.to, "answered");
  const bringing = await ctx.read.bringing(hang.id, job.to);
  const party = await partyLines(ctx.read, hang, job.to);
  const mail = finalDetailsMail(ctx.words, hang, ctx.hangUrl, "reminder", footer, bringing, party);
  const invite = calendarInvite(ctx.words, hang, {
    method: "REQUEST",
    hangUrl: ctx.hangUrl,
    publicUrl: ctx.publicUrl,
    to: job.to,
  });
  return { ...mail, attachments: [invite], headers };
};
