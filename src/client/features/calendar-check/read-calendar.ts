// The guest's own calendar, read in their browser: when they are busy during the hang's slots. Only
// the events near the slots are parsed (calendar-text.ts); recurring ones are expanded only within
// the slots' range. What counts as busy: an opaque, not cancelled event the guest has not declined.
import ICAL from "ical.js";
import type { BusyInterval } from "../../../shared/busy-slots.ts";
import { calendarBlocks, NotACalendarError, zoneIdsIn } from "./calendar-text.ts";
import {
  type IcalComponent,
  ianaClock,
  UTC_CLOCK,
  type WallTime,
  type ZoneClock,
  type ZoneLookup,
  zoneLookup,
} from "./calendar-zones.ts";
import { addDays, dayNumber, fastForward } from "./series-bounds.ts";

export { NotACalendarError };

export interface ReadOptions {
  /** The slots' range, [start, end) in epoch ms: only events overlapping it are read. */
  start: number;
  end: number;
  /** The hang's zone: an all-day event covers its dates on this clock, as the slots show them. */
  dayZone: string;
  /** Where a time without a zone ("floating") is read: the guest's own clock. */
  floatingZone: string;
  /** The e-mail typed on the form: events this person declined do not count. */
  email?: string;
}

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalProperty = InstanceType<typeof ICAL.Property>;
type IcalRecur = InstanceType<typeof ICAL.Recur>;
type IcalPeriod = InstanceType<typeof ICAL.Period>;

/** A date or date-time value: its wall-clock fields and the clock they are on. */
interface Moment {
  wall: WallTime;
  isDate: boolean;
  clock: ZoneClock;
}

/** An event's length: whole days for an all-day event, exact milliseconds otherwise. */
type Length = { days: number } | { ms: number };

const DAY_MS = 86_400_000;
// A runaway rule (every minute for years) stops here rather than freezing the page.
const MAX_STEPS = 50_000;

const pad = (n: number) => String(n).padStart(2, "0");
const ymd = (w: WallTime) => `${w.year}-${pad(w.month)}-${pad(w.day)}`;

function wallOf(t: IcalTime): WallTime {
  return { year: t.year, month: t.month, day: t.day, hour: t.hour, minute: t.minute, second: t.second };
}

/** A time with no zone: recurrences are worked out on the event's wall clock, as RFC 5545 says. */
function floatingTime(w: WallTime, isDate: boolean): IcalTime {
  return ICAL.Time.fromData({ ...w, isDate });
}

/** ical.js reads values lazily: a malformed date throws only when read. */
function passOverIfBroken(read: () => void) {
  try {
    read();
  } catch {
    // One broken event does not hide the others.
  }
}

function parseBlock(text: string): IcalComponent | undefined {
  try {
    return new ICAL.Component(ICAL.parse(text));
  } catch {
    // One broken event does not hide the others.
    return undefined;
  }
}

class CalendarReader {
  private readonly dayClock: ZoneClock;
  private readonly busy: BusyInterval[] = [];
  /** Per UID, the occurrences an overriding event (RECURRENCE-ID) replaces. */
  private readonly replaced = new Map<string, Set<string>>();

  constructor(
    private readonly options: ReadOptions,
    private readonly zones: ZoneLookup,
  ) {
    this.dayClock = ianaClock(options.dayZone);
  }

  read(events: readonly IcalComponent[]): BusyInterval[] {
    const series: IcalComponent[] = [];
    for (const event of events) {
      passOverIfBroken(() => {
        const start = this.startOf(event);
        if (!start) return;
        const recurrenceId = event.getFirstProperty("recurrence-id");
        if (recurrenceId) {
          const uid = String(event.getFirstPropertyValue("uid") ?? "");
          const key = this.keyOf(this.momentOf(recurrenceId.getFirstValue() as IcalTime, recurrenceId));
          this.replaced.set(uid, (this.replaced.get(uid) ?? new Set()).add(key));
        } else if (event.hasProperty("rrule") || event.hasProperty("rdate")) {
          series.push(event);
          return;
        }
        if (this.counts(event))
          this.add(event, this.intervalAt(start.wall, start, this.lengthOf(event, start)));
      });
    }
    // Every override is known before a series is expanded, so the occurrences they replace are skipped.
    for (const event of series) {
      passOverIfBroken(() => {
        if (this.counts(event)) this.expand(event, this.startOf(event)!);
      });
    }
    return this.busy;
  }

  private startOf(event: IcalComponent): Moment | undefined {
    const prop = event.getFirstProperty("dtstart");
    const value = prop?.getFirstValue();
    return prop && value instanceof ICAL.Time ? this.momentOf(value, prop) : undefined;
  }

  private momentOf(time: IcalTime, prop: IcalProperty): Moment {
    const wall = wallOf(time);
    if (time.isDate) return { wall, isDate: true, clock: this.dayClock };
    if (time.zone === ICAL.Timezone.utcTimezone) return { wall, isDate: false, clock: UTC_CLOCK };
    const tzid = prop.getParameter("tzid");
    return { wall, isDate: false, clock: this.zones(typeof tzid === "string" ? tzid : undefined) };
  }

  /** Identifies one occurrence of a series: its instant, or its date for an all-day one. */
  private keyOf(m: Moment): string {
    return m.isDate ? `D${ymd(m.wall)}` : String(m.clock.instant(m.wall));
  }

  /** Cancelled, free (transparent) and declined events leave the guest free. */
  private counts(event: IcalComponent): boolean {
    if (String(event.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED") return false;
    if (String(event.getFirstPropertyValue("transp") ?? "").toUpperCase() === "TRANSPARENT") return false;
    const email = this.options.email?.trim().toLowerCase();
    if (!email) return true;
    return !event.getAllProperties("attendee").some((attendee) => {
      const address = String(attendee.getFirstValue() ?? "")
        .replace(/^mailto:/i, "")
        .trim()
        .toLowerCase();
      const param = attendee.getParameter("email");
      const isGuest = address === email || (typeof param === "string" && param.toLowerCase() === email);
      return isGuest && String(attendee.getParameter("partstat") ?? "").toUpperCase() === "DECLINED";
    });
  }

  private lengthOf(event: IcalComponent, start: Moment): Length {
    const endProp = event.getFirstProperty("dtend");
    const endValue = endProp?.getFirstValue();
    if (endProp && endValue instanceof ICAL.Time) {
      const end = this.momentOf(endValue, endProp);
      if (start.isDate) return { days: Math.max(1, dayNumber(end.wall) - dayNumber(start.wall)) };
      return { ms: Math.max(0, end.clock.instant(end.wall) - start.clock.instant(start.wall)) };
    }
    const duration = event.getFirstPropertyValue("duration");
    if (duration instanceof ICAL.Duration) {
      if (start.isDate) return { days: Math.max(1, duration.weeks * 7 + duration.days) };
      return { ms: Math.max(0, duration.toSeconds() * 1000) };
    }
    // RFC 5545: without an end, an all-day event lasts its day and a timed one no time at all.
    return start.isDate ? { days: 1 } : { ms: 0 };
  }

  private intervalAt(wall: WallTime, on: Moment, length: Length): { start: number; end: number } {
    if ("days" in length) {
      const midnight = { ...wall, hour: 0, minute: 0, second: 0 };
      return {
        start: this.dayClock.instant(midnight),
        end: this.dayClock.instant(addDays(midnight, length.days)),
      };
    }
    const start = on.clock.instant(wall);
    return { start, end: start + length.ms };
  }

  private add(event: IcalComponent, interval: { start: number; end: number }) {
    if (interval.end <= this.options.start || interval.start >= this.options.end) return;
    const title = String(event.getFirstPropertyValue("summary") ?? "").trim();
    this.busy.push(title ? { ...interval, title } : interval);
  }

  /** A recurring event's occurrences within the range, less EXDATEs and overridden ones. */
  private expand(event: IcalComponent, start: Moment) {
    const length = this.lengthOf(event, start);
    const replaced = this.replaced.get(String(event.getFirstPropertyValue("uid") ?? ""));
    const excludedInstants = new Set<number>();
    const excludedDates = new Set<string>();
    for (const prop of event.getAllProperties("exdate")) {
      for (const value of prop.getValues() as IcalTime[]) {
        const m = this.momentOf(value, prop);
        if (m.isDate) excludedDates.add(ymd(m.wall));
        else excludedInstants.add(m.clock.instant(m.wall));
      }
    }
    const take = (m: Moment, interval: { start: number; end: number }) => {
      // An all-day occurrence is known by its date, a timed one by its start instant (keyOf).
      const date = ymd(m.wall);
      const excluded = excludedDates.has(date) || (!m.isDate && excludedInstants.has(interval.start));
      const key = m.isDate ? `D${date}` : String(interval.start);
      if (!excluded && !replaced?.has(key)) this.add(event, interval);
    };

    const rules = event.getAllProperties("rrule");
    // With only RDATEs, DTSTART is still the first occurrence.
    if (rules.length === 0) take(start, this.intervalAt(start.wall, start, length));
    for (const prop of rules) {
      const rule = prop.getFirstValue() as IcalRecur;
      this.untilOnWallClock(rule, start);
      const firstDay = this.firstDayToRead(length);
      const first = fastForward(rule, start.wall, firstDay);
      if (rule.count) {
        if (rule.count <= first.skipped) continue;
        rule.count -= first.skipped;
      }
      const iterator = rule.iterator(floatingTime(first.wall, start.isDate));
      let steps = 0;
      for (let next = iterator.next(); next && steps < MAX_STEPS; next = iterator.next(), steps++) {
        const m = { ...start, wall: wallOf(next) };
        // Occurrences days before the range are passed over without working out their instants.
        if (dayNumber(m.wall) < firstDay) continue;
        const interval = this.intervalAt(m.wall, m, length);
        if (interval.start >= this.options.end) break;
        take(m, interval);
      }
    }
    for (const prop of event.getAllProperties("rdate")) {
      for (const value of prop.getValues() as (IcalTime | IcalPeriod)[]) {
        const time = value instanceof ICAL.Period ? value.start : value;
        if (!(time instanceof ICAL.Time)) continue;
        const m = this.momentOf(time, prop);
        const interval = this.intervalAt(m.wall, m, length);
        if (value instanceof ICAL.Period && !m.isDate) {
          interval.end = Math.max(interval.start, m.clock.instant(wallOf(value.getEnd())));
        }
        take(m, interval);
      }
    }
  }

  /** The day (as a day number) from which occurrences can reach the range. */
  private firstDayToRead(length: Length): number {
    const days = "days" in length ? length.days : Math.ceil(length.ms / DAY_MS);
    return Math.floor(this.options.start / DAY_MS) - days - 2;
  }

  /**
   * UNTIL is a UTC instant (or a date) while the iteration runs on the event's wall clock: turn it
   * into that clock's time so the last occurrence is neither lost nor added.
   */
  private untilOnWallClock(rule: IcalRecur, start: Moment) {
    const until = rule.until;
    if (!until || start.isDate) return;
    if (until.isDate) {
      rule.until = floatingTime({ ...wallOf(until), hour: 23, minute: 59, second: 59 }, false);
    } else if (until.zone === ICAL.Timezone.utcTimezone) {
      rule.until = floatingTime(start.clock.wall(UTC_CLOCK.instant(wallOf(until))), false);
    }
  }
}

/** When the guest is busy within [start, end), from an iCalendar text; throws NotACalendarError. */
export async function readBusyTimes(text: string, options: ReadOptions): Promise<BusyInterval[]> {
  const blocks = calendarBlocks(text, options);
  const timezones = blocks.timezones
    .map(parseBlock)
    .filter((c) => c?.name === "vtimezone") as IcalComponent[];
  const events = blocks.events.map(parseBlock).filter((c) => c?.name === "vevent") as IcalComponent[];
  const zones = await zoneLookup(zoneIdsIn(blocks.events), timezones, options.floatingZone);
  return new CalendarReader(options, zones).read(events);
}
