// A calendar feed read by two independent parsers, ical.js and Python's icalendar, into one shape;
// tests check both agree and then check the rules on it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import ICAL from "ical.js";

export interface FeedTime {
  /** An all-day date (yyyy-MM-dd), else a UTC instant (yyyy-MM-ddTHH:mm:ssZ). */
  date: boolean;
  value: string;
}

export interface ParsedEvent {
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  description: string;
  location: string | null;
  url: string;
  start: FeedTime;
  end: FeedTime | null;
  stamp: FeedTime;
  modified: FeedTime;
}

export interface ParsedFeed {
  name: string;
  refresh: string;
  ttl: string;
  events: ParsedEvent[];
}

function icalTime(value: unknown): FeedTime | null {
  if (!(value instanceof ICAL.Time)) return null;
  if (value.isDate) return { date: true, value: value.toString() };
  if (value.zone !== ICAL.Timezone.utcTimezone) throw new Error(`not a UTC time: ${value.toString()}`);
  return { date: false, value: `${value.toJSDate().toISOString().slice(0, 19)}Z` };
}

export function parseWithIcalJs(text: string): ParsedFeed {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const prop = (name: string) => String(calendar.getFirstPropertyValue(name) ?? "");
  const refresh = calendar.getFirstPropertyValue("refresh-interval");
  return {
    name: prop("x-wr-calname"),
    refresh: String(refresh ?? ""),
    ttl: prop("x-published-ttl"),
    events: calendar.getAllSubcomponents("vevent").map((vevent) => {
      const value = (name: string) => vevent.getFirstPropertyValue(name);
      return {
        uid: String(value("uid")),
        sequence: Number(value("sequence")),
        status: String(value("status")),
        summary: String(value("summary")),
        description: String(value("description")),
        location: value("location") == null ? null : String(value("location")),
        url: String(value("url")),
        start: icalTime(value("dtstart"))!,
        end: icalTime(value("dtend")),
        stamp: icalTime(value("dtstamp"))!,
        modified: icalTime(value("last-modified"))!,
      };
    }),
  };
}

const SCRIPT = path.join(import.meta.dirname, "parse-ics.py");
// Debian's python3-icalendar lives beside the system Python, which a version manager may shadow.
const PYTHON = fs.existsSync("/usr/bin/python3") ? "/usr/bin/python3" : "python3";

export function parseWithPython(text: string): ParsedFeed {
  const run = spawnSync(PYTHON, [SCRIPT], { input: text, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`python icalendar failed: ${run.stderr || run.error}`);
  return JSON.parse(run.stdout) as ParsedFeed;
}

/** Both parsers' reading, which must agree; the events sorted by UID. */
export function parseFeed(text: string): ParsedFeed {
  const byUid = (feed: ParsedFeed) => ({
    ...feed,
    events: [...feed.events].sort((a, b) => a.uid.localeCompare(b.uid)),
  });
  const first = byUid(parseWithIcalJs(text));
  const second = byUid(parseWithPython(text));
  if (JSON.stringify(first) !== JSON.stringify(second)) {
    throw new Error(`the parsers disagree:\n${JSON.stringify(first)}\n${JSON.stringify(second)}`);
  }
  return first;
}

/**
 * The events of any calendar (an invite, a download, a feed), as both parsers read them, which must
 * agree; sorted by UID.
 */
export function parseEvents(text: string): ParsedEvent[] {
  const sorted = (events: ParsedEvent[]) => [...events].sort((a, b) => a.uid.localeCompare(b.uid));
  const first = sorted(parseWithIcalJs(text).events);
  const second = sorted(parseWithPython(text).events);
  if (JSON.stringify(first) !== JSON.stringify(second)) {
    throw new Error(`the parsers disagree:\n${JSON.stringify(first)}\n${JSON.stringify(second)}`);
  }
  return first;
}
