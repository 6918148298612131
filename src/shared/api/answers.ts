// What the API answers about guests' answers, the summary of them and the answers to the host's
// questions (server/features/responses, summary and questions build them).
import { z } from "../zod.ts";
import { answerSchema, instant, nullableInstant, storedQuestionSchema } from "./common.ts";

const questionAnswers = z.record(z.string(), z.string());

const publicResponseFields = {
  id: z.uuid(),
  guestName: z.string().describe('"Anonymous" for a guest who kept their answer private.'),
  response: answerSchema,
  availableTimeWindows: z.array(z.string()),
  timeSlotAvailability: z.record(z.string(), answerSchema),
  isPublic: z.boolean(),
  respondedAt: instant,
  plusOnes: z.int(),
  addedByHost: z.boolean(),
};

/** An answer as everyone sees it: no e-mail, no names of the guests it brings. */
export const publicResponseSchema = z.object(publicResponseFields).meta({ id: "PublicResponse" });

/** An answer as the host and its own guest see it. */
export const fullResponseSchema = z
  .object({
    ...publicResponseFields,
    guestEmail: z.string().describe("Empty for an answer the host entered without an address."),
    answeredAt: instant,
    plusOneNames: z.array(z.string()),
    waitingFor: z.array(z.string()),
    hostEntry: z.enum(["host", "confirmed"]).nullable(),
  })
  .meta({ id: "FullResponse" });

export const publicResponseWithAnswersSchema = publicResponseSchema.extend({ questionAnswers });
export const fullResponseWithAnswersSchema = fullResponseSchema.extend({ questionAnswers });
export const responseWithAnswersSchema = z.union([
  fullResponseWithAnswersSchema,
  publicResponseWithAnswersSchema,
]);

/** A new or changed answer: `secret` proves it is the guest's own (kept by their browser). */
export const givenResponseSchema = fullResponseWithAnswersSchema.extend({ secret: z.string().optional() });

const guestNameSchema = z
  .object({
    id: z.uuid(),
    guestName: z.string(),
    guestEmail: z.string().optional(),
    response: answerSchema,
    addedByHost: z.boolean().optional(),
    plusOnes: z.int().optional(),
  })
  .meta({ id: "GuestName" });

const nameGroupSchema = z
  .object({ count: z.int(), heads: z.int(), first: z.array(guestNameSchema) })
  .meta({ id: "NameGroup" });

const answerCountsSchema = z.object({ yes: z.int(), maybe: z.int(), no: z.int() });

const timeCapacitySchema = z.object({
  confirmed: nameGroupSchema,
  waitlist: nameGroupSchema,
  full: z.boolean(),
  spotsLeft: z.int(),
});

/** Counts and the first names of each group; the rest is paged by /summary/names. */
export const summarySchema = z
  .object({
    total: z.int(),
    counts: answerCountsSchema,
    heads: answerCountsSchema,
    awaitingNewTimes: z.int(),
    slots: z.array(
      z.object({
        key: z.string(),
        yes: nameGroupSchema,
        maybe: nameGroupSchema,
        no: nameGroupSchema,
        capacity: timeCapacitySchema.nullable(),
      }),
    ),
    everyone: nameGroupSchema,
    windows: z.array(z.object({ window: z.string(), available: z.int(), confirmed: z.int() })),
    best: z.object({ key: z.string(), yes: z.int(), maybe: z.int() }).nullable(),
    rsvp: z.object({ key: z.string(), confirmed: nameGroupSchema, waitlist: nameGroupSchema }).nullable(),
    full: z.boolean(),
    waitlistPlace: z.int().nullable(),
    waitlistPlaces: z.record(z.string(), z.int()),
    stillWaiting: z.object({ count: z.int(), emails: z.array(z.string()) }).optional(),
  })
  .meta({ id: "Summary" });

export const namesPageSchema = z.object({
  names: z.array(guestNameSchema),
  nextCursor: z.string().nullable(),
});

export const questionAnswersPageSchema = z.object({
  questions: z.array(storedQuestionSchema),
  rows: z.array(
    z.object({ id: z.uuid(), guestName: z.string(), isPublic: z.boolean(), answers: questionAnswers }),
  ),
  nextCursor: z.string().nullable(),
});

export const inviteeSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    invitedAt: instant,
    sentAt: nullableInstant,
    status: z.enum(["sent", "sending", "failed", "opted-out"]),
  })
  .meta({ id: "Invitee" });

export const invitedSchema = z.object({ invitee: inviteeSchema, duplicate: z.boolean() });

/** A personal invitation link, opened: its address, and that address's answer when there is one. */
export const invitationSchema = z.object({
  email: z.string(),
  response: z.object({ id: z.uuid(), key: z.string() }).nullable(),
});

const nudgeStep = z.enum(["2_days_before", "6_hours_before", "2_days_after", "5_days_after"]);

export const nudgesSchema = z.object({
  nudges: z.boolean(),
  people: z.array(
    z.object({
      email: z.string(),
      sent: z.array(z.object({ step: nudgeStep, at: instant })),
      next: z.object({ step: nudgeStep, at: instant }).nullable(),
      stopped: z.boolean(),
    }),
  ),
});
