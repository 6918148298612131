// What pages show of the crowd: counts and the first few names of each group, never everyone.
// The server builds the summary; "Show all" pages through the rest by cursor.

import { rsvpOrder, waitlistPlace } from "./capacity.ts";
import { bestSlot } from "./finalize.ts";
import { ANSWERS, type Answer, type AnswerCounts, countAnswers } from "./responses.ts";
import { readTimeWindows, slotKey, type TimeSlot } from "./time-slots.ts";
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
  /** Answers for the times on offer now: the same guests the per-time lists show. */
  counts: AnswerCounts;
  /** Guests whose every answer was for a time the host has since removed. */
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
  timeSlotAvailability: Record<string, Answer>;
  availableTimeWindows: string[];
}

interface SummaryHang {
  timeSlots: readonly TimeSlot[];
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

/** `rows` in RSVP order (respondedAt, then id). Its size does not depend on how many answered. */
export function summarizeResponses(
  hang: SummaryHang,
  rows: readonly SummaryRow[],
  askedAbout?: string,
): ResponsesSummary {
  const slots = hang.timeSlots.map((slot) => {
    const key = slotKey(slot);
    const groups: Record<Answer, SummaryRow[]> = { yes: [], maybe: [], no: [] };
    for (const r of rows) {
      const answer = r.timeSlotAvailability[key];
      if (answer) groups[answer].push(r);
    }
    return { key, yes: group(groups.yes), maybe: group(groups.maybe), no: group(groups.no) };
  });
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
  // A guest whose answers were all for removed times has no answer to count until they give one.
  const keys = hang.timeSlots.map(slotKey);
  const answered =
    keys.length > 0 ? rows.filter((r) => keys.some((key) => r.timeSlotAvailability[key])) : rows;
  const counts = countAnswers(answered);
  const best = bestSlot(hang.timeSlots, rows);
  const order = hang.maxCapacity == null ? undefined : rsvpOrder(rows, hang.maxCapacity);
  const place = askedAbout ? waitlistPlace(rows, hang.maxCapacity, askedAbout) : undefined;
  return {
    total: rows.length,
    counts,
    awaitingNewTimes: rows.length - answered.length,
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
