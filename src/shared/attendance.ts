// Who is coming, per time, in heads (decision 0065): the answer path, the waitlist promotion, the
// summaries, the lock-in mail, its updates, the reminders, the calendar feed's status, the host's
// banner and the guest-list file all ask this module, which applies capacity.ts's rule to answers.
import { headsOf, OVERALL_TIME, type Roster, type Seat, timeRoster } from "./capacity.ts";
import { lockedInSlot } from "./locked-in-slot.ts";
import type { Answer } from "./responses.ts";
import { slotKey, type TimeSlot } from "./time-slots.ts";

export interface AttendanceEntry {
  id: string;
  response: string;
  timeSlotAvailability: Record<string, Answer>;
  /** ISO text or a Date: when the answer was first given (the place in line where no yesSince says). */
  respondedAt: string | Date;
  plusOnes?: number | null;
  /** Per time key: when the Yes to it began (ISO). */
  yesSince?: Readonly<Record<string, string>> | null;
  /** Time keys whose Yes waits for a spot. */
  waitingFor?: readonly string[] | null;
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

/** The times capacity is counted for: each slot, or the one overall answer of an older hang. */
export function capacityTimes(slots: readonly TimeSlot[]): string[] {
  return slots.length > 0 ? slots.map(slotKey) : [OVERALL_TIME];
}

/**
 * The guest's answer for the locked-in time. The overall answer stands in where there is no
 * per-time answer to read: a time the host typed that no slot offered, or an older answer given
 * without times. Undefined when the guest answered other times but not this one.
 */
export function answerForTime(entry: AttendanceEntry, key: string | undefined): Answer | undefined {
  const perTime = Object.keys(entry.timeSlotAvailability).length > 0;
  if (key === undefined || key === OVERALL_TIME || !perTime) return entry.response as Answer;
  return entry.timeSlotAvailability[key];
}

const millis = (at: string | Date) => (typeof at === "string" ? Date.parse(at) : at.getTime());

export type EntrySeat<R> = Seat & { entry: R };

/** The entry's Yes to `key` as a seat, or undefined when it is not a Yes to that time. */
export function seatOf<R extends AttendanceEntry>(entry: R, key: string): EntrySeat<R> | undefined {
  if (answerForTime(entry, key) !== "yes") return undefined;
  const since = entry.yesSince?.[key];
  return {
    entry,
    heads: headsOf(entry),
    since: since ? Date.parse(since) : millis(entry.respondedAt),
    waits: entry.waitingFor?.includes(key) ?? false,
  };
}

/** Who is confirmed and who waits for one time. Give `entries` in RSVP order. */
export function rosterForTime<R extends AttendanceEntry>(
  entries: readonly R[],
  key: string,
  maxCapacity: number | null | undefined,
): Roster<EntrySeat<R>> {
  const seats: EntrySeat<R>[] = [];
  for (const entry of entries) {
    const seat = seatOf(entry, key);
    if (seat) seats.push(seat);
  }
  return timeRoster(seats, maxCapacity);
}

/**
 * Waiting parties the rule now confirms, per time: stored as waiting, yet they fit. The write path
 * promotes them (and tells them) in the transaction that freed the spots.
 */
export function promotionsDue<R extends AttendanceEntry>(
  entries: readonly R[],
  keys: readonly string[],
  maxCapacity: number | null | undefined,
): { entry: R; key: string }[] {
  if (maxCapacity == null) return [];
  return keys.flatMap((key) =>
    rosterForTime(entries, key, maxCapacity)
      .confirmed.filter((seat) => seat.waits)
      .map((seat) => ({ entry: seat.entry, key })),
  );
}

export interface PartyStanding {
  heads: number;
  /** Per time the answer waits for: its 1-based place in that time's line. */
  waitlistPlaces: Record<string, number>;
}

/**
 * Each answer's heads and waitlist place per time, for anything that lists answers (the guest-list
 * file, the summary's "your place"). One pass per time.
 */
export function partyStandings<R extends AttendanceEntry>(
  entries: readonly R[],
  keys: readonly string[],
  maxCapacity: number | null | undefined,
): Map<string, PartyStanding> {
  const standings = new Map<string, PartyStanding>(
    entries.map((e) => [e.id, { heads: headsOf(e), waitlistPlaces: {} }]),
  );
  if (maxCapacity == null) return standings;
  for (const key of keys) {
    rosterForTime(entries, key, maxCapacity).waitlist.forEach((seat, i) => {
      standings.get(seat.entry.id)!.waitlistPlaces[key] = i + 1;
    });
  }
  return standings;
}

export interface LockInAudience<R> {
  /** Yes for that time, holding a spot, in line order: they hear "It's on" with the invite. */
  confirmed: R[];
  /** Yes for that time without a spot: told their place, no invite. */
  waitlist: R[];
  /** Maybe for that time: the invite only when the host ticks Maybe. */
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
  const time = key ?? OVERALL_TIME;
  const roster = rosterForTime(responses, time, maxCapacity);
  return {
    confirmed: roster.confirmed.map((s) => s.entry),
    waitlist: roster.waitlist.map((s) => s.entry),
    maybe: responses.filter((r) => answerForTime(r, time) === "maybe"),
    cannot: responses.filter((r) => answerForTime(r, time) === "no"),
  };
}
