// What a reschedule does to the answers already given: answers for times that are gone are
// cleared, and the guests it leaves awaiting new times are asked about them.

import { addedTimes, awaitsNewTimes, newTimesLeftOpen } from "../../../shared/awaiting-new-times.ts";
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

/**
 * Whether this edit asks the guest again: on a hang with times, when it leaves them awaiting new
 * times and either cleared some of their answers or added a time they have not answered (a guest
 * still awaiting an earlier edit's times is not asked twice for the same ones). On older hangs,
 * when a window they listed is gone.
 */
export function asksAgain(
  answer: Pick<ResponseRow, "timeSlotAvailability" | "updatedAt">,
  cleared: ClearedAnswer | undefined,
  slots: readonly StoredSlot[],
  editedAt: Date,
): boolean {
  if (slots.length === 0) return cleared !== undefined;
  const availability = cleared?.timeSlotAvailability ?? answer.timeSlotAvailability;
  const added = addedTimes(slots);
  const answers = slots.map((slot) => availability[slotKey(slot)]);
  const answeredAt = answer.updatedAt.getTime();
  if (!awaitsNewTimes(added, answers, answeredAt)) return false;
  return (
    cleared !== undefined ||
    newTimesLeftOpen(added, answers, answeredAt).some((i) => added[i] === editedAt.getTime())
  );
}
