// A feed as an RFC 5545 calendar a client subscribes to: refreshed hourly, named for its owner, all
// times in UTC (all-day events as dates), written by the one shared .ics writer.
import { buildCalendar } from "../../../shared/calendar.ts";
import type { FeedEvent } from "./events.ts";

export const REFRESH = "PT1H";

export function buildFeedIcs(name: string, events: readonly FeedEvent[]): string {
  return buildCalendar(
    { method: "PUBLISH", name, refresh: REFRESH },
    events.map((event) => ({ ...event, zone: "UTC", stamp: event.modified, modified: event.modified })),
  );
}
