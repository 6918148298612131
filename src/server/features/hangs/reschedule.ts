// What a reschedule does to the answers already given: answers for times that are gone are
// cleared, and the guests they belonged to are asked about the new times.

import type { StoredSlot } from "../../../shared/reschedule.ts";
import { type Answer, overallAnswer } from "../../../shared/responses.ts";
import { formatTimeWindow, slotKey, type TimeSlot } from "../../../shared/time-slots.ts";
import type { ResponseRow } from "../../db/schema.ts";

/**
 * The new slots, each keeping the addedAt of the same slot before; a slot that is new gets one
 * when guests have already answered (nobody needs telling otherwise).
 */
export function stampSlots(
  before: readonly StoredSlot[],
  after: readonly TimeSlot[],
  anyAnswers: boolean,
  now: Date,
): StoredSlot[] {
  const previous = new Map(before.map((s) => [slotKey(s), s]));
  return after.map((slot) => {
    const { date, startTime, endTime, duration } = slot;
    const kept = previous.get(slotKey(slot));
    if (kept)
      return kept.addedAt
        ? { date, startTime, endTime, duration, addedAt: kept.addedAt }
        : { date, startTime, endTime, duration };
    return anyAnswers
      ? { date, startTime, endTime, duration, addedAt: now.toISOString() }
      : { date, startTime, endTime, duration };
  });
}

export interface ClearedAnswer {
  response: Answer;
  timeSlotAvailability: Record<string, Answer>;
  availableTimeWindows: string[];
}

/**
 * A response with its answers for removed times taken out, or undefined when none of its answers
 * were for a removed time. A guest left with no answer at all counts as maybe until they answer.
 */
export function clearRemovedAnswers(
  response: Pick<ResponseRow, "response" | "timeSlotAvailability" | "availableTimeWindows">,
  slots: readonly TimeSlot[],
  windows: readonly string[],
): ClearedAnswer | undefined {
  if (slots.length > 0) {
    const keys = new Set(slots.map(slotKey));
    const entries = Object.entries(response.timeSlotAvailability);
    const kept = entries.filter(([key]) => keys.has(key));
    if (kept.length === entries.length) {
      // An answer given while the hang still had only time windows names none of the new slots.
      const current = new Set(slots.map(formatTimeWindow));
      const stale = entries.length === 0 && response.availableTimeWindows.some((w) => !current.has(w));
      return stale ? { response: "maybe", timeSlotAvailability: {}, availableTimeWindows: [] } : undefined;
    }
    const availability = Object.fromEntries(kept) as Record<string, Answer>;
    return {
      response: overallAnswer(availability) ?? "maybe",
      timeSlotAvailability: availability,
      availableTimeWindows: slots.filter((s) => availability[slotKey(s)] === "yes").map(formatTimeWindow),
    };
  }
  // Older hangs: the windows a guest ticked that are no longer offered.
  const offered = new Set(windows);
  const kept = response.availableTimeWindows.filter((w) => offered.has(w));
  if (kept.length === response.availableTimeWindows.length) return undefined;
  return { response: response.response, timeSlotAvailability: {}, availableTimeWindows: kept };
}
