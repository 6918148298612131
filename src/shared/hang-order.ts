// The order hang lists share (the dashboard's Upcoming, a group's hangs, the repeat dialog): by
// the next time that matters, soonest first; hangs with no date yet ("flexible timing") last.
import { wallTimeToInstant } from "./calendar.ts";
import type { TimeSlot } from "./time-slots.ts";

export interface TimedHang {
  isFinalized: boolean;
  finalDateTime: string | null;
  timeSlots: readonly TimeSlot[];
  hostTimezone: string | null;
}

/** A slot's start or end on the host's clock; an unknown zone reads it in UTC rather than drop it. */
export function slotInstant(slot: TimeSlot, edge: "start" | "end", zone: string): Date {
  const time = edge === "start" ? slot.startTime : slot.endTime || slot.startTime;
  try {
    return wallTimeToInstant(slot.date, time, zone);
  } catch {
    return wallTimeToInstant(slot.date, time, "UTC");
  }
}

/**
 * When the hang next matters: its final time once locked in; else the start of the earliest slot
 * not yet over (the last slot's start when all are over); null when it has no dated slot at all.
 */
export function nextRelevantTime(hang: TimedHang, now: Date, viewerZone = "UTC"): Date | null {
  if (hang.isFinalized && hang.finalDateTime) return new Date(hang.finalDateTime);
  const zone = hang.hostTimezone ?? viewerZone;
  const starts = [...hang.timeSlots]
    .map((slot) => ({ start: slotInstant(slot, "start", zone), end: slotInstant(slot, "end", zone) }))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  const next = starts.find((s) => s.end > now) ?? starts.at(-1);
  return next?.start ?? null;
}

/** Sorts by a time, soonest first (or latest first with `newestFirst`); items without one go last. */
export function sortByTime<T>(
  items: readonly T[],
  timeOf: (item: T) => Date | string | null,
  { newestFirst = false } = {},
): T[] {
  const keyed = items.map((item, index) => {
    const time = timeOf(item);
    return { item, index, at: time === null ? null : new Date(time).getTime() };
  });
  keyed.sort((a, b) => {
    if (a.at === null || b.at === null) {
      if (a.at === b.at) return a.index - b.index;
      return a.at === null ? 1 : -1;
    }
    return (newestFirst ? b.at - a.at : a.at - b.at) || a.index - b.index;
  });
  return keyed.map((k) => k.item);
}

/** Upcoming hangs, the next one first: "Happening Today!" before a hang ten days out. */
export function sortUpcoming<T extends TimedHang>(hangs: readonly T[], now: Date, viewerZone = "UTC"): T[] {
  return sortByTime(hangs, (hang) => nextRelevantTime(hang, now, viewerZone));
}

/** Past hangs, the most recent first. */
export function sortPast<T extends TimedHang>(hangs: readonly T[], now: Date, viewerZone = "UTC"): T[] {
  return sortByTime(hangs, (hang) => nextRelevantTime(hang, now, viewerZone), { newestFirst: true });
}
