import { describe, expect, it } from "vitest";
import { nextRelevantTime, sortByTime, sortPast, sortUpcoming } from "./hang-order.ts";
import { makeSlot } from "./time-slots.ts";

const now = new Date("2027-03-05T12:00:00.000Z");
const base = { isFinalized: false, finalDateTime: null, timeSlots: [], hostTimezone: "UTC" };

describe("the next time that matters", () => {
  it("is the final time once locked in", () => {
    const hang = { ...base, isFinalized: true, finalDateTime: "2027-03-05T18:00:00.000Z" };
    expect(nextRelevantTime(hang, now)?.toISOString()).toBe("2027-03-05T18:00:00.000Z");
  });

  it("is the earliest slot not yet over, on the host's clock, whatever order the slots were proposed in", () => {
    const hang = {
      ...base,
      hostTimezone: "Asia/Kathmandu",
      timeSlots: [
        makeSlot("2027-03-09", "18:00", "1h"),
        makeSlot("2027-03-04", "18:00", "1h"),
        makeSlot("2027-03-07", "09:00", "1h"),
      ],
    };
    // 09:00 in Kathmandu is 03:15 UTC.
    expect(nextRelevantTime(hang, now)?.toISOString()).toBe("2027-03-07T03:15:00.000Z");
  });

  it("is the last slot when all are over, and nothing without dated slots", () => {
    const over = {
      ...base,
      timeSlots: [makeSlot("2027-03-01", "10:00", "1h"), makeSlot("2027-03-03", "10:00", "1h")],
    };
    expect(nextRelevantTime(over, now)?.toISOString()).toBe("2027-03-03T10:00:00.000Z");
    expect(nextRelevantTime(base, now)).toBeNull();
  });
});

describe("sorting", () => {
  it("lists upcoming hangs soonest first: today before ten days out, undated last", () => {
    const tenDaysOut = { ...base, name: "ten days", timeSlots: [makeSlot("2027-03-15", "18:00", "1h")] };
    const undated = { ...base, name: "undated" };
    const today = { ...base, name: "today", isFinalized: true, finalDateTime: "2027-03-05T20:00:00.000Z" };
    const tomorrow = { ...base, name: "tomorrow", timeSlots: [makeSlot("2027-03-06", "09:00", "1h")] };
    const order = sortUpcoming([tenDaysOut, undated, today, tomorrow], now).map((h) => h.name);
    expect(order).toEqual(["today", "tomorrow", "ten days", "undated"]);
  });

  it("lists past hangs the most recent first", () => {
    const lastWeek = { ...base, name: "last week", timeSlots: [makeSlot("2027-02-26", "18:00", "1h")] };
    const yesterday = {
      ...base,
      name: "yesterday",
      isFinalized: true,
      finalDateTime: "2027-03-04T18:00:00Z",
    };
    expect(sortPast([lastWeek, yesterday], now).map((h) => h.name)).toEqual(["yesterday", "last week"]);
  });

  it("keeps the given order between equal times and between items without one", () => {
    const items = [
      { id: "a", at: null },
      { id: "b", at: "2027-03-06T00:00:00Z" },
      { id: "c", at: null },
      { id: "d", at: "2027-03-06T00:00:00Z" },
    ];
    expect(sortByTime(items, (i) => i.at).map((i) => i.id)).toEqual(["b", "d", "a", "c"]);
    expect(sortByTime(items, (i) => i.at, { newestFirst: true }).map((i) => i.id)).toEqual([
      "b",
      "d",
      "a",
      "c",
    ]);
  });
});
