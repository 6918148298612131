// The create form on a phone: the vibe grid shows the everyday vibes and "More vibes" for the rest
// (keyboard and screen reader included), a chosen vibe stays in view, the host's e-mail field
// offers to fix a mistyped domain, and the form is about a screen shorter than with all 25 tiles.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { expectClean, serverAndBrowserForFile } from "../support/e2e.ts";
import { expectAccessible } from "../support/guest-flow.ts";
import { focusedName } from "../support/keyboard.ts";
import { expectPhoneFriendly } from "../support/phone-checks.ts";

const setup = serverAndBrowserForFile();

async function openForm(page: Page, path = "/") {
  await page.goto(`${setup.server.url}${path}`);
  await page.getByRole("heading", { level: 1 }).waitFor();
}

/** The vibe tile holding the focus, by its text. */
const focusedVibe = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest("label")?.textContent?.trim() ?? "");
const vibes = (page: Page) => page.getByRole("radiogroup").first().getByRole("radio");
const vibeNames = (page: Page) =>
  page
    .getByRole("radiogroup")
    .first()
    .locator("label")
    .evaluateAll((labels) => labels.map((l) => l.textContent?.trim()));

describe("the vibe grid", () => {
  it("shows nine vibes, and More vibes opens the rest from the keyboard", async () => {
    const host = await openPage(setup.browser, PHONE);
    const { page } = host;
    try {
      await openForm(page);
      expect(await vibeNames(page)).toEqual([
        "☕Coffee",
        "🚶Walk",
        "🥞Brunch",
        "🍻Happy Hour",
        "🍽️Dinner Party",
        "🎲Game Night",
        "🎬Movie Night",
        "🎂Birthday Party",
        "✨Other",
      ]);
      const more = page.getByRole("button", { name: "More vibes" });
      expect(await more.getAttribute("aria-expanded")).toBe("false");
      const controlled = await more.getAttribute("aria-controls");
      expect(await page.locator(`[id="${controlled}"]`).getAttribute("role")).toBe("radiogroup");
      await expectAccessible(page, "vibe grid closed");
      await expectPhoneFriendly(page, "vibe grid closed");
      await page.screenshot({ path: "/tmp/create-phone-closed.png" });

      // Keyboard only: Enter on More vibes, and the focus is on the first vibe it brought.
      await more.focus();
      await page.keyboard.press("Enter");
      const fewer = page.getByRole("button", { name: "Fewer vibes" });
      expect(await fewer.getAttribute("aria-expanded")).toBe("true");
      expect(await vibes(page).count()).toBe(25);
      expect(await focusedVibe(page)).toBe("🧺Picnic");
      // Arrows move the choice through the whole group, as in any radio group.
      await page.keyboard.press("Space");
      await page.keyboard.press("ArrowRight");
      expect(await page.getByRole("radio", { name: "Couch Hang" }).isChecked()).toBe(true);
      await page.getByRole("radio", { name: "Golf" }).check();
      await expectAccessible(page, "vibe grid open, Golf chosen");
      await expectPhoneFriendly(page, "vibe grid open");

      // Closed again, the chosen vibe stays in view; Other is still last.
      await fewer.click();
      expect(await vibes(page).count()).toBe(10);
      expect(await page.getByRole("radio", { name: "Golf" }).isChecked()).toBe(true);
      expect((await vibeNames(page)).slice(-2)).toEqual(["⛳Golf", "✨Other"]);
      await expectAccessible(page, "vibe grid closed, Golf chosen");
      await page.screenshot({ path: "/tmp/create-phone-golf.png" });
      expectClean(host);
    } finally {
      await host.close();
    }
  });

  it("leads with the vibes this host created hangs with", async () => {
    const host = await openPage(setup.browser, DESKTOP);
    const { page } = host;
    try {
      await openForm(page);
      await page.evaluate(() =>
        localStorage.setItem("hangs.recentVibes", JSON.stringify(["bowling", "coffee"])),
      );
      await page.reload();
      await page.getByRole("button", { name: "More vibes" }).waitFor();
      expect((await vibeNames(page)).slice(0, 3)).toEqual(["🎳Bowling", "☕Coffee", "🚶Walk"]);
      expect(await vibes(page).count()).toBe(9);
      expectClean(host);
    } finally {
      await host.close();
    }
  });

  it("is about a screen shorter on a phone than the whole grid", async () => {
    const host = await openPage(setup.browser, PHONE);
    const { page } = host;
    try {
      await openForm(page);
      // The calendar's code arrives once the person starts using the form: measure with it in.
      await page.getByRole("radio", { name: "Coffee" }).click();
      await page.getByRole("button", { name: /next month/i }).waitFor();
      const height = () => page.locator("form").evaluate((form) => form.getBoundingClientRect().height);
      const closed = await height();
      await page.getByRole("button", { name: "More vibes" }).click();
      const open = await height();
      console.info(
        `create form at 390 px: ${Math.round(closed)} px with More closed, ${Math.round(open)} open`,
      );
      expect(open - closed).toBeGreaterThan(PHONE.height / 2);
      expectClean(host);
    } finally {
      await host.close();
    }
  });

  it("reads in Spanish: Más tipos de quedada opens the rest", async () => {
    const host = await openPage(setup.browser, PHONE, { locale: "es-ES" });
    const { page } = host;
    try {
      await openForm(page);
      const more = page.getByRole("button", { name: "Más tipos de quedada" });
      await more.click();
      await page.getByRole("button", { name: "Menos tipos de quedada" }).waitFor();
      expect(await vibes(page).count()).toBe(25);
      await expectAccessible(page, "vibe grid open, Spanish");
      await expectPhoneFriendly(page, "vibe grid open, Spanish");
      await page.screenshot({ path: "/tmp/create-phone-es.png" });
      expectClean(host);
    } finally {
      await host.close();
    }
  });
});

describe("the host's e-mail", () => {
  it("offers the likely address for a mistyped domain, fixed with one tap", async () => {
    const host = await openPage(setup.browser, PHONE);
    const { page } = host;
    try {
      await openForm(page);
      const email = page.getByRole("textbox", { name: "Your email", exact: true });
      await email.fill("sam@gmial.con");
      const hint = page.getByText("Did you mean sam@gmail.com?");
      await hint.waitFor();
      expect(await email.getAttribute("aria-describedby")).toContain(
        await hint.evaluate((h) => h.parentElement?.id),
      );
      await expectAccessible(page, "e-mail typo hint");
      await expectPhoneFriendly(page, "e-mail typo hint");
      await email.scrollIntoViewIfNeeded();
      await page.screenshot({ path: "/tmp/create-phone-typo.png" });

      await page.getByRole("button", { name: "Use sam@gmail.com" }).click();
      expect(await email.inputValue()).toBe("sam@gmail.com");
      await hint.waitFor({ state: "detached" });
      expect(await focusedName(page)).toBe("Your email");
      expectClean(host);
    } finally {
      await host.close();
    }
  });
});
