// One hang with 4 time slots and 50 guest answers, written through the app's own mutations.
import type { ServerContext } from "../../src/server/context.ts";
import { createHang } from "../../src/server/features/hangs/mutations.ts";
import { submitResponse } from "../../src/server/features/responses/mutations.ts";
import { createHangSchema } from "../../src/shared/hang.ts";
import { guestResponseSchema } from "../../src/shared/response-schema.ts";
import { ANSWERS } from "../../src/shared/responses.ts";
import { slotKey, type TimeSlot } from "../../src/shared/time-slots.ts";

export const SLOT_COUNT = 4;
export const RESPONSE_COUNT = 50;

/** Returns the hang's id. */
export async function seedHang(ctx: ServerContext): Promise<string> {
  const timeSlots: TimeSlot[] = Array.from({ length: SLOT_COUNT }, (_, i) => ({
    date: `2030-06-${String(10 + i).padStart(2, "0")}`,
    startTime: "18:00",
    endTime: "19:30",
    duration: "1.5h",
  }));
  const hang = await createHang(
    ctx,
    createHangSchema.parse({
      name: "Bench board games",
      vibe: "Board games",
      timeSlots,
      location: "12 Example Street",
      locationName: "Sam's place",
      hostName: "Sam Host",
      hostEmail: "sam.host@example.com",
      hostTimezone: "Europe/Berlin",
    }),
  );
  const keys = hang.timeSlots.map(slotKey);
  for (let i = 0; i < RESPONSE_COUNT; i++) {
    const availability = Object.fromEntries(keys.map((key, k) => [key, ANSWERS[(i + k) % ANSWERS.length]]));
    const input = guestResponseSchema.parse({
      guestName: `Guest ${i + 1}`,
      guestEmail: `guest${i + 1}@example.com`,
      isPublic: i % 3 !== 0,
      timeSlotAvailability: availability,
    });
    await submitResponse(ctx, hang.id, input, {});
  }
  return hang.id;
}
