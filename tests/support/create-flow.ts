// What the create-flow browser tests share: the app with a loopback fake of Google Places, axe-core,
// and the steps a host takes on the create screen (calendar, selects, the location dialog).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { axeScan } from "./axe.ts";
import { launchBrowser, releaseBrowser } from "./browser.ts";
import { daysOfNextMonth } from "./e2e.ts";
import { type FakePlaces, startFakePlaces } from "./fake-places.ts";
import { afterTransitions } from "./guest-flow.ts";
import { type RunningServer, startServer } from "./server.ts";

export interface CreateFlowSetup {
  fake: FakePlaces;
  server: RunningServer;
  browser: Browser;
}

/** Starts the fake place service, the app (with a maps key pointing at it) and Chromium for the file. */
export function serverWithFakePlacesForFile(): CreateFlowSetup {
  const setup = {} as CreateFlowSetup;
  beforeAll(async () => {
    setup.fake = await startFakePlaces();
    [setup.server, setup.browser] = await Promise.all([
      startServer({ env: { GOOGLE_MAPS_API_KEY: "test-key", PLACES_API_URL: setup.fake.url } }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await releaseBrowser(setup.browser);
    await setup.server?.dispose();
    await setup.fake?.close();
  });
  return setup;
}

export async function expectNoAxeViolations(page: Page) {
  await afterTransitions(page);
  const { violations } = await (await axeScan(page)).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

export async function openCreatePage(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/`);
  await page.getByRole("heading", { name: "Create a Hang" }).waitFor();
}

/** Chooses a value in one of the picker's selects (Radix: a combobox, then an option). */
export async function choose(page: Page, field: RegExp | string, option: string, nth = 0) {
  await page.getByRole("combobox", { name: field }).nth(nth).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Picks `count` enabled days of next month on the calendar. */
export async function pickDays(page: Page, count: number) {
  const days = await daysOfNextMonth(page);
  for (let i = 0; i < count; i++) await days.nth(4 + i * 3).click();
}

export const locationTrigger = (page: Page) =>
  page.getByRole("button", { name: /Add location|Tap to change/ });
export const locationDialog = (page: Page) => page.getByRole("dialog", { name: "Choose Location" });
