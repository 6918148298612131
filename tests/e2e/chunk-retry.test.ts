// A part of the app that fails to download (a dropped connection, a deploy that replaced the file)
// is fetched again, and when it still cannot be had the page says so with a way to reload, in the
// person's language — never a blank page. At phone width.
import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, PHONE } from "../support/browser.ts";
import { serverAndBrowserForFile } from "../support/e2e.ts";
import { expectAccessible } from "../support/guest-flow.ts";

const setup = serverAndBrowserForFile();

const CREATE_PAGE_CODE = /\/assets\/create-page-[^/]*\.js$/;

/** Fails the create page's code `times` times (every time when undefined), then serves it. */
async function dropCreatePageCode(page: Page, times?: number) {
  let dropped = 0;
  await page.route(CREATE_PAGE_CODE, (route: Route) => {
    if (times !== undefined && dropped >= times) return route.continue();
    dropped += 1;
    return route.abort("internetdisconnected");
  });
  return () => dropped;
}

describe("a page whose code fails to download", () => {
  it("is fetched again, and the page appears", async () => {
    const visitor = await openPage(setup.browser, PHONE);
    const { page } = visitor;
    try {
      const dropped = await dropCreatePageCode(page, 1);
      await page.goto(`${setup.server.url}/`);
      await page.getByRole("heading", { name: "Create a Hang" }).waitFor();
      await page.getByRole("textbox", { name: "What's the hang?" }).fill("Tacos");
      expect(dropped()).toBe(1);
      // The one dropped download is all that went wrong.
      expect(visitor.errors.filter((e) => !e.includes("create-page-"))).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it("says so with a way to reload when it still cannot be had, in Spanish too", async () => {
    for (const [locale, heading, reload] of [
      ["en-US", "This page didn't finish loading", "Reload"],
      ["es-ES", "Esta página no terminó de cargarse", "Volver a cargar"],
    ] as const) {
      const visitor = await openPage(setup.browser, PHONE, { locale });
      const { page } = visitor;
      try {
        await dropCreatePageCode(page);
        await page.goto(`${setup.server.url}/`);
        const shown = page.getByRole("heading", { name: heading });
        await shown.waitFor();
        // Attention goes to what replaced the page.
        await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(heading);
        await expectAccessible(page, `the page that did not load (${locale})`);

        // Back online: Reload brings the page.
        await page.unroute(CREATE_PAGE_CODE);
        await page.getByRole("button", { name: reload }).click();
        await page.getByRole("textbox").first().waitFor();
        await expect.poll(() => shown.count()).toBe(0);
      } finally {
        await visitor.close();
      }
    }
  });
});
