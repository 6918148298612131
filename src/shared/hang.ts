// What a host sends to create or edit a hang, as the server checks it. The limits, messages and
// checks are in hang-rules.ts, which the create and edit forms use without zod.

import { ANSWER_BY_FORMAT, answerByProblem } from "./answer-by.ts";
import { emailField, optionalText, plainText, requiredText } from "./fields.ts";
import {
  CAPACITY_NOT_WHOLE,
  CAPACITY_TOO_LARGE,
  CAPACITY_TOO_SMALL,
  END_BEFORE_START,
  endsAfterStart,
  HANG_NAME_MAX,
  HANG_NAME_REQUIRED,
  HOST_EMAIL_REQUIRED,
  HOST_NAME_MAX,
  HOST_NAME_REQUIRED,
  hasWhen,
  LOCATION_FIELD_MAX,
  MAX_CAPACITY,
  MAX_HELD_HANGS,
  MAX_SLOTS,
  MIN_CAPACITY,
  SLOTS_REPEATED,
  SLOTS_REQUIRED,
  SLOTS_TOO_MANY,
  VIBE_DESCRIPTION_REQUIRED,
  VIBE_MAX,
  VIBE_REQUIRED,
  VIBE_TOO_LONG,
} from "./hang-rules.ts";
import { knowsTimeZone } from "./intl-formats.ts";
import { plusOnesAllowedField } from "./party-schema.ts";
import { hasPassed, pastSlotMessage } from "./past-slots.ts";
import { photosOpenField } from "./photo-schema.ts";
import { questionsField } from "./question-schema.ts";
import { timeSlotSchema } from "./time-slot-schema.ts";
import { z } from "./zod.ts";

export {
  type HangStatus,
  hangStatus,
  MAX_CAPACITY,
  MAX_HELD_HANGS,
  MAX_SLOTS,
  MIN_CAPACITY,
  SLOTS_REQUIRED,
  VIBE_DESCRIPTION_REQUIRED,
  VIBE_REQUIRED,
} from "./hang-rules.ts";

const slotWithOrderedTimes = timeSlotSchema.refine(endsAfterStart, {
  message: END_BEFORE_START,
  path: ["endTime"],
});

const vibeField = plainText(VIBE_REQUIRED.title)
  .trim()
  .min(1, VIBE_REQUIRED.title)
  .max(VIBE_MAX, VIBE_TOO_LONG)
  // The literal "other" means the custom description was left out.
  .refine((v) => v !== "other", VIBE_DESCRIPTION_REQUIRED.title);

const timeWindowsField = z
  .array(plainText().trim().min(1).max(200), { error: "Time windows must be a list of text" })
  .max(MAX_SLOTS, `At most ${MAX_SLOTS} time windows`);

const timeSlotsField = z
  .array(slotWithOrderedTimes)
  .max(MAX_SLOTS, SLOTS_TOO_MANY)
  .refine((slots) => new Set(slots.map((s) => `${s.date} ${s.startTime}`)).size === slots.length, {
    message: SLOTS_REPEATED,
  });

const capacityField = z
  .number({ error: CAPACITY_NOT_WHOLE })
  .int(CAPACITY_NOT_WHOLE)
  .min(MIN_CAPACITY, CAPACITY_TOO_SMALL)
  .max(MAX_CAPACITY, CAPACITY_TOO_LARGE)
  .nullish()
  .transform((v) => v ?? null);

const timeZoneField = z
  .string()
  .trim()
  .max(64)
  .refine(knowsTimeZone, "Unknown time zone")
  .nullish()
  .transform((v) => v ?? null);

/** An ISO 8601 instant, or null for none. The hour's lead is checked where the value changes. */
const answerByField = z.iso
  .datetime({ offset: true, error: ANSWER_BY_FORMAT })
  .nullish()
  .transform((v) => (v == null ? v : new Date(v)));

/** Answer-by and what happens around it: asked on create and edit alike. */
const deadlineFields = {
  answerBy: answerByField,
  nudges: z.boolean({ error: "Nudges must be true or false" }),
  autoLock: z.boolean({ error: "Lock in automatically must be true or false" }),
};

const hangFields = {
  name: requiredText(HANG_NAME_REQUIRED, HANG_NAME_MAX),
  vibe: vibeField,
  timeWindows: timeWindowsField,
  timeSlots: timeSlotsField,
  location: optionalText(LOCATION_FIELD_MAX.location),
  locationName: optionalText(LOCATION_FIELD_MAX.locationName),
  locationLat: optionalText(LOCATION_FIELD_MAX.locationLat),
  locationLng: optionalText(LOCATION_FIELD_MAX.locationLng),
  hostName: requiredText(HOST_NAME_REQUIRED, HOST_NAME_MAX),
  hostEmail: emailField(HOST_EMAIL_REQUIRED),
};

export const createHangSchema = z
  .object({
    ...hangFields,
    timeWindows: timeWindowsField.default([]),
    timeSlots: timeSlotsField.default([]),
    maxCapacity: capacityField,
    allowActivitySuggestions: z.boolean().default(false),
    plusOnesAllowed: plusOnesAllowedField.default(0),
    /** Photos may be added before lock-in (after it, they always may). */
    photosOpen: photosOpenField.default(false),
    /** Host questions (questions.ts): up to three, asked with the answer form. */
    questions: questionsField.default([]),
    hostTimezone: timeZoneField,
    answerBy: answerByField.transform((v) => v ?? null),
    nudges: deadlineFields.nudges.default(true),
    autoLock: deadlineFields.autoLock.default(false),
    /** A hang planned for a group: the creator must be signed in as one of its members. */
    groupId: z.uuid({ error: "Group not found" }).nullish(),
  })
  .refine(hasWhen, { message: SLOTS_REQUIRED.title, path: ["timeSlots"] })
  .superRefine((hang, ctx) => {
    const now = new Date();
    const past = hang.timeSlots.find((slot) => hasPassed(slot, hang.hostTimezone, now));
    if (past) ctx.addIssue({ code: "custom", message: pastSlotMessage(past), path: ["timeSlots"] });
    // Checked only once the field itself parsed (zod runs this even when it did not).
    const late = hang.answerBy instanceof Date ? answerByProblem(hang.answerBy, now) : undefined;
    if (late) ctx.addIssue({ code: "custom", message: late, path: ["answerBy"] });
  });
export type CreateHangInput = z.input<typeof createHangSchema>;
export type CreateHang = z.output<typeof createHangSchema>;

/** Edit sends any subset (cancel-by-rename sends only name and additionalDetails). */
export const editHangSchema = z
  .object({
    ...hangFields,
    ...deadlineFields,
    additionalDetails: optionalText(2000),
    maxCapacity: capacityField,
    allowActivitySuggestions: z.boolean({ error: "Allow activity suggestions must be true or false" }),
    plusOnesAllowed: plusOnesAllowedField,
    photosOpen: photosOpenField,
    questions: questionsField,
  })
  .partial()
  .refine((h) => (h.timeSlots === undefined && h.timeWindows === undefined) || hasWhen(h), {
    message: SLOTS_REQUIRED.title,
    path: ["timeSlots"],
  });
export type EditHang = z.output<typeof editHangSchema>;

/** The hangs a browser holds edit tokens for ("Your hangs on this device"): each is checked on the server. */
export const heldHangsSchema = z.object({
  hangs: z
    .array(z.object({ id: z.string().max(100), token: z.string().max(200) }))
    .max(MAX_HELD_HANGS, `At most ${MAX_HELD_HANGS} hangs at a time`),
});
export type HeldHangs = z.output<typeof heldHangsSchema>;
