// The location dialog in detail (local suggestions, the empty state, custom text, a failing place
// service), creating a hang with the keyboard alone, and the saved template that prefills the form.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import {
  locationDialog,
  locationTrigger,
  openCreatePage,
  serverWithFakePlacesForFile,
} from "../support/create-flow.ts";
import { expectClean, see } from "../support/e2e.ts";
import { pageUnhidden } from "../support/guest-flow.ts";

const setup = serverWithFakePlacesForFile();

describe("the location dialog", () => {
  it("filters local suggestions, says when nothing is found and takes a custom location", async () => {
    const host = await openPage(setup.browser, PHONE);
    const { page } = host;
    try {
      await openCreatePage(page, setup.server.url);
      await locationTrigger(page).click();
      const local = locationDialog(page).getByRole("region", { name: "Local Suggestions" });
      await local.waitFor();
      expect(await local.getByRole("listitem").count()).toBe(14);
      await local.getByText("Park", { exact: true }).first().waitFor();

      const search = locationDialog(page).getByRole("searchbox", { name: "Search for a place" });
      const callsBefore = setup.fake.calls.length;
      await search.fill("BAKERY");
      await see(page, "Sunrise Bakery");
      // Short text filters locally without asking the place service.
      await search.fill("11 example");
      expect(await local.getByRole("listitem").allInnerTexts()).toEqual([
        expect.stringContaining("Riverside Park"),
      ]);
      await page.waitForTimeout(500);
      await search.fill("ma");
      await page.waitForTimeout(500);
      // ("BAKERY" is asked for only if the machine paused 300 ms before the next text.)
      const asked = setup.fake.calls.slice(callsBefore).map((c) => c.body.textQuery);
      expect(asked.filter((q) => q !== "BAKERY")).toEqual(["11 example"]);
      expect(await local.getByRole("listitem").allInnerTexts()).toEqual([
        expect.stringContaining("Maple Green"),
      ]);

      await search.fill("zzzz");
      await see(page, "No places found");
      await see(page, "Try a different search term");

      // A failing place service is silent: local suggestions only.
      setup.fake.mode = "error";
      await search.fill("cafe");
      await see(page, "Corner Cup Cafe");
      await page.waitForTimeout(600);
      expect(await locationDialog(page).getByRole("heading", { name: "Search Results" }).count()).toBe(0);
      setup.fake.mode = "ok";

      const custom = locationDialog(page).getByRole("textbox", { name: "Or enter your own" });
      const use = locationDialog(page).getByRole("button", { name: "Use this location" });
      expect(await use.isDisabled()).toBe(true);
      await custom.fill("   ");
      expect(await use.isDisabled()).toBe(true);
      await custom.fill("  My place, 12 Elm Street ");
      await custom.press("Enter");
      await locationDialog(page).waitFor({ state: "detached" });
      await pageUnhidden(page);
      await see(page, "My place, 12 Elm Street");
      await see(page, "Tap to change");

      await locationTrigger(page).click();
      expect(
        await locationDialog(page).getByRole("searchbox", { name: "Search for a place" }).inputValue(),
      ).toBe("");
      await locationDialog(page).getByRole("button", { name: "Select Harbor Table" }).click();
      await see(page, "7 Example Street, Sampletown");
      await page.getByRole("button", { name: "Remove location" }).click();
      await see(page, "Add location");
      expectClean(host);
    } finally {
      await host.close();
    }
  });
});

describe("with the keyboard alone", () => {
  it("creates a hang: vibe, location, a date, a limit and the host", async () => {
    const host = await openPage(setup.browser, PHONE);
    const { page } = host;
    /** Presses Tab until the element has focus, as a keyboard user would. */
    const tabTo = async (target: ReturnType<Page["getByRole"]>) => {
      for (let i = 0; i < 20; i++) {
        await page.keyboard.press("Tab");
        if (await target.evaluate((el) => el === document.activeElement)) return;
      }
      throw new Error(`Tab never reached ${target}`);
    };
    try {
      await openCreatePage(page, setup.server.url);
      await tabTo(page.getByRole("textbox", { name: "What's the hang?" }));
      await page.keyboard.type("Keyboard hang");
      await tabTo(page.getByRole("radio", { name: "Coffee" }));
      await page.keyboard.press("Space");
      await tabTo(locationTrigger(page));
      await page.keyboard.press("Enter");
      await page.keyboard.type("corner");
      await tabTo(locationDialog(page).getByRole("button", { name: "Select Corner Cup Cafe" }));
      await page.keyboard.press("Enter");
      await locationDialog(page).waitFor({ state: "detached" });
      await pageUnhidden(page);
      await see(page, "Tap to change");
      await tabTo(page.getByRole("button", { name: /^Today, / }));
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Enter");
      await see(page, "1 date selected");
      await tabTo(page.getByRole("spinbutton", { name: "Party size limit" }));
      await page.keyboard.type("4");
      await tabTo(page.getByRole("textbox", { name: "Your name" }));
      await page.keyboard.type("Kim Keys");
      await page.keyboard.press("Tab");
      await page.keyboard.type("kim@example.com");
      await page.keyboard.press("Enter");
      await page.getByRole("heading", { name: "Hang Created!" }).waitFor();
      await see(page, "Corner Cup Cafe");
      await see(page, "Up to 4 people");
      expectClean(host);
    } finally {
      await host.close();
    }
  });
});

describe("a fast keyboard on the calendar", () => {
  it("keeps the page answering when a day is chosen before the arrow key's focus has landed", async () => {
    const host = await openPage(setup.browser, PHONE);
    const { page } = host;
    try {
      await openCreatePage(page, setup.server.url);
      // Scrolled to, as a person on a phone reaches the calendar.
      await page.getByRole("heading", { name: "When could it happen?" }).scrollIntoViewIfNeeded();
      const today = page.getByRole("button", { name: /^Today, / });
      await today.focus();
      // An arrow key, the render it causes, then a click on today, all before the next paint: the
      // moment a quick Enter lands on a phone or a busy machine.
      const raced = today.evaluate(async (button: HTMLElement) => {
        button.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
        for (let i = 0; i < 5; i++) await Promise.resolve();
        button.click();
        await new Promise((resolve) => setTimeout(resolve, 50));
        return document.activeElement?.getAttribute("aria-label");
      });
      const frozen = new Promise((resolve) => setTimeout(() => resolve("the page froze"), 10_000));
      expect(await Promise.race([raced, frozen])).toMatch(/, selected$|^\w+day, /);
      await see(page, "1 date selected");
      expectClean(host);
    } finally {
      await host.close();
    }
  });
});

describe("a saved template", () => {
  it("prefills the form once, then is gone", async () => {
    const host = await openPage(setup.browser, DESKTOP);
    const { page } = host;
    try {
      await openCreatePage(page, setup.server.url);
      await page.evaluate(() => {
        localStorage.setItem(
          "hangTemplate",
          JSON.stringify({
            name: "Book club again",
            vibe: "book-club",
            hostName: "Hana Host",
            hostEmail: "hana@example.com",
            maxCapacity: 8,
            locationName: "Reading Room Cafe",
            location: "2 Example Street, Sampletown",
          }),
        );
        localStorage.setItem("hangFormData", JSON.stringify({ name: "An older draft", vibe: "coffee" }));
        window.scrollTo(0, 400);
      });
      await page.reload();
      await page.getByRole("heading", { name: "Create a Hang" }).waitFor();
      expect(await page.getByRole("textbox", { name: "What's the hang?" }).inputValue()).toBe(
        "Book club again",
      );
      expect(await page.getByRole("radio", { name: "Book Club Meeting" }).isChecked()).toBe(true);
      await see(page, "Reading Room Cafe");
      expect(await page.getByRole("spinbutton", { name: "Party size limit" }).inputValue()).toBe("8");
      expect(await page.getByRole("textbox", { name: "Your email" }).inputValue()).toBe("hana@example.com");
      expect(
        await page.evaluate(() => [
          localStorage.getItem("hangTemplate"),
          localStorage.getItem("hangFormData"),
        ]),
      ).toEqual([null, null]);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.reload();
      await page.getByRole("heading", { name: "Create a Hang" }).waitFor();
      expect(await page.getByRole("textbox", { name: "What's the hang?" }).inputValue()).toBe("");
      expectClean(host);
    } finally {
      await host.close();
    }
  });
});
