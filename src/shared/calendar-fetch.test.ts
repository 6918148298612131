import { describe, expect, it } from "vitest";
import {
  CALENDAR_ADDRESS_NOT_ALLOWED,
  calendarAddressUrl,
  calendarFetchSchema,
  looksLikeCalendar,
} from "./calendar-fetch.ts";

describe("calendarAddressUrl", () => {
  it("reads webcal:// and webcals:// as https://, and keeps https:// as it is", () => {
    expect(calendarAddressUrl("webcal://p42-caldav.icloud.com/published/2/abc")?.href).toBe(
      "https://p42-caldav.icloud.com/published/2/abc",
    );
    expect(calendarAddressUrl(" WEBCALS://example.com/cal.ics ")?.href).toBe("https://example.com/cal.ics");
    expect(
      calendarAddressUrl("https://calendar.google.com/calendar/ical/x/private-y/basic.ics")?.protocol,
    ).toBe("https:");
  });

  it("refuses other schemes, credentials and text that is no address", () => {
    for (const text of [
      "http://example.com/cal.ics",
      "ftp://example.com/cal.ics",
      "https://user:pass@example.com/cal.ics",
      "https://user@example.com/cal.ics",
      "example.com/cal.ics",
      "",
    ]) {
      expect(calendarAddressUrl(text), text).toBeUndefined();
    }
  });
});

describe("looksLikeCalendar", () => {
  it("wants BEGIN:VCALENDAR first, after an optional byte-order mark and blank space", () => {
    expect(looksLikeCalendar("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(looksLikeCalendar("\uFEFF\r\n  begin:vcalendar\r\n")).toBe(true);
    expect(looksLikeCalendar("<html>BEGIN:VCALENDAR</html>")).toBe(false);
    expect(looksLikeCalendar("BEGIN:VCALENDARX")).toBe(false);
    expect(looksLikeCalendar("")).toBe(false);
  });
});

describe("calendarFetchSchema", () => {
  it("answers every wrong input with the one message", () => {
    for (const input of [
      {},
      { url: 7 },
      { url: "http://example.com" },
      { url: `https://a.b/${"x".repeat(2100)}` },
    ]) {
      const result = calendarFetchSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CALENDAR_ADDRESS_NOT_ALLOWED);
    }
  });
});
