import { describe, expect, it } from "vitest";
import { english } from "../../../../tests/support/english.ts";
import { DURATIONS, formatTimeWindow, makeSlot } from "../../../shared/time-slots.ts";
import type { Translate } from "./create-validation.ts";
import {
  applyChoice,
  DEFAULT_CHOICE,
  endTimesAfter,
  nextSharedChoice,
  rewriteAll,
  sharedChoiceOf,
  slotsForDates,
  withDuration,
  withStart,
} from "./slot-choices.ts";
import { slotSummary } from "./slot-text.ts";

const t: Translate = english;

describe("a slot for every duration", () => {
  const ends = {
    "30min": "10:30",
    "1h": "11:00",
    "1.5h": "11:30",
    "2h": "12:00",
    "3h": "13:00",
    "all-day": "23:59",
    custom: "",
  } as const;
  it.each(DURATIONS)("%s from 10:00", (duration) => {
    expect(applyChoice("2027-05-01", { startTime: "10:00", duration, endTime: "" })).toEqual({
      date: "2027-05-01",
      startTime: "10:00",
      duration,
      endTime: ends[duration],
    });
  });

  it("keeps a custom end after the start and clears one that is not", () => {
    const custom = { startTime: "10:00", duration: "custom", endTime: "14:30" } as const;
    expect(applyChoice("2027-05-01", custom).endTime).toBe("14:30");
    expect(applyChoice("2027-05-01", { ...custom, endTime: "09:30" }).endTime).toBe("");
  });

  it("offers ends after the start, up to the day's last minute", () => {
    expect(endTimesAfter("22:00")).toEqual(["22:30", "23:00", "23:30", "23:59"]);
  });
});

describe("same time for all dates", () => {
  it("starts at 18:00 for 1.5 hours", () => {
    expect(DEFAULT_CHOICE).toEqual({ startTime: "18:00", duration: "1.5h", endTime: "" });
    expect(slotsForDates([], ["2027-05-02", "2027-05-01"], DEFAULT_CHOICE)).toEqual([
      makeSlot("2027-05-01"),
      makeSlot("2027-05-02"),
    ]);
  });

  it("rewrites every slot when the start or duration changes", () => {
    const slots = [makeSlot("2027-05-01"), makeSlot("2027-05-03")];
    const later = nextSharedChoice(DEFAULT_CHOICE, { startTime: "19:00" });
    expect(rewriteAll(slots, later).map((s) => s.endTime)).toEqual(["20:30", "20:30"]);
    const allDay = nextSharedChoice(later, { duration: "all-day" });
    expect(rewriteAll(slots, allDay).map(formatTimeWindow)).toEqual([
      "Saturday, May 1 - All Day",
      "Monday, May 3 - All Day",
    ]);
  });

  it("clears the end on custom until one is chosen", () => {
    const custom = nextSharedChoice(DEFAULT_CHOICE, { duration: "custom" });
    expect(custom.endTime).toBe("");
    const [slot] = rewriteAll([makeSlot("2027-05-01")], custom);
    expect(slotSummary(slot!, t)).toBe("Saturday, May 1 - 6:00 PM to (select end time)");
    expect(formatTimeWindow(slot!)).toBe("Saturday, May 1 - 6:00 PM to TBD");
    const chosen = nextSharedChoice(custom, { endTime: "21:00" });
    expect(rewriteAll([slot!], chosen)[0]?.endTime).toBe("21:00");
    // A start moved past the chosen end clears it again.
    expect(nextSharedChoice(chosen, { startTime: "21:30" }).endTime).toBe("");
  });

  it("keeps the times of dates already chosen when dates are added or removed", () => {
    const own = { ...makeSlot("2027-05-01", "09:00", "2h") };
    expect(
      slotsForDates([own, makeSlot("2027-05-02")], ["2027-05-01", "2027-05-04"], DEFAULT_CHOICE),
    ).toEqual([own, makeSlot("2027-05-04")]);
  });

  it("is recognised in prefilled slots only when they all agree", () => {
    expect(sharedChoiceOf([])).toEqual(DEFAULT_CHOICE);
    expect(sharedChoiceOf([makeSlot("2027-05-01", "09:00"), makeSlot("2027-05-02", "09:00")])).toEqual({
      startTime: "09:00",
      duration: "1.5h",
      endTime: "10:30",
    });
    expect(sharedChoiceOf([makeSlot("2027-05-01", "09:00"), makeSlot("2027-05-02")])).toBeUndefined();
  });
});

describe("per-date mode", () => {
  const slot = makeSlot("2027-05-01", "10:00", "2h");

  it("moves a fixed end with the start", () => {
    expect(withStart(slot, "11:30")).toEqual({ ...slot, startTime: "11:30", endTime: "13:30" });
  });

  it("sets all-day to end at 23:59 and custom to no end", () => {
    expect(withDuration(slot, "all-day").endTime).toBe("23:59");
    expect(withDuration(slot, "custom")).toEqual({ ...slot, duration: "custom", endTime: "" });
    expect(withDuration(slot, "30min").endTime).toBe("10:30");
  });

  it("keeps a custom end that is still after a new start", () => {
    const custom = { ...slot, duration: "custom" as const, endTime: "15:00" };
    expect(withStart(custom, "12:00").endTime).toBe("15:00");
    expect(withStart(custom, "15:00").endTime).toBe("");
  });
});
