// Reading real-looking exports of Google Calendar, Apple Calendar and Outlook (tests/fixtures/calendars):
// zones as each writes them, recurrences with EXDATEs and moved or cancelled occurrences, all-day
// and overnight events, DST, and the events that leave a guest free. Tests run in +05:45.
import { describe, expect, it } from "vitest";
import apple from "../../../../tests/fixtures/calendars/apple.ics?raw";
import google from "../../../../tests/fixtures/calendars/google.ics?raw";
import notACalendar from "../../../../tests/fixtures/calendars/not-a-calendar.csv?raw";
import outlook from "../../../../tests/fixtures/calendars/outlook.ics?raw";
import { markSlots, markText, slotSpan, spanOfSlots } from "../../../shared/busy-slots.ts";
import { makeSlot } from "../../../shared/time-slots.ts";
import { NotACalendarError, type ReadOptions, readBusyTimes } from "./read-calendar.ts";

const iso = (ms: number) => new Date(ms).toISOString().replace(":00.000Z", "Z");
const MARCH = { start: Date.parse("2027-03-01T00:00:00Z"), end: Date.parse("2027-04-02T00:00:00Z") };

async function busyIn(text: string, options: Partial<ReadOptions> = {}) {
  const busy = await readBusyTimes(text, {
    ...MARCH,
    dayZone: "America/New_York",
    floatingZone: "Asia/Kathmandu",
    ...options,
  });
  return busy.map((b) => ({ title: b.title, start: iso(b.start), end: iso(b.end) }));
}
const titled = (list: Awaited<ReturnType<typeof busyIn>>, title: string) =>
  list
    .filter((b) => b.title === title)
    .map(({ start, end }) => `${start}/${end}`)
    .sort();

describe("a Google Calendar export", () => {
  it("reads a one-off event in its zone", async () => {
    expect(titled(await busyIn(google), "Dentist")).toEqual(["2027-03-05T22:30Z/2027-03-05T23:30Z"]);
  });

  it("repeats a weekly event on its wall clock across the DST change, less its EXDATE", async () => {
    const swims = titled(await busyIn(google), "Saturday swim");
    // 6 March is excluded, 13 March was moved; 10:30 is 15:30Z in winter and 14:30Z in summer.
    expect(swims).toEqual(["2027-03-20T14:30Z/2027-03-20T15:30Z", "2027-03-27T14:30Z/2027-03-27T15:30Z"]);
    const choir = titled(await busyIn(google), "Choir rehearsal");
    expect(choir.slice(1, 3)).toEqual([
      "2027-03-12T00:00Z/2027-03-12T01:30Z",
      "2027-03-18T23:00Z/2027-03-19T00:30Z",
    ]);
  });

  it("puts a moved occurrence (RECURRENCE-ID) where it moved to, and not where it was", async () => {
    const busy = await busyIn(google);
    expect(titled(busy, "Saturday swim (afternoon)")).toEqual(["2027-03-13T21:00Z/2027-03-13T22:00Z"]);
    expect(busy.some((b) => b.start === "2027-03-13T15:30Z")).toBe(false);
  });

  it("expands a weekday series begun years ago, only within the range", async () => {
    const standups = titled(
      await busyIn(google, { start: Date.parse("2027-03-12T00:00Z"), end: Date.parse("2027-03-16T00:00Z") }),
      "Standup",
    );
    // Friday, then (no weekend) Monday after the DST change.
    expect(standups).toEqual(["2027-03-12T14:30Z/2027-03-12T14:45Z", "2027-03-15T13:30Z/2027-03-15T13:45Z"]);
  });

  it("covers an all-day event's dates on the hang's clock", async () => {
    expect(titled(await busyIn(google), "Ski trip")).toEqual(["2027-03-19T04:00Z/2027-03-21T04:00Z"]);
    const inKathmandu = await busyIn(google, { dayZone: "Asia/Kathmandu" });
    expect(titled(inKathmandu, "Ski trip")).toEqual(["2027-03-18T18:15Z/2027-03-20T18:15Z"]);
  });

  it("keeps an overnight event busy past midnight", async () => {
    expect(titled(await busyIn(google), "Red-eye to Denver")).toEqual([
      "2027-03-13T03:00Z/2027-03-13T11:00Z",
    ]);
  });

  it("leaves out free (transparent) and cancelled events, ended series and old events", async () => {
    const titles = new Set((await busyIn(google)).map((b) => b.title));
    for (const free of ["Working from home", "Brunch with Jo", "Spanish class", "Concert in the park"]) {
      expect(titles.has(free), free).toBe(false);
    }
  });

  it("leaves out an event the guest declined, matched by the e-mail on the form", async () => {
    expect(titled(await busyIn(google), "Team offsite")).toHaveLength(1);
    expect(titled(await busyIn(google, { email: "Pia@Example.com " }), "Team offsite")).toEqual([]);
    // Someone else declining changes nothing for this guest.
    expect(titled(await busyIn(google, { email: "lee@example.com" }), "Team offsite")).toHaveLength(1);
  });

  it("marks a hang's slots: busy with the first event's title, or free", async () => {
    const zone = "America/New_York";
    const slots = [
      makeSlot("2027-03-05", "18:00", "1.5h"),
      makeSlot("2027-03-06", "10:00", "2h"),
      makeSlot("2027-03-20", "12:00", "all-day"),
    ];
    const spans = slots.map((slot) => slotSpan(slot, zone));
    const busy = await readBusyTimes(google, {
      ...spanOfSlots(spans)!,
      dayZone: zone,
      floatingZone: "Asia/Kathmandu",
      email: "pia@example.com",
    });
    const marks = markSlots(spans, busy);
    expect(spans.map((_, i) => markText(marks[spans[i]!.key]!))).toEqual([
      "Busy — Dentist",
      "Free",
      "Busy — Ski trip",
    ]);
  });
});

describe("an Outlook published calendar", () => {
  it("reads Windows zone names as the zones they mean", async () => {
    const busy = await busyIn(outlook);
    expect(titled(busy, "Quarterly review")).toEqual(["2027-03-05T23:00Z/2027-03-06T00:00Z"]);
    expect(titled(busy, "Call with Bengaluru")).toEqual(["2027-03-06T14:30Z/2027-03-06T15:30Z"]);
    expect(titled(busy, "Trek briefing")).toEqual(["2027-03-07T01:15Z/2027-03-07T02:15Z"]);
    // Berlin's clocks change on 28 March: 10:00 is 09:00Z before and 08:00Z after.
    const berlin = titled(busy, "Berlin standup");
    expect(berlin).toContain("2027-03-26T09:00Z/2027-03-26T09:15Z");
    expect(berlin).toContain("2027-03-29T08:00Z/2027-03-29T08:15Z");
    expect(berlin.some((b) => b.startsWith("2027-03-27") || b.startsWith("2027-03-28"))).toBe(false);
  });

  it("falls back to the file's VTIMEZONE for a zone with no standard name", async () => {
    expect(titled(await busyIn(outlook), "Supplier visit")).toEqual(["2027-03-09T06:00Z/2027-03-09T08:00Z"]);
  });

  it("skips an EXDATE and moves an overridden occurrence, both in a Windows zone", async () => {
    const busy = await busyIn(outlook);
    expect(titled(busy, "Weekly sync")).toEqual([
      "2027-03-01T17:00Z/2027-03-01T17:30Z",
      "2027-03-22T16:00Z/2027-03-22T16:30Z",
      "2027-03-29T16:00Z/2027-03-29T16:30Z",
    ]);
    expect(titled(busy, "Weekly sync (moved)")).toEqual(["2027-03-15T20:00Z/2027-03-15T20:30Z"]);
  });

  it("leaves out free, cancelled and declined events, and keeps all-day ones", async () => {
    const busy = await busyIn(outlook, { email: "sam@example.com" });
    const titles = new Set(busy.map((b) => b.title));
    expect(titles.has("Focus time")).toBe(false);
    expect(titles.has("Canceled: Lunch with vendors")).toBe(false);
    expect(titles.has("Budget planning")).toBe(false);
    expect(titled(busy, "Industry conference")).toEqual(["2027-03-10T05:00Z/2027-03-11T05:00Z"]);
    expect(titled(await busyIn(outlook), "Budget planning")).toHaveLength(1);
  });
});

describe("an Apple Calendar export", () => {
  it("reads a time without a zone on the guest's own clock", async () => {
    expect(titled(await busyIn(apple), "Morning run")).toEqual(["2027-03-06T01:15Z/2027-03-06T02:15Z"]);
    const inLondon = await busyIn(apple, { floatingZone: "Europe/London" });
    expect(titled(inLondon, "Morning run")).toEqual(["2027-03-06T07:00Z/2027-03-06T08:00Z"]);
  });

  it("handles a weekly series with an EXDATE, a moved and a cancelled occurrence, over London's DST change", async () => {
    const busy = await busyIn(apple);
    expect(titled(busy, "Book club")).toEqual([
      "2027-03-03T18:00Z/2027-03-03T19:30Z",
      "2027-03-31T17:00Z/2027-03-31T18:30Z",
    ]);
    expect(titled(busy, "Book club (Thursday this time)")).toEqual(["2027-03-18T18:00Z/2027-03-18T19:30Z"]);
  });

  it("repeats a yearly all-day event, and keeps overnight and multi-day ones", async () => {
    const busy = await busyIn(apple);
    expect(titled(busy, "Anniversary trip")).toEqual(["2027-03-08T05:00Z/2027-03-09T05:00Z"]);
    expect(titled(busy, "Mum's birthday")).toEqual([]);
    expect(titled(busy, "Late film")).toEqual(["2027-03-06T23:00Z/2027-03-07T01:30Z"]);
    expect(titled(busy, "Holiday in Lisbon")).toEqual(["2027-03-25T04:00Z/2027-03-29T04:00Z"]);
    expect(titled(busy, "Gym if I have time")).toEqual([]);
  });
});

describe("what is not a calendar", () => {
  it("is refused, whatever it is", async () => {
    for (const text of [
      notACalendar,
      "",
      "<!doctype html><title>Sign in</title>",
      "BEGIN:VCARD\r\nEND:VCARD",
    ]) {
      await expect(busyIn(text)).rejects.toBeInstanceOf(NotACalendarError);
    }
  });

  it("is not a broken event inside a calendar, which is passed over", async () => {
    const text = [
      "BEGIN:VCALENDAR",
      "BEGIN:VEVENT",
      "DTSTART:garbage",
      "SUMMARY:Broken",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "DTSTART:20270305T120000Z",
      "DTEND:20270305T130000Z",
      "SUMMARY:Fine",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    expect(await busyIn(text)).toEqual([
      { title: "Fine", start: "2027-03-05T12:00Z", end: "2027-03-05T13:00Z" },
    ]);
  });

  it("reads an unknown zone with no VTIMEZONE on the guest's clock, and an event with no title as untitled", async () => {
    const text = [
      "BEGIN:VCALENDAR",
      "BEGIN:VEVENT",
      "DTSTART;TZID=Somewhere Odd:20270305T120000",
      "DURATION:PT90M",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    expect(await busyIn(text)).toEqual([
      { title: undefined, start: "2027-03-05T06:15Z", end: "2027-03-05T07:45Z" },
    ]);
  });
});
