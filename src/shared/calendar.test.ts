import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildIcs, googleCalendarUrl, instantToWallTime, wallTimeToInstant } from "./calendar.ts";

describe("wall-clock times in the host's zone", () => {
  it("become the right instant on both sides of the New York DST changes (tests run in +05:45)", () => {
    expect(wallTimeToInstant("2027-03-13", "18:00", "America/New_York").toISOString()).toBe(
      "2027-03-13T23:00:00.000Z",
    );
    expect(wallTimeToInstant("2027-03-15", "18:00", "America/New_York").toISOString()).toBe(
      "2027-03-15T22:00:00.000Z",
    );
    expect(wallTimeToInstant("2027-11-08", "18:00", "America/New_York").toISOString()).toBe(
      "2027-11-08T23:00:00.000Z",
    );
    // 02:30 does not exist on 14 March: it moves forward to 03:30 EDT.
    expect(wallTimeToInstant("2027-03-14", "02:30", "America/New_York").toISOString()).toBe(
      "2027-03-14T07:30:00.000Z",
    );
  });

  it("read back as the same clock time", () => {
    const instant = wallTimeToInstant("2027-11-07", "12:00", "America/New_York");
    expect(instantToWallTime(instant, "America/New_York")).toEqual({ date: "2027-11-07", time: "12:00" });
    expect(instantToWallTime(instant, "Asia/Kathmandu")).toEqual({ date: "2027-11-07", time: "22:45" });
  });
});

describe("Google Calendar link", () => {
  it("gives start and a two-hour default end on the hang's clock", () => {
    const url = new URL(
      googleCalendarUrl({
        title: "Taco night",
        start: wallTimeToInstant("2027-03-15", "18:00", "America/New_York"),
        zone: "America/New_York",
        location: "Casa",
        details: "See you there",
      }),
    );
    expect(url.searchParams.get("dates")).toBe("20270315T180000/20270315T200000");
    expect(url.searchParams.get("ctz")).toBe("America/New_York");
    expect(url.searchParams.get("text")).toBe("Taco night");
    expect(url.searchParams.get("location")).toBe("Casa");
  });
});

describe(".ics invite", () => {
  const start = wallTimeToInstant("2027-03-14", "18:00", "America/New_York");
  const ics = buildIcs({
    method: "REQUEST",
    uid: "hang-123@hangs.test",
    sequence: 3,
    title:
      "Tacos; salsa, and \\ more — a very long name that certainly needs folding past seventy-five octets 🌮🌮",
    start,
    zone: "America/New_York",
    location: "Casa, 1 Main St",
    details: "Line one\nLine two",
    organizer: { name: "Hana Host", email: "hangs@hangs.test" },
  });

  it("parses with an independent parser, with the right UTC times and fields", () => {
    const component = new ICAL.Component(ICAL.parse(ics));
    expect(component.getFirstPropertyValue("method")).toBe("REQUEST");
    const event = new ICAL.Event(component.getFirstSubcomponent("vevent")!);
    expect(event.uid).toBe("hang-123@hangs.test");
    expect(event.sequence).toBe(3);
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-03-14T22:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2027-03-15T00:00:00.000Z");
    expect(event.summary).toContain("Tacos; salsa, and \\ more");
    expect(event.summary).toContain("🌮🌮");
    expect(event.description).toBe("Line one\nLine two");
    expect(event.location).toBe("Casa, 1 Main St");
  });

  it("uses CRLF lines of at most 75 octets", () => {
    for (const line of ics.split("\r\n"))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.endsWith("\r\n")).toBe(true);
  });

  it("marks a cancellation as such", () => {
    const cancel = buildIcs({
      method: "CANCEL",
      uid: "hang-123@hangs.test",
      sequence: 4,
      title: "x",
      start,
      zone: "UTC",
      details: "",
    });
    expect(cancel).toContain("METHOD:CANCEL");
    expect(cancel).toContain("STATUS:CANCELLED");
  });
});

describe(".ics text from a hang stored before control characters were refused", () => {
  const ics = buildIcs({
    method: "REQUEST",
    uid: "hang-9@hangs.test",
    sequence: 1,
    title: "Coffee\rLOCATION:Fake Street 1\rX-INJECTED:yes",
    start: new Date("2027-03-14T22:00:00Z"),
    zone: "UTC",
    location: "Casa\u0007\u001b[31m",
    details: "One\r\nTwo\u0000\u007f\u0085 three\u2028four\tfive",
    url: "https://hangs.test/hang/9\r\nX-INJECTED:yes",
    organizer: { name: 'Hana "H"\r\nX-INJECTED:yes', email: "noreply@hangs.test" },
    attendee: { email: "kim@example.com\rX-INJECTED:yes" },
  });
  const unfolded = ics.replace(/\r\n /g, "");

  it("writes no control character but the CRLF that ends each line", () => {
    expect(ics.split("\r\n").join("")).not.toMatch(/(?!\t)\p{Cc}/u);
  });

  it("adds no line and no property of its own", () => {
    const names = unfolded
      .split("\r\n")
      .filter(Boolean)
      .map((line) => /^[A-Z-]+/.exec(line)?.[0]);
    expect(names).toEqual([
      "BEGIN",
      "VERSION",
      "PRODID",
      "CALSCALE",
      "METHOD",
      "BEGIN",
      "UID",
      "SEQUENCE",
      "DTSTAMP",
      "DTSTART",
      "DTEND",
      "SUMMARY",
      "DESCRIPTION",
      "LOCATION",
      "URL",
      "ORGANIZER",
      "ATTENDEE",
      "STATUS",
      "END",
      "END",
    ]);
  });

  it("keeps the readable text, line breaks escaped", () => {
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!);
    expect(event.summary).toBe("CoffeeLOCATION:Fake Street 1X-INJECTED:yes");
    expect(event.location).toBe("Casa[31m");
    expect(event.description).toBe("One\nTwo three\nfour\tfive");
    expect(unfolded).toContain('ORGANIZER;CN="Hana H X-INJECTED:yes":mailto:noreply@hangs.test\r\n');
    expect(unfolded).toContain(
      "ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:kim@example.comX-INJECTED:yes\r\n",
    );
    expect(unfolded).toContain("URL:https://hangs.test/hang/9X-INJECTED:yes\r\n");
  });
});
