// A slot as people read it, in their language. English keeps the spec's own wording ("Friday,
// March 5 - 6:00 PM to 7:30 PM"); other languages get their own weekday, month, order and clock
// from Intl. Slots are wall-clock times, so they are formatted as UTC to keep them as entered.
import { dateTimeFormat } from "../intl-formats.ts";
import { formatTimeWindow, type TimeSlot } from "../time-slots.ts";
import { type PageLocale, PSEUDO_LOCALE } from "./locales.ts";
import { pseudoText } from "./pseudo-text.ts";

/** The words a slot's text may need, in the same language. */
export interface SlotWords {
  allDay: string;
  openEnd: string;
}

const wallClock = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00Z`);

export function formatSlotIn(slot: TimeSlot, locale: PageLocale, words: SlotWords): string {
  if (locale === "en") return formatTimeWindow(slot);
  if (locale === PSEUDO_LOCALE) return pseudoText(formatTimeWindow(slot));
  const start = wallClock(slot.date, slot.startTime);
  const day = dateTimeFormat(locale, {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(start);
  if (slot.duration === "all-day") return `${day}, ${words.allDay}`;
  const clock = dateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
  if (!slot.endTime) return `${day}, ${clock.format(start)} – ${words.openEnd}`;
  const end = wallClock(slot.date, slot.endTime);
  // An end past midnight (23:59 stands for it) is still the same evening.
  return `${day}, ${end > start ? clock.formatRange(start, end) : clock.format(start)}`;
}
