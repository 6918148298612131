// Reads the .ics invite a received message carries, with an independent parser (ical.js): the
// inline text/calendar part (the meeting card) and the attachment, which must be the same calendar.
import ICAL from "ical.js";
import { expect } from "vitest";
import type { ReceivedMail } from "./smtp-sink.ts";

export interface ParsedInvite {
  method: string;
  uid: string;
  sequence: number;
  /** DTSTART as written (UTC, ending in Z) and as an instant. */
  dtstart: string;
  start: string;
  /** DTEND as an instant (the day after, at midnight UTC, for an all-day event). */
  end: string;
  /** The date of an all-day event (yyyy-MM-dd), else null. */
  allDay: string | null;
  summary: string;
  description: string;
  location: string | null;
  filename: string;
  /** The calendar as sent. */
  text: string;
}

const CALENDAR = /^(text\/calendar|application\/ics)/;

export function inviteOf(mail: ReceivedMail): ParsedInvite {
  const calendars = mail.parsed.attachments.filter((a) => CALENDAR.test(a.contentType));
  const inline = calendars.find((a) => a.contentType.startsWith("text/calendar") && !a.filename);
  const attachment = calendars.find((a) => a.filename);
  expect(inline, `an inline text/calendar part on "${mail.subject}"`).toBeDefined();
  expect(attachment, `an .ics attachment on "${mail.subject}"`).toBeDefined();
  const text = inline!.content.toString("utf8");
  expect(attachment!.content.toString("utf8")).toBe(text);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  const dtstart = /^DTSTART:(.+)$/m.exec(text)?.[1]?.trim() ?? "";
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    uid: event.uid,
    sequence: event.sequence,
    dtstart,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    allDay: event.startDate.isDate ? event.startDate.toString() : null,
    summary: event.summary,
    description: event.description ?? "",
    location: event.location ?? null,
    filename: attachment!.filename ?? "",
    text,
  };
}
