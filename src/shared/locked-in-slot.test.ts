import { describe, expect, it } from "vitest";
import { wallTimeToInstant } from "./calendar.ts";
import { ALL_DAY_FINAL_TIME } from "./finalize.ts";
import { lockedInSlot } from "./locked-in-slot.ts";
import { makeSlot } from "./time-slots.ts";

const NY = "America/New_York";
// Clocks go forward in New York at 02:00 on Sunday 14 March 2027; tests run in +05:45.
const FRI = makeSlot("2027-03-12", "18:00", "3h");
const SAT_DAY = makeSlot("2027-03-13", "06:00", "all-day");
const SAT_NOON = makeSlot("2027-03-13", "12:00", "1h");
const SUN_SKIPPED = makeSlot("2027-03-14", "02:30", "1h");
const MON = makeSlot("2027-03-15", "18:30", "1.5h");
const slots = [FRI, SAT_DAY, SUN_SKIPPED, MON];
const at = (date: string, time: string) => wallTimeToInstant(date, time, NY);

describe("the slot a final time locks in", () => {
  it("is the timed slot that starts then, on the host's clock, on either side of the DST change", () => {
    expect(lockedInSlot(slots, at("2027-03-12", "18:00"), NY)).toBe(FRI);
    expect(lockedInSlot(slots, at("2027-03-15", "18:30"), NY)).toBe(MON);
    // 02:30 does not exist that night: it was read as 03:30 EDT, and still locks that slot in.
    expect(lockedInSlot(slots, at("2027-03-14", "02:30"), NY)).toBe(SUN_SKIPPED);
  });

  it("is the all-day slot on that date, at its default 12:00 or any hour the host picked", () => {
    expect(lockedInSlot(slots, at("2027-03-13", ALL_DAY_FINAL_TIME), NY)).toBe(SAT_DAY);
    expect(lockedInSlot(slots, at("2027-03-13", "19:00"), NY)).toBe(SAT_DAY);
  });

  it("prefers a timed slot starting at that instant to an all-day one on the same date", () => {
    expect(lockedInSlot([SAT_DAY, SAT_NOON], at("2027-03-13", "12:00"), NY)).toBe(SAT_NOON);
  });

  it("reads the date on the host's clock, not UTC's or the machine's", () => {
    // 21:00 on Friday in New York is already Saturday in UTC and in Kathmandu.
    expect(lockedInSlot([SAT_DAY], at("2027-03-12", "21:00"), NY)).toBeUndefined();
    expect(lockedInSlot([SAT_DAY], at("2027-03-13", "21:00"), NY)).toBe(SAT_DAY);
  });

  it("is none when the host typed a time no slot has", () => {
    expect(lockedInSlot(slots, at("2027-03-12", "19:00"), NY)).toBeUndefined();
    expect(lockedInSlot(slots, at("2027-03-20", "18:00"), NY)).toBeUndefined();
    expect(lockedInSlot([], at("2027-03-12", "18:00"), NY)).toBeUndefined();
  });
});
