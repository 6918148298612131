import { describe, expect, it } from "vitest";
import { googleSubscribeUrl, webcalUrl } from "./calendar-feed.ts";

describe("feed links", () => {
  const url = "https://hangs.example/feed/abc_-123.ics";

  it("swaps the scheme for webcal, keeping the rest", () => {
    expect(webcalUrl(url)).toBe("webcal://hangs.example/feed/abc_-123.ics");
    expect(webcalUrl("http://localhost:5000/feed/x.ics")).toBe("webcal://localhost:5000/feed/x.ics");
  });

  it("gives Google Calendar the webcal URL, encoded, as the calendar to add", () => {
    const google = new URL(googleSubscribeUrl(url));
    expect(google.origin + google.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(google.searchParams.get("cid")).toBe("webcal://hangs.example/feed/abc_-123.ics");
    expect(googleSubscribeUrl(url)).toContain("cid=webcal%3A%2F%2Fhangs.example%2Ffeed%2Fabc_-123.ics");
  });
});
