import { describe, expect, it } from "vitest";
import { legacyWindowSlots, tickedWindowSlots } from "./legacy-windows.ts";

const CREATED = "2026-11-01T10:00:00Z";

describe("an older hang's time windows as slots", () => {
  it("reads display strings, finding the year from the weekday from creation on", () => {
    expect(
      legacyWindowSlots(
        ["Saturday, March 13 - 6:00 PM to 7:30 PM", "Friday, December 25 - All Day", "Sometime soon"],
        CREATED,
      ),
    ).toEqual([
      // March 13 is a Saturday in 2027; December 25 a Friday in 2026.
      { date: "2027-03-13", startTime: "18:00", endTime: "19:30", duration: "custom" },
      { date: "2026-12-25", startTime: "00:00", endTime: "23:59", duration: "all-day" },
    ]);
  });

  it("reads objects and JSON strings with a date and times, and leaves out what names no time", () => {
    const raw = JSON.stringify([
      { date: "2026-12-05", startTime: "18:00", endTime: "19:00" },
      JSON.stringify({ date: "Dec 5", time: "evening" }),
    ]);
    expect(legacyWindowSlots(raw, CREATED)).toEqual([
      { date: "2026-12-05", startTime: "18:00", endTime: "19:00", duration: "custom" },
    ]);
    // A weekday that matches no year soon after creation is not guessed.
    expect(legacyWindowSlots(["Tuesday, March 13 - All Day"], CREATED)).toEqual([]);
  });

  it("keeps the slots whose display strings the guest ticked", () => {
    const slots = legacyWindowSlots(
      ["Saturday, March 13 - 6:00 PM to 7:30 PM", "Sunday, March 14 - All Day"],
      CREATED,
    );
    expect(tickedWindowSlots(slots, ["Sunday, March 14 - All Day"])).toEqual([slots[1]]);
  });
});
