// An all-day time lands on its own day in every guest's calendar: guests in Auckland (a day ahead of
// the New York host) and Honolulu answer Available and take the thanks screen's Google link and .ics
// download, read back with an independent parser (ical.js). At phone and desktop widths.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { makeSlot } from "../../src/shared/time-slots.ts";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { expectClean, serverAndBrowserForFile } from "../support/e2e.ts";
import { createHangViaApi, dismissWelcome, fillGuest } from "../support/guest-flow.ts";

const setup = serverAndBrowserForFile();

describe.each([
  ["phone", PHONE, "Pacific/Auckland"],
  ["desktop", DESKTOP, "Pacific/Honolulu"],
])("at %s width, a guest in %s", (label, viewport, zone) => {
  it("gets an all-day event on the slot's own date from both calendar links", async () => {
    const hang = await createHangViaApi(setup.server.url, {
      name: `Beach day at ${label} width`,
      hostTimezone: "America/New_York",
      timeSlots: [makeSlot("2027-03-16", "06:00", "all-day")],
    });
    const guest = await openPage(setup.browser, viewport, { timezoneId: zone });
    const { page } = guest;
    try {
      await page.goto(hang.url);
      await dismissWelcome(page);
      await page
        .getByRole("group", { name: "Tuesday, March 16 - All Day" })
        .getByRole("button", { name: "Available", exact: true })
        .click();
      await fillGuest(page, "Ari", `ari-${label}@example.com`, false);
      await page.getByRole("button", { name: "Submit Response" }).click();
      await page.getByRole("heading", { name: "Thanks for responding!" }).waitFor();

      const google = new URL(
        (await page.getByRole("link", { name: "Google Calendar" }).getAttribute("href"))!,
      );
      expect(google.searchParams.get("dates")).toBe("20270316/20270317");
      expect(google.searchParams.has("ctz")).toBe(false);

      const ics = page.getByRole("link", { name: /^Apple \/ Outlook/ });
      const res = await page.request.get(new URL((await ics.getAttribute("href"))!, hang.url).href);
      const event = new ICAL.Event(
        new ICAL.Component(ICAL.parse(await res.text())).getFirstSubcomponent("vevent")!,
      );
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.toString()).toBe("2027-03-16");
      expect(event.endDate.toString()).toBe("2027-03-17");
      expectClean(guest);
    } finally {
      await guest.close();
    }
  });
});

it("offers Add to Calendar for the times ticked under I'm in on an older hang", async () => {
  const hang = await createHangViaApi(setup.server.url, {
    name: "Old-style supper",
    hostTimezone: "America/New_York",
    timeSlots: [],
    timeWindows: ["Saturday, March 13 - 6:00 PM to 7:30 PM", "Sunday, March 14 - All Day"],
  });
  const guest = await openPage(setup.browser, PHONE, { timezoneId: "America/New_York" });
  const { page } = guest;
  try {
    await page.goto(hang.url);
    await dismissWelcome(page);
    await page.getByRole("button", { name: "I'm in" }).click();
    await page.getByRole("checkbox", { name: "Saturday, March 13 - 6:00 PM to 7:30 PM" }).check();
    await fillGuest(page, "Olu", "olu@example.com", false);
    await page.getByRole("button", { name: "Submit Response" }).click();
    await page.getByRole("heading", { name: "Add to Calendar" }).waitFor();
    // Only the time ticked, on its day and the host's clock.
    const google = new URL((await page.getByRole("link", { name: "Google Calendar" }).getAttribute("href"))!);
    expect(google.searchParams.get("dates")).toBe("20270313T180000/20270313T193000");
    expect(google.searchParams.get("ctz")).toBe("America/New_York");
    const ics = page.getByRole("link", { name: /^Apple \/ Outlook/ });
    const res = await page.request.get(new URL((await ics.getAttribute("href"))!, hang.url).href);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(await res.text())).getFirstSubcomponent("vevent")!,
    );
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-03-13T23:00:00.000Z");
    expectClean(guest);
  } finally {
    await guest.close();
  }
});
