// Who still owes an answer after a reschedule. A guest awaits new times when they last answered
// before a time on offer was added and left it unanswered, or when none of their answers is for a
// time still on offer. The host's count, the re-poll mail and the guest's form all ask this.
import type { StoredSlot } from "./reschedule.ts";
import type { Answer } from "./responses.ts";
import { slotKey } from "./time-slots.ts";

/** When each time on offer was added by a reschedule (ms); undefined for the hang's first times. */
export type AddedTimes = readonly (number | undefined)[];

export function addedTimes(slots: readonly StoredSlot[]): AddedTimes {
  return slots.map((slot) => (slot.addedAt ? Date.parse(slot.addedAt) : undefined));
}

/** Indexes of the times added after `answeredAt` (ms) that `answers` (in the slots' order) leaves open. */
export function newTimesLeftOpen(
  added: AddedTimes,
  answers: readonly (Answer | null | undefined)[],
  answeredAt: number,
): number[] {
  const open: number[] = [];
  for (let i = 0; i < added.length; i++) {
    const at = added[i];
    if (!answers[i] && at !== undefined && at > answeredAt) open.push(i);
  }
  return open;
}

/** Hangs without times have nothing to await: their answers are one overall answer. */
export function awaitsNewTimes(
  added: AddedTimes,
  answers: readonly (Answer | null | undefined)[],
  answeredAt: number,
): boolean {
  if (added.length === 0) return false;
  let answeredAny = false;
  for (let i = 0; i < added.length; i++) {
    if (answers[i]) answeredAny = true;
    else if ((added[i] ?? -Infinity) > answeredAt) return true;
  }
  return !answeredAny;
}

/** One guest's answer as stored: per time, and when they last gave it (ISO). */
export interface GivenAnswer {
  timeSlotAvailability: Readonly<Record<string, Answer>>;
  answeredAt: string;
}

/** For the guest's own form: whether to ask again, and the keys of the new times to mark. */
export function newTimesFor(
  slots: readonly StoredSlot[],
  answer: GivenAnswer,
): { awaiting: boolean; newKeys: string[] } {
  const added = addedTimes(slots);
  const answers = slots.map((slot) => answer.timeSlotAvailability[slotKey(slot)]);
  const at = Date.parse(answer.answeredAt);
  return {
    awaiting: awaitsNewTimes(added, answers, at),
    newKeys: newTimesLeftOpen(added, answers, at).map((i) => slotKey(slots[i]!)),
  };
}
