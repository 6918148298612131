// Whose clock a calendar's times are on. Names the browser knows (IANA, as Google and Apple write
// them) use its own up-to-date zone rules; Outlook's Windows names ("W. Europe Standard Time") are
// mapped to IANA; anything else falls back to the VTIMEZONE the file defines, and a time with no
// zone at all ("floating") is on the guest's own clock.
import ICAL from "ical.js";
import { knowsTimeZone } from "../../../shared/intl-formats.ts";

export type IcalComponent = InstanceType<typeof ICAL.Component>;
type IcalTimezone = InstanceType<typeof ICAL.Timezone>;

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export interface ZoneClock {
  /** The instant (epoch ms) a wall-clock time has on this clock; a time skipped by DST moves on. */
  instant(wall: WallTime): number;
  /** The wall-clock time an instant shows on this clock. */
  wall(instant: number): WallTime;
}

export const UTC_CLOCK: ZoneClock = {
  instant: (w) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second),
  wall: (instant) => {
    const d = new Date(instant);
    return {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hour: d.getUTCHours(),
      minute: d.getUTCMinutes(),
      second: d.getUTCSeconds(),
    };
  },
};

const knownZones = new Map<string, boolean>();

/** True when the browser has rules for this IANA name. */
export function isKnownZone(name: string): boolean {
  // Unknown names are remembered too: a calendar repeats its TZIDs on every event.
  let known = knownZones.get(name);
  if (known === undefined) {
    known = knowsTimeZone(name);
    knownZones.set(name, known);
  }
  return known;
}

const QUARTER_HOUR = 900_000;
const DAY_MS = 86_400_000;

/**
 * The zone's UTC offset (ms) at an instant, from the browser's zone rules. Asked for thousands of
 * times for one calendar, and each Intl lookup is slow on a phone: offsets are kept per quarter
 * hour, the finest step any zone changes on.
 */
function offsetReader(zone: string): (instant: number) => number {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  const offsets = new Map<number, number>();
  return (instant) => {
    const quarter = Math.floor(instant / QUARTER_HOUR);
    let offset = offsets.get(quarter);
    if (offset === undefined) {
      const at = quarter * QUARTER_HOUR;
      const part: Record<string, number> = {};
      for (const { type, value } of format.formatToParts(at)) part[type] = Number(value);
      offset = Date.UTC(part.year!, part.month! - 1, part.day, part.hour, part.minute, part.second) - at;
      offsets.set(quarter, offset);
    }
    return offset;
  };
}

export function ianaClock(zone: string): ZoneClock {
  if (zone === "UTC" || zone === "Etc/UTC") return UTC_CLOCK;
  const offsetAt = offsetReader(zone);
  return {
    instant: (w) => {
      const asUtc = UTC_CLOCK.instant(w);
      // The offsets a day either side: equal unless a DST change is near.
      const before = offsetAt(asUtc - DAY_MS);
      const after = offsetAt(asUtc + DAY_MS);
      if (before === after) return asUtc - before;
      const early = asUtc - before;
      const late = asUtc - after;
      const earlyHolds = offsetAt(early) === before;
      const lateHolds = offsetAt(late) === after;
      // A time the autumn change repeats is its first instant; one the spring change skips (02:30)
      // moves forward by the gap, on the offset before the change.
      if (earlyHolds && lateHolds) return Math.min(early, late);
      if (lateHolds) return late;
      return early;
    },
    wall: (instant) => UTC_CLOCK.wall(instant + offsetAt(instant)),
  };
}

/** A zone as the file's VTIMEZONE describes it, worked out by ical.js. */
function vtimezoneClock(zone: IcalTimezone): ZoneClock {
  return {
    instant: (w) => ICAL.Time.fromData({ ...w, isDate: false }, zone).toUnixTime() * 1000,
    wall: (instant) => {
      const utc = ICAL.Time.fromData({ year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0 });
      utc.fromUnixTime(Math.floor(instant / 1000));
      const t = utc.convertToZone(zone);
      return { year: t.year, month: t.month, day: t.day, hour: t.hour, minute: t.minute, second: t.second };
    },
  };
}

/**
 * The IANA name a TZID means without any table: the name itself, or the end of a path-style id
 * ("/mozilla.org/20050126_1/America/New_York", "/citadel.org/20190914_1/Europe/Berlin").
 */
function ianaNameOf(tzid: string): string | undefined {
  if (isKnownZone(tzid)) return tzid;
  const parts = tzid.split("/").filter(Boolean);
  for (let i = 1; i < parts.length; i++) {
    const tail = parts.slice(i).join("/");
    if (tail.includes("/") && isKnownZone(tail)) return tail;
  }
  return undefined;
}

export type ZoneLookup = (tzid: string | undefined) => ZoneClock;

/**
 * A lookup from each TZID in `zoneIds` to its clock. The Windows name table loads only for a file
 * that needs it (Outlook's), so Google and Apple calendars never download it.
 */
export async function zoneLookup(
  zoneIds: Iterable<string>,
  timezones: readonly IcalComponent[],
  floatingZone: string,
): Promise<ZoneLookup> {
  const clocks = new Map<string, ZoneClock>();
  const floating = ianaClock(floatingZone);
  const unresolved: string[] = [];
  for (const id of zoneIds) {
    const iana = ianaNameOf(id);
    if (iana) clocks.set(id, ianaClock(iana));
    else unresolved.push(id);
  }
  if (unresolved.length > 0) {
    const { findIana } = await import("windows-iana");
    const defined = new Map(
      timezones.map((component) => [String(component.getFirstPropertyValue("tzid") ?? ""), component]),
    );
    for (const id of unresolved) {
      // "001" is the zone's main territory: Pacific Standard Time is Los Angeles, not Tijuana.
      const iana = findIana(id, "001").find(isKnownZone);
      const vtimezone = defined.get(id);
      if (iana) clocks.set(id, ianaClock(iana));
      else if (vtimezone)
        clocks.set(id, vtimezoneClock(new ICAL.Timezone({ component: vtimezone, tzid: id })));
    }
  }
  return (tzid) => (tzid === undefined ? floating : (clocks.get(tzid) ?? floating));
}
