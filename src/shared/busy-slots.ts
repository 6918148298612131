// "Check my calendar": which of a hang's slots a guest's own events make them busy for. Pure, so
// the rule is the same wherever it runs; reading the calendar file happens on the guest's device.
import { wallTimeToInstant } from "./calendar.ts";
import { slotKey, type TimeSlot } from "./time-slots.ts";

/** A time the guest is busy, [start, end) in epoch milliseconds, with the event's title if any. */
export interface BusyInterval {
  start: number;
  end: number;
  title?: string;
}

/** A slot as the instants it covers, [start, end) in epoch milliseconds. */
export interface SlotSpan {
  key: string;
  start: number;
  end: number;
}

export type SlotMark = { busy: true; title?: string } | { busy: false };

const DAY_MS = 86_400_000;

/** The day after a yyyy-MM-dd date. */
export function nextDate(ymd: string): string {
  const [y, m, d] = ymd.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + DAY_MS).toISOString().slice(0, 10);
}

/**
 * The instants a slot covers on the hang's clock. An all-day slot is stored as ending at 23:59;
 * it covers the whole day, up to the next midnight.
 */
export function slotSpan(slot: TimeSlot, zone: string): SlotSpan {
  const start = wallTimeToInstant(slot.date, slot.duration === "all-day" ? "00:00" : slot.startTime, zone);
  const end =
    slot.duration === "all-day" || !slot.endTime
      ? wallTimeToInstant(nextDate(slot.date), "00:00", zone)
      : wallTimeToInstant(slot.date, slot.endTime, zone);
  return { key: slotKey(slot), start: start.getTime(), end: end.getTime() };
}

/** From the earliest slot start to the latest slot end: the only stretch a calendar is read for. */
export function spanOfSlots(spans: readonly SlotSpan[]): { start: number; end: number } | undefined {
  if (spans.length === 0) return undefined;
  return {
    start: Math.min(...spans.map((s) => s.start)),
    end: Math.max(...spans.map((s) => s.end)),
  };
}

/**
 * Each slot's mark: busy when an event overlaps it by any time at all (touching ends do not
 * overlap), titled by the earliest such event; free otherwise. An event that takes no time (its end
 * not after its start) keeps nobody busy.
 */
export function markSlots(
  spans: readonly SlotSpan[],
  busy: readonly BusyInterval[],
): Record<string, SlotMark> {
  const events = busy.filter((b) => b.end > b.start).sort((a, b) => a.start - b.start || a.end - b.end);
  const marks: Record<string, SlotMark> = {};
  for (const span of spans) {
    const first = events.find((event) => event.start < span.end && event.end > span.start);
    marks[span.key] = first
      ? { busy: true, ...(first.title ? { title: first.title } : {}) }
      : { busy: false };
  }
  return marks;
}

/** What a slot's mark says on screen: "Busy — Dentist", "Busy" for an untitled event, or "Free". */
export function markText(mark: SlotMark): string {
  if (!mark.busy) return "Free";
  return mark.title ? `Busy — ${mark.title}` : "Busy";
}
