// A slot is wall-clock time in the host's zone; a guest elsewhere also sees it in their own zone.
import { TZDateMini } from "@date-fns/tz";
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

// Made on first use: only a viewer in another zone needs them, and each costs start-up time.
let formats: { day: Intl.DateTimeFormat; clock: Intl.DateTimeFormat } | undefined;
const viewerFormats = () =>
  (formats ??= {
    day: new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric" }),
    clock: new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" }),
  });

/** "Sat, Dec 5, 7:45 AM to 9:15 AM your time", or undefined when no conversion is needed. */
export function viewerTimeOf(slot: TimeSlot, hostTimeZone: string | null | undefined): string | undefined {
  if (!differsFromViewer(hostTimeZone) || slot.duration === "all-day") return undefined;
  try {
    const { day, clock } = viewerFormats();
    const start = instant(slot.date, slot.startTime, hostTimeZone);
    const text = `${day.format(start)}, ${clock.format(start)}`;
    if (!slot.endTime) return `${text} your time`;
    const end = instant(slot.date, slot.endTime, hostTimeZone);
    return `${text} to ${clock.format(end)} your time`;
  } catch {
    return undefined;
  }
}
