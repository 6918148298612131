// Setting up a standing hang (/series/new) as a person does it: signed out, the way in; signed in,
// keyboard only at 390 px — name, vibe, rhythm, Tuesday to Thursday at 7 PM for 3 hours (one row,
// two presses of Add), a group — refused once for an answer-by before the round opens (the focus
// lands on that field), then set up and shown at /series/{id}. At 1280 px, the create page's link
// chooses the group, and a past hang's "Make it standing" starts from its name, vibe, place and
// times, inviting a list of addresses with hosts taking turns. In German, the form's and the
// server's refusals beside their fields. axe-clean in every state.
import fs from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { SeriesView } from "../../src/shared/series.ts";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { expectClean, see, serverAndBrowserForFile } from "../support/e2e.ts";
import { createHangViaApi, expectAccessible, pageUnhidden } from "../support/guest-flow.ts";
import { focusedName, tabTo } from "../support/keyboard.ts";
import { expectPhoneFriendly } from "../support/phone-checks.ts";
import { chooseAnotherAccount, signInAsNewAccount, skipWelcome } from "../support/sign-in.ts";

const setup = serverAndBrowserForFile();
const SHOTS = process.env.SCREENSHOT_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  if (SHOTS && process.env.SHOT_PARTS) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const width = page.viewportSize()!.width;
    for (let y = 0, i = 0; y < height; y += 1000, i++)
      await page.screenshot({
        path: `${SHOTS}/${name}-part${i}.png`,
        fullPage: true,
        clip: { x: 0, y, width, height: Math.min(1000, height - y) },
      });
  }
}

/** A call from inside the signed-in page, with its session. */
function callApi<T>(
  page: Page,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ([method, url, body]) => {
      const res = await fetch(url, {
        method,
        headers: { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: res.status === 204 ? null : await res.json() };
    },
    [method, url, body] as const,
  ) as Promise<{ status: number; body: T }>;
}

/** The focused radio's value, or "" when the focus is not on a radio whose name ends so. */
const focusedRadio = (page: Page, nameEnd: string) =>
  page.evaluate((nameEnd) => {
    const el = document.activeElement;
    return el instanceof HTMLInputElement && el.type === "radio" && el.name.endsWith(nameEnd) ? el.value : "";
  }, nameEnd);

/** Tabs into a radio group (its names end with `nameEnd`), then moves with the arrows to `value`. */
async function chooseRadio(page: Page, nameEnd: string, value: string) {
  for (let i = 0; i < 40 && !(await focusedRadio(page, nameEnd)); i++) await page.keyboard.press("Tab");
  for (let i = 0; i < 30; i++) {
    if ((await focusedRadio(page, nameEnd)) === value) return;
    await page.keyboard.press("ArrowRight");
  }
  throw new Error(`The radio ${value} was never reached`);
}

/** Two frames: the list has settled where it placed its focus. */
const settled = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

/**
 * With a list's button focused: opens it, moves to the option with the arrows, chooses it with
 * Enter (the focus returns to the button, which then shows the option).
 */
async function chooseOption(page: Page, option: string) {
  await page.keyboard.press("Enter");
  const list = page.getByRole("listbox");
  await list.waitFor();
  // The list focuses its chosen option once placed; keys pressed before then would go astray.
  await page.waitForFunction(() => document.activeElement?.getAttribute("role") === "option");
  await settled(page);
  await page.keyboard.press("Home");
  for (let i = 0; i < 60 && (await focusedText(page)) !== option; i++) await page.keyboard.press("ArrowDown");
  expect(await focusedText(page)).toBe(option);
  await page.keyboard.press("Enter");
  await list.waitFor({ state: "detached" });
  await expect.poll(() => focusedText(page)).toBe(option);
}

/** Signs in from the page's own prompt ("Sign in to set up a standing hang"), back on /series/new. */
async function signInHere(page: Page, name: string, email: string) {
  await page
    .getByRole("main")
    .getByRole("button", { name: /^Sign In with / })
    .click();
  await chooseAnotherAccount(page, name, email);
  await page.waitForURL(/\/series\/new$/);
}

/** Replaces a focused field's text by typing. */
async function retype(page: Page, text: string) {
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text);
}

const seriesUrl = /\/series\/([0-9a-f-]{36})$/;

async function seriesShown(page: Page): Promise<SeriesView> {
  await page.waitForURL(seriesUrl);
  const id = seriesUrl.exec(new URL(page.url()).pathname)![1]!;
  const { status, body } = await callApi<SeriesView>(page, "GET", `/api/series/${id}`);
  expect(status).toBe(200);
  return body;
}

describe("setting up a standing hang", () => {
  it("signed out asks to sign in; signed in, sets one up by keyboard alone at 390 px", async () => {
    const sam = await openPage(setup.browser, PHONE);
    const { page } = sam;
    try {
      await skipWelcome(page);
      await page.goto(`${setup.server.url}/series/new`);
      await page.getByRole("heading", { name: "Make it a standing hang" }).waitFor();
      await see(page, "Sign in to set up a standing hang");
      await expectAccessible(page, "set-up page, signed out");
      await shot(page, "series-setup-signed-out-390");

      await signInHere(page, "Sam Setup", "sam@setup.example.com");
      const group = await callApi<{ id: string }>(page, "POST", "/api/groups", { name: "Board gamers" });
      expect(group.status).toBe(201);
      await page.reload();
      const name = page.getByRole("textbox", { name: "What's the hang?" });
      await name.waitFor();
      await expectAccessible(page, "set-up form, empty");
      await expectPhoneFriendly(page, "set-up form");
      await shot(page, "series-setup-empty-390");

      // Keyboard only from here: tab, type, choose, submit.
      await tabTo(page, "What's the hang?");
      await page.keyboard.type("Tuesday board games");
      await chooseRadio(page, "-vibe", "game-night");
      await chooseRadio(page, "-rhythm", "weekly");
      await tabTo(page, "Day");
      await chooseOption(page, "Tuesday");
      await tabTo(page, "Duration");
      await chooseOption(page, "3 hours");
      await tabTo(page, "Add a day and time");
      await page.keyboard.press("Enter");
      // The new row's day takes the focus: Wednesday, at the last row's time.
      await expect.poll(() => focusedName(page)).toBe("Day");
      await tabTo(page, "Add a day and time");
      await page.keyboard.press("Enter");
      const rows = page.getByRole("list", { name: "Times offered each round" }).getByRole("listitem");
      expect(await rows.count()).toBe(3);
      await expect
        .poll(() => rows.nth(2).getByRole("combobox", { name: "Day" }).textContent())
        .toBe("Thursday");
      await expectAccessible(page, "set-up form, rows added");
      await expectPhoneFriendly(page, "set-up form with rows");

      await chooseRadio(page, "-who", "group");
      await tabTo(page, "Group");
      await chooseOption(page, "Board gamers");
      await expectAccessible(page, "set-up form, group selected");

      // An answer-by before the round opens is refused, and the focus lands on it.
      await tabTo(page, "Answer by (days before)");
      await retype(page, "12");
      await tabTo(page, "Make it a standing hang");
      await page.keyboard.press("Enter");
      await see(page, "The answer-by date must come after the round opens");
      await expect.poll(() => focusedName(page)).toBe("Answer by (days before)");
      await expectAccessible(page, "set-up form, error shown");
      await shot(page, "series-setup-error-390");

      await retype(page, "3");
      await tabTo(page, "Make it a standing hang");
      await page.keyboard.press("Enter");
      const series = await seriesShown(page);
      expect(series).toMatchObject({
        name: "Tuesday board games",
        vibe: "game-night",
        rrule: "FREQ=WEEKLY;INTERVAL=1",
        groupId: group.body.id,
        opensDaysBefore: 10,
        answerByDaysBefore: 3,
        nudges: true,
        autoLock: true,
        // The browser's own zone (Chromium names it by its older spelling).
        hostTimezone: expect.stringMatching(/^Asia\/Kath?mandu$/),
        isOwner: true,
      });
      expect(series.slots).toEqual([
        { weekday: 2, startTime: "19:00", duration: "3h" },
        { weekday: 3, startTime: "19:00", duration: "3h" },
        { weekday: 4, startTime: "19:00", duration: "3h" },
      ]);
      expectClean(sam);
    } finally {
      await sam.close();
    }
  });

  it("starts from the create page's group and from a past hang, inviting addresses at 1280 px", async () => {
    const ada = await openPage(setup.browser, DESKTOP);
    const { page } = ada;
    try {
      await skipWelcome(page);
      await page.goto(`${setup.server.url}/`);
      await page.getByRole("heading", { name: "Create a Hang" }).waitFor();
      // Signed out, the create page offers no set-up.
      expect(await page.getByRole("link", { name: "Make it a standing hang" }).count()).toBe(0);
      await signInAsNewAccount(page, "Ada Planner", "ada@setup.example.com");
      const group = await callApi<{ id: string }>(page, "POST", "/api/groups", { name: "Sunday runners" });

      // The group page's Create Hang opens the create page for the group: its link keeps the group.
      await page.goto(`${setup.server.url}/create?groupId=${group.body.id}`);
      await page.getByRole("link", { name: "Make it a standing hang" }).waitFor();
      await shot(page, "series-setup-create-link-1280");
      await page.getByRole("link", { name: "Make it a standing hang" }).click();
      await page.waitForURL(`**/series/new?group=${group.body.id}`);
      await expect
        .poll(() => page.getByRole("combobox", { name: "Group" }).textContent())
        .toBe("Sunday runners");
      await expectAccessible(page, "set-up form, group chosen from the address (1280 px)");
      await shot(page, "series-setup-group-1280");

      // A past hang of Ada's: "Make it standing" starts from it.
      const hang = await createHangViaApi(setup.server.url, {
        name: "Saturday coffee",
        hostEmail: "ada@setup.example.com",
        location: "12 Elm Street",
        locationName: "Elm Street Cafe",
      });
      await page.goto(`${setup.server.url}/`);
      await page.getByRole("button", { name: "Repeat a Past Hang" }).click();
      const dialog = page.getByRole("dialog", { name: "Repeat a Past Hang" });
      await dialog.getByRole("link", { name: "Make it standing: Saturday coffee" }).waitFor();
      await expectAccessible(page, "repeat dialog with Make it standing (1280 px)");
      await shot(page, "series-setup-repeat-dialog-1280");
      await dialog.getByRole("link", { name: "Make it standing: Saturday coffee" }).click();
      await page.waitForURL(`**/series/new?from=${hang.id}`);
      await pageUnhidden(page);
      const name = page.getByRole("textbox", { name: "What's the hang?" });
      await expect.poll(() => name.inputValue()).toBe("Saturday coffee");
      expect(await page.getByRole("radio", { name: "Coffee" }).isChecked()).toBe(true);
      await see(page, "Elm Street Cafe");
      // The hang's Friday 6 PM (1.5 hours) and Saturday 10 AM (2 hours), as weekdays.
      const rows = page.getByRole("list", { name: "Times offered each round" }).getByRole("listitem");
      expect(await rows.count()).toBe(2);
      const row = (n: number, field: string) =>
        rows.nth(n).getByRole("combobox", { name: field }).textContent();
      expect([await row(0, "Day"), await row(0, "Start time"), await row(0, "Duration")]).toEqual([
        "Friday",
        "6:00 PM",
        "1.5 hours",
      ]);
      expect([await row(1, "Day"), await row(1, "Start time"), await row(1, "Duration")]).toEqual([
        "Saturday",
        "10:00 AM",
        "2 hours",
      ]);

      // Every 2 weeks, a list of addresses (one still typed counts), hosts taking turns.
      await page.getByRole("radio", { name: "Every 2 weeks" }).check();
      await page.getByRole("radio", { name: "E-mail addresses" }).check();
      const email = page.getByRole("textbox", { name: "Friend's email" });
      await email.fill("bo@setup.example.com");
      await email.press("Enter");
      await email.fill("not an address");
      await email.press("Enter");
      await see(page, "Valid email is required");
      await email.fill("cy@setup.example.com");
      await page.getByRole("switch", { name: /^Take turns hosting/ }).click();
      const host = page.getByRole("textbox", { name: "Host's email" });
      await host.fill("cy@setup.example.com");
      await host.press("Enter");
      await host.fill("ada@setup.example.com");
      await host.press("Enter");
      await expectAccessible(page, "set-up form, e-mail list and hosts in turn (1280 px)");
      await shot(page, "series-setup-emails-1280");

      await page.getByRole("button", { name: "Make it a standing hang" }).click();
      const series = await seriesShown(page);
      expect(series).toMatchObject({
        name: "Saturday coffee",
        vibe: "coffee",
        location: "12 Elm Street",
        locationName: "Elm Street Cafe",
        rrule: "FREQ=WEEKLY;INTERVAL=2",
        groupId: null,
        emails: ["bo@setup.example.com", "cy@setup.example.com"],
        rotation: ["cy@setup.example.com", "ada@setup.example.com"],
      });
      expect(series.slots).toEqual([
        { weekday: 5, startTime: "18:00", duration: "1.5h" },
        { weekday: 6, startTime: "10:00", duration: "2h" },
      ]);
      expectClean(ada);
    } finally {
      await ada.close();
    }
  });

  it("speaks German: the form's and the server's refusals beside their fields (390 px)", async () => {
    const english = await openPage(setup.browser, PHONE);
    const state = `/tmp/series-setup-state-${process.pid}.json`;
    let groupId: string;
    try {
      await skipWelcome(english.page);
      await english.page.goto(`${setup.server.url}/series/new`);
      await signInHere(english.page, "Greta Gruppe", "greta@setup.example.com");
      const group = await callApi<{ id: string }>(english.page, "POST", "/api/groups", { name: "Chor" });
      groupId = group.body.id;
      await english.page.context().storageState({ path: state });
    } finally {
      await english.close();
    }
    const greta = await openPage(setup.browser, PHONE, { locale: "de-DE", storageState: state });
    const { page } = greta;
    try {
      await page.goto(`${setup.server.url}/series/new?group=${groupId}`);
      await page.getByRole("heading", { name: "Ein regelmäßiges Treffen daraus machen" }).waitFor();
      await expect.poll(() => page.getByRole("combobox", { name: "Gruppe" }).textContent()).toBe("Chor");

      // Nothing filled in: the name's problem first, in German, with the focus on it.
      await page.getByRole("button", { name: "Regelmäßiges Treffen starten" }).click();
      await see(page, "Name ist erforderlich");
      await expect.poll(() => focusedName(page)).toBe("Was ist geplant?");
      await expectAccessible(page, "set-up form in German, refused");
      await expectPhoneFriendly(page, "set-up form in German");

      await page.getByRole("textbox", { name: "Was ist geplant?" }).fill("Chorprobe");
      await page.getByRole("radio", { name: "Spieleabend" }).check();
      // The group is deleted meanwhile: the server's refusal, in German, beside the group.
      expect((await callApi(page, "DELETE", `/api/groups/${groupId}`)).status).toBe(204);
      await page.getByRole("button", { name: "Regelmäßiges Treffen starten" }).click();
      const refusal = page.locator(`[id$="-who-group-error"]`);
      await expect.poll(() => refusal.textContent()).toMatch(/Gruppe nicht gefunden|Nur Mitglieder/);
      await expect.poll(() => focusedName(page)).toBe("Gruppe");
      await expectAccessible(page, "set-up form in German, the server's refusal");
      await shot(page, "series-setup-german-390");
      expect(greta.errors).toEqual([]);
    } finally {
      await greta.close();
      fs.rmSync(state, { force: true });
    }
  });
});
