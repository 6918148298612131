// A series' rounds: dates from the RRULE, slots at the same wall-clock time across DST, when each
// round opens and is due, and the rules Hangs refuses.
import { describe, expect, it } from "vitest";
import { instantToWallTime } from "../../../shared/calendar.ts";
import { SERIES_MESSAGES } from "../../../shared/series.ts";
import {
  dueRounds,
  planRound,
  roundNumber,
  rruleProblem,
  type SeriesPlan,
  upcomingRounds,
} from "./rounds.ts";

const weekly: SeriesPlan = {
  rrule: "FREQ=WEEKLY;INTERVAL=1",
  startsOn: "2026-02-02", // a Monday
  slots: [
    { weekday: 2, startTime: "19:00", duration: "3h" },
    { weekday: 4, startTime: "19:00", duration: "3h" },
  ],
  hostTimezone: "America/New_York",
  opensDaysBefore: 10,
  answerByDaysBefore: 3,
};

const wall = (instant: Date, zone: string) => {
  const w = instantToWallTime(instant, zone);
  return `${w.date} ${w.time}`;
};

describe("rounds of a series", () => {
  it("gives a weekly round each week with the week's Tuesday and Thursday", () => {
    const rounds = upcomingRounds(weekly, new Date("2026-02-01T12:00:00Z"), 3);
    expect(rounds.map((r) => r.date)).toEqual(["2026-02-02", "2026-02-09", "2026-02-16"]);
    expect(rounds[0]?.slots).toEqual([
      { date: "2026-02-03", startTime: "19:00", endTime: "22:00", duration: "3h" },
      { date: "2026-02-05", startTime: "19:00", endTime: "22:00", duration: "3h" },
    ]);
  });

  it("gives a round every other week for a biweekly rule", () => {
    const plan = { ...weekly, rrule: "FREQ=WEEKLY;INTERVAL=2" };
    const dates = upcomingRounds(plan, new Date("2026-02-01T12:00:00Z"), 3).map((r) => r.date);
    expect(dates).toEqual(["2026-02-02", "2026-02-16", "2026-03-02"]);
    expect(planRound(plan, "2026-02-09")).toBeUndefined();
    expect(planRound(plan, "2026-02-16")?.slots.map((s) => s.date)).toEqual(["2026-02-17", "2026-02-19"]);
  });

  it("gives a monthly round on the same day of each month, slots in the week from it", () => {
    const plan = { ...weekly, rrule: "FREQ=MONTHLY;INTERVAL=1", startsOn: "2026-01-31" };
    const rounds = upcomingRounds(plan, new Date("2026-01-20T12:00:00Z"), 3);
    // A month without a 31st has no round (RFC 5545), as calendars show it.
    expect(rounds.map((r) => r.date)).toEqual(["2026-01-31", "2026-03-31", "2026-05-31"]);
    expect(rounds[0]?.slots.map((s) => s.date)).toEqual(["2026-02-03", "2026-02-05"]);
  });

  it("cuts a round's days short before the next occurrence", () => {
    const plan = { ...weekly, rrule: "FREQ=WEEKLY;BYDAY=MO,WE" };
    const round = planRound(plan, "2026-02-02");
    expect(round?.slots.map((s) => s.date)).toEqual(["2026-02-03"]);
    expect(planRound(plan, "2026-02-04")?.slots.map((s) => s.date)).toEqual(["2026-02-05"]);
  });

  it("skips an occurrence none of the slots fall in, and dates that are not occurrences", () => {
    const plan = {
      ...weekly,
      rrule: "FREQ=DAILY",
      slots: [{ weekday: 3, startTime: "18:00", duration: "1h" as const }],
    };
    expect(planRound(plan, "2026-02-02")).toBeUndefined(); // Monday: the slot is Wednesday's
    expect(planRound(plan, "2026-02-04")?.slots).toHaveLength(1);
    expect(planRound(weekly, "2026-02-03")).toBeUndefined();
    expect(planRound(weekly, "2026-01-26")).toBeUndefined(); // before startsOn
  });

  it("opens and closes answers the given calendar days before the first slot, at its wall time", () => {
    const round = planRound(weekly, "2026-02-09");
    expect(wall(round!.firstSlotAt, "America/New_York")).toBe("2026-02-10 19:00");
    expect(wall(round!.lastSlotEndsAt, "America/New_York")).toBe("2026-02-12 22:00");
    expect(wall(round!.opensAt, "America/New_York")).toBe("2026-01-31 19:00");
    expect(wall(round!.answerBy, "America/New_York")).toBe("2026-02-07 19:00");
  });
});

describe("wall-clock times across a DST change", () => {
  it("keeps 19:00 in New York before and after the clocks spring forward (8 March 2026)", () => {
    const rounds = upcomingRounds(weekly, new Date("2026-02-27T12:00:00Z"), 3);
    expect(rounds.map((r) => r.date)).toEqual(["2026-03-02", "2026-03-09", "2026-03-16"]);
    const starts = rounds.map((r) => r.firstSlotAt.toISOString());
    expect(starts).toEqual([
      "2026-03-04T00:00:00.000Z",
      "2026-03-10T23:00:00.000Z",
      "2026-03-17T23:00:00.000Z",
    ]);
    for (const round of rounds) expect(wall(round.firstSlotAt, "America/New_York")).toMatch(/ 19:00$/);
  });

  it("keeps 19:00 in Berlin across the end of summer time (25 October 2026), opensAt included", () => {
    const berlin = { ...weekly, hostTimezone: "Europe/Berlin", startsOn: "2026-10-05" };
    const round = planRound(berlin, "2026-10-26");
    expect(round?.firstSlotAt.toISOString()).toBe("2026-10-27T18:00:00.000Z"); // CET, +01:00
    // Opens 10 days before, on 17 October, still in summer time: 19:00 there is 17:00 UTC.
    expect(round?.opensAt.toISOString()).toBe("2026-10-17T17:00:00.000Z");
    expect(planRound(berlin, "2026-10-19")?.firstSlotAt.toISOString()).toBe("2026-10-20T17:00:00.000Z");
  });

  it("keeps 19:00 in Berlin across the start of summer time (29 March 2026)", () => {
    const berlin = { ...weekly, hostTimezone: "Europe/Berlin", startsOn: "2026-03-23" };
    expect(planRound(berlin, "2026-03-23")?.firstSlotAt.toISOString()).toBe("2026-03-24T18:00:00.000Z");
    expect(planRound(berlin, "2026-03-30")?.firstSlotAt.toISOString()).toBe("2026-03-31T17:00:00.000Z");
  });
});

describe("due rounds", () => {
  const round = planRound(weekly, "2026-02-16")!; // first slot Tue 17 Feb 19:00 New York

  it("is due from the moment it opens", () => {
    expect(dueRounds(weekly, new Date(round.opensAt.getTime() - 1)).map((r) => r.date)).not.toContain(
      "2026-02-16",
    );
    expect(dueRounds(weekly, round.opensAt).map((r) => r.date)).toContain("2026-02-16");
  });

  it("stops being due an hour before its answer-by, so a late round never opens", () => {
    const hour = 3_600_000;
    expect(dueRounds(weekly, new Date(round.answerBy.getTime() - hour)).map((r) => r.date)).toContain(
      "2026-02-16",
    );
    expect(dueRounds(weekly, new Date(round.answerBy.getTime() - hour + 1)).map((r) => r.date)).not.toContain(
      "2026-02-16",
    );
  });

  it("lists every round open at once when opening starts before the previous answer-by", () => {
    const early = { ...weekly, opensDaysBefore: 14 };
    const now = new Date("2026-02-04T12:00:00Z");
    expect(dueRounds(early, now).map((r) => r.date)).toEqual(["2026-02-09", "2026-02-16"]);
    expect(dueRounds(weekly, now).map((r) => r.date)).toEqual(["2026-02-09"]);
  });

  it("has nothing due for a rule whose occurrences have ended", () => {
    const ended = { ...weekly, rrule: "FREQ=WEEKLY;COUNT=2" };
    expect(dueRounds(ended, new Date("2026-03-01T12:00:00Z"))).toEqual([]);
    expect(upcomingRounds(ended, new Date("2026-02-01T12:00:00Z"), 5).map((r) => r.date)).toEqual([
      "2026-02-02",
      "2026-02-09",
    ]);
  });
});

describe("rules Hangs refuses", () => {
  const now = new Date("2026-02-01T12:00:00Z");
  const problem = (rrule: string, startsOn = "2026-02-02") => rruleProblem(rrule, startsOn, now);

  it("accepts the rhythms the form offers and ordinary rules", () => {
    for (const rule of [
      "FREQ=WEEKLY;INTERVAL=1",
      "FREQ=WEEKLY;INTERVAL=2",
      "FREQ=MONTHLY;INTERVAL=1",
      "FREQ=DAILY",
      "FREQ=MONTHLY;BYDAY=-1FR",
      "FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20261231",
      "FREQ=DAILY;BYHOUR=19",
    ]) {
      expect(problem(rule), rule).toBeUndefined();
    }
  });

  it("refuses text that is not a rule", () => {
    for (const rule of [
      "",
      "FOO",
      "RRULE:FREQ=WEEKLY",
      "freq=weekly",
      "FREQ=WEEKLY;INTERVAL=0",
      "FREQ=WEEKLY;INTERVAL=-1",
      "FREQ=WEEKLY;BYDAY=XX",
      "FREQ=WEEKLY;X-FOO=1",
      "FREQ=WEEKLY;FREQ=DAILY",
      "FREQ=WEEKLY;COUNT=2;UNTIL=20270101",
      "FREQ=DAILY;BYDAY=1MO",
      "FREQ=WEEKLY;BYMONTHDAY=3",
      "FREQ=MONTHLY;BYMONTHDAY=40",
      "DTSTART:20260101\nRRULE:FREQ=WEEKLY",
    ]) {
      expect(problem(rule), rule).toBe(SERIES_MESSAGES.rruleInvalid);
    }
  });

  it("refuses rules finer than a day or with several times a day", () => {
    for (const rule of [
      "FREQ=HOURLY",
      "FREQ=MINUTELY",
      "FREQ=SECONDLY",
      "FREQ=DAILY;BYHOUR=9,18",
      "FREQ=DAILY;BYMINUTE=0,30",
    ]) {
      expect(problem(rule), rule).toBe(SERIES_MESSAGES.rruleTooOften);
    }
  });

  it("refuses rules that never happen again", () => {
    for (const rule of [
      "FREQ=WEEKLY;UNTIL=20260101",
      "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=31",
      "FREQ=MONTHLY;BYMONTH=4;BYMONTHDAY=31",
      "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30",
    ]) {
      expect(problem(rule), rule).toBe(SERIES_MESSAGES.rruleNever);
    }
    expect(problem("FREQ=WEEKLY;COUNT=3", "2025-01-06")).toBe(SERIES_MESSAGES.rruleNever);
    expect(problem("FREQ=WEEKLY;COUNT=3", "2026-01-19")).toBeUndefined(); // 2 February still to come
  });

  it("stops a rule ical.js would chase forever, quickly", () => {
    const started = Date.now();
    // From a Monday every 7th day is a Monday: never a Tuesday.
    expect(problem("FREQ=DAILY;INTERVAL=7;BYDAY=TU")).toBe(SERIES_MESSAGES.rruleNever);
    expect(dueRounds({ ...weekly, rrule: "FREQ=DAILY;INTERVAL=7;BYDAY=TU" }, now)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe("round numbers", () => {
  it("counts the rounds from the first, skipping occurrences without a slot", () => {
    expect(roundNumber(weekly, "2026-02-02")).toBe(0);
    expect(roundNumber(weekly, "2026-02-23")).toBe(3);
    expect(roundNumber(weekly, "2026-02-24")).toBeUndefined();
    const plan = {
      ...weekly,
      rrule: "FREQ=DAILY",
      slots: [{ weekday: 3, startTime: "18:00", duration: "1h" as const }],
    };
    expect(roundNumber(plan, "2026-02-04")).toBe(0);
    expect(roundNumber(plan, "2026-02-11")).toBe(1);
  });
});
