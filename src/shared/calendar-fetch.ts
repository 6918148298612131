// What `POST /api/calendar-fetch` takes; the words and address rules are in calendar-address.ts (the
// server judges the rest after resolving).
import {
  CALENDAR_ADDRESS_MAX_LENGTH,
  CALENDAR_ADDRESS_NOT_ALLOWED,
  calendarAddressUrl,
} from "./calendar-address.ts";
import { z } from "./zod.ts";

export * from "./calendar-address.ts";

export const calendarFetchSchema = z.object({
  url: z
    .string(CALENDAR_ADDRESS_NOT_ALLOWED)
    .max(CALENDAR_ADDRESS_MAX_LENGTH, CALENDAR_ADDRESS_NOT_ALLOWED)
    .refine((text) => calendarAddressUrl(text) !== undefined, CALENDAR_ADDRESS_NOT_ALLOWED),
});
export type CalendarFetchRequest = z.infer<typeof calendarFetchSchema>;
