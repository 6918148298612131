// The "when" and "who" of a hang as its link preview words them, for the text tags and the image
// alike: what the guest page shows anyone, nothing more.
import { formatInstant } from "../../../shared/dashboard-dates.ts";
import { intlLocale, PSEUDO_LOCALE } from "../../../shared/i18n/locales.ts";
import { pseudoText } from "../../../shared/i18n/pseudo-text.ts";
import { dateTimeFormat } from "../../../shared/intl-formats.ts";
import { readTimeWindows } from "../../../shared/time-slots.ts";
import type { HangRow } from "../../db/schema.ts";
import type { MailWords } from "../../mail/words.ts";

const SHOWN_DATES = 3;

function shortDay(ymd: string, locale: string): string {
  return dateTimeFormat(locale, {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${ymd}T12:00:00Z`));
}

/** "Fri, Mar 5, Sat, Mar 6 or Sun, Mar 7 (+2 more)": the candidate days, or the final time. */
export function previewDates(w: MailWords, hang: HangRow): string {
  const zone = hang.hostTimezone ?? "UTC";
  const locale = w.locale === "en" ? "en-US" : intlLocale(w.locale);
  const inLocale = (text: string) => (w.locale === PSEUDO_LOCALE ? pseudoText(text) : text);
  if (hang.isFinalized && hang.finalDateTime)
    return inLocale(formatInstant(hang.finalDateTime, zone, locale));
  const days =
    hang.timeSlots.length > 0
      ? [...new Set([...hang.timeSlots].map((slot) => slot.date).sort())].map((d) =>
          inLocale(shortDay(d, locale)),
        )
      : readTimeWindows(hang.timeWindows, "");
  const shown = days.slice(0, SHOWN_DATES);
  const more = days.length - shown.length;
  const listed =
    shown.length > 1
      ? w.t("preview.orLast", { list: shown.slice(0, -1).join(", "), last: shown.at(-1)! })
      : (shown[0] ?? "");
  return more > 0 ? w.t("preview.more", { listed, more }) : listed;
}

/** How many times the host offered: slots, or the free-text windows of older hangs. */
export function proposedTimes(hang: HangRow): number {
  return hang.timeSlots.length > 0 ? hang.timeSlots.length : readTimeWindows(hang.timeWindows, "").length;
}

/** The host by first name, as the preview introduces them. */
export function hostFirstName(hang: Pick<HangRow, "hostName">): string {
  return hang.hostName.trim().split(/\s+/)[0] || hang.hostName;
}
