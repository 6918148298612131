// Pieces every answer of the API is built from, as zod schemas: the OpenAPI document
// (server/openapi) is generated from these, and tests check real answers against it.
import { QUESTION_KINDS, QUESTION_VISIBILITIES } from "../questions.ts";
import { ANSWERS } from "../responses.ts";
import { DURATIONS } from "../time-slots.ts";
import { z } from "../zod.ts";

/** An instant as the API writes it (`Date.toISOString()`). */
export const instant = z.iso.datetime().meta({ id: "Instant" });
export const nullableInstant = instant.nullable();

/** The one error shape: a message, and a message per field when input was refused. */
export const errorBodySchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: "Error" });

export const answerSchema = z.enum(ANSWERS).meta({ id: "Answer" });

/** A proposed time on the host's clock, as stored (the request's own checks are in time-slot-schema.ts). */
export const storedTimeSlotSchema = z
  .object({
    date: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    duration: z.enum(DURATIONS),
    /** Added after guests first answered: they are asked about it. */
    addedAt: z.string().optional(),
  })
  .meta({ id: "TimeSlot" });

export const storedQuestionSchema = z
  .object({
    id: z.string(),
    kind: z.enum(QUESTION_KINDS),
    label: z.string(),
    options: z.array(z.string()),
    required: z.boolean(),
    visibility: z.enum(QUESTION_VISIBILITIES),
  })
  .meta({ id: "Question" });

/** Older hangs hold free-text windows in several shapes (a list of texts, a JSON text, objects). */
export const legacyTimeWindowsSchema = z
  .unknown()
  .describe("Free-text time windows of older hangs: usually a list of texts.");

export const feedUrlSchema = z.object({ url: z.url() });
