import { MAX_NUDGES } from "../../../shared/answer-by.ts";
import type { HangRow } from "../../db/schema.ts";
import { hangZone } from "../calendar-invite.ts";
import { stoppableHangMail } from "../footer.ts";
import { zoneLabel } from "../mail-times.ts";
import { nudgeMail } from "../templates/nudge.tsx";
import type { MailWords } from "../words.ts";
import type { Composer } from "./types.ts";

/**
 * "Answer by Fri, Dec 4, 6:00 PM EST (for you: …)"; undefined without a date. Never "in 2 days":
 * the mail is read later than it is sent.
 */
export function answerByLine(w: MailWords, hang: HangRow): string | undefined {
  if (!hang.answerBy) return undefined;
  const zone = hangZone(hang);
  const date = w.answerBy(hang.answerBy, zone);
  const line = w.t("mail.answerBy", { date, zone: zoneLabel(zone, w.locale, hang.answerBy) });
  return w.withYourTime(line, hang.answerBy, zone);
}

/**
 * Checked again when it is due, from the data as it is then: nothing once the plan changed (the
 * version), the invitee answered, opted out or is no longer invited (left the group), the hang is
 * locked in or cancelled, nudges were switched off, or this invitee already had this step or both.
 */
export const composeNudge: Composer = async (job, ctx) => {
  const { hang } = ctx;
  const [version, step] = job.version.split(":");
  if (version !== String(hang.version) || !hang.nudges || hang.isFinalized || hang.isCancelled) return null;
  if (hang.answerBy && hang.answerBy.getTime() <= Date.now()) return null;
  if (await ctx.read.responseByEmail(hang.id, job.to)) return null;
  if (!(await ctx.read.isInvited(hang, job.to))) return null;
  const optOuts = await ctx.read.optOuts(hang.id, job.to);
  if (optOuts.everything || optOuts.thisHang) return null;
  const sent = (await ctx.read.sentNudges(hang.id, job.to)).filter((s) => s.key !== job.dedupKey);
  if (sent.length >= MAX_NUDGES || sent.some((s) => s.step === step)) return null;
  const { footer, headers } = stoppableHangMail(ctx, job.to, "invited");
  return { ...nudgeMail(ctx.words, hang, ctx.hangUrl, answerByLine(ctx.words, hang), footer), headers };
};
