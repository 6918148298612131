// The calendar's clocks: the quick offset lookup agrees with the app's own zone conversion (the
// slots' instants), on DST nights too; Windows names and path-style ids find their zones.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { wallTimeToInstant } from "../../../shared/calendar.ts";
import { ianaClock, isKnownZone, zoneLookup } from "./calendar-zones.ts";

const ZONES = [
  "America/New_York",
  "Europe/Berlin",
  "Asia/Kathmandu",
  "Australia/Lord_Howe",
  "America/St_Johns",
  "UTC",
];
const pad = (n: number) => String(n).padStart(2, "0");

describe("a zone's clock", () => {
  it("gives every wall-clock time the instant the slots get for it, skipped DST times included", () => {
    // The dates' UTC fields are used as wall-clock times in each zone.
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.date({
          min: new Date("2020-01-01T00:00Z"),
          max: new Date("2032-12-31T00:00Z"),
          noInvalidDate: true,
        }),
        (zone, date) => {
          const w = {
            year: date.getUTCFullYear(),
            month: date.getUTCMonth() + 1,
            day: date.getUTCDate(),
            hour: date.getUTCHours(),
            minute: date.getUTCMinutes(),
            second: 0,
          };
          const expected = wallTimeToInstant(
            `${w.year}-${pad(w.month)}-${pad(w.day)}`,
            `${pad(w.hour)}:${pad(w.minute)}`,
            zone,
          );
          const clock = ianaClock(zone);
          const instant = clock.instant(w);
          if (instant === expected.getTime()) return;
          // Only a time the autumn change repeats may differ (the two libraries pick differently on
          // Lord Howe's half-hour change): both instants show it, and this clock takes the first.
          expect(clock.wall(instant)).toEqual(w);
          expect(clock.wall(expected.getTime())).toEqual(w);
          expect(instant).toBeLessThan(expected.getTime());
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("moves a time the spring change skips forward, and takes the first of a time the autumn change repeats", () => {
    const ny = ianaClock("America/New_York");
    expect(
      new Date(ny.instant({ year: 2027, month: 3, day: 14, hour: 2, minute: 30, second: 0 })).toISOString(),
    ).toBe("2027-03-14T07:30:00.000Z");
    expect(
      new Date(ny.instant({ year: 2027, month: 11, day: 7, hour: 1, minute: 30, second: 0 })).toISOString(),
    ).toBe("2027-11-07T05:30:00.000Z");
    const berlin = ianaClock("Europe/Berlin");
    expect(
      new Date(
        berlin.instant({ year: 2027, month: 3, day: 28, hour: 2, minute: 30, second: 0 }),
      ).toISOString(),
    ).toBe("2027-03-28T01:30:00.000Z");
    // Lord Howe goes back half an hour at 02:00 on 7 April 2030: 01:45 happens twice.
    const lordHowe = ianaClock("Australia/Lord_Howe");
    expect(
      new Date(
        lordHowe.instant({ year: 2030, month: 4, day: 7, hour: 1, minute: 45, second: 0 }),
      ).toISOString(),
    ).toBe("2030-04-06T14:45:00.000Z");
  });

  it("reads an instant back as the wall clock shows it", () => {
    const kathmandu = ianaClock("Asia/Kathmandu");
    expect(kathmandu.wall(Date.parse("2027-03-05T23:30:00Z"))).toEqual({
      year: 2027,
      month: 3,
      day: 6,
      hour: 5,
      minute: 15,
      second: 0,
    });
  });
});

describe("a TZID", () => {
  it("is an IANA name, the end of a path-style id, or a Windows name", async () => {
    const lookup = await zoneLookup(
      [
        "Europe/London",
        "/mozilla.org/20050126_1/America/New_York",
        "Tokyo Standard Time",
        "Nepal Standard Time",
      ],
      [],
      "UTC",
    );
    const noon = { year: 2027, month: 7, day: 1, hour: 12, minute: 0, second: 0 };
    const at = (tzid: string) => new Date(lookup(tzid).instant(noon)).toISOString();
    expect(at("Europe/London")).toBe("2027-07-01T11:00:00.000Z");
    expect(at("/mozilla.org/20050126_1/America/New_York")).toBe("2027-07-01T16:00:00.000Z");
    expect(at("Tokyo Standard Time")).toBe("2027-07-01T03:00:00.000Z");
    expect(at("Nepal Standard Time")).toBe("2027-07-01T06:15:00.000Z");
    // Unknown and not defined in the file: the guest's own clock (here UTC).
    expect(at("Somewhere Odd")).toBe("2027-07-01T12:00:00.000Z");
    expect(isKnownZone("")).toBe(false);
  });
});
