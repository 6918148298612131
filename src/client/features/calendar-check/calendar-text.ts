// A first pass over a calendar's text, before any real parsing: which events could touch the hang's
// days at all. A 5 MB export holds years of events; parsing them all with ical.js takes seconds on
// a phone, while looking at each event's dates as text takes a few milliseconds.
import { lastStartBound } from "./series-bounds.ts";

export class NotACalendarError extends Error {
  constructor() {
    super("That isn't a calendar");
    this.name = "NotACalendarError";
  }
}

export interface CalendarBlocks {
  /** The text of each VTIMEZONE. */
  timezones: string[];
  /** The text of each VEVENT that may fall in the range (with every recurring one). */
  events: string[];
}

const DAY_MS = 86_400_000;
// A zone is at most 14 hours from UTC, and all-day dates are read on the hang's clock: two days
// either side of the range keep every event that could touch it.
const MARGIN_DAYS = 2;

/** yyyyMMdd of an instant in UTC, moved by some days. */
function compactDate(instant: number, days: number): string {
  return new Date(instant + days * DAY_MS).toISOString().slice(0, 10).replaceAll("-", "");
}

/** Lines folded at 75 octets are joined back (RFC 5545 3.1). */
export function unfold(text: string): string {
  return text.replace(/\r?\n[ \t]/g, "");
}

/** Throws NotACalendarError unless the text starts as an iCalendar file does. */
export function assertCalendar(text: string): void {
  if (!/^\uFEFF?\s*BEGIN:VCALENDAR\s*$/im.test(text.slice(0, 2048))) throw new NotACalendarError();
}

interface EventFacts {
  start?: string;
  end?: string;
  hasDuration: boolean;
  recurs: boolean;
  /** Extra dates (RDATE) can fall anywhere: such an event is always kept. */
  extraDates: boolean;
  rule?: string;
  recurrenceId?: string;
}

function mayTouch(facts: EventFacts, lo: string, hi: string): boolean {
  // Without a readable start, let the parser decide.
  if (!facts.start) return true;
  if (facts.recurrenceId && facts.recurrenceId >= lo && facts.recurrenceId <= hi) return true;
  if (facts.start > hi) return false;
  if (facts.recurs) {
    const last = facts.rule === undefined ? undefined : lastStartBound(facts.rule, facts.start);
    return facts.extraDates || last === undefined || last >= lo;
  }
  if (facts.hasDuration && !facts.end) return true;
  return (facts.end ?? facts.start) >= lo;
}

// The lines that matter here, found in one pass over the whole text.
const LINES =
  /^(BEGIN:VEVENT|END:VEVENT|BEGIN:VTIMEZONE|END:VTIMEZONE|DTSTART|DTEND|DURATION|RRULE|RDATE|RECURRENCE-ID)([^\r\n]*)/gim;
const DATE_VALUE = /:(\d{8})/;

/**
 * The calendar's time zones, and its events that may overlap [start, end): every recurring one
 * (its occurrences are worked out later), and every single one whose dates come near the range.
 */
export function calendarBlocks(text: string, range: { start: number; end: number }): CalendarBlocks {
  assertCalendar(text);
  const unfolded = unfold(text);
  const lo = compactDate(range.start, -MARGIN_DAYS);
  const hi = compactDate(range.end, MARGIN_DAYS);
  const timezones: string[] = [];
  const events: string[] = [];
  let openAt = -1;
  let kind: "event" | "timezone" | undefined;
  let facts: EventFacts = { hasDuration: false, recurs: false, extraDates: false };

  for (const match of unfolded.matchAll(LINES)) {
    const name = match[1]!.toUpperCase();
    const rest = match[2]!;
    const at = match.index;
    if (name === "BEGIN:VEVENT" || name === "BEGIN:VTIMEZONE") {
      if (!/^\s*$/.test(rest)) continue;
      openAt = at;
      kind = name === "BEGIN:VEVENT" ? "event" : "timezone";
      facts = { hasDuration: false, recurs: false, extraDates: false };
    } else if (name === "END:VEVENT" || name === "END:VTIMEZONE") {
      if (openAt < 0 || (name === "END:VEVENT") !== (kind === "event")) continue;
      const block = unfolded.slice(openAt, at + match[0].length);
      if (kind === "timezone") timezones.push(block);
      else if (mayTouch(facts, lo, hi)) events.push(block);
      openAt = -1;
      kind = undefined;
    } else if (kind === "event" && (rest.startsWith(":") || rest.startsWith(";"))) {
      // A timezone's own DTSTART and RRULE lines describe its rules, not events: skipped above.
      const date = DATE_VALUE.exec(rest)?.[1];
      if (name === "DTSTART") facts.start = date;
      else if (name === "DTEND") facts.end = date;
      else if (name === "DURATION") facts.hasDuration = true;
      else if (name === "RECURRENCE-ID") facts.recurrenceId = date;
      else if (name === "RRULE") {
        facts.recurs = true;
        facts.rule = rest.slice(rest.indexOf(":") + 1);
      } else {
        facts.recurs = true;
        facts.extraDates = true;
      }
    }
  }
  return { timezones, events };
}

/** Every TZID the blocks name, unquoted. */
export function zoneIdsIn(blocks: readonly string[]): Set<string> {
  const ids = new Set<string>();
  for (const block of blocks) {
    for (const [, id] of block.matchAll(/;TZID=("[^"]*"|[^;:\r\n]*)/gi)) ids.add(id!.replace(/^"|"$/g, ""));
  }
  return ids;
}
