// The .ics invite every message about a locked-in (or cancelled) hang carries. One UID per hang and
// the hang's version as SEQUENCE, so each update or cancellation replaces the same calendar entry.
import {
  buildIcs,
  type CalendarEvent,
  hangEventUid,
  type IcsMethod,
  type IcsPerson,
} from "../../shared/calendar.ts";
import { eventSlots, finalEventTimes, slotTimes } from "../../shared/hang-event.ts";
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
 * When the event is: the locked-in slot (its real end, or its whole day), else (a hang cancelled
 * while planning) its first slot.
 */
function eventTimes(hang: HangRow): Pick<CalendarEvent, "start" | "end" | "allDay"> {
  const slots = eventSlots(hang);
  if (hang.finalDateTime) return finalEventTimes(slots, hang.finalDateTime, hangZone(hang));
  const first = sortSlots(slots)[0];
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

/** Guests never see the host's address: the organizer is named, the address is a no-reply one. */
export function hangOrganizer(hang: Pick<HangRow, "hostName">, domain: string): IcsPerson {
  return { name: hang.hostName, email: `noreply@${domain}` };
}

/** The invite (or its cancellation), which the transport also sends inline for a meeting card. */
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
    organizer: hangOrganizer(hang, domain),
    attendee: { email: opts.to },
  });
  const cancel = opts.method === "CANCEL";
  return {
    filename: cancel ? "cancel.ics" : "invite.ics",
    contentType: `text/calendar; charset=utf-8; method=${opts.method}`,
    content: ics,
    method: opts.method,
  };
}
