// Time slots: a date plus wall-clock start/end in the host's zone, and their display strings.

export const DURATIONS = ["30min", "1h", "1.5h", "2h", "3h", "all-day", "custom"] as const;
export type Duration = (typeof DURATIONS)[number];

export const DURATION_LABELS: Record<Duration, string> = {
  "30min": "30 min",
  "1h": "1 hour",
  "1.5h": "1.5 hours",
  "2h": "2 hours",
  "3h": "3 hours",
  "all-day": "All day",
  custom: "Custom",
};

const DURATION_MINUTES: Partial<Record<Duration, number>> = {
  "30min": 30,
  "1h": 60,
  "1.5h": 90,
  "2h": 120,
  "3h": 180,
};

export const DEFAULT_START_TIME = "18:00";
export const DEFAULT_DURATION: Duration = "1.5h";
export const ALL_DAY_END = "23:59";

/** "18:00"; exported for the schema in time-slot-schema.ts, which gives each field its message. */
export const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const END_TIME_REQUIRED = "End time is required";
export const YMD = /^\d{4}-\d{2}-\d{2}$/;

export interface TimeSlot {
  date: string;
  startTime: string;
  endTime: string;
  duration: Duration;
}

export function isRealDate(ymd: string): boolean {
  const [y, m, d] = ymd.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The slot a stored or sent value describes, when it is a well-formed one (the schema's rules). */
export function readTimeSlot(value: unknown): TimeSlot | undefined {
  if (!value || typeof value !== "object") return undefined;
  const { date, startTime, endTime, duration } = value as Record<string, unknown>;
  const wellFormed =
    typeof date === "string" &&
    YMD.test(date) &&
    isRealDate(date) &&
    typeof startTime === "string" &&
    HHMM.test(startTime) &&
    typeof endTime === "string" &&
    HHMM.test(endTime) &&
    (DURATIONS as readonly unknown[]).includes(duration);
  return wellFormed ? { date, startTime, endTime, duration: duration as Duration } : undefined;
}

/** Start times every 30 minutes from 06:00 to 23:00. */
export const START_TIMES: readonly string[] = Array.from({ length: 35 }, (_, i) => {
  const minutes = 6 * 60 + i * 30;
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
});

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** The end time a duration implies; custom has no implied end (empty until chosen). */
export function endTimeFor(startTime: string, duration: Duration): string {
  if (duration === "all-day") return ALL_DAY_END;
  const minutes = DURATION_MINUTES[duration];
  if (minutes === undefined) return "";
  const [h, m] = startTime.split(":").map(Number) as [number, number];
  // A slot never spills into the next day: it is clipped to the day's last minute.
  const end = Math.min(h * 60 + m + minutes, 23 * 60 + 59);
  return `${pad(Math.floor(end / 60))}:${pad(end % 60)}`;
}

/** A duration that would run past midnight from this start: it ends at 11:59 PM instead. */
export function isCutAtMidnight(startTime: string, duration: Duration): boolean {
  const minutes = DURATION_MINUTES[duration];
  if (minutes === undefined) return false;
  const [h, m] = startTime.split(":").map(Number) as [number, number];
  return h * 60 + m + minutes > 23 * 60 + 59;
}

export function makeSlot(
  date: string,
  startTime = DEFAULT_START_TIME,
  duration = DEFAULT_DURATION,
): TimeSlot {
  return { date, startTime, duration, endTime: endTimeFor(startTime, duration) };
}

/** "6:00 PM" from "18:00". */
export function formatClock(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  const suffix = h >= 12 ? "PM" : "AM";
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${pad(m)} ${suffix}`;
}

export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "Saturday, December 5" for a yyyy-MM-dd date, independent of the viewer's zone. */
export function formatSlotDate(ymd: string): string {
  const [y, m, d] = ymd.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[m - 1]} ${d}`;
}

/** The display string: "{Weekday}, {Month} {day} - {start} to {end}" or "… - All Day". */
export function formatTimeWindow(slot: TimeSlot): string {
  const day = formatSlotDate(slot.date);
  if (slot.duration === "all-day") return `${day} - All Day`;
  const end = slot.endTime ? formatClock(slot.endTime) : "TBD";
  return `${day} - ${formatClock(slot.startTime)} to ${end}`;
}

/** Key that identifies a slot in a response's timeSlotAvailability map. */
export function slotKey(slot: Pick<TimeSlot, "date" | "startTime" | "endTime">): string {
  return `${slot.date}_${slot.startTime}_${slot.endTime}`;
}

export function sortSlots(slots: readonly TimeSlot[]): TimeSlot[] {
  return [...slots].sort((a, b) => (a.date + a.startTime).localeCompare(b.date + b.startTime));
}

/**
 * Older hangs stored time windows as display strings, JSON strings, objects, or one JSON string
 * holding the whole list. Each becomes a display string; an unreadable one becomes `fallback`.
 */
export function readTimeWindows(raw: unknown, fallback = "All day"): string[] {
  let value = raw;
  if (typeof value === "string") value = parseJson(value) ?? [value];
  if (!Array.isArray(value)) return value == null ? [] : [windowText(value, fallback)];
  return value.map((item) => windowText(item, fallback));
}

function windowText(item: unknown, fallback: string): string {
  if (typeof item === "string") {
    const parsed = item.trim().startsWith("{") ? parseJson(item) : undefined;
    return parsed === undefined ? item || fallback : windowText(parsed, fallback);
  }
  if (item && typeof item === "object") {
    const slot = readTimeSlot({ duration: "custom", ...item });
    if (slot) return formatTimeWindow(slot);
    const { date, time } = item as { date?: unknown; time?: unknown };
    if (typeof date === "string" && typeof time === "string") return `${date} - ${time}`;
  }
  return fallback;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
