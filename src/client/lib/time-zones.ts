// A slot is wall-clock time in the host's zone; a guest elsewhere also sees it in their own zone.
import { TZDateMini } from "@date-fns/tz";
import { dateTimeFormat } from "../../shared/intl-formats.ts";
import type { TimeSlot } from "../../shared/time-slots.ts";
import { browserTimeZone } from "./dates.ts";

export { zoneName } from "../../shared/zones.ts";

function instant(date: string, hhmm: string, zone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [h, min] = hhmm.split(":").map(Number) as [number, number];
  return new Date(new TZDateMini(y, m - 1, d, h, min, zone).getTime());
}

/** True when the host's zone is known and differs from this browser's. */
export function differsFromViewer(hostTimeZone: string | null | undefined): hostTimeZone is string {
  const mine = browserTimeZone();
  return Boolean(hostTimeZone && mine && hostTimeZone !== mine);
}

// Made on first use, per language: only a viewer in another zone needs them.
function viewerFormats(locale: string) {
  return {
    day: dateTimeFormat(locale, { weekday: "short", month: "short", day: "numeric" }),
    clock: dateTimeFormat(locale, { hour: "numeric", minute: "2-digit" }),
  };
}

/** How the viewer's own time is worded: "… your time" in English. */
export type YourTime = (time: string) => string;
const englishYourTime: YourTime = (time) => `${time} your time`;

/**
 * "Sat, Dec 5, 7:45 AM to 9:15 AM your time" (in English; other languages format with their own
 * `Intl` locale and wording), or undefined when no conversion is needed.
 */
export function viewerTimeOf(
  slot: TimeSlot,
  hostTimeZone: string | null | undefined,
  locale = "en-US",
  yourTime: YourTime = englishYourTime,
): string | undefined {
  if (!differsFromViewer(hostTimeZone) || slot.duration === "all-day") return undefined;
  try {
    const { day, clock } = viewerFormats(locale);
    const start = instant(slot.date, slot.startTime, hostTimeZone);
    const text = `${day.format(start)}, ${clock.format(start)}`;
    if (!slot.endTime) return yourTime(text);
    const end = instant(slot.date, slot.endTime, hostTimeZone);
    if (yourTime === englishYourTime) return yourTime(`${text} to ${clock.format(end)}`);
    return yourTime(`${day.format(start)}, ${clock.formatRange(start, end)}`);
  } catch {
    return undefined;
  }
}
