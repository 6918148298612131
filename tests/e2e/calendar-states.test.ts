// The create page's calendar is readable in every state a day can be in — today, selected, a day
// of the month beside this one (selected too), past and so disabled, focused from the keyboard,
// hovered — on clocks pinned to the days where the month's grid changes most: the last day of a
// month, of a year, of February, and the days clocks change for daylight saving time.
import { describe, expect, it } from "vitest";
import { openPage, PHONE } from "../support/browser.ts";
import { expectClean, serverAndBrowserForFile } from "../support/e2e.ts";
import { expectAccessible } from "../support/guest-flow.ts";

const setup = serverAndBrowserForFile();

/** Each clock, as the host's browser (in New York) reads it, and the day it is then. */
const CLOCKS = [
  ["the last day of a month", "2026-11-30T21:00:00-05:00", "2026-11-30"],
  ["the last day of a year", "2026-12-31T21:00:00-05:00", "2026-12-31"],
  ["the last day of February", "2027-02-28T09:00:00-05:00", "2027-02-28"],
  ["the day clocks go forward", "2027-03-14T12:00:00-04:00", "2027-03-14"],
  ["the day clocks go back", "2027-11-07T12:00:00-05:00", "2027-11-07"],
] as const;

describe.each(CLOCKS)("on %s", (_label, instant, today) => {
  it("shows every state of a day in readable colours", async () => {
    const host = await openPage(setup.browser, PHONE, { timezoneId: "America/New_York" });
    const { page } = host;
    try {
      await page.clock.install({ time: new Date(instant) });
      await page.goto(`${setup.server.url}/`);
      await page.getByRole("heading", { name: "Create a Hang" }).waitFor();
      const day = (ymd: string) => page.locator(`td.rdp-day[data-day="${ymd}"] > button`);
      // The calendar's code arrives once the person starts using the form.
      await page.getByRole("radio", { name: "Coffee" }).click();
      await day(today).waitFor();

      // Today is marked and can be chosen; yesterday cannot.
      await expect.poll(() => day(today).getAttribute("aria-label")).toMatch(/^Today, /);
      const days = page.locator("td.rdp-day");
      const dates = await days.evaluateAll((cells) => cells.map((c) => c.getAttribute("data-day")!));
      const past = dates.filter((d) => d < today);
      if (past.length > 0) expect(await day(past.at(-1)!).isDisabled()).toBe(true);
      await expectAccessible(page, "calendar, today marked");

      // Today, and a day of next month shown in this month's last row, both selected.
      await day(today).click();
      const outside = page.locator("td.rdp-day.rdp-outside:not(.rdp-disabled) > button");
      const beside = (await outside.count()) > 0;
      if (beside) await outside.last().click();
      await expect.poll(() => page.locator("td.rdp-selected").count()).toBe(beside ? 2 : 1);
      await expectAccessible(page, "calendar, today and a day beside the month selected");

      // A day focused from the keyboard, and another hovered.
      await day(today).focus();
      await page.keyboard.press("ArrowRight");
      const focused = await page.evaluate(() =>
        document.activeElement?.closest("td")?.getAttribute("data-day"),
      );
      expect(focused).toBe(dates[dates.indexOf(today) + 1]);
      await expectAccessible(page, "calendar, a day focused");
      await page.locator("td.rdp-day:not(.rdp-selected):not(.rdp-disabled) > button").first().hover();
      await expectAccessible(page, "calendar, a day hovered");
      expectClean(host);
    } finally {
      await host.close();
    }
  });
});
