// A calendar export the size of a busy person's decade: ~5 MB, 10,000 events, written as Google
// Calendar writes it (New York VTIMEZONE, folded lines, attendees, alarms, long descriptions).
// Mostly single events over 2017–2028, plus weekly and weekday series with EXDATEs and moved
// occurrences, all-day events, and cancelled and free ones. Seeded, so every run reads the same file.

const ZONE = "America/New_York";
const pad = (n: number) => String(n).padStart(2, "0");

function localStamp(d: Date): string {
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}00`;
}
const dateStamp = (d: Date) => localStamp(d).slice(0, 8);

function fold(line: string): string {
  const pieces = [line.slice(0, 75)];
  for (let i = 75; i < line.length; i += 74) pieces.push(` ${line.slice(i, i + 74)}`);
  return pieces.join("\r\n");
}

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TITLES = [
  "Dentist",
  "1:1 with Lee",
  "Design review",
  "Lunch with Jo",
  "Yoga",
  "Parent evening",
  "Flight",
  "Haircut",
];
const WORDS =
  "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore".split(
    " ",
  );

export interface BigCalendar {
  text: string;
  events: number;
}

/** Wall-clock times are written as UTC-less local stamps; the Date fields carry the wall clock. */
export function bigCalendar(target = { events: 10_000, bytes: 5_000_000 }): BigCalendar {
  const next = random(20270305);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const from = Date.UTC(2017, 0, 1);
  const to = Date.UTC(2028, 11, 31);
  const lines: string[] = [
    "BEGIN:VCALENDAR",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "X-WR-CALNAME:bench.person@example.com",
    `X-WR-TIMEZONE:${ZONE}`,
    "BEGIN:VTIMEZONE",
    `TZID:${ZONE}`,
    `X-LIC-LOCATION:${ZONE}`,
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:-0500",
    "TZOFFSETTO:-0400",
    "TZNAME:EDT",
    "DTSTART:19700308T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:-0400",
    "TZOFFSETTO:-0500",
    "TZNAME:EST",
    "DTSTART:19701101T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
  ];
  const perEvent = Math.max(0, Math.floor(target.bytes / target.events) - 470);
  for (let i = 0; i < target.events; i++) {
    const kind = i % 20;
    const start = new Date(from + Math.floor(next() * ((to - from) / 1_800_000)) * 1_800_000);
    const end = new Date(start.getTime() + (1 + Math.floor(next() * 4)) * 1_800_000);
    const uid = `${i.toString(36)}${Math.floor(next() * 1e12).toString(36)}@google.com`;
    const event = ["BEGIN:VEVENT"];
    if (kind === 0) {
      event.push(
        `DTSTART;VALUE=DATE:${dateStamp(start)}`,
        `DTEND;VALUE=DATE:${dateStamp(new Date(start.getTime() + 86_400_000))}`,
      );
    } else {
      event.push(`DTSTART;TZID=${ZONE}:${localStamp(start)}`, `DTEND;TZID=${ZONE}:${localStamp(end)}`);
    }
    const until = (days: number) =>
      `UNTIL=${dateStamp(new Date(start.getTime() + days * 86_400_000))}T045959Z`;
    if (kind === 1 || kind === 2) {
      // Weekly series: most end within a year or so, one in ten goes on; two weeks cancelled.
      const weekday = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"][start.getUTCDay()];
      event.push(
        kind === 1 && i % 200 === 1
          ? `RRULE:FREQ=WEEKLY;BYDAY=${weekday}`
          : `RRULE:FREQ=WEEKLY;${until(kind === 1 ? 365 : 200)};BYDAY=${weekday}`,
      );
      for (const weeks of [3, 7])
        event.push(`EXDATE;TZID=${ZONE}:${localStamp(new Date(start.getTime() + weeks * 7 * 86_400_000))}`);
    } else if (kind === 3) {
      event.push(`RRULE:FREQ=DAILY;${until(90)};BYDAY=MO,TU,WE,TH,FR`);
    } else if (kind === 4) {
      event.push("RRULE:FREQ=MONTHLY;COUNT=24");
    }
    event.push(
      "DTSTAMP:20270301T120000Z",
      `UID:${uid}`,
      "CREATED:20160101T000000Z",
      fold(
        `DESCRIPTION:${Array.from({ length: Math.ceil(perEvent / 6) }, () => pick(WORDS))
          .join(" ")
          .slice(0, perEvent)}`,
      ),
      "LAST-MODIFIED:20270101T000000Z",
      ...(i % 2 === 0
        ? [
            fold(
              "ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;CN=bench.person@example.com;X-NUM-GUESTS=0:mailto:bench.person@example.com",
            ),
          ]
        : []),
      "SEQUENCE:0",
      `STATUS:${kind === 5 ? "CANCELLED" : "CONFIRMED"}`,
      `SUMMARY:${pick(TITLES)}`,
      `TRANSP:${kind === 6 ? "TRANSPARENT" : "OPAQUE"}`,
      "BEGIN:VALARM",
      "ACTION:DISPLAY",
      "DESCRIPTION:This is an event reminder",
      "TRIGGER:-P0DT0H30M0S",
      "END:VALARM",
      "END:VEVENT",
    );
    if (kind === 1) {
      // One occurrence moved two hours later.
      const moved = new Date(start.getTime() + 10 * 7 * 86_400_000);
      event.push(
        "BEGIN:VEVENT",
        `DTSTART;TZID=${ZONE}:${localStamp(new Date(moved.getTime() + 7_200_000))}`,
        `DTEND;TZID=${ZONE}:${localStamp(new Date(moved.getTime() + 7_200_000 + (end.getTime() - start.getTime())))}`,
        `UID:${uid}`,
        `RECURRENCE-ID;TZID=${ZONE}:${localStamp(moved)}`,
        "DTSTAMP:20270301T120000Z",
        `SUMMARY:${pick(TITLES)} (moved)`,
        "STATUS:CONFIRMED",
        "TRANSP:OPAQUE",
        "END:VEVENT",
      );
      i++;
    }
    lines.push(...event);
  }
  lines.push("END:VCALENDAR");
  return { text: `${lines.join("\r\n")}\r\n`, events: target.events };
}
