import { describe, expect, it } from "vitest";
import { googleCalendarUrl } from "./calendar.ts";
import { type EventHang, eventLocation, hangCalendarEvent } from "./hang-event.ts";
import { makeSlot, slotKey } from "./time-slots.ts";

const slots = [makeSlot("2027-03-15", "18:00", "1.5h"), makeSlot("2027-03-13", "10:00", "all-day")];
const hang: EventHang = {
  name: "Taco night",
  vibe: "dinner-party",
  hostName: "Hana",
  hostTimezone: "America/New_York",
  timeSlots: slots,
  timeWindows: [],
  createdAt: "2027-01-02T00:00:00Z",
  location: "12 Main St",
  locationName: "Casa",
  additionalDetails: null,
  finalDateTime: null,
};
const hangUrl = "https://hangs.test/hang/1";

describe("a hang as a calendar event", () => {
  it("uses the chosen slot on the host's clock, across the DST change", () => {
    const event = hangCalendarEvent(hang, { hangUrl, slot: slotKey(slots[0]!) })!;
    expect(event.start.toISOString()).toBe("2027-03-15T22:00:00.000Z");
    expect(event.end?.toISOString()).toBe("2027-03-15T23:30:00.000Z");
    expect(event.location).toBe("Casa, 12 Main St");
    expect(event.details).toContain(hangUrl);
  });

  it("makes an all-day slot an all-day event on its date (sorted at noon), and defaults to the earliest slot", () => {
    const event = hangCalendarEvent(hang, { hangUrl })!;
    expect(event.allDay).toBe("2027-03-13");
    expect(event.start.toISOString()).toBe("2027-03-13T17:00:00.000Z");
    const google = new URL(googleCalendarUrl(event));
    expect(google.searchParams.get("dates")).toBe("20270313/20270314");
    expect(google.searchParams.has("ctz")).toBe(false);
  });

  it("makes a final time locked in from an all-day slot (12:00 by default) that whole day", () => {
    const final = hangCalendarEvent({ ...hang, finalDateTime: "2027-03-13T17:00:00.000Z" }, { hangUrl })!;
    expect(final.allDay).toBe("2027-03-13");
    expect(new URL(googleCalendarUrl(final)).searchParams.get("dates")).toBe("20270313/20270314");
  });

  it("ends a final time locked in from a timed slot when that slot ends", () => {
    const final = hangCalendarEvent({ ...hang, finalDateTime: "2027-03-15T22:00:00.000Z" }, { hangUrl })!;
    expect([final.start.toISOString(), final.end?.toISOString()]).toEqual([
      "2027-03-15T22:00:00.000Z",
      "2027-03-15T23:30:00.000Z",
    ]);
  });

  it("ends an all-day event on the last day of a month or year on the next day", () => {
    const nye = hangCalendarEvent(
      { ...hang, timeSlots: [makeSlot("2027-12-31", "10:00", "all-day")] },
      { hangUrl },
    )!;
    expect(new URL(googleCalendarUrl(nye)).searchParams.get("dates")).toBe("20271231/20280101");
  });

  it("prefers the final time when no slot is chosen, and has nothing for an older hang", () => {
    // A time the host typed, which no slot has: two hours, as nothing says how long it lasts.
    const final = hangCalendarEvent({ ...hang, finalDateTime: "2027-03-20T23:00:00.000Z" }, { hangUrl })!;
    expect(final.start.toISOString()).toBe("2027-03-20T23:00:00.000Z");
    expect(new URL(googleCalendarUrl(final)).searchParams.get("dates")).toBe(
      "20270320T190000/20270320T210000",
    );
    expect(hangCalendarEvent({ ...hang, timeSlots: [] }, { hangUrl })).toBeUndefined();
  });

  it("falls back to the viewer's zone when the host's is unknown", () => {
    const event = hangCalendarEvent(
      { ...hang, hostTimezone: null },
      { hangUrl, viewerZone: "Asia/Kathmandu" },
    )!;
    expect(event.zone).toBe("Asia/Kathmandu");
    expect(event.start.toISOString()).toBe("2027-03-13T06:15:00.000Z");
  });

  it("names the place once when the address already starts with it", () => {
    expect(eventLocation({ locationName: "Casa", location: "Casa, 12 Main St" })).toBe("Casa, 12 Main St");
    expect(eventLocation({ locationName: null, location: null })).toBeNull();
  });
});
