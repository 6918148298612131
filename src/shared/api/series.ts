// What the API answers about standing hangs (SeriesView and RoundView in ../series.ts), as zod
// schemas for the OpenAPI document; tests check every real answer against them.
import {
  ROUND_STATUSES,
  type RoundView,
  SERIES_DURATIONS,
  SERIES_RHYTHMS,
  SERIES_STATUSES,
  type SeriesView,
  STANDING_ANSWERS,
} from "../series.ts";
import { z } from "../zod.ts";
import { instant, nullableInstant, storedTimeSlotSchema } from "./common.ts";

export const roundViewSchema = z
  .object({
    date: z.iso.date().describe("The round's date on the host's clock: its key in every path."),
    status: z.enum(ROUND_STATUSES),
    hangId: z.uuid().nullable().describe("The round's hang, once it opened."),
    opensAt: instant,
    answerBy: instant,
    slots: z.array(storedTimeSlotSchema),
    hostName: z.string(),
    finalDateTime: nullableInstant,
    going: z
      .array(z.object({ name: z.string(), heads: z.int() }))
      .describe("Who holds a spot at the locked-in time (Yes, in heads): who came, once it is over."),
  })
  .meta({ id: "SeriesRound" }) satisfies z.ZodType<RoundView>;

export const seriesViewSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    vibe: z.string(),
    location: z.string().nullable(),
    locationName: z.string().nullable(),
    rrule: z.string(),
    rhythm: z.enum(Object.keys(SERIES_RHYTHMS) as [keyof typeof SERIES_RHYTHMS]).nullable(),
    slots: z.array(
      z.object({ weekday: z.int().min(1).max(7), startTime: z.string(), duration: z.enum(SERIES_DURATIONS) }),
    ),
    groupId: z.uuid().nullable(),
    emails: z.array(z.string()).describe("The addresses it invites: its owner's to see; empty for others."),
    rotation: z
      .array(z.string())
      .describe("Who takes turns hosting, in order: addresses for the owner, names for others."),
    opensDaysBefore: z.int(),
    answerByDaysBefore: z.int(),
    hostTimezone: z.string(),
    nudges: z.boolean(),
    autoLock: z.boolean(),
    status: z.enum(SERIES_STATUSES),
    ownerName: z.string(),
    isOwner: z.boolean(),
    rounds: z
      .array(roundViewSchema)
      .describe("Rounds that are over (newest first, up to 12), then the next ones (up to 4)."),
  })
  .meta({ id: "Series" }) satisfies z.ZodType<SeriesView>;

export const seriesListSchema = z.object({ series: z.array(seriesViewSchema) });

export const standingAnswersViewSchema = z.object({
  answers: z.array(
    z.object({ weekday: z.int().min(1).max(7), startTime: z.string(), answer: z.enum(STANDING_ANSWERS) }),
  ),
});
