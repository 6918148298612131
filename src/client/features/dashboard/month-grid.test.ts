import { describe, expect, it } from "vitest";
import { addMonths, keyMove, monthWeeks, moveDate } from "./month-grid.ts";

const ymd = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

describe("month grid", () => {
  it("shows whole weeks from Sunday, only as many as the month needs", () => {
    const november = monthWeeks(new Date(2026, 10, 24));
    expect(november).toHaveLength(5);
    expect(ymd(november[0]![0]!)).toBe("2026-11-01");
    expect(ymd(november[4]![6]!)).toBe("2026-12-05");
    // February 2026 starts on a Sunday and fills exactly four weeks.
    const february = monthWeeks(new Date(2026, 1, 10));
    expect(february).toHaveLength(4);
    expect(ymd(february[3]![6]!)).toBe("2026-02-28");
    const august = monthWeeks(new Date(2026, 7, 1));
    expect(august).toHaveLength(6);
    expect(ymd(august[0]![0]!)).toBe("2026-07-26");
  });

  it("moves as the keys say, keeping to the month's last day", () => {
    expect(ymd(addMonths(new Date(2026, 0, 31), 1))).toBe("2026-02-28");
    expect(ymd(moveDate(new Date(2028, 1, 29), "year", 1))).toBe("2029-02-28");
    expect(ymd(moveDate(new Date(2026, 10, 30), "day", 1))).toBe("2026-12-01");
    expect(ymd(moveDate(new Date(2026, 10, 25), "startOfWeek", -1))).toBe("2026-11-22");
    expect(ymd(moveDate(new Date(2026, 10, 25), "endOfWeek", 1))).toBe("2026-11-28");
    expect(keyMove("ArrowUp", false)).toEqual(["week", -1]);
    expect(keyMove("PageDown", true)).toEqual(["year", 1]);
    expect(keyMove("Enter", false)).toBeUndefined();
  });
});
