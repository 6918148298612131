// Calendar pieces shared by the page and the mail: wall-clock times in the host's zone as instants,
// the Google Calendar event link, and the one RFC 5545 (.ics) writer every channel uses (mailed
// invites, downloads, feeds), with a stable UID per hang.
import { TZDate } from "@date-fns/tz";

export const DEFAULT_EVENT_HOURS = 2;

/** The instant a wall-clock time on a date has in a zone. A time skipped by DST moves forward. */
export function wallTimeToInstant(date: string, time: string, zone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [h, min] = time.split(":").map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, h, min, 0, zone).getTime());
}

/** The date (yyyy-MM-dd) and time (HH:mm) an instant shows on a clock in a zone. */
export function instantToWallTime(instant: Date, zone: string): { date: string; time: string } {
  const t = new TZDate(instant.getTime(), zone);
  return {
    date: `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`,
    time: `${pad(t.getHours())}:${pad(t.getMinutes())}`,
  };
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

export interface CalendarEvent {
  title: string;
  start: Date;
  /** Defaults to two hours after the start. */
  end?: Date;
  /** The hang's zone: the Google link shows times on that clock. */
  zone: string;
  /**
   * An all-day event on this date (yyyy-MM-dd): calendars show it on that day in every zone,
   * instead of at `start`, which then only orders it.
   */
  allDay?: string;
  location?: string | null;
  details: string;
}

function endOf(event: Pick<CalendarEvent, "start" | "end">): Date {
  return event.end ?? new Date(event.start.getTime() + DEFAULT_EVENT_HOURS * 3_600_000);
}

/** yyyyMMdd'T'HHmmss on the zone's clock. */
function localStamp(instant: Date, zone: string): string {
  const { date, time } = instantToWallTime(instant, zone);
  return `${date.replaceAll("-", "")}T${time.replace(":", "")}00`;
}

/** yyyyMMdd of a date and of the day after it: an all-day event's start and (exclusive) end. */
function allDayDates(date: string): [string, string] {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return [date.replaceAll("-", ""), next.replaceAll("-", "")];
}

/** Google Calendar's event-creation link. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const dates = event.allDay
    ? allDayDates(event.allDay).join("/")
    : `${localStamp(event.start, event.zone)}/${localStamp(endOf(event), event.zone)}`;
  const params = new URLSearchParams({ action: "TEMPLATE", text: event.title, dates });
  // A zone would turn an all-day event back into a timed one.
  if (!event.allDay) params.set("ctz", event.zone);
  params.set("details", event.details);
  if (event.location) params.set("location", event.location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

export type IcsMethod = "PUBLISH" | "REQUEST" | "CANCEL";
export type IcsStatus = "CONFIRMED" | "TENTATIVE" | "CANCELLED";

export interface IcsPerson {
  name?: string;
  email: string;
}

/** One VEVENT, as every channel (mailed invite, download, feeds) writes it. */
export interface IcsEvent extends CalendarEvent {
  /** Stable per hang, so every update or cancellation replaces the same calendar entry. */
  uid: string;
  /** Raised on every change; calendars ignore an update whose sequence is not higher. */
  sequence: number;
  status: IcsStatus;
  /** DTSTAMP. */
  stamp: Date;
  /** LAST-MODIFIED, when known. */
  modified?: Date;
  url?: string;
  organizer?: IcsPerson;
  attendee?: IcsPerson;
}

export interface IcsInvite extends Omit<IcsEvent, "status" | "stamp"> {
  method: IcsMethod;
  stamp?: Date;
}

export interface IcsCalendar {
  method: IcsMethod;
  /** X-WR-CALNAME: what a subscribed calendar is called. */
  name?: string;
  /** How often a subscribed calendar is read again (an RFC 5545 duration, "PT1H"). */
  refresh?: string;
}

export function hangEventUid(hangId: string, domain: string): string {
  return `hang-${hangId}@${domain}`;
}

/** An RFC 5545 calendar with one event, cancelled when the method is CANCEL. */
export function buildIcs({ method, stamp, ...event }: IcsInvite): string {
  const status = method === "CANCEL" ? "CANCELLED" : "CONFIRMED";
  return buildCalendar({ method }, [{ ...event, status, stamp: stamp ?? new Date() }]);
}

/** An RFC 5545 calendar: CRLF lines, escaped text, lines folded at 75 octets. */
export function buildCalendar(calendar: IcsCalendar, events: readonly IcsEvent[]): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Hangs//Hangs//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${calendar.method}`,
    ...(calendar.name ? [`X-WR-CALNAME:${escapeText(calendar.name)}`] : []),
    ...(calendar.refresh
      ? [`REFRESH-INTERVAL;VALUE=DURATION:${calendar.refresh}`, `X-PUBLISHED-TTL:${calendar.refresh}`]
      : []),
    ...events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

function eventLines(event: IcsEvent): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    ...(event.modified ? [`LAST-MODIFIED:${utcStamp(event.modified)}`] : []),
    ...timeLines(event),
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.details)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${uriValue(event.url)}`] : []),
    ...(event.organizer ? [`ORGANIZER;${personLine(event.organizer)}`] : []),
    ...(event.attendee ? [`ATTENDEE;${personLine(event.attendee, "ROLE=REQ-PARTICIPANT;RSVP=FALSE")}`] : []),
    `STATUS:${event.status}`,
    "END:VEVENT",
  ];
}

/** `CN="Name";…:mailto:address`: what follows ORGANIZER; or ATTENDEE;. */
function personLine(person: IcsPerson, params?: string): string {
  const named = person.name ? [`CN=${quoteParam(person.name)}`] : [];
  return `${[...named, ...(params ? [params] : [])].join(";")}:mailto:${uriValue(person.email)}`;
}

/** DTSTART/DTEND: UTC instants, or dates (the end the day after) for an all-day event. */
function timeLines(event: CalendarEvent): string[] {
  if (event.allDay) {
    const [start, end] = allDayDates(event.allDay);
    return [`DTSTART;VALUE=DATE:${start}`, `DTEND;VALUE=DATE:${end}`];
  }
  return [`DTSTART:${utcStamp(event.start)}`, `DTEND:${utcStamp(endOf(event))}`];
}

/** yyyyMMdd'T'HHmmss'Z', cut from the ISO string (a feed writes thousands). */
function utcStamp(instant: Date): string {
  const iso = instant.toISOString(); // yyyy-MM-ddTHH:mm:ss.sssZ
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}

const TEXT_ESCAPES: Record<string, string> = {
  "\\": "\\\\",
  ";": "\\;",
  ",": "\\,",
  "\n": "\\n",
  "\u2028": "\\n",
  "\u2029": "\\n",
};
/**
 * What a TEXT value escapes, and the control characters it drops (all but tab and line feed). A
 * carriage return goes too: a lone one starts a new line for some readers (python-vobject), so a
 * hang stored before the forms refused it could write a LOCATION or any other line of its own into
 * every invite. The Unicode line separators are line breaks to readers that split lines widely.
 */
const TEXT_SPECIALS = /[\\;,\n\u2028\u2029]|(?![\t\n])\p{Cc}/gu;

/** A TEXT value: backslash, semicolon and comma escaped, every line break a \\n, controls dropped. */
function escapeText(text: string): string {
  return text.replace(TEXT_SPECIALS, (found) => TEXT_ESCAPES[found] ?? "");
}

/** A parameter value in double quotes, which cannot hold a quote, a control or a line break. */
function quoteParam(value: string): string {
  return `"${value.replace(/"|(?![\t\n])\p{Cc}/gu, "").replace(/[\t\n\u2028\u2029]/g, " ")}"`;
}

/** A URI value (URL, mailto): no whitespace or control character is part of one. */
function uriValue(uri: string): string {
  return uri.replace(/\s|\p{Cc}/gu, "");
}

const NON_ASCII = /[^\p{ASCII}]/u;
const FOLD = "\r\n ";

/** Folds a content line into 75-octet pieces, never splitting a character. */
function fold(line: string): string {
  // No line is longer in octets than three times its UTF-16 length.
  if (line.length * 3 <= 75) return line;
  if (!NON_ASCII.test(line)) {
    // One octet a character: cut by length (continuation lines start with a space: 74 more).
    if (line.length <= 75) return line;
    const pieces = [line.slice(0, 75)];
    for (let i = 75; i < line.length; i += 74) pieces.push(line.slice(i, i + 74));
    return pieces.join(FOLD);
  }
  const pieces: string[] = [];
  let start = 0;
  let size = 0;
  let limit = 75;
  for (let i = 0; i < line.length; ) {
    const code = line.codePointAt(i)!;
    const octets = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    if (size + octets > limit) {
      pieces.push(line.slice(start, i));
      start = i;
      size = 0;
      limit = 74;
    }
    size += octets;
    i += code > 0xffff ? 2 : 1;
  }
  pieces.push(line.slice(start));
  return pieces.join(FOLD);
}
