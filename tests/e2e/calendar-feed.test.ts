// "Subscribe in your calendar" on the dashboard and on a group's page, at phone and desktop width:
// the webcal and Google Calendar links, copying the link, and resetting it (the old link then
// answers 404). The feed behind each link is fetched as a calendar app would.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { expectClean, see, serverAndBrowserForFile } from "../support/e2e.ts";
import { createHangViaApi, expectAccessible } from "../support/guest-flow.ts";
import { signInAsNewAccount } from "../support/sign-in.ts";

const setup = serverAndBrowserForFile();
const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), "hangs-feed-"));
afterAll(() => fs.rmSync(stateDir, { recursive: true, force: true }));

const focused = (page: Page) =>
  page.evaluate(() => [document.activeElement?.tagName, document.activeElement?.textContent?.trim()]);

/** The feed as a calendar app reads it: no cookies, just the URL. */
async function readFeed(url: string) {
  const res = await fetch(url);
  return { status: res.status, text: await res.text(), type: res.headers.get("content-type") };
}

/** Opens the subscribe panel and returns the https feed URL from its copy field. */
async function openPanel(page: Page, where: string): Promise<string> {
  const toggle = page.getByRole("button", { name: "Subscribe in your calendar" });
  expect(await toggle.getAttribute("aria-expanded")).toBe("false");
  await expectAccessible(page, `${where}, subscribe closed`);
  await toggle.click();
  expect(await toggle.getAttribute("aria-expanded")).toBe("true");
  const field = page.getByRole("textbox", { name: /^Calendar link/ });
  await expect.poll(() => field.inputValue()).toMatch(/\/feed\/[\w-]{43}\.ics$/);
  const url = await field.inputValue();
  const webcal = page.getByRole("link", { name: "Apple Calendar or Outlook" });
  expect(await webcal.getAttribute("href")).toBe(url.replace(/^https?:\/\//, "webcal://"));
  const google = new URL((await page.getByRole("link", { name: "Google Calendar" }).getAttribute("href"))!);
  expect(google.host).toBe("calendar.google.com");
  expect(google.searchParams.get("cid")).toBe(url.replace(/^https?:\/\//, "webcal://"));
  await expectAccessible(page, `${where}, subscribe open`);
  return url;
}

/** Copy, then reset (asked first; "Keep this link" changes nothing): the old URL stops at once. */
async function copyAndReset(page: Page, url: string, where: string): Promise<string> {
  await page.getByRole("button", { name: "Copy calendar link" }).click();
  await see(page, "Calendar link copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  // The shared copy button says "Copied" for two seconds; the checks below are about the reset.
  await page
    .getByRole("button", { name: "Copy calendar link" })
    .getByText("Copy", { exact: true })
    .waitFor({ state: "attached" });

  await page.getByRole("button", { name: "Reset link" }).click();
  const prompt = page.getByRole("group", { name: /^Reset the link\?/ });
  await prompt.waitFor();
  await expect.poll(() => focused(page)).toEqual(["BUTTON", "Keep this link"]);
  await expectAccessible(page, `${where}, reset asked`);
  await prompt.getByRole("button", { name: "Keep this link" }).click();
  await expect.poll(() => focused(page)).toEqual(["BUTTON", "Reset link"]);
  expect((await readFeed(url)).status).toBe(200);

  await page.getByRole("button", { name: "Reset link" }).click();
  await prompt.getByRole("button", { name: "Reset link" }).click();
  await see(page, "New calendar link ready");
  const field = page.getByRole("textbox", { name: /^Calendar link/ });
  await expect.poll(() => field.inputValue()).not.toBe(url);
  // The new link takes the focus: it is what the person copies or subscribes with next.
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("INPUT");
  const fresh = await field.inputValue();
  expect((await readFeed(url)).status).toBe(404);
  expect((await readFeed(fresh)).status).toBe(200);
  await expectAccessible(page, `${where}, after reset`);
  return fresh;
}

describe("subscribing to a calendar feed", () => {
  for (const [width, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    const email = `fern.${width}@example.com`;
    const state = path.join(stateDir, `${width}.json`);

    it(`from the dashboard, at ${width} width`, async () => {
      await createHangViaApi(setup.server.url, { name: `Fern's ${width} picnic`, hostEmail: email });
      const fern = await openPage(setup.browser, viewport, { grantClipboard: setup.server.url });
      const { page } = fern;
      try {
        await page.goto(setup.server.url);
        await signInAsNewAccount(page, `Fern ${width}`, email);
        await page.context().storageState({ path: state });
        await page.goto(`${setup.server.url}/dashboard`);
        const url = await openPanel(page, `${width} dashboard`);
        const feed = await readFeed(url);
        expect(feed.type).toBe("text/calendar; charset=utf-8");
        expect(feed.text).toContain(`SUMMARY:Option: Fern's ${width} picnic (1 of 2 times)`);
        expect(feed.text).toContain("X-WR-CALNAME:Hangs — Fern");
        await copyAndReset(page, url, `${width} dashboard`);
        expectClean(fern);
      } finally {
        await fern.close();
      }
    });

    it(`from a group's page, at ${width} width`, async () => {
      const fern = await openPage(setup.browser, viewport, {
        grantClipboard: setup.server.url,
        storageState: state,
      });
      const { page } = fern;
      try {
        await page.goto(setup.server.url);
        const group = await page.evaluate(async (groupName) => {
          const res = await fetch("/api/groups", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ name: groupName }),
          });
          return (await res.json()) as { id: string };
        }, `Fern's ${width} crew`);
        await page.goto(`${setup.server.url}/groups/${group.id}`);
        await page.getByRole("heading", { name: `Fern's ${width} crew` }).waitFor();
        const url = await openPanel(page, `${width} group`);
        expect((await readFeed(url)).text).toContain(`X-WR-CALNAME:Hangs — Fern's ${width} crew`);
        await copyAndReset(page, url, `${width} group`);
        expectClean(fern);
      } finally {
        await fern.close();
      }
    });
  }
});
