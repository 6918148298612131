// What the set-up form draws before anything is sent: the rhythms, durations, defaults and limits
// of the standing-hang contract (shared/series.ts). That module carries zod, which downloads with
// the first submit only, so its constants are restated here, each typed from the contract: a change
// there fails the type check here rather than drifting.
import type { SERIES_LIMITS, SERIES_MESSAGES, SeriesDuration, SeriesRhythm } from "../../../shared/series.ts";
import { DURATIONS, START_TIMES } from "../../../shared/time-slots.ts";
import type { MessageId } from "../../i18n/i18n.ts";

type Limits = typeof SERIES_LIMITS;

export const MAX_SLOTS: Limits["slots"] = 14;
export const MAX_EMAILS: Limits["emails"] = 100;
export const MAX_ROTATION: Limits["rotation"] = 20;
export const OPENS_DAYS: Limits["opensDaysBefore"] = { min: 1, max: 60, default: 10 };
export const ANSWER_BY_DAYS: Limits["answerByDaysBefore"] = { min: 1, max: 30, default: 3 };

/** The form's three rhythms in the order offered, each with its name (keys as the contract has them). */
export const RHYTHM_NAMES: Record<SeriesRhythm, MessageId> = {
  weekly: "seriesSetup.weekly",
  biweekly: "seriesSetup.biweekly",
  monthly: "seriesSetup.monthly",
};
export const RHYTHMS = Object.keys(RHYTHM_NAMES) as SeriesRhythm[];

/** "custom" has an end time of its own, which a rule repeated every round does not carry. */
export const SERIES_DURATION_CHOICES = DURATIONS.filter((d): d is SeriesDuration => d !== "custom");

/** Each duration's name, as the create form names it. */
export const DURATION_NAMES: Record<SeriesDuration, MessageId> = {
  "30min": "create.duration30min",
  "1h": "create.duration1h",
  "1.5h": "create.duration90min",
  "2h": "create.duration2h",
  "3h": "create.duration3h",
  "all-day": "create.durationAllDay",
};

/** ISO weekdays, Monday first. */
export const WEEKDAY_NUMBERS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The start times offered: the create form's, plus a prefilled time that is not among them. */
export function startTimesWith(current: string): readonly string[] {
  if (START_TIMES.includes(current)) return START_TIMES;
  return [...START_TIMES, current].sort();
}

/** The page's message for each of the contract's refusals (their English is in SERIES_MESSAGES). */
export const SERIES_MESSAGE_IDS: Record<keyof typeof SERIES_MESSAGES, MessageId> = {
  notFound: "seriesSetup.notFound",
  noSlots: "seriesSetup.noSlots",
  tooManySlots: "seriesSetup.tooManySlots",
  repeatedSlot: "seriesSetup.repeatedSlot",
  weekday: "seriesSetup.weekdayInvalid",
  startTime: "seriesSetup.startTimeInvalid",
  duration: "seriesSetup.durationRequired",
  rruleRequired: "seriesSetup.rruleRequired",
  rruleInvalid: "seriesSetup.rruleInvalid",
  rruleNever: "seriesSetup.rruleNever",
  rruleTooOften: "seriesSetup.rruleTooOften",
  whoRequired: "seriesSetup.whoRequired",
  groupOrEmails: "seriesSetup.groupOrEmails",
  tooManyEmails: "seriesSetup.tooManyEmails",
  opensDays: "seriesSetup.opensDays",
  answerByDays: "seriesSetup.answerByDays",
  answerByAfterOpen: "seriesSetup.answerByAfterOpen",
  answerByAfterFirstSlot: "seriesSetup.answerByAfterFirstSlot",
  unknownZone: "seriesSetup.unknownZone",
  tooManyRotation: "seriesSetup.tooManyRotation",
  notMember: "seriesSetup.notMember",
  ended: "seriesSetup.ended",
  roundNotFound: "seriesSetup.roundNotFound",
  roundOpened: "seriesSetup.roundOpened",
  roundPassed: "seriesSetup.roundPassed",
  standingAnswerSlot: "seriesSetup.standingAnswerSlot",
};
