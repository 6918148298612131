// Standing hangs ("series"): one set-up from which Hangs opens a poll for each round on its own.
// The contract of /api/series shared by the server, the pages and API clients; the rounds' dates
// and slots are worked out on the server (src/server/features/series/rounds.ts).
import { emailField, optionalText, plainText, requiredText } from "./fields.ts";
import {
  HANG_NAME_MAX,
  HANG_NAME_REQUIRED,
  LOCATION_FIELD_MAX,
  VIBE_MAX,
  VIBE_TOO_LONG,
} from "./hang-rules.ts";
import { knowsTimeZone } from "./intl-formats.ts";
import { DURATIONS, HHMM, type TimeSlot } from "./time-slots.ts";
import { z } from "./zod.ts";

export const SERIES_LIMITS = {
  /** Times offered each round (e.g. Tue, Wed, Thu at 7 PM). */
  slots: 14,
  emails: 100,
  rotation: 20,
  rrule: 500,
  opensDaysBefore: { min: 1, max: 60, default: 10 },
  answerByDaysBefore: { min: 1, max: 30, default: 3 },
} as const;

/** The rhythms the set-up form offers; the API takes any RRULE the server accepts. */
export const SERIES_RHYTHMS = {
  weekly: "FREQ=WEEKLY;INTERVAL=1",
  biweekly: "FREQ=WEEKLY;INTERVAL=2",
  monthly: "FREQ=MONTHLY;INTERVAL=1",
} as const;
export type SeriesRhythm = keyof typeof SERIES_RHYTHMS;

/** "custom" needs an end time of its own, which a rule repeated every round does not carry. */
export const SERIES_DURATIONS = DURATIONS.filter((d) => d !== "custom");
export type SeriesDuration = (typeof SERIES_DURATIONS)[number];

export const SERIES_STATUSES = ["active", "paused", "ended"] as const;
export type SeriesStatus = (typeof SERIES_STATUSES)[number];

/**
 * upcoming: not opened yet; open: its hang takes answers; locked: its hang is locked in;
 * skipped: the host skipped it (nobody asked); cancelled: its hang was cancelled; past: over.
 */
export const ROUND_STATUSES = ["upcoming", "open", "locked", "skipped", "cancelled", "past"] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

export const STANDING_ANSWERS = ["yes", "maybe", "no"] as const;
export type StandingAnswerValue = (typeof STANDING_ANSWERS)[number];

export const SERIES_MESSAGES = {
  notFound: "Standing hang not found",
  noSlots: "Add at least one day and time to offer each round",
  tooManySlots: `At most ${SERIES_LIMITS.slots} times each round`,
  repeatedSlot: "That day and time is already offered",
  weekday: "Day must be 1 (Monday) to 7 (Sunday)",
  startTime: "Start time must look like 18:00",
  duration: "Duration is required",
  rruleRequired: "Choose how often it repeats",
  rruleInvalid: "That rhythm is not a valid repeat rule",
  rruleNever: "That rhythm never happens again",
  rruleTooOften: "A standing hang can repeat at most once a day",
  whoRequired: "Choose a group or add at least one e-mail address",
  groupOrEmails: "Invite a group or a list of addresses, not both",
  tooManyEmails: `At most ${SERIES_LIMITS.emails} addresses`,
  opensDays: `Rounds open 1 to ${SERIES_LIMITS.opensDaysBefore.max} days before`,
  answerByDays: `Answer-by is 1 to ${SERIES_LIMITS.answerByDaysBefore.max} days before the round`,
  answerByAfterOpen: "The answer-by date must come after the round opens",
  answerByAfterFirstSlot: "The answer-by date must come before the round's first time",
  unknownZone: "Unknown time zone",
  tooManyRotation: `At most ${SERIES_LIMITS.rotation} people take turns hosting`,
  notMember: "Only members of this group can plan its standing hangs",
  ended: "This standing hang has ended",
  roundNotFound: "There is no round on that date",
  roundOpened: "That round has already started; cancel its hang instead",
  roundPassed: "That round is over",
  standingAnswerSlot: "That day and time is not offered in this standing hang",
} as const;

const slotSchema = z.object({
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: z
    .number({ error: SERIES_MESSAGES.weekday })
    .int(SERIES_MESSAGES.weekday)
    .min(1, SERIES_MESSAGES.weekday)
    .max(7, SERIES_MESSAGES.weekday),
  startTime: z.string({ error: SERIES_MESSAGES.startTime }).regex(HHMM, SERIES_MESSAGES.startTime),
  duration: z.enum(SERIES_DURATIONS, { error: SERIES_MESSAGES.duration }),
});
export type SeriesSlot = z.output<typeof slotSchema>;

const slotKey = (s: { weekday: number; startTime: string }) => `${s.weekday} ${s.startTime}`;

const slotsField = z
  .array(slotSchema, { error: SERIES_MESSAGES.noSlots })
  .min(1, SERIES_MESSAGES.noSlots)
  .max(SERIES_LIMITS.slots, SERIES_MESSAGES.tooManySlots)
  .refine((slots) => new Set(slots.map(slotKey)).size === slots.length, SERIES_MESSAGES.repeatedSlot);

const daysField = (range: { min: number; max: number }, message: string, belowMin = message) =>
  z.number({ error: message }).int(message).min(range.min, belowMin).max(range.max, message);

const emailsField = z
  .array(emailField("E-mail is required"))
  .max(SERIES_LIMITS.emails, SERIES_MESSAGES.tooManyEmails);

const seriesFields = {
  name: requiredText(HANG_NAME_REQUIRED, HANG_NAME_MAX),
  vibe: plainText("Vibe is required").trim().min(1, "Vibe is required").max(VIBE_MAX, VIBE_TOO_LONG),
  location: optionalText(LOCATION_FIELD_MAX.location),
  locationName: optionalText(LOCATION_FIELD_MAX.locationName),
  locationLat: optionalText(LOCATION_FIELD_MAX.locationLat),
  locationLng: optionalText(LOCATION_FIELD_MAX.locationLng),
  /** RFC 5545 RRULE without DTSTART, e.g. FREQ=WEEKLY;INTERVAL=2. Each occurrence starts a round. */
  rrule: z
    .string({ error: SERIES_MESSAGES.rruleRequired })
    .trim()
    .min(1, SERIES_MESSAGES.rruleRequired)
    .max(SERIES_LIMITS.rrule, SERIES_MESSAGES.rruleInvalid),
  slots: slotsField,
  opensDaysBefore: daysField(SERIES_LIMITS.opensDaysBefore, SERIES_MESSAGES.opensDays),
  answerByDaysBefore: daysField(
    SERIES_LIMITS.answerByDaysBefore,
    SERIES_MESSAGES.answerByDays,
    SERIES_MESSAGES.answerByAfterFirstSlot,
  ),
  nudges: z.boolean({ error: "Nudges must be true or false" }),
  autoLock: z.boolean({ error: "Lock in automatically must be true or false" }),
  /** Addresses that take turns hosting, in order; empty: the series' owner hosts every round. */
  rotation: z
    .array(emailField("E-mail is required"))
    .max(SERIES_LIMITS.rotation, SERIES_MESSAGES.tooManyRotation),
};

const answerByOrder = (s: { opensDaysBefore?: number; answerByDaysBefore?: number }) =>
  s.opensDaysBefore === undefined ||
  s.answerByDaysBefore === undefined ||
  s.answerByDaysBefore < s.opensDaysBefore;

export const createSeriesSchema = z
  .object({
    ...seriesFields,
    opensDaysBefore: seriesFields.opensDaysBefore.default(SERIES_LIMITS.opensDaysBefore.default),
    answerByDaysBefore: seriesFields.answerByDaysBefore.default(SERIES_LIMITS.answerByDaysBefore.default),
    nudges: seriesFields.nudges.default(true),
    autoLock: seriesFields.autoLock.default(true),
    rotation: seriesFields.rotation.default([]),
    groupId: z
      .uuid({ error: "Group not found" })
      .nullish()
      .transform((v) => v ?? null),
    emails: emailsField.default([]),
    /** The first round is the rule's first occurrence on or after this day (host's zone); default today. */
    startsOn: z.iso.date({ error: "Start date must look like 2026-12-31" }).optional(),
    hostTimezone: z
      .string({ error: SERIES_MESSAGES.unknownZone })
      .trim()
      .max(64)
      .refine(knowsTimeZone, SERIES_MESSAGES.unknownZone),
  })
  .refine((s) => !(s.groupId && s.emails.length > 0), {
    message: SERIES_MESSAGES.groupOrEmails,
    path: ["emails"],
  })
  .refine((s) => s.groupId !== null || s.emails.length > 0, {
    message: SERIES_MESSAGES.whoRequired,
    path: ["emails"],
  })
  .refine(answerByOrder, { message: SERIES_MESSAGES.answerByAfterOpen, path: ["answerByDaysBefore"] });
export type CreateSeriesInput = z.input<typeof createSeriesSchema>;
export type CreateSeries = z.output<typeof createSeriesSchema>;

/** PATCH /api/series/{id}: any subset; only rounds not opened yet change. */
export const editSeriesSchema = z
  .object({ ...seriesFields, emails: emailsField })
  .partial()
  .refine(answerByOrder, { message: SERIES_MESSAGES.answerByAfterOpen, path: ["answerByDaysBefore"] });
export type EditSeries = z.output<typeof editSeriesSchema>;

/** PUT /api/series/{id}/standing-answers: the signed-in member's whole set (an omitted time: asked each round). */
export const standingAnswersSchema = z.object({
  answers: z
    .array(
      z.object({
        weekday: slotSchema.shape.weekday,
        startTime: slotSchema.shape.startTime,
        answer: z.enum(STANDING_ANSWERS, { error: "Answer must be yes, maybe or no" }),
      }),
    )
    .max(SERIES_LIMITS.slots, SERIES_MESSAGES.tooManySlots)
    .refine((list) => new Set(list.map(slotKey)).size === list.length, SERIES_MESSAGES.repeatedSlot),
});
export type StandingAnswers = z.output<typeof standingAnswersSchema>;

export interface RoundView {
  /** The occurrence's date in the host's zone (YYYY-MM-DD): the round's key in every path. */
  date: string;
  status: RoundStatus;
  /** The round's hang once it opened. */
  hangId: string | null;
  opensAt: string;
  answerBy: string;
  /** The times offered this round, as the hang will carry them (host's zone). */
  slots: TimeSlot[];
  /** Who hosts this round (rotation), or the owner. */
  hostName: string;
  /** The locked-in instant, once locked in. */
  finalDateTime: string | null;
  /** Heads answering Yes to the locked-in time (past and locked rounds): "who came". */
  going: { name: string; heads: number }[];
}

export interface SeriesView {
  id: string;
  name: string;
  vibe: string;
  location: string | null;
  locationName: string | null;
  rrule: string;
  rhythm: SeriesRhythm | null;
  slots: SeriesSlot[];
  groupId: string | null;
  /** Owner only; empty for others. */
  emails: string[];
  rotation: string[];
  opensDaysBefore: number;
  answerByDaysBefore: number;
  hostTimezone: string;
  nudges: boolean;
  autoLock: boolean;
  status: SeriesStatus;
  ownerName: string;
  /** The signed-in viewer owns it (may change, skip, pause, end). */
  isOwner: boolean;
  /** Past rounds (newest first, up to 12), then the next rounds (up to 4). */
  rounds: RoundView[];
}
