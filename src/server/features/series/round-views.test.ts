import { describe, expect, it } from "vitest";
import type { SeriesRow } from "../../db/series-schema.ts";
import type { RoundRowWithHang } from "./queries.ts";
import { roundViews } from "./round-views.ts";
import { rhythmOf } from "./views.ts";

const SERIES = {
  id: "5b3c2d1e-0f9a-4b8c-8d7e-6f5a4b3c2d1e",
  rrule: "FREQ=WEEKLY;INTERVAL=1",
  startsOn: "2027-03-02",
  slots: [{ weekday: 2, startTime: "19:00", duration: "3h" }],
  hostTimezone: "America/New_York",
  opensDaysBefore: 2,
  answerByDaysBefore: 1,
  rotation: [],
  status: "active",
} as unknown as SeriesRow;

const tuesdayHang = (date: string): NonNullable<RoundRowWithHang["hang"]> => ({
  id: `hang-${date}`,
  hostName: "Ana",
  hostTimezone: "America/New_York",
  timeSlots: [{ date, startTime: "19:00", endTime: "22:00", duration: "3h" }],
  answerBy: new Date(`${date}T00:00:00Z`),
  isFinalized: false,
  finalDateTime: null,
  isCancelled: false,
  maxCapacity: null,
});

const openRow = (date: string): RoundRowWithHang => ({
  seriesId: SERIES.id,
  roundDate: date,
  status: "open",
  createdAt: new Date("2027-03-01T00:00:00Z"),
  hang: tuesdayHang(date),
});

const views = (series: SeriesRow, rows: RoundRowWithHang[], now: string) =>
  roundViews({ series, rows, answers: new Map(), now: new Date(now), hostOf: () => "Ana" });

describe("a series' rounds", () => {
  it("keeps an open round whose date the changed rule no longer yields, beside the new plan", () => {
    const wednesdays = {
      ...SERIES,
      startsOn: "2027-03-03",
      slots: [{ weekday: 3, startTime: "18:00", duration: "2h" }],
    };
    const rounds = views(wednesdays as SeriesRow, [openRow("2027-03-02")], "2027-03-01T12:00:00Z");
    expect(rounds.map((r) => [r.date, r.status])).toEqual([
      ["2027-03-02", "open"],
      ["2027-03-03", "upcoming"],
      ["2027-03-10", "upcoming"],
      ["2027-03-17", "upcoming"],
    ]);
    expect(rounds[0]!.slots[0]).toMatchObject({ date: "2027-03-02", startTime: "19:00" });
  });

  it("lists at most 12 past rounds, newest first, and reads a round with no hang left as cancelled", () => {
    const dates = Array.from({ length: 14 }, (_, i) =>
      new Date(Date.UTC(2027, 2, 2 + 7 * i)).toISOString().slice(0, 10),
    );
    const rows = dates.map(openRow);
    rows[13] = { ...rows[13]!, hang: null };
    const rounds = views(SERIES, rows, "2027-06-01T12:00:00Z");
    const past = rounds.filter((r) => r.date < "2027-06-01");
    expect(past).toHaveLength(12);
    expect(past[0]!.date).toBe("2027-05-25");
    expect(past.at(-1)!.date).toBe("2027-03-09");
    expect(rounds.find((r) => r.date === "2027-06-01")).toMatchObject({ status: "cancelled", hangId: null });
  });

  it("lists a round locked in on its first time once, as past, while its other times are still ahead", () => {
    const two = { ...SERIES, slots: [...SERIES.slots, { weekday: 4, startTime: "19:00", duration: "3h" }] };
    const hang = {
      ...tuesdayHang("2027-03-02"),
      timeSlots: [
        { date: "2027-03-02", startTime: "19:00", endTime: "22:00", duration: "3h" as const },
        { date: "2027-03-04", startTime: "19:00", endTime: "22:00", duration: "3h" as const },
      ],
      isFinalized: true,
      finalDateTime: new Date("2027-03-03T00:00:00Z"),
    };
    const rows = [{ ...openRow("2027-03-02"), hang }];
    // Wednesday: Tuesday's locked-in evening is over, Thursday's offered time not yet.
    const rounds = views(two as SeriesRow, rows, "2027-03-03T15:00:00Z");
    expect(rounds.filter((r) => r.date === "2027-03-02")).toEqual([
      expect.objectContaining({ status: "past", finalDateTime: "2027-03-03T00:00:00.000Z" }),
    ]);
    expect(rounds).toHaveLength(5);
  });

  it("plans nothing more once ended, and reads a round too late to open as past", () => {
    expect(views({ ...SERIES, status: "ended" }, [], "2027-03-01T12:00:00Z")).toEqual([]);
    // Monday 8 PM in New York: the first round's answer-by (7 PM) went by unopened.
    expect(views(SERIES, [], "2027-03-02T01:00:00Z")[0]).toMatchObject({
      date: "2027-03-02",
      status: "past",
    });
  });
});

describe("the form's rhythm names", () => {
  it("match the form's rules however they are written, and nothing else", () => {
    expect(rhythmOf("FREQ=WEEKLY")).toBe("weekly");
    expect(rhythmOf("interval=2;freq=weekly")).toBe("biweekly");
    expect(rhythmOf("FREQ=MONTHLY;INTERVAL=1")).toBe("monthly");
    expect(rhythmOf("FREQ=WEEKLY;BYDAY=TU")).toBeNull();
  });
});
