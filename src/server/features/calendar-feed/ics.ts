// A feed as an RFC 5545 calendar a client subscribes to: refreshed hourly, named for its owner, all
// times in UTC (all-day events as dates), every line folded and escaped by the shared .ics code.
import { escapeText, eventTimes, fold, utcStamp } from "../../../shared/calendar.ts";
import type { FeedEvent } from "./events.ts";

export const REFRESH = "PT1H";

function eventLines(event: FeedEvent): string[] {
  const stamp = utcStamp(event.modified);
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${stamp}`,
    `LAST-MODIFIED:${stamp}`,
    ...eventTimes({ ...event, zone: "UTC" }),
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.details)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `URL:${event.url}`,
    `STATUS:${event.status}`,
    "END:VEVENT",
  ];
}

export function buildFeedIcs(name: string, events: readonly FeedEvent[]): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Hangs//Hangs feed//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH}`,
    `X-PUBLISHED-TTL:${REFRESH}`,
    ...events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
