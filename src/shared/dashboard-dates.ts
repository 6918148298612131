// The dashboard's dates: a card's date label, the calendar days a hang falls on, and "today".
// Times are shown in the host's zone (else the viewer's); when the zones differ, both.
import { instantToWallTime, wallTimeToInstant } from "./calendar.ts";
import { dateTimeFormat, knowsTimeZone } from "./intl-formats.ts";
import { readTimeWindows } from "./time-slots.ts";
import type { UserHang } from "./user-hangs.ts";

type Dated = Pick<UserHang, "isFinalized" | "finalDateTime" | "timeSlots" | "timeWindows" | "hostTimezone">;

/** How a label is written: the Intl locale, and the words it may need in that language. */
export interface DateLanguage {
  locale: string;
  allDay: string;
}
const ENGLISH: DateLanguage = { locale: "en-US", allDay: "All day" };

/** "Friday, Mar 5, 6:00 PM EST" (en-US: long weekday, short month, 12-hour clock, zone abbreviation). */
export function formatInstant(instant: Date, zone: string, locale = ENGLISH.locale): string {
  return dateTimeFormat(locale, {
    weekday: "long",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: zone,
    timeZoneName: "short",
  }).format(instant);
}

function formatDay(ymd: string, locale: string): string {
  return dateTimeFormat(locale, {
    weekday: "long",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${ymd}T12:00:00Z`));
}

function inZones(instant: Date, hostZone: string, viewerZone: string, locale: string): string {
  const host = formatInstant(instant, hostZone, locale);
  return hostZone === viewerZone ? host : `${host} (${formatInstant(instant, viewerZone, locale)})`;
}

function windowCount(hang: Dated): number {
  return hang.timeSlots.length > 0 ? hang.timeSlots.length : readTimeWindows(hang.timeWindows).length;
}

/**
 * The spec's label: the final date if finalized; "Flexible timing" for more than one slot or window;
 * otherwise the single date; otherwise "Date TBD".
 */
export function dashboardDateLabel(hang: Dated, viewerZone: string, language = ENGLISH): string {
  const hostZone = validZone(hang.hostTimezone) ?? viewerZone;
  const { locale } = language;
  if (hang.isFinalized && hang.finalDateTime)
    return inZones(new Date(hang.finalDateTime), hostZone, viewerZone, locale);
  if (windowCount(hang) > 1) return "Flexible timing";
  const [slot] = hang.timeSlots;
  if (slot) {
    if (slot.duration === "all-day") return `${formatDay(slot.date, locale)}, ${language.allDay}`;
    return inZones(wallTimeToInstant(slot.date, slot.startTime, hostZone), hostZone, viewerZone, locale);
  }
  const [window] = readTimeWindows(hang.timeWindows);
  return window ?? "Date TBD";
}

/** The days (yyyy-MM-dd, on the host's clock) the calendar marks for a hang. */
export function hangDays(hang: Dated, viewerZone: string): string[] {
  const hostZone = validZone(hang.hostTimezone) ?? viewerZone;
  if (hang.isFinalized && hang.finalDateTime) {
    return [instantToWallTime(new Date(hang.finalDateTime), hostZone).date];
  }
  return [...new Set(hang.timeSlots.map((slot) => slot.date))];
}

/** A finalized hang whose final date is today on the viewer's clock. */
export function isHappeningToday(
  hang: Pick<UserHang, "isFinalized" | "finalDateTime" | "isCancelled">,
  now: Date,
  viewerZone: string,
): boolean {
  if (hang.isCancelled || !hang.isFinalized || !hang.finalDateTime) return false;
  const day = (instant: Date) => instantToWallTime(instant, viewerZone).date;
  return day(new Date(hang.finalDateTime)) === day(now);
}

function validZone(zone: string | null): string | undefined {
  return zone && knowsTimeZone(zone) ? zone : undefined;
}
