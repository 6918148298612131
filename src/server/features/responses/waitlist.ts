// When spots free up on a time (a guest leaves it, brings fewer, is removed, or the host raises the
// capacity), the earliest waiting parties that now fit take them and hear about it, in the
// transaction that freed them (which holds the hang's lock). The rule is shared/attendance.ts's.
import { eq } from "drizzle-orm";
import { capacityTimes, lockedInSlotKey, promotionsDue } from "../../../shared/attendance.ts";
import type { Db } from "../../db/client.ts";
import { type HangRow, type ResponseRow, responses } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { hangZone } from "../../mail/calendar-invite.ts";
import { enqueueMail, mailJob } from "../../mail/mail-job.ts";
import { announceHangChange } from "../live/mutations.ts";
import { listResponses } from "./queries.ts";

/**
 * Promotes every waiting party the rule now confirms. `changedBy`: the answer whose own change
 * freed the room — it is not mailed about its own promotion (its page shows it). Returns the ids
 * promoted.
 */
export async function settleWaitlists(
  jobs: JobQueue,
  tx: Db,
  hang: HangRow,
  changedBy?: string,
): Promise<string[]> {
  if (hang.maxCapacity == null) return [];
  const answers = await listResponses(tx, hang.id);
  const due = promotionsDue(answers, capacityTimes(hang.timeSlots), hang.maxCapacity);
  const byAnswer = new Map<string, { entry: ResponseRow; keys: string[] }>();
  for (const { entry, key } of due) {
    const found = byAnswer.get(entry.id) ?? { entry, keys: [] };
    found.keys.push(key);
    byAnswer.set(entry.id, found);
  }
  for (const { entry, keys } of byAnswer.values()) {
    await promote(jobs, tx, hang, entry, keys, entry.id !== changedBy);
  }
  return [...byAnswer.keys()];
}

/** Gives `next` its spot on `keys` and, unless it freed the room itself, queues the news once. */
async function promote(
  jobs: JobQueue,
  tx: Db,
  hang: HangRow,
  next: ResponseRow,
  keys: string[],
  tell: boolean,
): Promise<void> {
  await tx
    .update(responses)
    .set({ waitingFor: next.waitingFor.filter((key) => !keys.includes(key)), updatedAt: new Date() })
    .where(eq(responses.id, next.id));
  if (tell) {
    // De-duplicated per promotion: the answer's state before it changes names this event.
    const version = `${next.id}@${next.updatedAt.toISOString()}`;
    await enqueueMail(
      jobs,
      tx,
      mailJob("waitlist-promotion", hang.id, next.guestEmail, version, { responseId: next.id }),
    );
  }
  // Already locked in: the spot comes with the calendar invite, and with it every later update.
  if (hang.isFinalized && !hang.isCancelled && hang.finalDateTime) {
    const locked = lockedInSlotKey(hang.timeSlots, hang.finalDateTime, hangZone(hang));
    const onLocked = hang.timeSlots.length === 0 || (locked !== undefined && keys.includes(locked));
    if (onLocked)
      await enqueueMail(jobs, tx, mailJob("final-details", hang.id, next.guestEmail, hang.version));
  }
  await announceHangChange(tx, { hangId: hang.id, kind: "waitlist-promoted", responseId: next.id });
}

/** The host changed the capacity: as many of those waiting as now fit take a spot, in line order. */
export async function promoteForNewCapacity(jobs: JobQueue, tx: Db, after: HangRow): Promise<void> {
  await settleWaitlists(jobs, tx, after);
}
