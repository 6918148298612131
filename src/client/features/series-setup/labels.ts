// Weekdays and clock times as the page's language writes them. English keeps the create form's
// "7:00 PM"; other languages take their own clock from Intl (wall times, formatted as UTC).
import { useLingui } from "@lingui/react";
import { intlLocale, type PageLocale, PSEUDO_LOCALE } from "../../../shared/i18n/locales.ts";
import { pseudoText } from "../../../shared/i18n/pseudo-text.ts";
import { dateTimeFormat } from "../../../shared/intl-formats.ts";
import { formatClock } from "../../../shared/time-slots.ts";

/** 1 January 2024 was a Monday: ISO weekday n is the nth of that month. */
const dayOf = (isoWeekday: number) => new Date(Date.UTC(2024, 0, isoWeekday, 12));

export function useSlotLabels() {
  const locale = useLingui().i18n.locale as PageLocale;
  const language = intlLocale(locale);
  const pseudo = (text: string) => (locale === PSEUDO_LOCALE ? pseudoText(text) : text);
  return {
    /** "Tuesday" for 2. */
    weekday: (isoWeekday: number) =>
      pseudo(dateTimeFormat(language, { weekday: "long", timeZone: "UTC" }).format(dayOf(isoWeekday))),
    /** "7:00 PM" for "19:00" in English, "19:00" in German. */
    clock: (hhmm: string) =>
      language === "en"
        ? pseudo(formatClock(hhmm))
        : dateTimeFormat(language, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(
            new Date(`2024-01-01T${hhmm}:00Z`),
          ),
  };
}
