// Dates and times in the page's language, for rendering.
import { useLingui } from "@lingui/react";
import { formatFinalDateTime } from "../../shared/finalize.ts";
import { answerByDayIn, answerByIn } from "../../shared/i18n/date-format.ts";
import { intlLocale, type PageLocale, PSEUDO_LOCALE } from "../../shared/i18n/locales.ts";
import { pseudoText } from "../../shared/i18n/pseudo-text.ts";
import { formatSlotIn } from "../../shared/i18n/slot-format.ts";
import { dateTimeFormat } from "../../shared/intl-formats.ts";
import type { TimeSlot } from "../../shared/time-slots.ts";
import { formatLongDate } from "../lib/dates.ts";
import { viewerTimeOf } from "../lib/time-zones.ts";
import { useT } from "./i18n.ts";

export function useFormat() {
  const { i18n } = useLingui();
  const t = useT();
  const locale = i18n.locale as PageLocale;
  const english = locale === "en";
  const pseudo = (text: string | undefined) => (locale === PSEUDO_LOCALE && text ? pseudoText(text) : text);
  return {
    /** "Friday, March 5 - 6:00 PM to 7:30 PM" in English. */
    slot: (slot: TimeSlot) =>
      formatSlotIn(slot, locale, { allDay: t("hang.allDay"), openEnd: t("hang.openEnd") }),
    /** The slot on the viewer's clock, when their zone is not the host's. */
    viewerTime: (slot: TimeSlot, hostTimeZone: string | null | undefined) =>
      english
        ? viewerTimeOf(slot, hostTimeZone)
        : pseudo(
            viewerTimeOf(slot, hostTimeZone, intlLocale(locale), (time) => t("hang.yourTime", { time })),
          ),
    /** "Friday, March 5, 2027 at 6:00 PM EST" in English: a locked-in time on the host's clock. */
    finalDateTime: (iso: string, zone: string) =>
      english
        ? formatFinalDateTime(new Date(iso), zone)
        : pseudo(
            dateTimeFormat(intlLocale(locale), {
              timeZone: zone,
              dateStyle: "full",
              timeStyle: "short",
            }).format(new Date(iso)),
          ),
    /** "Fri, Dec 4, 6:00 PM" in English: an answer-by date on a clock. */
    answerBy: (iso: string, zone: string) => answerByIn(new Date(iso), zone, locale),
    /** "Fri, Dec 4" in English. */
    answerByDay: (iso: string, zone: string) => answerByDayIn(new Date(iso), zone, locale),
    /** "December 5, 2026" in English. */
    longDate: (iso: string) => pseudo(formatLongDate(iso, intlLocale(locale))),
  };
}
