// A time slot as forms and the server check it, with a message for each field.
import { DURATIONS, END_TIME_REQUIRED, HHMM, isRealDate, type TimeSlot, YMD } from "./time-slots.ts";
import { z } from "./zod.ts";

export const timeSlotSchema: z.ZodType<TimeSlot, TimeSlot> = z.object({
  date: z
    .string({ error: "Date is required" })
    .min(1, "Date is required")
    .regex(YMD, "Date must look like 2026-12-31")
    .refine((d) => isRealDate(d), "Date is not a real calendar day"),
  startTime: z
    .string({ error: "Start time is required" })
    .min(1, "Start time is required")
    .regex(HHMM, "Start time must look like 18:00"),
  endTime: z
    .string({ error: END_TIME_REQUIRED })
    .min(1, END_TIME_REQUIRED)
    .regex(HHMM, "End time must look like 19:30"),
  duration: z.enum(DURATIONS, { error: "Duration is required" }),
});
