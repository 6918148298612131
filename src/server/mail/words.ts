// Everything a message says, in its recipient's language: the e-mail texts, and the hang's times,
// dates, vibe and answers written the way that language writes them.
import type { I18n } from "@lingui/core";
import type { EventWords } from "../../shared/hang-event.ts";
import type { MessageId } from "../../shared/i18n/catalogs/en.ts";
import { answerByIn, clockIn, weekdayIn } from "../../shared/i18n/date-format.ts";
import { DEFAULT_LOCALE, isLocale, type PageLocale, PSEUDO_LOCALE } from "../../shared/i18n/locales.ts";
import { formatSlotIn } from "../../shared/i18n/slot-format.ts";
import { knowsTimeZone } from "../../shared/intl-formats.ts";
import { readTimeWindows, slotKey, sortSlots, type TimeSlot } from "../../shared/time-slots.ts";
import { VIBES, vibeEmoji, vibeLabel } from "../../shared/vibes.ts";
import { zoneName } from "../../shared/zones.ts";
import type { HangRow, ResponseRow } from "../db/schema.ts";
import { i18nFor } from "../i18n/catalogs.ts";
import type { ServerMessageId } from "../i18n/messages/en.ts";
import { hostDateTime, readsDifferently, yourDateTime, yourSlot } from "./mail-times.ts";

type Values = Record<string, string | number>;

export interface MailWords {
  locale: PageLocale;
  /** The recipient's own zone when known: their clock is shown beside the host's. */
  yourZone?: string;
  /** The same words for a recipient on that clock (null or an unknown zone: the host's only). */
  forRecipient(zone: string | null | undefined): MailWords;
  t(id: ServerMessageId, values?: Values): string;
  /** A slot as the recipient reads it: "Friday, March 5 - 6:00 PM to 7:30 PM" in English. */
  slot(slot: TimeSlot): string;
  /** The hang's times as they are now, each on the recipient's clock too when it differs. */
  times(hang: HangRow): string[];
  /** The times a guest said yes to, likewise. */
  yesTimes(hang: HangRow, response: ResponseRow): string[];
  /** "Times are in Hana Host's time zone (New York)."; undefined when the host's zone is unknown. */
  timesNote(hang: Pick<HangRow, "hostName" | "hostTimezone">): string | undefined;
  /** "Monday, March 15, 2027 at 6:00 PM EDT": on the host's clock, its zone named (for subjects). */
  finalDateTime(instant: Date, zone: string): string;
  /** finalDateTime, then the recipient's own time when their clock reads it differently. */
  when(instant: Date, zone: string): string;
  /** "Fri, Dec 4, 6:00 PM": absolute, never "in 2 days" (it would be stale in the inbox). */
  answerBy(instant: Date, zone: string): string;
  /** "{text} (for you: …)" when the recipient's clock reads the instant differently, else the text. */
  withYourTime(text: string, instant: Date, zone: string): string;
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
    words = wordsFor(locale, i18nFor(locale), undefined);
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

function wordsFor(locale: PageLocale, i18n: I18n, yourZone: string | undefined): MailWords {
  // A value ending in an abbreviation's period ("4. Dez.") before the sentence's own period would
  // read "Dez.."; one period ends both.
  const t = (id: ServerMessageId | MessageId, values?: Values) =>
    i18n._(id, values).replace(/(\p{L})\.\.(?=\s|$)/gu, "$1.");
  const vibeName = (value: string) =>
    CATALOGUE.has(value) ? t(`vibe.${value}` as MessageId) : vibeLabel(value);
  const vibe = (value: string) => `${vibeEmoji(value)} ${vibeName(value)}`;
  const slot = (s: TimeSlot) =>
    formatSlotIn(s, locale, { allDay: t("mail.allDay"), openEnd: t("mail.openEnd") });
  const forYou = (time: string, yours: string | undefined) =>
    yours ? t("mail.forYou", { time, yours }) : time;
  /** A slot of the hang, with the recipient's reading of it (slots are on the host's clock). */
  const slotOf = (hang: HangRow) => (s: TimeSlot) =>
    forYou(
      slot(s),
      yourZone && hang.hostTimezone ? yourSlot(s, hang.hostTimezone, yourZone, locale) : undefined,
    );
  const finalDateTime = (instant: Date, zone: string) => hostDateTime(instant, zone, locale);
  const withYourTime = (text: string, instant: Date, zone: string) =>
    forYou(
      text,
      yourZone && readsDifferently(instant, zone, yourZone)
        ? yourDateTime(instant, yourZone, locale)
        : undefined,
    );
  return {
    locale,
    yourZone,
    forRecipient: (zone) => wordsFor(locale, i18n, zone && knowsTimeZone(zone) ? zone : undefined),
    t,
    slot,
    times: (hang) =>
      hang.timeSlots.length > 0
        ? sortSlots(hang.timeSlots).map(slotOf(hang))
        : readTimeWindows(hang.timeWindows),
    yesTimes: (hang, response) =>
      hang.timeSlots.length > 0
        ? sortSlots(hang.timeSlots)
            .filter((s) => response.timeSlotAvailability[slotKey(s)] === "yes")
            .map(slotOf(hang))
        : response.availableTimeWindows,
    timesNote: (hang) =>
      hang.hostTimezone
        ? t("mail.timesNote", { hostName: hang.hostName, zone: zoneName(hang.hostTimezone) })
        : undefined,
    finalDateTime,
    when: (instant, zone) => withYourTime(finalDateTime(instant, zone), instant, zone),
    answerBy: (instant, zone) => answerByIn(instant, zone, locale),
    withYourTime,
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
