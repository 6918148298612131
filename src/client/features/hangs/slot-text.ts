import { type PageLocale, PSEUDO_LOCALE } from "../../../shared/i18n/locales.ts";
import { pseudoText } from "../../../shared/i18n/pseudo-text.ts";
import { formatSlotIn } from "../../../shared/i18n/slot-format.ts";
import { formatClock, formatSlotDate, type TimeSlot } from "../../../shared/time-slots.ts";
import type { Translate } from "./create-validation.ts";

/** The summary of a slot while it is being picked: a custom slot may still lack its end. */
export function slotSummary(slot: TimeSlot, t: Translate, locale: PageLocale = "en"): string {
  const words = { allDay: t("hang.allDay"), openEnd: t("hang.openEnd") };
  if (slot.duration !== "custom" || slot.endTime) return formatSlotIn(slot, locale, words);
  const noEnd = t("create.endNotChosen");
  const start = `${formatSlotDate(slot.date)} - ${formatClock(slot.startTime)} to`;
  if (locale === "en") return `${start} ${noEnd}`;
  if (locale === PSEUDO_LOCALE) return `${pseudoText(start)} ${noEnd}`;
  return formatSlotIn(slot, locale, { ...words, openEnd: noEnd });
}
