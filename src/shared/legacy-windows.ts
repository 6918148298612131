// Older hangs kept their times as time windows: display strings such as "Saturday, March 13 - 6:00
// PM to 7:30 PM" (no year), or objects with a date and times. Those that name a day can still go
// in a calendar: the year is the first from the hang's creation in which that date is that weekday.
import { formatTimeWindow, MONTHS, readTimeSlot, type TimeSlot, WEEKDAYS } from "./time-slots.ts";

const WINDOW_TEXT =
  /^(\w+), (\w+) (\d{1,2}) - (?:All Day|(\d{1,2}):(\d{2}) (AM|PM) to (\d{1,2}):(\d{2}) (AM|PM))$/;

const pad = (n: number) => String(n).padStart(2, "0");

function clock(hour: string, minute: string, half: string): string {
  const h = (Number(hour) % 12) + (half === "PM" ? 12 : 0);
  return `${pad(h)}:${minute}`;
}

function yearOf(weekday: number, month: number, day: number, createdAt: Date): number | undefined {
  const first = createdAt.getUTCFullYear();
  for (let year = first; year <= first + 2; year++) {
    const date = new Date(Date.UTC(year, month, day));
    if (date.getUTCMonth() === month && date.getUTCDay() === weekday) return year;
  }
  return undefined;
}

function slotFromText(text: string, createdAt: Date): TimeSlot | undefined {
  const m = WINDOW_TEXT.exec(text.trim());
  if (!m) return undefined;
  const [, weekdayName, monthName, day, sh, sm, shalf, eh, em, ehalf] = m;
  const weekday = WEEKDAYS.indexOf(weekdayName!);
  const month = MONTHS.indexOf(monthName!);
  if (weekday < 0 || month < 0) return undefined;
  const year = yearOf(weekday, month, Number(day), createdAt);
  if (year === undefined) return undefined;
  const date = `${year}-${pad(month + 1)}-${pad(Number(day))}`;
  if (!sh) return { date, startTime: "00:00", endTime: "23:59", duration: "all-day" };
  const slot = {
    date,
    startTime: clock(sh, sm!, shalf!),
    endTime: clock(eh!, em!, ehalf!),
    duration: "custom",
  };
  return readTimeSlot(slot);
}

function slotFrom(item: unknown, createdAt: Date): TimeSlot | undefined {
  if (typeof item === "string") {
    if (!item.trim().startsWith("{")) return slotFromText(item, createdAt);
    try {
      return slotFrom(JSON.parse(item), createdAt);
    } catch {
      return undefined;
    }
  }
  if (item && typeof item === "object") {
    return readTimeSlot({ duration: "custom", ...item });
  }
  return undefined;
}

/** The windows of an older hang that name a day and time, as slots; unreadable ones are left out. */
export function legacyWindowSlots(raw: unknown, createdAt: Date | string): TimeSlot[] {
  let value = raw;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      value = [value];
    }
  }
  const created = new Date(createdAt);
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item) => slotFrom(item, created) ?? []);
}

/** The slots among those whose display strings a guest ticked. */
export function tickedWindowSlots(slots: readonly TimeSlot[], ticked: readonly string[]): TimeSlot[] {
  return slots.filter((slot) => ticked.includes(formatTimeWindow(slot)));
}
