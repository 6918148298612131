// Instants as people read them in their language, shared by the pages and the e-mails. English keeps
// the spec's wording; the pseudo-locale accents it; other languages take Intl's order and clock.
import { formatAnswerBy, formatAnswerByDay } from "../answer-by.ts";
import { FINAL_DATE_TIME_PARTS, formatFinalDateTime } from "../finalize.ts";
import { dateTimeFormat } from "../intl-formats.ts";
import { formatClock, WEEKDAYS } from "../time-slots.ts";
import { intlLocale, type PageLocale, PSEUDO_LOCALE } from "./locales.ts";
import { pseudoText } from "./pseudo-text.ts";

function inLocale(locale: PageLocale, english: () => string, other: (intl: string) => string): string {
  if (locale === "en") return english();
  if (locale === PSEUDO_LOCALE) return pseudoText(english());
  return other(intlLocale(locale));
}

/** "Friday, March 5, 2027 at 6:00 PM EST" in English: a locked-in time on the host's clock. */
export function finalDateTimeIn(instant: Date, zone: string, locale: PageLocale): string {
  return inLocale(
    locale,
    () => formatFinalDateTime(instant, zone),
    (intl) => dateTimeFormat(intl, { timeZone: zone, ...FINAL_DATE_TIME_PARTS }).format(instant),
  );
}

/** "Fri, Dec 4, 6:00 PM" in English: an answer-by date on the host's clock. */
export function answerByIn(instant: Date, zone: string, locale: PageLocale): string {
  return inLocale(
    locale,
    () => formatAnswerBy(instant, zone),
    (intl) => formatAnswerBy(instant, zone, intl),
  );
}

/** "Fri, Dec 4" in English: the day answers close, on the host's clock. */
export function answerByDayIn(instant: Date, zone: string, locale: PageLocale): string {
  return inLocale(
    locale,
    () => formatAnswerByDay(instant, zone),
    (intl) => formatAnswerByDay(instant, zone, intl),
  );
}

/** "Saturday" for a wall-clock date ("2027-03-06"). */
export function weekdayIn(date: string, locale: PageLocale): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return inLocale(
    locale,
    () => WEEKDAYS[day.getUTCDay()]!,
    (intl) => dateTimeFormat(intl, { weekday: "long", timeZone: "UTC" }).format(day),
  );
}

/** "6 PM" or "6:30 PM" in English, "18:00" in German: a wall-clock time ("18:30"). */
export function clockIn(hhmm: string, locale: PageLocale): string {
  const at = new Date(`2000-01-01T${hhmm}:00Z`);
  return inLocale(
    locale,
    () => formatClock(hhmm).replace(":00 ", " "),
    (intl) => dateTimeFormat(intl, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(at),
  );
}
