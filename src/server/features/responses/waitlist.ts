// When a confirmed guest leaves "yes", the first guest on the waitlist takes the spot and hears
// about it, in the transaction that freed the spot (which holds the hang's row lock).
import { eq } from "drizzle-orm";
import { answerForTime, lockedInSlotKey } from "../../../shared/attendance.ts";
import { rsvpOrder } from "../../../shared/capacity.ts";
import type { Answer } from "../../../shared/responses.ts";
import { formatTimeWindow, slotKey } from "../../../shared/time-slots.ts";
import type { Db } from "../../db/client.ts";
import { type HangRow, type ResponseRow, responses } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { hangZone } from "../../mail/calendar-invite.ts";
import { enqueueMail, mailJob } from "../../mail/mail-job.ts";
import { announceHangChange } from "../live/mutations.ts";
import { listResponses } from "./queries.ts";

/**
 * Read before the change: the guest who gets the spot if `leaving` gives up a confirmed yes, or
 * undefined when `leaving` was not confirmed or nobody is waiting.
 */
export async function nextInLine(
  tx: Db,
  hang: HangRow,
  leaving: ResponseRow,
): Promise<ResponseRow | undefined> {
  if (hang.maxCapacity == null || leaving.response !== "yes") return undefined;
  const order = rsvpOrder(await listResponses(tx, hang.id), hang.maxCapacity);
  if (!order.confirmed.some((r) => r.id === leaving.id)) return undefined;
  return order.waitlist[0];
}

/** Gives `next` the freed spot (their Maybe times become yes) and queues the news once. */
export async function promote(jobs: JobQueue, tx: Db, hang: HangRow, next: ResponseRow): Promise<void> {
  // De-duplicated per promotion: the answer's state before it changes names this event.
  const version = `${next.id}@${next.updatedAt.toISOString()}`;
  let availability: Record<string, Answer> = next.timeSlotAvailability;
  if (next.response !== "yes") {
    availability = {};
    for (const [key, answer] of Object.entries(next.timeSlotAvailability)) {
      availability[key] = answer === "maybe" ? "yes" : answer;
    }
    await tx
      .update(responses)
      .set({
        response: "yes",
        timeSlotAvailability: availability,
        availableTimeWindows:
          hang.timeSlots.length > 0
            ? hang.timeSlots.filter((s) => availability[slotKey(s)] === "yes").map(formatTimeWindow)
            : next.availableTimeWindows,
        updatedAt: new Date(),
      })
      .where(eq(responses.id, next.id));
  }
  await enqueueMail(
    jobs,
    tx,
    mailJob("waitlist-promotion", hang.id, next.guestEmail, version, { responseId: next.id }),
  );
  // Already locked in: the spot comes with the calendar invite, and with it every later update.
  if (hang.isFinalized && !hang.isCancelled && hang.finalDateTime) {
    const key = lockedInSlotKey(hang.timeSlots, hang.finalDateTime, hangZone(hang));
    if (answerForTime({ ...next, timeSlotAvailability: availability, response: "yes" }, key) === "yes") {
      await enqueueMail(jobs, tx, mailJob("final-details", hang.id, next.guestEmail, hang.version));
    }
  }
  await announceHangChange(tx, { hangId: hang.id, kind: "waitlist-promoted", responseId: next.id });
}

/**
 * The party size changed: as many of those waiting as the new size has room for take a spot, in
 * line order, each hearing once (a larger size, or none at all). Read `answers` before the change.
 */
export async function promoteForNewCapacity(
  jobs: JobQueue,
  tx: Db,
  before: HangRow,
  after: HangRow,
  answers: readonly ResponseRow[],
): Promise<void> {
  const { confirmed, waitlist } = rsvpOrder(answers, before.maxCapacity);
  const room = after.maxCapacity == null ? waitlist.length : after.maxCapacity - confirmed.length;
  for (const next of waitlist.slice(0, Math.max(0, room))) await promote(jobs, tx, after, next);
}
