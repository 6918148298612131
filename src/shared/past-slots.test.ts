import { describe, expect, it } from "vitest";
import { hasPassed, pastSlotMessage } from "./past-slots.ts";
import { makeSlot } from "./time-slots.ts";

// 2026-11-22 20:00 in New York.
const NOW = new Date("2026-11-23T01:00:00Z");

describe("slots that have passed", () => {
  it("reads a timed slot on the host's clock, over once it has ended", () => {
    expect(hasPassed(makeSlot("2026-11-22", "18:00", "1h"), "America/New_York", NOW)).toBe(true);
    // Still going at 20:00: not refused.
    expect(hasPassed(makeSlot("2026-11-22", "19:30", "1h"), "America/New_York", NOW)).toBe(false);
    expect(hasPassed(makeSlot("2026-11-22", "21:00", "1h"), "America/New_York", NOW)).toBe(false);
    // 14:00 in Kathmandu on the 23rd is still ahead there (it is 06:45 on the 23rd).
    expect(hasPassed(makeSlot("2026-11-23", "14:00", "1h"), "Asia/Kathmandu", NOW)).toBe(false);
    expect(hasPassed(makeSlot("2026-11-23", "05:00", "1h"), "Asia/Kathmandu", NOW)).toBe(true);
  });

  it("keeps an all-day slot for the whole of its date", () => {
    expect(hasPassed(makeSlot("2026-11-22", "09:00", "all-day"), "America/New_York", NOW)).toBe(false);
    expect(hasPassed(makeSlot("2026-11-21", "09:00", "all-day"), "America/New_York", NOW)).toBe(true);
  });

  it("without the host's zone, refuses only what has passed everywhere", () => {
    // 13:00 on the 22nd in UTC-12 is 01:00 UTC on the 23rd: just over.
    expect(hasPassed(makeSlot("2026-11-22", "12:00", "1h"), null, NOW)).toBe(true);
    expect(hasPassed(makeSlot("2026-11-22", "18:00", "1h"), null, NOW)).toBe(false);
  });

  it("names the slot in its message", () => {
    expect(pastSlotMessage(makeSlot("2026-11-21", "18:00", "1h"))).toBe(
      "Saturday, November 21 - 6:00 PM to 7:00 PM has already passed: pick a time that is still to come",
    );
  });
});
