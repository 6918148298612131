// What a host sends to create or edit a hang; the create form and the server use the same schema.

import { ANSWER_BY_FORMAT, answerByProblem } from "./answer-by.ts";
import { emailField, isTimeZone, optionalText, requiredText } from "./fields.ts";
import { hasPassed, pastSlotMessage } from "./past-slots.ts";
import { timeSlotSchema } from "./time-slot-schema.ts";
import { z } from "./zod.ts";

export const MIN_CAPACITY = 2;
export const MAX_CAPACITY = 50;
export const MAX_SLOTS = 60;

export const VIBE_REQUIRED = {
  title: "Please select a vibe",
  description: "Choose what kind of hang this is.",
};
export const VIBE_DESCRIPTION_REQUIRED = {
  title: "Please describe the vibe",
  description: "What kind of hang is this?",
};
export const SLOTS_REQUIRED = {
  title: "Please add at least one time window",
  description: "When could this hang happen?",
};

const slotWithOrderedTimes = timeSlotSchema.refine(
  (s) => s.duration === "all-day" || s.endTime > s.startTime,
  { message: "End time must be after the start time", path: ["endTime"] },
);

const vibeField = z
  .string({ error: VIBE_REQUIRED.title })
  .trim()
  .min(1, VIBE_REQUIRED.title)
  .max(100, "Vibe must be at most 100 characters")
  // The literal "other" means the custom description was left out.
  .refine((v) => v !== "other", VIBE_DESCRIPTION_REQUIRED.title);

const timeWindowsField = z
  .array(z.string().trim().min(1).max(200), { error: "Time windows must be a list of text" })
  .max(MAX_SLOTS, `At most ${MAX_SLOTS} time windows`);

const timeSlotsField = z
  .array(slotWithOrderedTimes)
  .max(MAX_SLOTS, `At most ${MAX_SLOTS} time slots`)
  .refine((slots) => new Set(slots.map((s) => `${s.date} ${s.startTime}`)).size === slots.length, {
    message: "Each time slot must be different",
  });

const capacityField = z
  .number({ error: "Party size must be a whole number" })
  .int("Party size must be a whole number")
  .min(MIN_CAPACITY, `Party size must be at least ${MIN_CAPACITY}`)
  .max(MAX_CAPACITY, `Party size must be at most ${MAX_CAPACITY}`)
  .nullish()
  .transform((v) => v ?? null);

const timeZoneField = z
  .string()
  .trim()
  .max(64)
  .refine(isTimeZone, "Unknown time zone")
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
  name: requiredText("Name is required", 120),
  vibe: vibeField,
  timeWindows: timeWindowsField,
  timeSlots: timeSlotsField,
  location: optionalText(300),
  locationName: optionalText(200),
  locationLat: optionalText(32),
  locationLng: optionalText(32),
  hostName: requiredText("Host name is required", 100),
  hostEmail: emailField("Host email is required"),
};

const hasWhen = (h: { timeSlots?: unknown[]; timeWindows?: unknown[] }) =>
  (h.timeSlots?.length ?? 0) > 0 || (h.timeWindows?.length ?? 0) > 0;

export const createHangSchema = z
  .object({
    ...hangFields,
    timeWindows: timeWindowsField.default([]),
    timeSlots: timeSlotsField.default([]),
    maxCapacity: capacityField,
    allowActivitySuggestions: z.boolean().default(false),
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
  .object({ ...hangFields, ...deadlineFields, additionalDetails: optionalText(2000) })
  .partial()
  .refine((h) => (h.timeSlots === undefined && h.timeWindows === undefined) || hasWhen(h), {
    message: SLOTS_REQUIRED.title,
    path: ["timeSlots"],
  });
export type EditHang = z.output<typeof editHangSchema>;

export type HangStatus = "cancelled" | "finalized" | "planning";

export function hangStatus(h: { isCancelled: boolean; isFinalized: boolean }): HangStatus {
  if (h.isCancelled) return "cancelled";
  if (h.isFinalized) return "finalized";
  return "planning";
}

/** The hangs a browser holds edit tokens for ("Your hangs on this device"): each is checked on the server. */
export const MAX_HELD_HANGS = 50;
export const heldHangsSchema = z.object({
  hangs: z
    .array(z.object({ id: z.string().max(100), token: z.string().max(200) }))
    .max(MAX_HELD_HANGS, `At most ${MAX_HELD_HANGS} hangs at a time`),
});
export type HeldHangs = z.output<typeof heldHangsSchema>;
