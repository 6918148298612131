import { describe, expect, it } from "vitest";
import { addedTimes, awaitsNewTimes, newTimesFor, newTimesLeftOpen } from "./awaiting-new-times.ts";
import type { StoredSlot } from "./reschedule.ts";
import { makeSlot, slotKey } from "./time-slots.ts";

const friday = makeSlot("2027-03-05");
const monday: StoredSlot = { ...makeSlot("2027-03-08"), addedAt: "2027-03-01T12:00:00.000Z" };
const slots = [friday, monday];
const added = addedTimes(slots);
const before = Date.parse("2027-03-01T11:00:00.000Z");
const after = Date.parse("2027-03-01T13:00:00.000Z");

describe("awaiting new times", () => {
  it("holds for a guest who answered before a time was added and has not answered it", () => {
    expect(awaitsNewTimes(added, ["no", null], before)).toBe(true);
    expect(awaitsNewTimes(added, ["yes", undefined], before)).toBe(true);
    expect(newTimesLeftOpen(added, ["no", null], before)).toEqual([1]);
  });

  it("ends once they answer it, or answer again after it was added", () => {
    expect(awaitsNewTimes(added, ["no", "maybe"], before)).toBe(false);
    // Seen and left blank: a choice, not a question still open.
    expect(awaitsNewTimes(added, ["no", null], after)).toBe(false);
    expect(newTimesLeftOpen(added, ["no", null], after)).toEqual([]);
  });

  it("holds for a guest left with no answer for any time on offer, and never on a hang without times", () => {
    expect(awaitsNewTimes(addedTimes([friday]), [null], after)).toBe(true);
    expect(awaitsNewTimes([], [], before)).toBe(false);
  });

  it("names the new times to mark on the guest's own form", () => {
    const answer = {
      timeSlotAvailability: { [slotKey(friday)]: "no" as const },
      answeredAt: "2027-03-01T11:00:00Z",
    };
    expect(newTimesFor(slots, answer)).toEqual({ awaiting: true, newKeys: [slotKey(monday)] });
    expect(newTimesFor(slots, { ...answer, answeredAt: "2027-03-02T00:00:00Z" })).toEqual({
      awaiting: false,
      newKeys: [],
    });
  });
});
