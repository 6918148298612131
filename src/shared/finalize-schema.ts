// Locking a hang in, as the finalize form and the server check it.
import { tooLong } from "./field-rules.ts";
import { optionalText, plainText } from "./fields.ts";
import {
  FINAL_DATE_FORMAT,
  FINAL_DATE_REQUIRED,
  MAX_CUSTOM_REMINDERS,
  MAX_REMINDER_HOURS,
  parseFinalDateTime,
  type ReminderSettings,
} from "./finalize.ts";
import { z } from "./zod.ts";

const reminderSettingsSchema: z.ZodType<ReminderSettings, Partial<ReminderSettings>> = z.object({
  "2_days": z.boolean().default(false),
  "1_day": z.boolean().default(true),
  "2_hours": z.boolean().default(false),
  custom: z
    .array(
      z
        .number()
        .positive("Reminder hours must be more than 0")
        .max(MAX_REMINDER_HOURS, `Reminders can be at most ${MAX_REMINDER_HOURS} hours before`),
    )
    .max(MAX_CUSTOM_REMINDERS, `At most ${MAX_CUSTOM_REMINDERS} custom reminders`)
    .default([]),
});

/** Left out: keep what the hang has. Blank: clear it. */
const keepOrClear = (max: number) =>
  plainText()
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

export const finalizeSchema = z.object({
  finalDateTime: z
    .string({ error: FINAL_DATE_REQUIRED })
    .trim()
    .min(1, FINAL_DATE_REQUIRED)
    .refine((v) => parseFinalDateTime(v, "UTC") !== undefined, FINAL_DATE_FORMAT),
  location: keepOrClear(300),
  locationName: keepOrClear(200),
  locationLat: keepOrClear(32),
  locationLng: keepOrClear(32),
  additionalDetails: keepOrClear(2000),
  notifyConfirmed: z.boolean().default(true),
  notifyMaybe: z.boolean().default(false),
  guestReminderSettings: reminderSettingsSchema.optional(),
  /** The chosen activity, sent only when it differs from the hang's vibe. */
  selectedActivity: optionalText(100),
});
export type FinalizeInput = z.input<typeof finalizeSchema>;
export type Finalize = z.output<typeof finalizeSchema>;
