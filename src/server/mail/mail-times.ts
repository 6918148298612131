// Instants as a message states them: absolute (a mail sits in an inbox for days, so never "in 3
// days"), with the zone's name ("EST", "Nepal Time", "Mitteleuropäische Normalzeit"), never a bare
// offset like "GMT+5:45", and the recipient's own clock beside the host's when it differs.
import { formatFinalDateTime } from "../../shared/finalize.ts";
import { slotTimes } from "../../shared/hang-event.ts";
import { intlLocale, type PageLocale, PSEUDO_LOCALE } from "../../shared/i18n/locales.ts";
import { pseudoText } from "../../shared/i18n/pseudo-text.ts";
import { dateTimeFormat } from "../../shared/intl-formats.ts";
import type { TimeSlot } from "../../shared/time-slots.ts";
import { zoneName } from "../../shared/zones.ts";

type ZoneStyle = "short" | "long";

function zonePart(locale: string, zone: string, at: Date, style: ZoneStyle): string {
  const parts = dateTimeFormat(locale, { timeZone: zone, timeZoneName: style }).formatToParts(at);
  return parts.find((p) => p.type === "timeZoneName")?.value ?? "";
}

/** "GMT+5:45", "GMT-3": an offset, which tells a reader nothing about where the clock is. */
const isOffset = (label: string) => label === "" || /^(GMT|UTC)\s*[+\-−]\s*\d/.test(label);

/**
 * The zone's name at that instant in the language: its abbreviation where the language has one
 * people know ("EST", "MEZ", "UTC"), else its long name ("Nepal Time"), else the city's time.
 */
export function zoneLabel(zone: string, locale: PageLocale, at: Date): string {
  if (locale === PSEUDO_LOCALE) return pseudoText(zoneLabel(zone, "en", at));
  for (const style of ["short", "long"] as const) {
    const label = zonePart(intlLocale(locale), zone, at, style);
    if (!isOffset(label)) return label;
  }
  return zoneName(zone);
}

/** "Monday, March 15, 2027 at 6:00 PM EDT" in English: a locked-in time on the host's clock. */
export function hostDateTime(instant: Date, zone: string, locale: PageLocale): string {
  const english = () => {
    const text = formatFinalDateTime(instant, zone);
    const short = zonePart("en-US", zone, instant, "short");
    return `${text.slice(0, text.length - short.length)}${zoneLabel(zone, "en", instant)}`;
  };
  if (locale === "en") return english();
  if (locale === PSEUDO_LOCALE) return pseudoText(english());
  const dateTime = dateTimeFormat(locale, {
    timeZone: zone,
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(instant);
  return `${dateTime} ${zoneLabel(zone, locale, instant)}`;
}

const SHORT_DATE_TIME = {
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
} as const satisfies Intl.DateTimeFormatOptions;

/** The wall-clock reading of an instant in a zone, for comparing two zones. */
const wallClock = (instant: Date, zone: string) =>
  dateTimeFormat("en-US", { timeZone: zone, ...SHORT_DATE_TIME }).format(instant);

/** Whether the two zones read the instant differently (New York and Toronto do not). */
export function readsDifferently(instant: Date, zone: string, otherZone: string): boolean {
  return wallClock(instant, zone) !== wallClock(instant, otherZone);
}

/** "Sat, Mar 6, 12:15 AM CET": the instant on the recipient's clock, named. */
export function yourDateTime(instant: Date, yourZone: string, locale: PageLocale): string {
  const format = dateTimeFormat(intlLocale(locale), { timeZone: yourZone, ...SHORT_DATE_TIME });
  return named(format.format(instant), yourZone, locale, instant);
}

/**
 * A time followed by its zone's name; the pseudo-locale accents the whole. Intl's thin and narrow
 * spaces become plain ones: a plain-text mail is read in every font, and searched as typed.
 */
function named(time: string, zone: string, locale: PageLocale, at: Date): string {
  const text = time.replace(/[\u2009\u202f]/g, " ");
  if (locale === PSEUDO_LOCALE) return pseudoText(`${text} ${zoneLabel(zone, "en", at)}`);
  return `${text} ${zoneLabel(zone, locale, at)}`;
}

/**
 * "Sat, Mar 6, 12:15 – 1:45 AM CET": a slot entered on the host's clock, read on the recipient's;
 * undefined for a whole day (a date is a date anywhere) or when both clocks read the same.
 */
export function yourSlot(
  slot: TimeSlot,
  hostZone: string,
  yourZone: string,
  locale: PageLocale,
): string | undefined {
  if (slot.duration === "all-day") return undefined;
  const { start, end } = slotTimes(slot, hostZone);
  if (!readsDifferently(start, hostZone, yourZone)) return undefined;
  const format = dateTimeFormat(intlLocale(locale), { timeZone: yourZone, ...SHORT_DATE_TIME });
  const range = end ? format.formatRange(start, end) : format.format(start);
  return named(range, yourZone, locale, start);
}
