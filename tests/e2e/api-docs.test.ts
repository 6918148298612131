// The API reference at /api/docs: a page of its own that loads nothing from elsewhere and runs no
// script, readable in light and dark (axe-core, contrast included), at phone width too, and every
// operation in its contents is reachable by keyboard.
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { expectClean, serverAndBrowserForFile } from "../support/e2e.ts";
import { expectAccessible } from "../support/guest-flow.ts";

const setup = serverAndBrowserForFile();

describe("the API reference page", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    it(`reads in ${colorScheme} and passes axe, with nothing fetched from elsewhere`, async () => {
      const watched = await openPage(setup.browser, DESKTOP);
      const { page } = watched;
      await page.emulateMedia({ colorScheme });
      const asked: string[] = [];
      page.on("request", (request) => asked.push(request.url()));
      await page.goto(`${setup.server.url}/api/docs`);
      await page.getByRole("heading", { level: 1, name: /Hangs API/ }).waitFor();
      await page.getByRole("heading", { level: 2, name: "Hangs", exact: true }).waitFor();
      // The page and nothing else: no script, font or style sheet from anywhere.
      expect(asked).toEqual([`${setup.server.url}/api/docs`]);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe(colorScheme === "dark" ? "rgb(24, 24, 27)" : "rgb(255, 255, 255)");
      await expectAccessible(page, `API reference (${colorScheme})`);
      expectClean(watched);
    });
  }

  it("fits a phone and leads from the contents to an operation by keyboard", async () => {
    const watched = await openPage(setup.browser, PHONE);
    const { page } = watched;
    await page.goto(`${setup.server.url}/api/docs`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    const link = page.getByRole("link", { name: "POST /api/hangs", exact: true });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => location.hash)).toBe("#postHangs");
    await expectAccessible(page, "API reference (phone)");
    expectClean(watched);
  });
});
