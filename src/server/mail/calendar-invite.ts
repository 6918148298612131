// The .ics invite every message about a locked-in (or cancelled) hang carries. One UID per hang and
// the hang's version as SEQUENCE, so each update or cancellation replaces the same calendar entry.
import { buildIcs, type CalendarEvent, hangEventUid, type IcsMethod } from "../../shared/calendar.ts";
import { slotTimes } from "../../shared/hang-event.ts";
import { sortSlots } from "../../shared/time-slots.ts";
import type { HangRow } from "../db/schema.ts";
import type { MailAttachment } from "./transport.ts";
import type { MailWords } from "./words.ts";

export function hangZone(hang: HangRow): string {
  return hang.hostTimezone ?? "UTC";
}

/** "Casa Tacos, 1 Main St": the place's name and its address, each once. */
export function placeOf(hang: Pick<HangRow, "location" | "locationName">): string | null {
  const parts = [hang.locationName, hang.location].filter((p): p is string => Boolean(p));
  const unique = parts.filter((p, i) => parts.indexOf(p) === i);
  return unique.length > 0 ? unique.join(", ") : null;
}

/**
 * When the event is: the final time (a final time from an all-day slot keeps its 12:00), else (a
 * hang cancelled while planning) its first slot.
 */
function eventTimes(hang: HangRow): Pick<CalendarEvent, "start" | "end" | "allDay"> {
  if (hang.finalDateTime) return { start: hang.finalDateTime };
  const first = sortSlots(hang.timeSlots)[0];
  return first ? slotTimes(first, hangZone(hang)) : { start: hang.createdAt };
}

export function hangEvent(w: MailWords, hang: HangRow, hangUrl: string): CalendarEvent {
  const details = [hang.additionalDetails, w.t("mail.calendar.details", { url: hangUrl })]
    .filter(Boolean)
    .join("\n\n");
  return {
    title: hang.name,
    ...eventTimes(hang),
    zone: hangZone(hang),
    location: placeOf(hang),
    details,
  };
}

export function calendarInvite(
  w: MailWords,
  hang: HangRow,
  opts: { method: Exclude<IcsMethod, "PUBLISH">; hangUrl: string; publicUrl: string; to: string },
): MailAttachment {
  const domain = new URL(opts.publicUrl).hostname;
  const ics = buildIcs({
    ...hangEvent(w, hang, opts.hangUrl),
    method: opts.method,
    uid: hangEventUid(hang.id, domain),
    sequence: hang.version,
    url: opts.hangUrl,
    // Guests never see the host's address: the organizer is named, the address is a no-reply one.
    organizer: { name: hang.hostName, email: `noreply@${domain}` },
    attendee: { email: opts.to },
  });
  const cancel = opts.method === "CANCEL";
  return {
    filename: cancel ? "cancel.ics" : "invite.ics",
    contentType: `text/calendar; charset=utf-8; method=${opts.method}`,
    content: ics,
  };
}
