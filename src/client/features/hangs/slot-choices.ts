// The time-slot picker's rules, apart from its looks: how chosen dates, the shared "same time for
// all dates" choice and each date's own choice become slots.
import {
  DEFAULT_DURATION,
  DEFAULT_START_TIME,
  type Duration,
  endTimeFor,
  makeSlot,
  START_TIMES,
  sortSlots,
  type TimeSlot,
} from "../../../shared/time-slots.ts";

export interface TimeChoice {
  startTime: string;
  duration: Duration;
  /** Only read for custom durations: the chosen end, or "" until one is chosen. */
  endTime: string;
}

export const DEFAULT_CHOICE: TimeChoice = {
  startTime: DEFAULT_START_TIME,
  duration: DEFAULT_DURATION,
  endTime: "",
};

/** Half-hour ends after the start, then the day's last minute. */
export function endTimesAfter(startTime: string): string[] {
  return [...START_TIMES, "23:30", "23:59"].filter((t) => t > startTime);
}

/** The slot a choice makes on a date; a custom end that is not after the start is cleared. */
export function applyChoice(date: string, choice: TimeChoice): TimeSlot {
  const slot = makeSlot(date, choice.startTime, choice.duration);
  if (choice.duration !== "custom") return slot;
  return { ...slot, endTime: choice.endTime > choice.startTime ? choice.endTime : "" };
}

/** A slot's own start changed: fixed durations move the end, a custom end survives if still after. */
export function withStart(slot: TimeSlot, startTime: string): TimeSlot {
  return applyChoice(slot.date, { startTime, duration: slot.duration, endTime: slot.endTime });
}

/** A slot's own duration changed: all-day ends 23:59, fixed ones from the start, custom clears the end. */
export function withDuration(slot: TimeSlot, duration: Duration): TimeSlot {
  if (duration === "custom") return { ...slot, duration, endTime: "" };
  return { ...slot, duration, endTime: endTimeFor(slot.startTime, duration) };
}

/** The shared choice after a change; switching to custom (or a start past the end) clears the end. */
export function nextSharedChoice(shared: TimeChoice, patch: Partial<TimeChoice>): TimeChoice {
  const next = { ...shared, ...patch };
  if (patch.duration === "custom" || (next.duration === "custom" && next.endTime <= next.startTime)) {
    next.endTime = patch.endTime ?? "";
  }
  return next;
}

/** Same time for all dates: every slot follows the shared choice. */
export function rewriteAll(slots: readonly TimeSlot[], choice: TimeChoice): TimeSlot[] {
  return slots.map((s) => applyChoice(s.date, choice));
}

/** The slots after the calendar's selection changed: kept dates keep their times, new ones get the shared choice. */
export function slotsForDates(
  slots: readonly TimeSlot[],
  dates: readonly string[],
  shared: TimeChoice,
): TimeSlot[] {
  const chosen = new Set(dates);
  const kept = slots.filter((s) => chosen.has(s.date));
  const keptDates = new Set(kept.map((s) => s.date));
  const added = [...chosen].filter((d) => !keptDates.has(d)).map((d) => applyChoice(d, shared));
  return sortSlots([...kept, ...added]);
}

/** The shared choice the slots were made with, if they all agree (a prefilled draft may not). */
export function sharedChoiceOf(slots: readonly TimeSlot[]): TimeChoice | undefined {
  const first = slots[0];
  if (!first) return DEFAULT_CHOICE;
  const same = slots.every(
    (s) => s.startTime === first.startTime && s.duration === first.duration && s.endTime === first.endTime,
  );
  return same ? { startTime: first.startTime, duration: first.duration, endTime: first.endTime } : undefined;
}
