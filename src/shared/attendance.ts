// Who is coming to a locked-in hang, decided by each guest's answer for the time that was locked in
// (not by their answers overall): the lock-in mail, its updates, the reminders, the calendar feed's
// status and the host's banner all ask this module.
import { type RsvpEntry, rsvpOrder } from "./capacity.ts";
import { lockedInSlot } from "./locked-in-slot.ts";
import type { Answer } from "./responses.ts";
import { slotKey, type TimeSlot } from "./time-slots.ts";

export interface AttendanceEntry extends RsvpEntry {
  response: string;
  timeSlotAvailability: Record<string, Answer>;
}

/** The key of the slot a final date-time locks in (locked-in-slot.ts), or undefined for another time. */
export function lockedInSlotKey(
  slots: readonly TimeSlot[],
  finalDateTime: Date,
  zone: string,
): string | undefined {
  const slot = lockedInSlot(slots, finalDateTime, zone);
  return slot ? slotKey(slot) : undefined;
}

/**
 * The guest's answer for the locked-in time. The overall answer stands in where there is no
 * per-time answer to read: a time the host typed that no slot offered, or an older answer given
 * without times. Undefined when the guest answered other times but not this one.
 */
export function answerForTime(entry: AttendanceEntry, key: string | undefined): Answer | undefined {
  const perTime = Object.keys(entry.timeSlotAvailability).length > 0;
  if (key === undefined || !perTime) return entry.response as Answer;
  return entry.timeSlotAvailability[key];
}

export interface LockInAudience<R> {
  /** Yes for that time, within capacity, in RSVP order: they hear "It's on" with the invite. */
  confirmed: R[];
  /** Yes for that time past capacity (and Maybe once it was full): told their place, no invite. */
  waitlist: R[];
  /** Maybe for that time and not waiting: the invite only when the host ticks Maybe. */
  maybe: R[];
  /** No for that time: at most a kind note, never an invite. */
  cannot: R[];
}

/** Everyone who answered, sorted by their answer for the locked-in time. */
export function lockInAudience<R extends AttendanceEntry>(
  responses: readonly R[],
  key: string | undefined,
  maxCapacity: number | null | undefined,
): LockInAudience<R> {
  const asAnswered = responses.map((entry) => ({
    id: entry.id,
    respondedAt: entry.respondedAt,
    response: answerForTime(entry, key) ?? "unanswered",
    entry,
  }));
  const order = rsvpOrder(asAnswered, maxCapacity);
  const waiting = new Set(order.waitlist.map((r) => r.id));
  return {
    confirmed: order.confirmed.map((r) => r.entry),
    waitlist: order.waitlist.map((r) => r.entry),
    maybe: asAnswered.filter((r) => r.response === "maybe" && !waiting.has(r.id)).map((r) => r.entry),
    cannot: asAnswered.filter((r) => r.response === "no").map((r) => r.entry),
  };
}
