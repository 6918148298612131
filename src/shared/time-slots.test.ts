import { describe, expect, it } from "vitest";
import { timeSlotSchema } from "./time-slot-schema.ts";
import {
  endTimeFor,
  formatClock,
  formatTimeWindow,
  isCutAtMidnight,
  makeSlot,
  readTimeSlot,
  readTimeWindows,
  START_TIMES,
  slotKey,
  sortSlots,
} from "./time-slots.ts";

describe("time choices", () => {
  it("run every half hour from 6:00 AM to 11:00 PM", () => {
    expect(START_TIMES[0]).toBe("06:00");
    expect(START_TIMES.at(-1)).toBe("23:00");
    expect(START_TIMES).toHaveLength(35);
    expect(START_TIMES).toContain("18:30");
  });

  it.each([
    ["18:00", "30min", "18:30"],
    ["18:00", "1.5h", "19:30"],
    ["22:30", "3h", "23:59"],
    ["09:00", "all-day", "23:59"],
    ["09:00", "custom", ""],
  ] as const)("%s plus %s ends at %j", (start, duration, end) => {
    expect(endTimeFor(start, duration)).toBe(end);
  });

  it("knows which durations stop at 11:59 PM instead of running past midnight", () => {
    expect(isCutAtMidnight("23:00", "3h")).toBe(true);
    expect(isCutAtMidnight("23:00", "30min")).toBe(false);
    expect(isCutAtMidnight("23:00", "1h")).toBe(true);
    expect(isCutAtMidnight("22:00", "1.5h")).toBe(false);
    expect(isCutAtMidnight("21:00", "3h")).toBe(true);
    expect(isCutAtMidnight("23:00", "all-day")).toBe(false);
    expect(isCutAtMidnight("23:00", "custom")).toBe(false);
  });

  it("defaults a new slot to 18:00 for 1.5 hours", () => {
    expect(makeSlot("2027-01-01")).toEqual({
      date: "2027-01-01",
      startTime: "18:00",
      endTime: "19:30",
      duration: "1.5h",
    });
  });

  it("shows 12-hour clock times", () => {
    expect(formatClock("00:30")).toBe("12:30 AM");
    expect(formatClock("12:00")).toBe("12:00 PM");
    expect(formatClock("23:59")).toBe("11:59 PM");
  });
});

describe("display strings", () => {
  it("name the weekday and month of the slot's own date, whatever the viewer's zone", () => {
    // TZ is Asia/Kathmandu in tests: a Date-based formatter would drift a day here.
    expect(formatTimeWindow(makeSlot("2026-12-05"))).toBe("Saturday, December 5 - 6:00 PM to 7:30 PM");
    expect(formatTimeWindow(makeSlot("2027-03-28", "10:00", "all-day"))).toBe("Sunday, March 28 - All Day");
    expect(
      formatTimeWindow({ date: "2027-03-28", startTime: "10:00", endTime: "", duration: "custom" }),
    ).toBe("Sunday, March 28 - 10:00 AM to TBD");
  });

  it("read the older stored forms, and fall back for what cannot be read", () => {
    expect(readTimeWindows(["Saturday, December 5 - All Day"])).toEqual(["Saturday, December 5 - All Day"]);
    expect(readTimeWindows(JSON.stringify(["Saturday, December 5 - All Day"]))).toEqual([
      "Saturday, December 5 - All Day",
    ]);
    expect(readTimeWindows([{ date: "2026-12-05", startTime: "18:00", endTime: "19:00" }])).toEqual([
      "Saturday, December 5 - 6:00 PM to 7:00 PM",
    ]);
    expect(readTimeWindows([JSON.stringify({ date: "Dec 5", time: "evening" })])).toEqual([
      "Dec 5 - evening",
    ]);
    expect(readTimeWindows([42, "{broken"])).toEqual(["All day", "{broken"]);
    expect(readTimeWindows([{}], "Multiple time slots")).toEqual(["Multiple time slots"]);
    expect(readTimeWindows(null)).toEqual([]);
  });
});

describe("slots", () => {
  it("sort by date then start", () => {
    const slots = [
      makeSlot("2027-01-02", "09:00"),
      makeSlot("2027-01-01", "20:00"),
      makeSlot("2027-01-01", "08:00"),
    ];
    expect(sortSlots(slots).map(slotKey)).toEqual([
      "2027-01-01_08:00_09:30",
      "2027-01-01_20:00_21:30",
      "2027-01-02_09:00_10:30",
    ]);
  });

  it("need every part, with the spec's messages", () => {
    const result = timeSlotSchema.safeParse({ date: "", startTime: "", endTime: "", duration: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([
        "Date is required",
        "Start time is required",
        "End time is required",
        "Duration is required",
      ]),
    );
    expect(timeSlotSchema.safeParse({ ...makeSlot("2027-02-30") }).success).toBe(false);
  });

  it.each([
    [{ date: "2027-03-13", startTime: "18:00", endTime: "19:30", duration: "1.5h" }],
    [{ date: "2027-02-30", startTime: "18:00", endTime: "19:30", duration: "1.5h" }],
    [{ date: "2027-3-13", startTime: "18:00", endTime: "19:30", duration: "1.5h" }],
    [{ date: "2027-03-13", startTime: "24:00", endTime: "19:30", duration: "1.5h" }],
    [{ date: "2027-03-13", startTime: "18:00", endTime: "7:30", duration: "1.5h" }],
    [{ date: "2027-03-13", startTime: "18:00", endTime: "19:30", duration: "4h" }],
    [{ date: "2027-03-13", startTime: "18:00", endTime: "19:30" }],
    [{ date: 20270313, startTime: "18:00", endTime: "19:30", duration: "custom" }],
    ["2027-03-13"],
    [null],
  ])("are read from stored values by the schema's rules (%j)", (value) => {
    const parsed = timeSlotSchema.safeParse(value);
    expect(readTimeSlot(value)).toEqual(parsed.success ? parsed.data : undefined);
  });
});
