import { describe, expect, it } from "vitest";
import { wallTimeToInstant } from "./calendar.ts";
import { reminderInstants, remindersToSchedule } from "./reminders.ts";

const NY = "America/New_York";
const all = { "2_days": true, "1_day": true, "2_hours": true, custom: [48, 5] };
const iso = (reminders: { key: string; at: Date }[]) => reminders.map((r) => [r.key, r.at.toISOString()]);

describe("reminder instants in the host's zone (tests run in +05:45)", () => {
  it("keep the clock time for days across the March change, and count hours as elapsed", () => {
    // 6 PM EDT on Monday 15 March 2027; clocks went forward on Sunday the 14th.
    const final = wallTimeToInstant("2027-03-15", "18:00", NY);
    expect(final.toISOString()).toBe("2027-03-15T22:00:00.000Z");
    expect(iso(reminderInstants(final, NY, all))).toEqual([
      ["custom_48h", "2027-03-13T22:00:00.000Z"], // 5 PM EST: 48 elapsed hours
      ["2_days", "2027-03-13T23:00:00.000Z"], // 6 PM EST on Saturday
      ["1_day", "2027-03-14T22:00:00.000Z"], // 6 PM EDT on Sunday
      ["custom_5h", "2027-03-15T17:00:00.000Z"],
      ["2_hours", "2027-03-15T20:00:00.000Z"],
    ]);
  });

  it("keep the clock time for days across the November change", () => {
    // 6 PM EST on Monday 8 November 2027; clocks went back on Sunday the 7th.
    const final = wallTimeToInstant("2027-11-08", "18:00", NY);
    expect(iso(reminderInstants(final, NY, { "2_days": true, "1_day": true, "2_hours": true }))).toEqual([
      ["2_days", "2027-11-06T22:00:00.000Z"], // 6 PM EDT on Saturday
      ["1_day", "2027-11-07T23:00:00.000Z"], // 6 PM EST on Sunday
      ["2_hours", "2027-11-08T21:00:00.000Z"],
    ]);
  });

  it("move a day-before time that the spring change skips forward", () => {
    const final = wallTimeToInstant("2027-03-15", "02:30", NY);
    expect(iso(reminderInstants(final, NY, { "1_day": true }))).toEqual([
      ["1_day", "2027-03-14T07:30:00.000Z"], // 02:30 does not exist on the 14th: 03:30 EDT
    ]);
  });

  it("count a custom reminder that lands on a preset once", () => {
    const final = wallTimeToInstant("2027-06-10", "18:00", NY);
    expect(iso(reminderInstants(final, NY, { "1_day": true, custom: [24, 24] }))).toEqual([
      ["1_day", "2027-06-09T22:00:00.000Z"],
    ]);
    expect(reminderInstants(final, NY, null)).toEqual([]);
  });
});

describe("what gets scheduled", () => {
  const final = wallTimeToInstant("2027-06-10", "18:00", NY);

  it("skips the reminders already due (the lock-in mail goes out now) and keeps the rest at their time", () => {
    const now = new Date(final.getTime() - 3 * 3_600_000);
    expect(iso(remindersToSchedule(final, NY, all, now))).toEqual([["2_hours", "2027-06-10T20:00:00.000Z"]]);
    // Due this very instant counts as due.
    const dueNow = new Date(final.getTime() - 2 * 3_600_000);
    expect(remindersToSchedule(final, NY, { "2_hours": true }, dueNow)).toEqual([]);
  });

  it("schedules nothing for a hang that has started", () => {
    expect(remindersToSchedule(final, NY, all, new Date(final.getTime() + 1000))).toEqual([]);
  });
});
