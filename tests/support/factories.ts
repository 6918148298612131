// Valid request bodies with sensible defaults; each test overrides what it is about.
import type { CreateHangInput } from "../../src/shared/hang.ts";
import type { GuestResponseInput } from "../../src/shared/response-schema.ts";
import { makeSlot, slotKey, type TimeSlot } from "../../src/shared/time-slots.ts";

export const SLOTS: TimeSlot[] = [makeSlot("2027-03-05"), makeSlot("2027-03-06", "10:00", "2h")];
export const KEYS = SLOTS.map(slotKey) as [string, string];

export function hangInput(overrides: Partial<CreateHangInput> = {}): CreateHangInput {
  return {
    name: "Friday coffee",
    vibe: "coffee",
    timeSlots: SLOTS,
    timeWindows: [],
    hostName: "Hana Host",
    hostEmail: "hana@example.com",
    hostTimezone: "Asia/Kathmandu",
    ...overrides,
  };
}

export function responseInput(overrides: Partial<GuestResponseInput> = {}): GuestResponseInput {
  return {
    guestName: "Gita Guest",
    guestEmail: "gita@example.com",
    isPublic: true,
    timeSlotAvailability: { [KEYS[0]]: "yes", [KEYS[1]]: "no" },
    ...overrides,
  };
}
