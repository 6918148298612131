// Skipping ahead in a long series must never move, add or lose an occurrence: checked against
// ical.js iterating the same rule from its real start, over many generated rules.
import fc from "fast-check";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { WallTime } from "./calendar-zones.ts";
import { addDays, dayNumber, fastForward, lastStartBound } from "./series-bounds.ts";

const DAY_MS = 86_400_000;
const stamp = (w: WallTime) => `${w.year}-${w.month}-${w.day} ${w.hour}:${w.minute}`;

function occurrences(rule: string, start: WallTime, fromDay: number, toDay: number, skipFast: boolean) {
  const recur = ICAL.Recur.fromString(rule);
  const first = skipFast ? fastForward(recur, start, fromDay) : { wall: start, skipped: 0 };
  if (recur.count) {
    if (recur.count <= first.skipped) return [];
    recur.count -= first.skipped;
  }
  const iterator = recur.iterator(ICAL.Time.fromData({ ...first.wall, isDate: false }));
  const found: string[] = [];
  for (let next = iterator.next(), steps = 0; next && steps < 20_000; next = iterator.next(), steps++) {
    const day = dayNumber(next);
    if (day > toDay) break;
    if (day >= fromDay) found.push(stamp({ ...start, year: next.year, month: next.month, day: next.day }));
  }
  return found;
}

const rules = fc.oneof(
  fc.record({
    freq: fc.constantFrom("DAILY", "WEEKLY", "MONTHLY", "YEARLY"),
    interval: fc.integer({ min: 1, max: 4 }),
    byDay: fc.subarray(["MO", "TU", "WE", "TH", "FR", "SA", "SU"]),
    count: fc.option(fc.integer({ min: 1, max: 400 }), { nil: undefined }),
    byMonthDay: fc.option(fc.integer({ min: 1, max: 31 }), { nil: undefined }),
  }),
);

function ruleText(r: {
  freq: string;
  interval: number;
  byDay: string[];
  count?: number;
  byMonthDay?: number;
}) {
  return [
    `FREQ=${r.freq}`,
    `INTERVAL=${r.interval}`,
    ...(r.count ? [`COUNT=${r.count}`] : []),
    ...(r.byDay.length > 0 && r.freq !== "YEARLY" ? [`BYDAY=${r.byDay.join(",")}`] : []),
    ...(r.byMonthDay && r.freq === "MONTHLY" ? [`BYMONTHDAY=${r.byMonthDay}`] : []),
  ].join(";");
}

describe("skipping ahead in a series", () => {
  it("gives exactly the occurrences iterating from the real start gives", () => {
    fc.assert(
      fc.property(
        rules,
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 100, max: 4000 }),
        fc.integer({ min: 1, max: 40 }),
        (rule, startOffset, gap, length) => {
          const start = addDays(
            { year: 2016, month: 1, day: 1, hour: 18, minute: 30, second: 0 },
            startOffset,
          );
          const fromDay = dayNumber(start) + gap;
          const text = ruleText(rule);
          expect(occurrences(text, start, fromDay, fromDay + length, true)).toEqual(
            occurrences(text, start, fromDay, fromDay + length, false),
          );
        },
      ),
      { numRuns: 300 },
    );
    // 300 series iterated from their real start: CPU work that a busy machine stretches.
  }, 30_000);

  it("moves a weekly meeting begun years ago to just before the range, on the same weekday", () => {
    const start = { year: 2019, month: 1, day: 7, hour: 9, minute: 0, second: 0 };
    const moved = fastForward(
      ICAL.Recur.fromString("FREQ=WEEKLY;BYDAY=MO"),
      start,
      dayNumber({ year: 2027, month: 3, day: 5 }),
    );
    expect(moved.wall).toMatchObject({ year: 2027, month: 3, day: 1, hour: 9 });
    expect(new Date(dayNumber(moved.wall) * DAY_MS).getUTCDay()).toBe(1);
  });

  it("leaves alone what a move could change: a start the rule does not produce, the 31st", () => {
    const monday = { year: 2019, month: 1, day: 7, hour: 9, minute: 0, second: 0 };
    const later = dayNumber({ year: 2027, month: 3, day: 5 });
    expect(fastForward(ICAL.Recur.fromString("FREQ=WEEKLY;BYDAY=TU"), monday, later).wall).toBe(monday);
    const the31st = { ...monday, day: 31 };
    expect(fastForward(ICAL.Recur.fromString("FREQ=MONTHLY"), the31st, later).wall).toBe(the31st);
  });
});

describe("how far a series reaches", () => {
  it("ends on its UNTIL date", () => {
    expect(lastStartBound("FREQ=WEEKLY;UNTIL=20250630T035959Z;BYDAY=MO", "20250106")).toBe("20250630");
  });

  it("is never before the last occurrence of a counted series", () => {
    fc.assert(
      fc.property(rules, fc.integer({ min: 1, max: 200 }), (rule, count) => {
        const text = ruleText({ ...rule, count });
        const start = { year: 2020, month: 1, day: 31, hour: 12, minute: 0, second: 0 };
        const bound = lastStartBound(text, "20200131");
        if (bound === undefined) return;
        const all = occurrences(text, start, 0, dayNumber({ year: 2400, month: 1, day: 1 }), false);
        const last = all.at(-1)!.split(" ")[0]!.split("-").map(Number) as [number, number, number];
        const lastStamp = `${last[0]}${String(last[1]).padStart(2, "0")}${String(last[2]).padStart(2, "0")}`;
        expect(bound >= lastStamp, `${text}: ${bound} < ${lastStamp}`).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("is unknown when a series goes on for ever", () => {
    expect(lastStartBound("FREQ=DAILY", "20200101")).toBeUndefined();
    expect(lastStartBound("FREQ=MONTHLY;BYMONTHDAY=31;COUNT=5", "20200101")).toBeUndefined();
  });
});
