# Reads an iCalendar feed on stdin with Python's icalendar (an independent second parser) and prints
# its calendar properties and events as JSON, in the shape tests/support/feed-parsers.ts expects.
import datetime
import json
import sys

from icalendar import Calendar


def when(value):
    if value is None:
        return None
    dt = value.dt
    if isinstance(dt, datetime.datetime):
        if dt.tzinfo is None:
            raise ValueError("floating time: " + str(dt))
        return {"date": False, "value": dt.astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")}
    return {"date": True, "value": dt.isoformat()}


calendar = Calendar.from_ical(sys.stdin.read())
if calendar.errors:
    raise ValueError(str(calendar.errors))
events = []
for event in calendar.walk("VEVENT"):
    if event.errors:
        raise ValueError(str(event.errors))
    events.append({
        "uid": str(event.get("UID")),
        "sequence": int(event.get("SEQUENCE")),
        "status": str(event.get("STATUS")),
        "summary": str(event.get("SUMMARY")),
        "description": str(event.get("DESCRIPTION")),
        "location": str(event.get("LOCATION")) if event.get("LOCATION") is not None else None,
        "url": str(event.get("URL")),
        "start": when(event.get("DTSTART")),
        "end": when(event.get("DTEND")),
        "stamp": when(event.get("DTSTAMP")),
        "modified": when(event.get("LAST-MODIFIED")),
    })
print(json.dumps({
    "name": str(calendar.get("X-WR-CALNAME")),
    "refresh": str(calendar.get("REFRESH-INTERVAL")),
    "ttl": str(calendar.get("X-PUBLISHED-TTL")),
    "events": events,
}))
