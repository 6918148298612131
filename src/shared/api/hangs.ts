// What the API answers about a hang, per audience (server/features/hangs/views.ts builds them).
import { z } from "../zod.ts";
import {
  instant,
  legacyTimeWindowsSchema,
  nullableInstant,
  storedQuestionSchema,
  storedTimeSlotSchema,
} from "./common.ts";

const guestReminderSettingsSchema = z.object({
  "2_days": z.boolean(),
  "1_day": z.boolean(),
  "2_hours": z.boolean(),
  custom: z.array(z.number()),
});

const publicHangFields = {
  id: z.uuid(),
  name: z.string(),
  vibe: z.string(),
  finalActivity: z.string().nullable(),
  timeWindows: legacyTimeWindowsSchema,
  timeSlots: z.array(storedTimeSlotSchema),
  hostName: z.string(),
  hostTimezone: z.string().nullable(),
  location: z.string().nullable(),
  locationName: z.string().nullable(),
  locationLat: z.string().nullable(),
  locationLng: z.string().nullable(),
  additionalDetails: z.string().nullable(),
  maxCapacity: z.int().nullable(),
  plusOnesAllowed: z.int(),
  photosOpen: z.boolean(),
  allowActivitySuggestions: z.boolean(),
  isFinalized: z.boolean(),
  finalDateTime: nullableInstant,
  isCancelled: z.boolean(),
  cancelledAt: nullableInstant,
  cancelReason: z.string().nullable(),
  answerBy: nullableInstant,
  nudges: z.boolean(),
  autoLock: z.boolean(),
  questions: z.array(storedQuestionSchema),
  createdAt: instant,
};

/** What anyone with the link sees: no edit token, no host e-mail. */
export const publicHangSchema = z
  .object({ ...publicHangFields, viewer: z.object({ isHost: z.boolean() }) })
  .meta({ id: "PublicHang" });

/** What the host sees; the edit token only when the request proved itself with it. */
export const hostHangSchema = z
  .object({
    ...publicHangFields,
    viewer: z.object({ isHost: z.literal(true) }),
    hostEmail: z.string(),
    groupId: z.uuid().nullable(),
    editToken: z.uuid().optional(),
    guestReminderSettings: guestReminderSettingsSchema.nullable(),
  })
  .meta({ id: "HostHang" });

export const hangViewSchema = z.union([hostHangSchema, publicHangSchema]);

/** After an edit: how many guests were asked to answer again (their times changed). */
export const editedHangSchema = hostHangSchema.extend({ rePolled: z.int() });

/** After lock-in or cancel: how many guests were told. */
export const notifiedHangSchema = hostHangSchema.extend({ notified: z.int() });

export const notifiedCountSchema = z.object({ notified: z.int() });

export const editableHangSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    hostName: z.string(),
    hostEmail: z.string(),
    location: z.string().nullable(),
    locationName: z.string().nullable(),
    vibe: z.string(),
    timeSlots: z.array(storedTimeSlotSchema),
    timeWindows: legacyTimeWindowsSchema,
    hostTimezone: z.string().nullable(),
    maxCapacity: z.int().nullable(),
    plusOnesAllowed: z.int(),
    photosOpen: z.boolean(),
    allowActivitySuggestions: z.boolean(),
    answerBy: nullableInstant,
    nudges: z.boolean(),
    autoLock: z.boolean(),
    questions: z.array(storedQuestionSchema),
    isCancelled: z.boolean(),
    cancelledAt: nullableInstant,
    cancelReason: z.string().nullable(),
    isFinalized: z.boolean(),
    finalDateTime: nullableInstant,
  })
  .meta({ id: "EditableHang" });

/** One line of "Your hangs on this device". */
export const heldHangSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  vibe: z.string(),
  isFinalized: z.boolean(),
  isCancelled: z.boolean(),
  createdAt: instant,
});
