// "Check my calendar" on the guest's answer form, at phone and desktop widths: a calendar file read
// in the browser marks each slot "Busy — …" or "Free" and proposes answers the guest confirms; a file
// that isn't a calendar and an address the server refuses say so in the dialog; a secret address is
// fetched through the server (a loopback HTTPS stand-in the app may reach in tests only), remembered
// on this device when asked, checked again with one press on the next hang, and forgotten.
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALENDAR_FETCH_MAX_BYTES } from "../../src/shared/calendar-fetch.ts";
import { makeSlot } from "../../src/shared/time-slots.ts";
import { DESKTOP, launchBrowser, openPage, PHONE, releaseBrowser } from "../support/browser.ts";
import { CALENDAR_TEXT, type CalendarHost, startCalendarHost } from "../support/calendar-host.ts";
import { see } from "../support/e2e.ts";
import {
  createHangViaApi,
  dismissWelcome,
  expectAccessible,
  fillGuest,
  pageUnhidden,
  slotGroups,
} from "../support/guest-flow.ts";
import { expectPhoneFriendly } from "../support/phone-checks.ts";
import { type RunningServer, startServer } from "../support/server.ts";

const FIXTURES = path.resolve("tests/fixtures/calendars");
const SAVED_KEY = "hangs.calendarAddress";
/** The stand-in's calendar holds one event; its title is what a busy slot shows. */
const HOST_EVENT_TITLE = /^SUMMARY:(.*)$/m.exec(CALENDAR_TEXT)![1]!;

let host: CalendarHost;
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  host = await startCalendarHost({ maxBytes: CALENDAR_FETCH_MAX_BYTES });
  [server, browser] = await Promise.all([
    startServer({
      env: {
        CALENDAR_FETCH_TEST_ALLOW: `127.0.0.1:${host.port}`,
        CALENDAR_FETCH_TEST_CA: host.caFile,
      },
    }),
    launchBrowser(),
  ]);
}, 60_000);
afterAll(async () => {
  await releaseBrowser(browser);
  await server?.dispose();
  await host?.close();
});

const dialog = (page: Page) => page.getByRole("dialog", { name: "Check my calendar" });
const checkButton = (page: Page) => page.getByRole("button", { name: "Check my calendar" });

/** The text a slot's answer group is described by (its "Busy — …" or "Free"). */
async function descriptionOf(group: ReturnType<typeof slotGroups>) {
  return group.evaluate((el) =>
    (el.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" ")
      .trim(),
  );
}

const pressed = (group: ReturnType<typeof slotGroups>, name: string) =>
  group.getByRole("button", { name, exact: true }).getAttribute("aria-pressed");

const focusIsIn = (page: Page, selector: string) =>
  page.evaluate((sel) => Boolean(document.activeElement?.closest(sel)), selector);

async function openDialog(page: Page) {
  await checkButton(page).click();
  await dialog(page).waitFor();
  // The dialog's code loads on demand, so its focus can land a frame after it shows.
  await expect.poll(() => focusIsIn(page, '[role="dialog"]')).toBe(true);
}

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("at %s width", (label, viewport) => {
  it("marks the slots from a calendar file, and only the answers leave the device", async () => {
    const hang = await createHangViaApi(server.url, { name: `Calendar brunch at ${label} width` });
    const pia = await openPage(browser, viewport);
    const sent: string[] = [];
    pia.page.on("request", (request) => sent.push(`${request.url()} ${request.postData() ?? ""}`));
    try {
      await pia.page.goto(hang.url);
      await dismissWelcome(pia.page);
      // Her e-mail first: the offsite she declined on that Saturday leaves her free.
      await fillGuest(pia.page, "Pia Planner", "pia@example.com", false);
      await openDialog(pia.page);
      await see(pia.page, "Choose an .ics file");
      await expectAccessible(pia.page, "calendar dialog");
      if (label === "phone") await expectPhoneFriendly(pia.page, "calendar dialog");

      // As a person does it: the file chooser opens from the field.
      const [chooser] = await Promise.all([
        pia.page.waitForEvent("filechooser"),
        pia.page.getByLabel("Choose an .ics file").click(),
      ]);
      await chooser.setFiles(path.join(FIXTURES, "google.ics"));
      await dialog(pia.page).getByText("You're busy at 1 of 2 times.").waitFor();
      expect(await focusIsIn(pia.page, '[role="dialog"]')).toBe(true);
      const [friday, saturday] = await slotGroups(pia.page).all();
      expect(await descriptionOf(friday!)).toBe("Busy — Dentist");
      expect(await descriptionOf(saturday!)).toBe("Free");
      expect(await pressed(friday!, "Not Available")).toBe("true");
      expect(await pressed(saturday!, "Available")).toBe("true");
      await expectAccessible(pia.page, "calendar marks in the dialog");
      if (label === "phone") await expectPhoneFriendly(pia.page, "calendar marks in the dialog");
      // She may change any of them before using them.
      await saturday!.getByRole("button", { name: "Maybe", exact: true }).click();
      await dialog(pia.page).getByRole("button", { name: "Use these answers" }).click();
      await dialog(pia.page).waitFor({ state: "detached" });
      await pageUnhidden(pia.page);
      await pia.page.waitForFunction(() => document.activeElement?.textContent === "Check my calendar");

      await see(pia.page, "Answers filled in from your calendar. Change any before you submit.");
      const [formFriday, formSaturday] = await slotGroups(pia.page).all();
      expect(await descriptionOf(formFriday!)).toBe("Busy — Dentist");
      expect(await descriptionOf(formSaturday!)).toBe("Free");
      expect(await pressed(formFriday!, "Not Available")).toBe("true");
      expect(await pressed(formSaturday!, "Maybe")).toBe("true");
      await expectAccessible(pia.page, "marked slots on the form");

      await pia.page.getByRole("button", { name: "Submit Response" }).click();
      await pia.page.getByRole("heading", { name: "Thanks for responding!" }).waitFor();
      // Nothing of the calendar went anywhere: no event title in any request the page made.
      expect(sent.filter((line) => /Dentist|Team offsite|Saturday swim/.test(line))).toEqual([]);
      expect(pia.errors).toEqual([]);
      expect(pia.failedRequests).toEqual([]);
    } finally {
      await pia.close();
    }
  });

  it("says so in the dialog when a file isn't a calendar or an address is refused, and closes back to its button", async () => {
    const hang = await createHangViaApi(server.url, { name: `Calendar errors at ${label} width` });
    const sam = await openPage(browser, viewport);
    try {
      await sam.page.goto(hang.url);
      await dismissWelcome(sam.page);
      await openDialog(sam.page);
      await sam.page
        .getByLabel("Choose an .ics file")
        .setInputFiles(path.join(FIXTURES, "not-a-calendar.csv"));
      await dialog(sam.page).getByRole("alert").filter({ hasText: "That isn't a calendar" }).waitFor();
      await expectAccessible(sam.page, "not a calendar");

      await sam.page
        .getByRole("textbox", { name: "Your calendar's secret address" })
        .fill("http://example.com/x.ics");
      await sam.page.getByRole("button", { name: "Check this address" }).click();
      await dialog(sam.page).getByRole("alert").filter({ hasText: "That address isn't allowed" }).waitFor();
      await expectAccessible(sam.page, "address refused");
      if (label === "phone") await expectPhoneFriendly(sam.page, "address refused");
      // Nothing remembered from a refused address, even though it was not asked for.
      expect(await sam.page.evaluate((key) => localStorage.getItem(key), SAVED_KEY)).toBeNull();

      await sam.page.keyboard.press("Escape");
      await dialog(sam.page).waitFor({ state: "detached" });
      await pageUnhidden(sam.page);
      await sam.page.waitForFunction(() => document.activeElement?.textContent === "Check my calendar");
      // Answers untouched, nothing marked.
      for (const group of await slotGroups(sam.page).all()) {
        expect(await group.getAttribute("aria-describedby")).toBeNull();
        expect(await group.getByRole("button", { pressed: true }).count()).toBe(0);
      }
      expect(sam.errors).toEqual([]);
      expect(sam.failedRequests).toEqual([expect.stringMatching(/^400 POST \/api\/calendar-fetch$/)]);
    } finally {
      await sam.close();
    }
  });

  it("checks a secret address through the server, remembers it on this device, and forgets it", async () => {
    // The stand-in's event is on 5 January 2030 at 17:00 UTC: noon in New York.
    const slots = [makeSlot("2030-01-05", "12:00", "1h"), makeSlot("2030-01-06", "12:00", "1h")];
    const first = await createHangViaApi(server.url, {
      name: `Address check at ${label} width`,
      timeSlots: slots,
    });
    const second = await createHangViaApi(server.url, {
      name: `Next hang at ${label} width`,
      timeSlots: slots,
    });
    const address = `${host.origin}/private-${label}-a1b2c3/basic.ics`;
    const kim = await openPage(browser, viewport);
    try {
      await kim.page.goto(first.url);
      await dismissWelcome(kim.page);
      await openDialog(kim.page);
      // Nothing saved yet: no one-press check on offer.
      expect(await kim.page.getByRole("button", { name: "Check my saved calendar" }).count()).toBe(0);
      await kim.page.getByRole("textbox", { name: "Your calendar's secret address" }).fill(address);
      await kim.page.getByRole("checkbox", { name: "Remember on this device" }).check();
      await kim.page.getByRole("button", { name: "Check this address" }).click();
      await dialog(kim.page).getByText("You're busy at 1 of 2 times.").waitFor();
      const [busy, free] = await slotGroups(kim.page).all();
      expect(await descriptionOf(busy!)).toBe(`Busy — ${HOST_EVENT_TITLE}`);
      expect(await descriptionOf(free!)).toBe("Free");
      expect(await kim.page.evaluate((key) => localStorage.getItem(key), SAVED_KEY)).toBe(address);
      await dialog(kim.page).getByRole("button", { name: "Use these answers" }).click();
      await dialog(kim.page).waitFor({ state: "detached" });

      // The next hang: one press with the saved address.
      await kim.page.goto(second.url);
      await slotGroups(kim.page).first().waitFor();
      await openDialog(kim.page);
      await see(kim.page, "The address from 127.0.0.1");
      await expectAccessible(kim.page, "saved calendar offered");
      if (label === "phone") await expectPhoneFriendly(kim.page, "saved calendar offered");
      await kim.page.getByRole("button", { name: "Check my saved calendar" }).click();
      await dialog(kim.page).getByText("You're busy at 1 of 2 times.").waitFor();
      await dialog(kim.page).getByRole("button", { name: "Choose another calendar" }).click();

      await kim.page.getByRole("button", { name: "Forget it" }).click();
      expect(await kim.page.getByRole("button", { name: "Check my saved calendar" }).count()).toBe(0);
      expect(await focusIsIn(kim.page, '[role="dialog"] input[type="url"]')).toBe(true);
      expect(await kim.page.evaluate((key) => localStorage.getItem(key), SAVED_KEY)).toBeNull();
      expect(host.requests.filter((p) => p.includes(`private-${label}-`))).toHaveLength(2);
      expect(kim.errors).toEqual([]);
      expect(kim.failedRequests).toEqual([]);
    } finally {
      await kim.close();
    }
  });
});
