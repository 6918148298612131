import { describe, expect, it } from "vitest";
import type { RoundStatus, RoundView } from "../../../shared/series.ts";
import { makeSlot } from "../../../shared/time-slots.ts";
import { canSkip, canUnskip, nextRound, splitRounds } from "./rounds.ts";
import { rhythmOf } from "./words.ts";

const ZONE = "America/New_York";

function round(date: string, status: RoundStatus, extra: Partial<RoundView> = {}): RoundView {
  return {
    date,
    status,
    hangId: status === "upcoming" ? null : `hang-${date}`,
    opensAt: `${date}T00:00:00.000Z`,
    answerBy: `${date}T00:00:00.000Z`,
    slots: [makeSlot(date, "19:00", "3h")],
    hostName: "Ana",
    finalDateTime: null,
    going: [],
    ...extra,
  };
}

describe("the series page's rounds", () => {
  const now = new Date("2027-03-10T12:00:00Z");

  it("splits the server's list (past newest first, then next soonest first) where the dates turn", () => {
    const list = [
      round("2027-03-03", "past"),
      round("2027-02-24", "skipped"),
      round("2027-03-17", "open"),
      round("2027-03-24", "upcoming"),
    ];
    const { past, next } = splitRounds(list, ZONE, now);
    expect(past.map((r) => r.date)).toEqual(["2027-03-03", "2027-02-24"]);
    expect(next.map((r) => r.date)).toEqual(["2027-03-17", "2027-03-24"]);
  });

  it("tells a lone leading round by its state, or by its clock when its state could be either", () => {
    const upcoming = [round("2027-03-17", "upcoming"), round("2027-03-24", "upcoming")];
    expect(splitRounds(upcoming, ZONE, now).past).toEqual([]);
    const overAndLocked = [round("2027-03-03", "locked"), round("2027-03-17", "upcoming")];
    expect(splitRounds(overAndLocked, ZONE, now).past.map((r) => r.date)).toEqual(["2027-03-03"]);
    const lockedAhead = [round("2027-03-12", "locked"), round("2027-03-17", "upcoming")];
    expect(splitRounds(lockedAhead, ZONE, now).next.map((r) => r.date)).toEqual(["2027-03-12", "2027-03-17"]);
    expect(splitRounds([], ZONE, now)).toEqual({ past: [], next: [] });
  });

  it("leads with the first round that will take place, and offers Skip and Unskip where they work", () => {
    const next = [round("2027-03-17", "skipped", { hangId: null }), round("2027-03-24", "upcoming")];
    expect(nextRound(next)?.date).toBe("2027-03-24");
    expect(canSkip(round("2027-03-24", "open"))).toBe(true);
    expect(canSkip(round("2027-03-24", "cancelled"))).toBe(false);
    expect(canUnskip(round("2027-03-24", "skipped", { hangId: null }))).toBe(true);
    // Skipped after it opened: its hang was cancelled, and stays so.
    expect(canUnskip(round("2027-03-24", "skipped"))).toBe(false);
  });
});

describe("a rhythm in words", () => {
  it("reads plain rules and leaves the rest to 'its own rhythm'", () => {
    expect(rhythmOf("FREQ=WEEKLY;INTERVAL=2")).toEqual({ id: "series.everyWeeks", count: 2 });
    expect(rhythmOf("freq=monthly")).toEqual({ id: "series.everyMonths", count: 1 });
    expect(rhythmOf("FREQ=WEEKLY;BYDAY=TU")).toBeUndefined();
    expect(rhythmOf("FREQ=HOURLY")).toBeUndefined();
    expect(rhythmOf("FREQ=WEEKLY;INTERVAL=0")).toBeUndefined();
  });
});
