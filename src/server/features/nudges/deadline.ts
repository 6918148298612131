// What happens when the answer-by date passes: a job due at that instant (one per date set; a
// moved date leaves the old job nothing to do) locks in the best time when the host asked for it,
// and tells the host once. The hang's row lock and the mail's key make it happen once however
// many workers run it.
import { eq } from "drizzle-orm";
import { wallTimeToInstant } from "../../../shared/calendar.ts";
import { bestSlot, DEFAULT_REMINDERS, finalDateTimeOf } from "../../../shared/finalize.ts";
import { finalizeSchema } from "../../../shared/finalize-schema.ts";
import type { TimeSlot } from "../../../shared/time-slots.ts";
import type { Db } from "../../db/client.ts";
import { type HangRow, hangs, type ResponseRow } from "../../db/schema.ts";
import type { JobHandler, JobQueue } from "../../jobs/queue.ts";
import { hangZone } from "../../mail/calendar-invite.ts";
import { enqueueMail, mailJob } from "../../mail/mail-job.ts";
import { finalizeHang } from "../finalize/mutations.ts";
import { listResponses } from "../responses/queries.ts";

export interface DeadlineJob {
  hangId: string;
  /** The answer-by instant this job is for (ISO 8601). */
  answerBy: string;
}

/** Schedules the deadline of the hang's current answer-by date, in the caller's transaction. */
export async function planDeadline(jobs: JobQueue, tx: Db, hang: HangRow): Promise<void> {
  if (!hang.answerBy || hang.isFinalized || hang.isCancelled) return;
  const job: DeadlineJob = { hangId: hang.id, answerBy: hang.answerBy.toISOString() };
  await jobs.enqueue(tx, "deadlines", job, { startAfter: hang.answerBy });
}

/**
 * The slot an automatic lock-in picks: the existing best-time rule (most yes, then most maybe,
 * then the earliest) among slots still to come, and only one that someone said yes to.
 */
export function autoLockSlot(
  slots: readonly TimeSlot[],
  answers: readonly ResponseRow[],
  zone: string,
  now: Date,
): TimeSlot | undefined {
  const ahead = slots.filter((s) => wallTimeToInstant(s.date, finalDateTimeOf(s).slice(11), zone) > now);
  const best = bestSlot(ahead, answers);
  return best && best.yes > 0 ? best.slot : undefined;
}

export async function closeAnswers(
  deps: { db: Db; jobs: JobQueue },
  job: DeadlineJob,
  now: Date,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [hang] = await tx.select().from(hangs).where(eq(hangs.id, job.hangId)).for("update").limit(1);
    if (!hang || hang.answerBy?.toISOString() !== job.answerBy || hang.isCancelled || hang.isFinalized)
      return;
    if (hang.autoLock) {
      const slot = autoLockSlot(hang.timeSlots, await listResponses(tx, hang.id), hangZone(hang), now);
      if (slot) {
        // What the finalize form would send with its defaults: confirmed guests hear, one reminder.
        const input = finalizeSchema.parse({
          finalDateTime: finalDateTimeOf(slot),
          guestReminderSettings: DEFAULT_REMINDERS,
        });
        await finalizeHang({ db: tx, jobs: deps.jobs }, hang.id, input, now);
      }
    }
    await enqueueMail(deps.jobs, tx, mailJob("answers-closed", hang.id, hang.hostEmail, job.answerBy));
  });
  deps.jobs.wake();
}

/** The "deadlines" queue's handler; `clock` is the app's, so tests can move time. */
export function closeAnswersAtDeadline(deps: {
  db: Db;
  jobs: JobQueue;
  clock: () => Date;
}): JobHandler<DeadlineJob> {
  return async (batch) =>
    Promise.all(
      batch.map(async (job) => {
        try {
          await closeAnswers(deps, job.data, deps.clock());
          return undefined;
        } catch (error) {
          return error as Error;
        }
      }),
    );
}
