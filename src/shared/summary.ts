// What pages show of the crowd: counts and the first few names of each group, never everyone.
// The server builds the summary; "Show all" pages through the rest by cursor.

import { lockedInSlotKey } from "./attendance.ts";
import { type AddedTimes, addedTimes, awaitsNewTimes } from "./awaiting-new-times.ts";
import { headsOf, OVERALL_TIME, type Roster, type Seat, timeRoster } from "./capacity.ts";
import { bestSupported } from "./finalize.ts";
import type { StoredSlot } from "./reschedule.ts";
import { ANSWERS, type Answer, type AnswerCounts, countAnswers } from "./responses.ts";
import { readTimeWindows, slotKey } from "./time-slots.ts";
import { z } from "./zod.ts";

/** Names shown per group before "Show all". */
export const FIRST_NAMES = 6;
/** Names per "Show all" page. */
export const NAMES_PAGE_SIZE = 50;
/** The largest page of GET /api/hangs/{id}/responses. */
export const MAX_RESPONSES_PAGE = 1000;
export const STILL_WAITING_SHOWN = 20;

/** One guest in a list: the name as this viewer may see it, and the e-mail for the host. */
export interface GuestName {
  id: string;
  guestName: string;
  guestEmail?: string;
  response: Answer;
  /** Entered by the host, and not yet taken over by its person (decision 0068). */
  addedByHost?: boolean;
  /** Guests this person brings, when any (decision 0065). */
  plusOnes?: number;
}

export interface NameGroup {
  count: number;
  /** People in the group: each answer counted as 1 + the guests it brings. */
  heads: number;
  first: GuestName[];
}

/** A capacity hang's standing for one time (decision 0065). */
export interface TimeCapacity {
  confirmed: NameGroup;
  waitlist: NameGroup;
  /** Its confirmed heads reached the capacity: a Yes to it waits or is refused. */
  full: boolean;
  spotsLeft: number;
}

export type SlotGroupsSummary = Record<Answer, NameGroup> & {
  key: string;
  /** Null without a capacity. */
  capacity: TimeCapacity | null;
};

export interface WindowSummary {
  window: string;
  /** Guests who listed the window. */
  available: number;
  /** Of those, the ones who answered yes overall. */
  confirmed: number;
}

export interface ResponsesSummary {
  total: number;
  /**
   * Overall answers of the guests the per-time lists show: yes (a yes for some time), maybe (a
   * maybe, no yes) and no (a no for every time they answered). A guest awaiting new times is never
   * a no: the time they have not answered may be the one they can make.
   */
  counts: AnswerCounts;
  /** The same groups in heads (1 + plusOnes each). */
  heads: AnswerCounts;
  /** Guests who answered before a time was added and have not answered it, or have no answer left. */
  awaitingNewTimes: number;
  /** Per slot in the hang's order; empty for older hangs. */
  slots: SlotGroupsSummary[];
  /** Older hangs list everyone with their overall answer. */
  everyone: NameGroup;
  windows: WindowSummary[];
  /**
   * The slot with most yes heads (then maybe heads, then earliest), even before anyone said yes;
   * null without slots. `yes` and `maybe` are heads.
   */
  best: { key: string; yes: number; maybe: number } | null;
  /**
   * Capacity hangs: who is confirmed and who waits for the time that decides — the locked-in time,
   * else the best time (an older hang's one overall answer). Every time's own is in `slots[i].capacity`.
   */
  rsvp: { key: string; confirmed: NameGroup; waitlist: NameGroup } | null;
  /** Capacity hangs: every time is full ("This hang is full!"). */
  full: boolean;
  /** The place of the response asked about (`?response=`) on the waitlist of `rsvp`'s time, else its first. */
  waitlistPlace: number | null;
  /** Its place on each time it waits for. */
  waitlistPlaces: Record<string, number>;
  /** Host only: invitees who have not answered. */
  stillWaiting?: { count: number; emails: string[] };
}

/** A response as the summary reads it, already shaped for the viewer (names anonymised or not). */
export interface SummaryRow extends GuestName {
  respondedAt: string | Date;
  /** The answer for each of the hang's times, in the hang's order (null: not answered). */
  slotAnswers: readonly (Answer | null)[];
  availableTimeWindows: string[];
  /** When the guest last gave their answers (a reschedule clearing some does not count). */
  answeredAt: string | Date;
  plusOnes: number;
  /** Capacity hangs: when each time's Yes began (ISO) and the times it waits for. */
  yesSince?: Readonly<Record<string, string>>;
  waitingFor?: readonly string[];
}

interface SummaryHang {
  timeSlots: readonly StoredSlot[];
  timeWindows: unknown;
  maxCapacity: number | null;
  isFinalized?: boolean;
  finalDateTime?: Date | null;
  hostTimezone?: string | null;
}

function group(rows: readonly SummaryRow[]): NameGroup {
  let heads = 0;
  for (const r of rows) heads += headsOf(r);
  return { count: rows.length, heads, first: rows.slice(0, FIRST_NAMES).map(guestName) };
}

function guestName(r: GuestName): GuestName {
  const name: GuestName = { id: r.id, guestName: r.guestName, response: r.response };
  if (r.guestEmail !== undefined) name.guestEmail = r.guestEmail;
  if (r.plusOnes) name.plusOnes = r.plusOnes;
  return name;
}

/** Counts a group's rows as they come, keeping only the names it shows. */
function addTo(group: NameGroup, r: SummaryRow): void {
  group.heads += 1 + r.plusOnes;
  if (group.count++ < FIRST_NAMES) group.first.push(guestName(r));
}

const emptyGroup = (): NameGroup => ({ count: 0, heads: 0, first: [] });

/**
 * Each time's groups, the rows the counts take and how many await new times, in one pass over the
 * rows: at 10,000 answers a pass per time and per question was most of the summary's cost.
 */
function slotGroups(keys: readonly string[], added: AddedTimes, rows: readonly SummaryRow[]) {
  const slots: SlotGroupsSummary[] = keys.map((key) => ({
    key,
    yes: emptyGroup(),
    maybe: emptyGroup(),
    no: emptyGroup(),
    capacity: null,
  }));
  const counted: SummaryRow[] = [];
  let awaiting = 0;
  for (const r of rows) {
    let answeredAny = false;
    for (let i = 0; i < keys.length; i++) {
      const answer = r.slotAnswers[i];
      if (!answer) continue;
      addTo(slots[i]![answer], r);
      answeredAny = true;
    }
    const answeredAt = typeof r.answeredAt === "string" ? Date.parse(r.answeredAt) : r.answeredAt.getTime();
    const waits = awaitsNewTimes(added, r.slotAnswers, answeredAt);
    if (waits) awaiting++;
    // A yes or maybe stands whatever else is open; a no only once nothing is left to answer.
    if (answeredAny && !(waits && r.response === "no")) counted.push(r);
  }
  return { slots, counted, awaiting };
}

/** `rows` in RSVP order (respondedAt, then id). Its size does not depend on how many answered. */
export function summarizeResponses(
  hang: SummaryHang,
  rows: readonly SummaryRow[],
  askedAbout?: string,
): ResponsesSummary {
  const keys = hang.timeSlots.map(slotKey);
  const { slots, counted: countedForTimes, awaiting } = slotGroups(keys, addedTimes(hang.timeSlots), rows);
  const windows =
    hang.timeSlots.length > 0
      ? []
      : readTimeWindows(hang.timeWindows).map((window) => {
          const listed = rows.filter((r) => r.availableTimeWindows.includes(window));
          return {
            window,
            available: listed.length,
            confirmed: listed.filter((r) => r.response === "yes").length,
          };
        });
  // Older hangs count everyone's one overall answer.
  const counted = keys.length > 0 ? countedForTimes : rows;
  const counts = countAnswers(counted);
  const heads: AnswerCounts = { yes: 0, maybe: 0, no: 0 };
  for (const r of counted) heads[r.response] += headsOf(r);
  const best = bestSupported(
    hang.timeSlots.map((slot, i) => ({ slot, yes: slots[i]!.yes.heads, maybe: slots[i]!.maybe.heads })),
  );
  const bestKey = best ? slotKey(best.slot) : undefined;
  const capacity = hang.maxCapacity == null ? undefined : capacityByTime(hang, keys, rows, bestKey);
  if (capacity) {
    for (const slot of slots) slot.capacity = capacity.byKey.get(slot.key)!.view;
  }
  const places = askedAbout && capacity ? capacity.placesOf(askedAbout) : {};
  const decides = capacity?.byKey.get(capacity.decidingKey);
  return {
    total: rows.length,
    counts,
    heads,
    awaitingNewTimes: awaiting,
    slots,
    everyone:
      hang.timeSlots.length > 0
        ? { count: rows.length, heads: rows.reduce((sum, r) => sum + headsOf(r), 0), first: [] }
        : group(rows),
    windows,
    best: best && bestKey ? { key: bestKey, yes: best.yes, maybe: best.maybe } : null,
    rsvp: decides
      ? { key: capacity!.decidingKey, confirmed: decides.view.confirmed, waitlist: decides.view.waitlist }
      : null,
    full: capacity ? [...capacity.byKey.values()].every((t) => t.view.full) : false,
    waitlistPlace: places[capacity?.decidingKey ?? ""] ?? Object.values(places)[0] ?? null,
    waitlistPlaces: places,
  };
}

type RowSeat = Seat & { row: SummaryRow };

/**
 * Each time's roster by the one rule (capacity.ts), read from the summary's lean rows; and the time
 * whose roster the host's "RSVP order" shows: the locked-in one, else the best.
 */
function capacityByTime(
  hang: SummaryHang,
  keys: readonly string[],
  rows: readonly SummaryRow[],
  bestKey: string | undefined,
) {
  const times = keys.length > 0 ? keys : [OVERALL_TIME];
  const byKey = new Map<string, { roster: Roster<RowSeat>; view: TimeCapacity }>();
  times.forEach((key, i) => {
    const seats: RowSeat[] = [];
    for (const row of rows) {
      const answer = keys.length > 0 ? row.slotAnswers[i] : row.response;
      if (answer !== "yes") continue;
      const since = row.yesSince?.[key];
      const at = since ?? row.respondedAt;
      seats.push({
        row,
        heads: headsOf(row),
        since: typeof at === "string" ? Date.parse(at) : at.getTime(),
        waits: row.waitingFor?.includes(key) ?? false,
      });
    }
    const roster = timeRoster(seats, hang.maxCapacity);
    const view: TimeCapacity = {
      confirmed: group(roster.confirmed.map((s) => s.row)),
      waitlist: group(roster.waitlist.map((s) => s.row)),
      full: roster.full,
      spotsLeft: roster.spotsLeft ?? 0,
    };
    byKey.set(key, { roster, view });
  });
  const locked =
    hang.isFinalized && hang.finalDateTime
      ? lockedInSlotKey(hang.timeSlots, hang.finalDateTime, hang.hostTimezone ?? "UTC")
      : undefined;
  const decidingKey = keys.length === 0 ? OVERALL_TIME : (locked ?? bestKey ?? times[0]!);
  const placesOf = (id: string) => {
    const places: Record<string, number> = {};
    for (const [key, { roster }] of byKey) {
      const index = roster.waitlist.findIndex((s) => s.row.id === id);
      if (index >= 0) places[key] = index + 1;
    }
    return places;
  };
  return { byKey, decidingKey, placesOf };
}

const answerFilter = z.enum(ANSWERS, { error: "answer must be yes, maybe or no" });

/** `GET /api/hangs/{id}/summary/names`: one group's names, a page at a time. */
export const namesPageQuery = z.object({
  slot: z.string().max(64).optional(),
  answer: answerFilter.optional(),
  cursor: z.string().max(200).optional(),
});

/** Paging of `GET /api/hangs/{id}/responses`: `?limit=` (default and most 1000) and `?cursor=`. */
export const responsesPageQuery = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(MAX_RESPONSES_PAGE, `limit must be at most ${MAX_RESPONSES_PAGE}`)
    .default(MAX_RESPONSES_PAGE),
  cursor: z.string().max(200).optional(),
});

export interface NamesPage {
  names: GuestName[];
  nextCursor: string | null;
}
