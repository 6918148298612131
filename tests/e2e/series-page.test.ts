// A standing hang's page in a real browser. The series is set up through the API by a group's
// owner; its first round opens at once, a member answers it and the owner locks it in. The server
// then restarts with its clock two weeks on (and the browsers' with it): that round is over (who
// came shows) and the sweep opens the next one. Then, at 390 px and 1280 px with axe finding nothing in
// each state: the owner's view; a member keeps standing answers by keyboard alone (polite
// confirmation); the owner skips rounds by keyboard (an opened one asks first; the focus comes
// back after each dialog), changes the series (a refusal, then a save), pauses it (another tab
// follows when it gets the focus back), resumes and ends it; an outsider and a signed-out visitor
// are told it is not there; the member's page in German; the group page's "Standing hangs".
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoundView, SeriesView } from "../../src/shared/series.ts";
import { slotKey } from "../../src/shared/time-slots.ts";
import {
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  releaseBrowser,
  type WatchedPage,
} from "../support/browser.ts";
import { type DatabaseLocation, freshDatabaseLocation } from "../support/database.ts";
import { see } from "../support/e2e.ts";
import { expectAccessible, pageUnhidden } from "../support/guest-flow.ts";
import { focusedName, tabTo } from "../support/keyboard.ts";
import { expectPhoneFriendly } from "../support/phone-checks.ts";
import { freePort, type RunningServer, startServer } from "../support/server.ts";
import { signInAsNewAccount, skipWelcome } from "../support/sign-in.ts";

const DAY_MS = 86_400_000;
const ZONE = "America/New_York";
const SHOTS = process.env.SCREENSHOT_DIR;

const ymdIn = (instant: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(instant);
const isoWeekday = (ymd: string) => new Date(`${ymd}T12:00:00Z`).getUTCDay() || 7;
const plusDays = (ymd: string, days: number) =>
  new Date(Date.parse(`${ymd}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const weekdayName = (weekday: number, width: "short" | "long") =>
  new Intl.DateTimeFormat("en-US", { weekday: width, timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, 0, weekday)),
  );
/** "Tue, Mar 3 – Thu, Mar 5", as the page names a round by its days. */
const roundDays = (round: RoundView) => {
  const dates = round.slots.map((s) => s.date).toSorted();
  const format = new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
  return format.formatRange(new Date(`${dates[0]}T12:00:00Z`), new Date(`${dates.at(-1)}T12:00:00Z`));
};

/** A same-origin API call from the page, as its signed-in person. */
function call(page: Page, method: string, apiPath: string, body?: unknown) {
  return page.evaluate(
    async ([method, apiPath, body]) => {
      const res = await fetch(apiPath, {
        method,
        headers: body === undefined ? {} : { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined };
    },
    [method, apiPath, body] as const,
  );
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** axe at phone and desktop width (and the phone's tap targets), with a screenshot of each. */
async function atBothWidths(page: Page, where: string) {
  const before = page.viewportSize()!;
  for (const [viewport, width] of [
    [PHONE, 390],
    [DESKTOP, 1280],
  ] as const) {
    await page.setViewportSize(viewport);
    await expectAccessible(page, `${where} (${width} px)`);
    if (width === 390) await expectPhoneFriendly(page, where);
    await shot(page, `series-${where.replaceAll(/\W+/g, "-")}-${width}`);
  }
  await page.setViewportSize(before);
}

const spaced = (text: string) => text.replaceAll(/\s+/g, " ");
/** The focused control's name, its spaces made plain (Intl's date ranges hold thin ones). */
const focused = async (page: Page) => spaced(await focusedName(page));

/** Presses Tab (or Shift+Tab) until the focused control's name is this one. */
async function tabToNamed(page: Page, name: string, key: "Tab" | "Shift+Tab" = "Tab") {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press(key);
    if ((await focused(page)) === spaced(name)) return;
  }
  throw new Error(`Tabbing never reached "${name}"`);
}

/** The focused radio's label and whether it is chosen (its label holds it, with no id to name it). */
const focusedRadio = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return el?.type === "radio"
      ? { label: el.closest("label")?.textContent?.trim() ?? "", checked: el.checked }
      : undefined;
  });

let server: RunningServer;
let browser: Browser;
let location: DatabaseLocation;
let port: number;
let state: string;
const people: WatchedPage[] = [];
let ana: WatchedPage;
let ben: WatchedPage;
let groupId: string;
let seriesId: string;
let weekdays: number[];
/** The round that opened on the clock two weeks back, answered and locked in. */
let lockedRound: RoundView;

const seriesPath = () => `/series/${seriesId}`;
const fetchSeries = async (page: Page) => (await call(page, "GET", `/api${seriesPath()}`)).body as SeriesView;

const TWO_WEEKS_MS = 14 * DAY_MS;
let clockMoved = false;
/** The clock the server runs on after its restart, in this browser too. */
const onServerClock = (page: Page) => page.clock.install({ time: Date.now() + TWO_WEEKS_MS });

async function signedIn(viewport: typeof PHONE, name: string, email: string, at: string) {
  const person = await openPage(browser, viewport);
  people.push(person);
  if (clockMoved) await onServerClock(person.page);
  await skipWelcome(person.page);
  await person.page.goto(`${server.url}${at}`);
  await signInAsNewAccount(person.page, name, email);
  return person;
}

beforeAll(async () => {
  state = await fs.mkdtemp(path.join(os.tmpdir(), "series-page-"));
  location = await freshDatabaseLocation();
  port = await freePort();
  [server, browser] = await Promise.all([startServer({ location, port }), launchBrowser()]);

  // The owner's group, with Ben in it.
  ana = await signedIn(DESKTOP, "Ana Owner", "ana@example.com", "/");
  const group = await call(ana.page, "POST", "/api/groups", { name: "Board gamers" });
  expect(group.status).toBe(201);
  groupId = group.body.id;
  const invited = await call(ana.page, "POST", `/api/groups/${groupId}/members`, {
    name: "Ben",
    email: "ben@example.com",
    role: "member",
  });
  expect(invited.status).toBe(201);
  ben = await signedIn(PHONE, "Ben Member", "ben@example.com", "/");
  expect((await call(ben.page, "POST", `/api/groups/${groupId}/join`)).status).toBe(200);

  // Weekly from today, offering the 4th, 5th and 6th days of each round at 7 PM: the
  // first round opens at once (10 days ahead), its answers close 3 days before.
  const startsOn = ymdIn(new Date());
  weekdays = [4, 5, 6].map((k) => ((isoWeekday(startsOn) - 1 + k) % 7) + 1);
  const created = await call(ana.page, "POST", "/api/series", {
    name: "Board game night",
    vibe: "game-night",
    rrule: "FREQ=WEEKLY;INTERVAL=1",
    slots: weekdays.map((weekday) => ({ weekday, startTime: "19:00", duration: "3h" })),
    groupId,
    opensDaysBefore: 10,
    answerByDaysBefore: 3,
    hostTimezone: ZONE,
    startsOn,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  seriesId = created.body.id;
  const first = (created.body as SeriesView).rounds.find((r) => r.date === startsOn);
  expect(first?.status).toBe("open");
  lockedRound = first!;

  // Ben says yes to its first time; Ana locks that time in.
  const slot = first!.slots[0]!;
  const answered = await call(ben.page, "POST", `/api/hangs/${first!.hangId}/responses`, {
    guestName: "Ben Member",
    guestEmail: "ben@example.com",
    isPublic: true,
    timeSlotAvailability: Object.fromEntries(
      first!.slots.map((s) => [slotKey(s), s === slot ? "yes" : "no"]),
    ),
  });
  expect(answered.status, JSON.stringify(answered.body)).toBe(201);
  const locked = await call(ana.page, "POST", `/api/hangs/${first!.hangId}/finalize`, {
    finalDateTime: `${slot.date}T${slot.startTime}`,
  });
  expect(locked.status, JSON.stringify(locked.body)).toBe(200);

  // Two weeks on: that round is over, and the sweep opens the one starting that day.
  await server.stop();
  server = await startServer({ location, port, env: { CLOCK_OFFSET_MS: String(TWO_WEEKS_MS) } });
  clockMoved = true;
  await Promise.all([onServerClock(ana.page), onServerClock(ben.page)]);
  const opened = plusDays(startsOn, 14);
  const deadline = Date.now() + 30_000;
  while ((await fetchSeries(ana.page)).rounds.find((r) => r.date === opened)?.status !== "open") {
    if (Date.now() > deadline) throw new Error(`The round of ${opened} never opened`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 240_000);

afterAll(async () => {
  for (const person of people) await person.close().catch(() => undefined);
  await releaseBrowser(browser);
  await server?.dispose();
  await fs.rm(state, { recursive: true, force: true });
});

describe("a standing hang's page", () => {
  it("shows its owner the rhythm, times, next round, rounds to come and who came", async () => {
    const { page } = ana;
    await page.goto(`${server.url}${seriesPath()}`);
    await page.getByRole("heading", { level: 1, name: "Board game night" }).waitFor();
    expect(await page.title()).toBe("Board game night · Hangs");
    await see(page, "Every week");
    await see(page, `${weekdays.map((d) => weekdayName(d, "short")).join(", ")} · 7:00 PM · 3 h`);
    await see(page, "Everyone in Board gamers");
    await see(page, "Opens 10 days before, answers by 3 days before");
    const series = await fetchSeries(page);
    const [open, upcoming] = series.rounds.filter((r) => r.status === "open" || r.status === "upcoming");
    // The next round is open: its hang is a link away.
    await page.getByRole("heading", { name: "Next round" }).waitFor();
    await page.getByText(roundDays(open!)).first().waitFor();
    expect(
      await page
        .getByRole("link", { name: `See its hang: ${roundDays(open!)}` })
        .first()
        .getAttribute("href"),
    ).toBe(`/hang/${open!.hangId}`);
    const coming = page.getByRole("list", { name: "Coming rounds" });
    await coming.getByText(roundDays(upcoming!)).waitFor();
    await coming
      .getByText(/^Opens .* · answer by /)
      .first()
      .waitFor();
    await coming.getByRole("button", { name: `Skip: ${roundDays(upcoming!)}` }).waitFor();
    const past = page.getByRole("list", { name: "Past rounds" });
    await past.getByText(roundDays(lockedRound)).waitFor();
    await past.getByText("Happened").waitFor();
    await past.getByText("1 came:").waitFor();
    await past.getByText("Ben Member").waitFor();
    await past.getByText(/^Locked in: /).waitFor();
    await atBothWidths(page, "owner view");
    expect(ana.errors).toEqual([]);
  });

  it("lets a member keep standing answers by keyboard alone, and says they are saved", async () => {
    const { page } = ben;
    await page.goto(`${server.url}${seriesPath()}`);
    await page.getByRole("heading", { level: 1, name: "Board game night" }).waitFor();
    await page.getByRole("heading", { name: "Your standing answers" }).waitFor();
    // A member changes nothing of the series itself.
    expect(await page.getByRole("button", { name: /^Skip/ }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Pause" }).count()).toBe(0);
    // The open round asks for their answer on its hang.
    const open = (await fetchSeries(page)).rounds.find((r) => r.status === "open")!;
    expect(
      await page
        .getByRole("link", { name: `Answer this round: ${roundDays(open)}` })
        .first()
        .getAttribute("href"),
    ).toBe(`/hang/${open.hangId}`);
    await atBothWidths(page, "member view");

    // Each time starts at "Ask me each round"; the arrows move along the choices.
    const pressUntilRadio = async () => {
      for (let i = 0; i < 60 && !(await focusedRadio(page)); i++) await page.keyboard.press("Tab");
    };
    await pressUntilRadio();
    expect(await focusedRadio(page)).toEqual({ label: "Ask me each round", checked: true });
    await page.keyboard.press("ArrowRight");
    expect(await focusedRadio(page)).toEqual({ label: "Yes", checked: true });
    await page.keyboard.press("Tab");
    expect(await focusedRadio(page)).toEqual({ label: "Ask me each round", checked: true });
    await page.keyboard.press("ArrowLeft");
    expect(await focusedRadio(page)).toEqual({ label: "No", checked: true });
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    expect(await focusedRadio(page)).toEqual({ label: "Maybe", checked: true });
    await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe("Save standing answers");
    await page.keyboard.press("Enter");
    await page
      .getByRole("status")
      .filter({ hasText: "Saved. New rounds will put you down as you chose." })
      .waitFor();
    expect((await call(page, "GET", `/api${seriesPath()}/standing-answers`)).body.answers).toEqual(
      expect.arrayContaining([
        { weekday: weekdays[0], startTime: "19:00", answer: "yes" },
        { weekday: weekdays[1], startTime: "19:00", answer: "no" },
        { weekday: weekdays[2], startTime: "19:00", answer: "maybe" },
      ]),
    );
    await atBothWidths(page, "standing answers chosen");
    // Read again, the page shows what was kept.
    await page.reload();
    const first = page.getByRole("group", { name: `${weekdayName(weekdays[0]!, "long")} at 7:00 PM` });
    await first.getByRole("radio", { name: "Yes" }).waitFor();
    expect(await first.getByRole("radio", { name: "Yes" }).isChecked()).toBe(true);
    expect(
      await page
        .getByRole("group", { name: `${weekdayName(weekdays[2]!, "long")} at 7:00 PM` })
        .getByRole("radio", { name: "Maybe" })
        .isChecked(),
    ).toBe(true);
    expect(ben.errors).toEqual([]);
  });

  it("lets the owner skip rounds by keyboard, asking first for an opened one, with the focus kept", async () => {
    const { page } = ana;
    await page.goto(`${server.url}${seriesPath()}`);
    await page.getByRole("heading", { level: 1, name: "Board game night" }).waitFor();
    const series = await fetchSeries(page);
    const open = series.rounds.find((r) => r.status === "open")!;
    const upcoming = series.rounds.find((r) => r.status === "upcoming")!;

    // A round not opened yet: skipped at once, and back with the same button.
    await tabToNamed(page, `Skip: ${roundDays(upcoming)}`);
    await page.keyboard.press("Enter");
    await see(page, `Round skipped: ${roundDays(upcoming)}`);
    await expect.poll(() => focused(page)).toBe(spaced(`Unskip: ${roundDays(upcoming)}`));
    expect((await fetchSeries(page)).rounds.find((r) => r.date === upcoming.date)?.status).toBe("skipped");
    await page.keyboard.press("Enter");
    await see(page, `Round back on: ${roundDays(upcoming)}`);
    await expect.poll(() => focused(page)).toBe(spaced(`Skip: ${roundDays(upcoming)}`));

    // The opened round has a hang with guests: the owner is asked; keeping it gives the focus back.
    // It comes before the round just skipped and brought back, where the focus is.
    await tabToNamed(page, `Skip: ${roundDays(open)}`, "Shift+Tab");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Skip a round that's already open?" });
    await dialog.waitFor();
    await atBothWidths(page, "skip confirm dialog");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await pageUnhidden(page);
    expect(await focused(page)).toBe(spaced(`Skip: ${roundDays(open)}`));
    await page.keyboard.press("Enter");
    await dialog.waitFor();
    await tabTo(page, "Skip and cancel its hang");
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "detached" });
    await pageUnhidden(page);
    // Its Skip button went with its hang: the focus is on the round.
    await expect.poll(() => focused(page)).toBe(spaced(roundDays(open)));
    const coming = page.getByRole("list", { name: "Coming rounds" });
    await coming.getByText("Its hang was cancelled.").waitFor();
    expect((await fetchSeries(page)).rounds.find((r) => r.date === open.date)?.status).toBe("cancelled");
    expect(ana.errors).toEqual([]);
  });

  it("shows the group's standing hangs on the group page, with the way to make another", async () => {
    const { page } = ana;
    await page.goto(`${server.url}/groups/${groupId}`);
    await page.getByRole("heading", { level: 1, name: "Board gamers" }).waitFor();
    const list = page.getByRole("list", { name: "Standing hangs" });
    const link = list.getByRole("link", { name: "Board game night" });
    await link.waitFor();
    expect(await link.getAttribute("href")).toBe(seriesPath());
    await list.getByText(/^Every week · /).waitFor();
    await list.getByText(/^Next round: /).waitFor();
    const make = page.getByRole("link", { name: "Make it a standing hang" });
    expect(await make.getAttribute("href")).toBe(`/series/new?group=${groupId}`);
    await atBothWidths(page, "group page standing hangs");
    await link.click();
    await page.waitForURL(`${server.url}${seriesPath()}`);
    await page.getByRole("heading", { level: 1, name: "Board game night" }).waitFor();
    expect(ana.errors).toEqual([]);
  });

  it("shows a member's page in German", async () => {
    const benState = path.join(state, "ben.json");
    await ben.page.context().storageState({ path: benState });
    const german = await openPage(browser, PHONE, { storageState: benState, locale: "de-DE" });
    people.push(german);
    const { page } = german;
    await onServerClock(page);
    await page.goto(`${server.url}${seriesPath()}`);
    await page.getByRole("heading", { level: 1, name: "Board game night" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
    await see(page, "Jede Woche");
    await page.getByRole("heading", { name: "Deine festen Antworten" }).waitFor();
    await page.getByRole("heading", { name: "Nächste Runde" }).waitFor();
    await see(page, "1 war dabei:");
    await page.getByRole("radio", { name: "Jede Runde fragen" }).first().waitFor();
    await atBothWidths(page, "member view in German");
    expect(german.errors).toEqual([]);
  });

  it("lets the owner change it (refused, then saved), pause it (another tab follows), resume and end it", async () => {
    const { page } = ana;
    await page.goto(`${server.url}${seriesPath()}`);
    await page.getByRole("heading", { level: 1, name: "Board game night" }).waitFor();

    // Change: an answer-by before the round opens is refused under its field, then a fix is saved.
    await page.getByRole("button", { name: "Change" }).click();
    const form = page.getByRole("form", { name: "Change the standing hang" });
    await form.getByRole("radio", { name: "Every 2 weeks" }).check();
    await form.getByRole("spinbutton", { name: "Answer by (days before)" }).fill("12");
    await form.getByRole("button", { name: "Save changes" }).click();
    await form.getByText("The answer-by date must come after the round opens").waitFor();
    expect(await focusedName(page)).toBe("Answer by (days before)");
    await atBothWidths(page, "change form refused");
    await form.getByRole("spinbutton", { name: "Answer by (days before)" }).fill("2");
    await form.getByRole("button", { name: "Save changes" }).click();
    await see(page, "Changes saved");
    await form.waitFor({ state: "hidden" });
    expect(await focusedName(page)).toBe("Change");
    await see(page, "Every 2 weeks");
    await see(page, "Opens 10 days before, answers by 2 days before");

    // Pause, from a second tab: the first follows once it has the focus again.
    const other = await page.context().newPage();
    await other.goto(`${server.url}${seriesPath()}`);
    await other.getByRole("button", { name: "Pause" }).click();
    await other.getByRole("button", { name: "Resume" }).waitFor();
    await other.close();
    await page.bringToFront();
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange", { bubbles: true })));
    await page.getByRole("button", { name: "Resume" }).waitFor();
    await see(page, "Paused: no round opens until it is resumed.");
    await atBothWidths(page, "paused");
    await page.getByRole("button", { name: "Resume" }).click();
    await see(page, "Standing hang resumed");
    await page.getByRole("button", { name: "Pause" }).waitFor();

    // End: asked first; keeping it gives the focus back, ending moves it to the title.
    await page.getByRole("button", { name: "End" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "End this standing hang?" });
    await dialog.waitFor();
    await atBothWidths(page, "end confirm dialog");
    await dialog.getByRole("button", { name: "Keep it going" }).click();
    await dialog.waitFor({ state: "detached" });
    await pageUnhidden(page);
    expect(await focusedName(page)).toBe("End");
    await page.keyboard.press("Enter");
    await dialog.getByRole("button", { name: "End standing hang" }).click();
    await dialog.waitFor({ state: "detached" });
    await see(page, "Standing hang ended");
    await expect.poll(() => focusedName(page)).toBe("Board game night");
    await see(page, "This standing hang has ended: no more rounds will open.");
    expect(await page.getByRole("button", { name: "Pause" }).count()).toBe(0);
    expect(await page.getByRole("heading", { name: "Your standing answers" }).count()).toBe(0);
    await atBothWidths(page, "ended");
    expect(ana.errors).toEqual([]);
  }, 120_000);

  it("tells an outsider and a signed-out visitor it is not there", async () => {
    const dan = await signedIn(PHONE, "Dan Outsider", "dan@example.com", "/");
    await dan.page.goto(`${server.url}${seriesPath()}`);
    await dan.page.getByRole("heading", { level: 1, name: "Standing hang not found" }).waitFor();
    await dan.page.getByRole("link", { name: "Go Home" }).waitFor();
    await atBothWidths(dan.page, "not found");
    expect(dan.errors).toEqual([]);

    const visitor = await openPage(browser, PHONE);
    people.push(visitor);
    await onServerClock(visitor.page);
    await skipWelcome(visitor.page);
    await visitor.page.goto(`${server.url}${seriesPath()}`);
    await visitor.page.getByRole("heading", { level: 1, name: "Standing hang not found" }).waitFor();
    await see(visitor.page, "Invited through a group? Sign in");
    await atBothWidths(visitor.page, "signed out");
    expect(visitor.errors).toEqual([]);
  });
});
