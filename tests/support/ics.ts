// Reads the .ics invite a received message carries, with an independent parser (ical.js).
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
  summary: string;
  description: string;
  location: string | null;
  filename: string;
}

export function inviteOf(mail: ReceivedMail): ParsedInvite {
  const attachment = mail.parsed.attachments.find((a) => a.contentType.startsWith("text/calendar"));
  expect(attachment, `an .ics attachment on "${mail.subject}"`).toBeDefined();
  const text = attachment!.content.toString("utf8");
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
    summary: event.summary,
    description: event.description ?? "",
    location: event.location ?? null,
    filename: attachment!.filename ?? "",
  };
}
