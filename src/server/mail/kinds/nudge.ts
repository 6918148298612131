import { MAX_NUDGES } from "../../../shared/answer-by.ts";
import { zoneName } from "../../../shared/zones.ts";
import type { HangRow } from "../../db/schema.ts";
import { hangZone } from "../calendar-invite.ts";
import { nudgeMail } from "../templates/nudge.tsx";
import { unsubscribeParts } from "../unsubscribe.ts";
import type { MailWords } from "../words.ts";
import type { Composer } from "./types.ts";

/** "Answer by Fri, Dec 4, 6:00 PM New York time (in 2 days)"; undefined without a date. */
export function answerByLine(w: MailWords, hang: HangRow, now = new Date()): string | undefined {
  if (!hang.answerBy) return undefined;
  const zone = hangZone(hang);
  const date = w.answerBy(hang.answerBy, zone);
  const left = w.timeLeft(hang.answerBy, now);
  return hang.hostTimezone
    ? w.t("mail.answerByIn", { date, zone: zoneName(zone), left })
    : w.t("mail.answerByUtc", { date, left });
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
  const { stop, headers } = unsubscribeParts(ctx, hang.id, job.to);
  return { ...nudgeMail(ctx.words, hang, ctx.hangUrl, answerByLine(ctx.words, hang), stop), headers };
};
