// A hang as one calendar event: the chosen slot, else the locked-in time, else the first slot; on
// the host's clock (the viewer's zone when the host's is unknown). Shared by the Add to Calendar
// control (Google link), the .ics download, the mailed invite and the feeds, so all agree.
import { type CalendarEvent, wallTimeToInstant } from "./calendar.ts";
import { legacyWindowSlots } from "./legacy-windows.ts";
import { lockedInSlot } from "./locked-in-slot.ts";
import { slotKey, sortSlots, type TimeSlot } from "./time-slots.ts";
import { vibeEmoji, vibeLabel } from "./vibes.ts";

/** Where an all-day slot sorts among timed ones: noon, the spec's default final time for it. */
export const ALL_DAY_EVENT_START = "12:00";

export interface EventHang {
  name: string;
  vibe: string;
  hostName: string;
  hostTimezone: string | null;
  timeSlots: readonly TimeSlot[];
  /** Older hangs: their readable time windows stand in for slots (see legacyWindowSlots). */
  timeWindows: unknown;
  createdAt: string | Date;
  location: string | null;
  locationName: string | null;
  additionalDetails: string | null;
  finalDateTime: string | Date | null;
}

export function eventLocation(hang: Pick<EventHang, "location" | "locationName">): string | null {
  const { location, locationName } = hang;
  if (locationName && location && !location.startsWith(locationName)) return `${locationName}, ${location}`;
  return location || locationName || null;
}

type EventTimes = Pick<CalendarEvent, "start" | "end" | "allDay">;

/** A slot's times; an all-day slot is an all-day event, on its date in every viewer's calendar. */
export function slotTimes(slot: TimeSlot, zone: string): EventTimes {
  if (slot.duration === "all-day") {
    return { start: wallTimeToInstant(slot.date, ALL_DAY_EVENT_START, zone), allDay: slot.date };
  }
  const start = wallTimeToInstant(slot.date, slot.startTime, zone);
  const end = slot.endTime ? wallTimeToInstant(slot.date, slot.endTime, zone) : undefined;
  return end && end > start ? { start, end } : { start };
}

/** A locked-in hang's times: its locked-in slot's, so the slot's real end or its whole day. */
export function finalEventTimes(slots: readonly TimeSlot[], finalDateTime: Date, zone: string): EventTimes {
  const slot = lockedInSlot(slots, finalDateTime, zone);
  // The host typed a time none of the slots has: nothing says how long it lasts, so the calendar
  // gets the writer's default (DEFAULT_EVENT_HOURS) rather than an event with no length.
  return slot ? slotTimes(slot, zone) : { start: finalDateTime };
}

/** The hang's slots; an older hang's readable time windows in their place. */
export function eventSlots(hang: Pick<EventHang, "timeSlots" | "timeWindows" | "createdAt">): TimeSlot[] {
  return hang.timeSlots.length > 0
    ? [...hang.timeSlots]
    : legacyWindowSlots(hang.timeWindows, hang.createdAt);
}

/** What a calendar entry says besides the hang's own texts, in the reader's language. */
export interface EventWords {
  /** "🎳 Bowling with Hana Host" */
  summary(vibe: string, hostName: string): string;
  /** "Details and who's coming: https://…" */
  details(url: string): string;
}

export const ENGLISH_EVENT_WORDS: EventWords = {
  summary: (vibe, hostName) => `${vibeEmoji(vibe)} ${vibeLabel(vibe)} with ${hostName}`,
  details: (url) => `Details and who's coming: ${url}`,
};

/** The event, or undefined when the hang has no time to put in a calendar (older hangs). */
export function hangCalendarEvent(
  hang: EventHang,
  options: { hangUrl: string; slot?: string; viewerZone?: string; words?: EventWords },
): CalendarEvent | undefined {
  const zone = hang.hostTimezone ?? options.viewerZone ?? "UTC";
  const slots = sortSlots(eventSlots(hang));
  const chosen = options.slot ? slots.find((s) => slotKey(s) === options.slot) : undefined;
  let times: EventTimes | undefined;
  if (chosen) times = slotTimes(chosen, zone);
  // The final time was read on the host's clock, or UTC's when the host's zone is unknown.
  else if (hang.finalDateTime)
    times = finalEventTimes(slots, new Date(hang.finalDateTime), hang.hostTimezone ?? "UTC");
  else if (slots[0]) times = slotTimes(slots[0], zone);
  if (!times) return undefined;
  const words = options.words ?? ENGLISH_EVENT_WORDS;
  const details = [
    words.summary(hang.vibe, hang.hostName),
    ...(hang.additionalDetails ? [hang.additionalDetails] : []),
    words.details(options.hangUrl),
  ].join("\n\n");
  return { title: hang.name, ...times, zone, location: eventLocation(hang), details };
}
