// Everything a message says, in its recipient's language: the e-mail texts, and the hang's times,
// dates, vibe and answers written the way that language writes them.
import type { I18n } from "@lingui/core";
import { TIME_LEFT_MESSAGES, timeLeftParts } from "../../shared/answer-by.ts";
import type { EventWords } from "../../shared/hang-event.ts";
import type { MessageId } from "../../shared/i18n/catalogs/en.ts";
import { answerByIn, clockIn, finalDateTimeIn, weekdayIn } from "../../shared/i18n/date-format.ts";
import { DEFAULT_LOCALE, isLocale, type PageLocale, PSEUDO_LOCALE } from "../../shared/i18n/locales.ts";
import { formatSlotIn } from "../../shared/i18n/slot-format.ts";
import { readTimeWindows, slotKey, sortSlots, type TimeSlot } from "../../shared/time-slots.ts";
import { VIBES, vibeEmoji, vibeLabel } from "../../shared/vibes.ts";
import { zoneName } from "../../shared/zones.ts";
import type { HangRow, ResponseRow } from "../db/schema.ts";
import { i18nFor } from "../i18n/catalogs.ts";
import type { ServerMessageId } from "../i18n/messages/en.ts";

type Values = Record<string, string | number>;

export interface MailWords {
  locale: PageLocale;
  t(id: ServerMessageId, values?: Values): string;
  /** A slot as the recipient reads it: "Friday, March 5 - 6:00 PM to 7:30 PM" in English. */
  slot(slot: TimeSlot): string;
  /** The hang's times as they are now. */
  times(hang: HangRow): string[];
  /** The times a guest said yes to. */
  yesTimes(hang: HangRow, response: ResponseRow): string[];
  /** "Times are in Hana Host's time zone (New York)."; undefined when the host's zone is unknown. */
  timesNote(hang: Pick<HangRow, "hostName" | "hostTimezone">): string | undefined;
  finalDateTime(instant: Date, zone: string): string;
  answerBy(instant: Date, zone: string): string;
  /** "in 2 days", "in 5 hours", "in 40 minutes": how long is left, rounded down to a whole unit. */
  timeLeft(instant: Date, now: Date): string;
  /** "Saturday 6 PM", or "Saturday (all day)". */
  bestTime(slot: TimeSlot): string;
  /** "🎳 Bowling": a custom vibe's own text stays as the host wrote it. */
  vibe(value: string): string;
  /** "Bowling": the same without its emoji. */
  vibeName(value: string): string;
  /** A calendar entry's texts. */
  event: EventWords;
}

const CATALOGUE = new Set(VIBES.map((vibe) => vibe.value));
const cache = new Map<PageLocale, MailWords>();

export function mailWords(locale: PageLocale = DEFAULT_LOCALE): MailWords {
  let words = cache.get(locale);
  if (!words) {
    words = wordsFor(locale, i18nFor(locale));
    cache.set(locale, words);
  }
  return words;
}

/**
 * The words of the first language in `choices` Hangs speaks (stored choices may be anything, or
 * nothing), else English. The pseudo-locale only where it is on (PSEUDO_LOCALE=true).
 */
export function mailWordsFor(choices: readonly unknown[], pseudoLocale = false): MailWords {
  const known = choices.find((c) => isLocale(c) || (pseudoLocale && c === PSEUDO_LOCALE));
  return mailWords((known as PageLocale | undefined) ?? DEFAULT_LOCALE);
}

function wordsFor(locale: PageLocale, i18n: I18n): MailWords {
  // A value ending in an abbreviation's period ("4. Dez.") before the sentence's own period would
  // read "Dez.."; one period ends both.
  const t = (id: ServerMessageId | MessageId, values?: Values) =>
    i18n._(id, values).replace(/(\p{L})\.\.(?=\s|$)/gu, "$1.");
  const vibeName = (value: string) =>
    CATALOGUE.has(value) ? t(`vibe.${value}` as MessageId) : vibeLabel(value);
  const vibe = (value: string) => `${vibeEmoji(value)} ${vibeName(value)}`;
  const slot = (s: TimeSlot) =>
    formatSlotIn(s, locale, { allDay: t("mail.allDay"), openEnd: t("mail.openEnd") });
  return {
    locale,
    t,
    slot,
    times: (hang) =>
      hang.timeSlots.length > 0 ? sortSlots(hang.timeSlots).map(slot) : readTimeWindows(hang.timeWindows),
    yesTimes: (hang, response) =>
      hang.timeSlots.length > 0
        ? sortSlots(hang.timeSlots)
            .filter((s) => response.timeSlotAvailability[slotKey(s)] === "yes")
            .map(slot)
        : response.availableTimeWindows,
    timesNote: (hang) =>
      hang.hostTimezone
        ? t("mail.timesNote", { hostName: hang.hostName, zone: zoneName(hang.hostTimezone) })
        : undefined,
    finalDateTime: (instant, zone) => finalDateTimeIn(instant, zone, locale),
    answerBy: (instant, zone) => answerByIn(instant, zone, locale),
    timeLeft: (instant, now) => {
      const { unit, count } = timeLeftParts(instant, now);
      return t(TIME_LEFT_MESSAGES[unit], { count });
    },
    bestTime: (s) =>
      s.duration === "all-day"
        ? t("mail.summary.bestAllDay", { weekday: weekdayIn(s.date, locale) })
        : `${weekdayIn(s.date, locale)} ${clockIn(s.startTime, locale)}`,
    vibe,
    vibeName,
    event: {
      summary: (value, hostName) => t("responses.eventSummary", { vibe: vibe(value), hostName }),
      details: (url) => t("responses.eventDetails", { url }),
    },
  };
}
