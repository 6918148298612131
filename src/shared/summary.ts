// What pages show of the crowd: counts and the first few names of each group, never everyone.
// The server builds the summary; "Show all" pages through the rest by cursor.

import { type AddedTimes, addedTimes, awaitsNewTimes } from "./awaiting-new-times.ts";
import { rsvpOrder, waitlistPlace } from "./capacity.ts";
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
}

export interface NameGroup {
  count: number;
  first: GuestName[];
}

export type SlotGroupsSummary = Record<Answer, NameGroup> & { key: string };

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
  /** Guests who answered before a time was added and have not answered it, or have no answer left. */
  awaitingNewTimes: number;
  /** Per slot in the hang's order; empty for older hangs. */
  slots: SlotGroupsSummary[];
  /** Older hangs list everyone with their overall answer. */
  everyone: NameGroup;
  windows: WindowSummary[];
  /** The slot with most yes (then maybe, then earliest), even before anyone said yes; null without slots. */
  best: { key: string; yes: number; maybe: number } | null;
  /** Capacity hangs: who is confirmed and who waits, in RSVP order. */
  rsvp: { confirmed: NameGroup; waitlist: NameGroup } | null;
  /** The place of the response asked about (`?response=`) on the waitlist, or null. */
  waitlistPlace: number | null;
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
}

interface SummaryHang {
  timeSlots: readonly StoredSlot[];
  timeWindows: unknown;
  maxCapacity: number | null;
}

function group(rows: readonly SummaryRow[]): NameGroup {
  return { count: rows.length, first: rows.slice(0, FIRST_NAMES).map(guestName) };
}

function guestName(r: GuestName): GuestName {
  const name: GuestName = { id: r.id, guestName: r.guestName, response: r.response };
  if (r.guestEmail !== undefined) name.guestEmail = r.guestEmail;
  return name;
}

/** Counts a group's rows as they come, keeping only the names it shows. */
function addTo(group: NameGroup, r: SummaryRow): void {
  if (group.count++ < FIRST_NAMES) group.first.push(guestName(r));
}

const emptyGroup = (): NameGroup => ({ count: 0, first: [] });

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
  const best = bestSupported(
    hang.timeSlots.map((slot, i) => ({ slot, yes: slots[i]!.yes.count, maybe: slots[i]!.maybe.count })),
  );
  const order = hang.maxCapacity == null ? undefined : rsvpOrder(rows, hang.maxCapacity);
  const place = askedAbout ? waitlistPlace(rows, hang.maxCapacity, askedAbout) : undefined;
  return {
    total: rows.length,
    counts,
    awaitingNewTimes: awaiting,
    slots,
    everyone: hang.timeSlots.length > 0 ? { count: rows.length, first: [] } : group(rows),
    windows,
    best: best ? { key: slotKey(best.slot), yes: best.yes, maybe: best.maybe } : null,
    rsvp: order ? { confirmed: group(order.confirmed), waitlist: group(order.waitlist) } : null,
    waitlistPlace: place ?? null,
  };
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
