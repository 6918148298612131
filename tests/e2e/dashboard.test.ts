// The signed-in dashboard: every hang the person hosts, was invited to or answered, on a calendar
// and in tabs; cards that open with their actions; repeat (dialog and dashboard) and delete.
// Dana signs in through the chooser once; later pages reuse the saved signed-in state.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/client.ts";
import { hangs } from "../../src/server/db/schema.ts";
import { instantToWallTime } from "../../src/shared/calendar.ts";
import { makeSlot, type TimeSlot } from "../../src/shared/time-slots.ts";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { openMailedAnswerLink } from "../support/dev-mailbox.ts";
import { daysOfNextMonth, expectClean, see, serverAndBrowserForFile } from "../support/e2e.ts";
import { responseInput } from "../support/factories.ts";
import { createHangViaApi, expectAccessible, pageUnhidden } from "../support/guest-flow.ts";
import { waitForMail } from "../support/host-e2e.ts";
import { lineCount } from "../support/layout-checks.ts";
import { startServer } from "../support/server.ts";
import { accountMenu, chooseAnotherAccount } from "../support/sign-in.ts";

const setup = serverAndBrowserForFile();
const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), "hangs-dashboard-"));
const danaState = path.join(stateDir, "dana.json");
afterAll(() => fs.rmSync(stateDir, { recursive: true, force: true }));

const DANA = "dana@example.com";
const FRIENDS = ["ana@example.com", "ben@example.com", "cy@example.com", "dee@example.com"];

async function api(method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${setup.server.url}${url}${token ? `?token=${token}` : ""}`, {
    method,
    headers: { "Content-Type": "application/json", Origin: setup.server.url },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

beforeAll(async () => {
  const create = (overrides: Parameters<typeof createHangViaApi>[1]) =>
    createHangViaApi(setup.server.url, overrides);
  // Hosted, upcoming, one slot, host in New York; four friends invited.
  const dinner = await create({
    name: "Dana's dinner",
    vibe: "dinner-party",
    hostEmail: "Dana@Example.com",
    hostName: "Dana Dash",
    hostTimezone: "America/New_York",
    timeSlots: [makeSlot("2027-03-05", "18:00", "2h")],
    locationName: "Luigi's",
    location: "12 Main St",
    maxCapacity: 8,
  });
  for (const email of FRIENDS)
    await api("POST", `/api/hangs/${dinner.id}/invite`, { email }, dinner.editToken);
  // Someone else's hangs: one Dana was invited to, one she answered, one she has nothing to do with.
  const brunch = await create({ name: "Olga's brunch", vibe: "brunch", hostEmail: "olga@example.com" });
  await api("POST", `/api/hangs/${brunch.id}/invite`, { email: DANA }, brunch.editToken);
  const picnic = await create({ name: "Olga's picnic", vibe: "picnic", hostEmail: "olga@example.com" });
  await api(
    "POST",
    `/api/hangs/${picnic.id}/responses`,
    responseInput({ guestName: "Dana", guestEmail: DANA }),
  );
  // Given without a session: hers on the dashboard once she opens the link mailed about it.
  await openMailedAnswerLink(setup.server.url, DANA);
  await create({ name: "Not for Dana", hostEmail: "olga@example.com" });
  // Locked in for late tonight (Kathmandu, where the browser is): "Happening Today!".
  const trivia = await create({
    name: "Trivia tonight",
    vibe: "trivia",
    hostEmail: DANA,
    hostTimezone: "Asia/Kathmandu",
  });
  const today = instantToWallTime(new Date(), "Asia/Kathmandu").date;
  await api(
    "POST",
    `/api/hangs/${trivia.id}/finalize`,
    { finalDateTime: `${today}T23:59`, additionalDetails: "Bring a pen" },
    trivia.editToken,
  );
  // The past: a hike that happened, and a cancelled hang.
  const hike = await create({
    name: "Last year's hike",
    vibe: "hike",
    hostEmail: DANA,
    hostTimezone: "Asia/Kathmandu",
    locationName: "Shivapuri trail",
  });
  const bowling = await create({ name: "Bowling night", vibe: "bowling", hostEmail: DANA });
  await api("POST", `/api/hangs/${bowling.id}/responses`, responseInput({ guestEmail: "bo@example.com" }));
  await api("POST", `/api/hangs/${bowling.id}/cancel`, { reason: "Lanes closed" }, bowling.editToken);
  await letTimePass(hike.id, [makeSlot("2025-06-01", "08:00", "3h")]);
});

/**
 * A new hang cannot propose past times, and a test cannot wait a year: with the app stopped, the
 * hike's time is moved to last year in its database, as if that year had gone by.
 */
async function letTimePass(hangId: string, timeSlots: TimeSlot[]) {
  const { location, url } = setup.server;
  await setup.server.stop();
  const database = await openDatabase(location);
  await database.db.update(hangs).set({ timeSlots }).where(eq(hangs.id, hangId));
  await database.close();
  setup.server = await startServer({ location, port: Number(new URL(url).port) });
}

const tab = (page: Page, name: RegExp) => page.getByRole("tab", { name });

describe("the dashboard", () => {
  it("signed out asks to sign in; the round trip comes back to the dashboard", async () => {
    const visitor = await openPage(setup.browser, DESKTOP);
    const { page } = visitor;
    try {
      await page.goto(`${setup.server.url}/dashboard`);
      await see(page, "Sign in to view your dashboard");
      await expectAccessible(page, "signed-out dashboard");
      await page.getByRole("main").getByRole("button", { name: "Sign In with Local Account" }).click();
      await chooseAnotherAccount(page, "Dana Dash", DANA);
      await accountMenu(page, "Dana Dash").waitFor();
      expect(new URL(page.url()).pathname).toBe("/dashboard");
      await tab(page, /^Upcoming \(4\)$/).waitFor();
      await page.context().storageState({ path: danaState });
      expectClean(visitor);
    } finally {
      await visitor.close();
    }
  });

  for (const [width, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    it(`at ${width} width: tabs, cards, today's highlight, the calendar and every card action`, async () => {
      const dana = await openPage(setup.browser, viewport, {
        storageState: danaState,
        grantClipboard: setup.server.url,
      });
      const { page } = dana;
      try {
        await page.goto(`${setup.server.url}/dashboard`);
        await tab(page, /^Upcoming \(4\)$/).waitFor();
        await tab(page, /^Groups \(0\)$/).waitFor();
        await tab(page, /^Memory Lane \(2\)$/).waitFor();
        // What's next leads: the hangs come before the month, on a phone too.
        const top = async (locator: ReturnType<typeof page.locator>) => (await locator.boundingBox())!.y;
        expect(await top(page.getByRole("tablist"))).toBeLessThan(await top(page.locator(".hangs-calendar")));
        // Each tab's label on one line, on a phone too.
        for (const name of [/^Upcoming/, /^Groups/, /^Memory Lane/]) {
          expect(await lineCount(tab(page, name))).toBe(1);
        }
        await page.getByRole("link", { name: "Create Hang" }).waitFor();
        await accountMenu(page, "Dana Dash").waitFor();
        const upcoming = page.getByRole("tabpanel");
        for (const name of ["Dana's dinner", "Olga's brunch", "Olga's picnic", "Trivia tonight"]) {
          await upcoming.getByText(name).waitFor();
        }
        expect(await page.getByText("Not for Dana").count()).toBe(0);
        // Host in New York, viewer in Kathmandu: both clocks.
        await see(page, "Friday, Mar 5, 6:00 PM EST (Saturday, Mar 6, 4:45 AM GMT+5:45)");
        await see(page, "You're hosting");
        await see(page, "You're invited");
        await see(page, "You said Yes");
        await see(page, "Happening Today!");
        await expectAccessible(page, "dashboard, upcoming");

        // The calendar marks today with a dot and says how many; choosing it lists that day's hang.
        const todayButton = page.getByRole("button", { name: /^Today, .*, 1 hang$/ });
        await todayButton.click();
        const day = page.getByRole("region", { name: /: 1 hang$/ });
        await day.getByText("Trivia tonight").waitFor();
        await expectAccessible(page, "dashboard, a day chosen");

        // A card opens on tap: place, notes, party size, and the host's actions.
        await upcoming.getByRole("button", { name: /Dana's dinner/ }).click();
        await upcoming.getByText("Location: Luigi's · 12 Main St").waitFor();
        await upcoming.getByText("Max people: 8").waitFor();
        const details = upcoming.getByRole("link", { name: "View Details" });
        expect(await details.getAttribute("href")).toMatch(/^\/hang\/[\w-]+\?details=true$/);
        expect(await upcoming.getByRole("link", { name: "Edit" }).getAttribute("href")).toMatch(/^\/edit\//);
        await upcoming.getByRole("button", { name: "Share" }).click();
        await see(page, "Link copied!");
        expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/hang\/[\w-]+$/);
        expect(await upcoming.getByRole("button", { name: "Repeat" }).count()).toBe(0);
        await expectAccessible(page, "dashboard, a card open");

        // A guest's card: plain View Details, no host actions.
        await upcoming.getByRole("button", { name: /Olga's picnic/ }).click();
        const picnic = upcoming.getByRole("listitem").filter({ hasText: "Olga's picnic" });
        expect(await picnic.getByRole("link", { name: "View Details" }).getAttribute("href")).toMatch(
          /^\/hang\/[\w-]+$/,
        );
        expect(await upcoming.getByRole("button", { name: "Delete" }).count()).toBe(1);
        // Finalized: notes shown, no Edit.
        await upcoming.getByRole("button", { name: /Trivia tonight/ }).click();
        await upcoming.getByText("Notes: Bring a pen").waitFor();
        expect(await upcoming.getByRole("link", { name: "Edit" }).count()).toBe(1);

        await tab(page, /^Memory Lane/).click();
        const past = page.getByRole("tabpanel");
        await past.getByText("Last year's hike").waitFor();
        await past.getByText("Cancelled", { exact: true }).waitFor();
        // Its time went by without being locked in: it says so rather than "Planning".
        await past
          .getByRole("listitem")
          .filter({ hasText: "Last year's hike" })
          .getByText("Never locked in")
          .waitFor();
        expect(await past.getByText("Planning").count()).toBe(0);
        await past.getByRole("button", { name: /Last year's hike/ }).click();
        await past.getByRole("button", { name: "Repeat" }).waitFor();
        expect(await past.getByRole("link", { name: "Edit" }).count()).toBe(0);
        await expectAccessible(page, "dashboard, memory lane");

        // Opening the details goes to the host view of the hang.
        await tab(page, /^Upcoming/).click();
        await page
          .getByRole("tabpanel")
          .getByRole("button", { name: /Dana's dinner/ })
          .click();
        await page.getByRole("tabpanel").getByRole("link", { name: "View Details" }).click();
        await page.waitForURL(/\/hang\/[\w-]+\?details=true$/);
        expectClean(dana);
      } finally {
        await dana.close();
      }
    });
  }

  it("shows the host's time and the viewer's for a viewer in Berlin", async () => {
    const dana = await openPage(setup.browser, DESKTOP, {
      storageState: danaState,
      timezoneId: "Europe/Berlin",
    });
    try {
      await dana.page.goto(`${setup.server.url}/dashboard`);
      await see(dana.page, "Friday, Mar 5, 6:00 PM EST (Saturday, Mar 6, 12:00 AM GMT+1)");
      expectClean(dana);
    } finally {
      await dana.close();
    }
  });
});

describe("repeating a past hang", () => {
  it("signed out, the create screen's button asks to sign in to view past hangs", async () => {
    const visitor = await openPage(setup.browser, PHONE);
    try {
      await visitor.page.goto(`${setup.server.url}/`);
      await visitor.page.getByRole("button", { name: "Repeat a Past Hang" }).click();
      await visitor.page.getByRole("dialog", { name: "Sign in to view past hangs" }).waitFor();
      await expectAccessible(visitor.page, "sign-in prompt for past hangs");
      expect(await visitor.page.getByRole("link", { name: "Dashboard" }).count()).toBe(0);
      expectClean(visitor);
    } finally {
      await visitor.close();
    }
  });

  it("from the dialog: the form takes name, vibe, place and host; the same people are invited again", async () => {
    const dana = await openPage(setup.browser, PHONE, { storageState: danaState });
    const { page } = dana;
    try {
      await page.goto(`${setup.server.url}/`);
      await page.getByRole("link", { name: "Dashboard" }).waitFor();
      await page.getByRole("button", { name: "Repeat a Past Hang" }).click();
      const dialog = page.getByRole("dialog", { name: "Repeat a Past Hang" });
      await dialog.getByText("Choose a past hang to repeat with new dates and times.").waitFor();
      // The past (what happened to each), then what is still coming up, tonight's first.
      const past = dialog.getByRole("list", { name: "Past hangs" });
      await past
        .getByRole("listitem")
        .filter({ hasText: "Last year's hike" })
        .getByText("Never locked in")
        .waitFor();
      await past.getByRole("listitem").filter({ hasText: "Bowling night" }).getByText("Cancelled").waitFor();
      const list = dialog.getByRole("list", { name: "Upcoming hangs" });
      expect(await list.getByRole("heading").allInnerTexts()).toEqual(["Trivia tonight", "Dana's dinner"]);
      await list.getByText("ana@example.com, ben@example.com +2 more").waitFor();
      await list.getByText("Friday, March 5 - 6:00 PM to 8:00 PM").waitFor();
      await list.getByRole("listitem").filter({ hasText: "Trivia tonight" }).getByText("Finalized").waitFor();
      expect(await dialog.getByText("Completed").count()).toBe(0);
      expect(await dialog.getByText("Olga's brunch").count()).toBe(0);
      await expectAccessible(page, "repeat dialog");
      await list.getByRole("button", { name: "Repeat Dana's dinner" }).click();
      await dialog.waitFor({ state: "detached" });
      await pageUnhidden(page);
      await see(page, "Template ready! Let's do this again");
      expect(await page.getByRole("textbox", { name: "What's the hang?" }).inputValue()).toBe(
        "Dana's dinner",
      );
      expect(await page.getByRole("radio", { name: "Dinner Party" }).isChecked()).toBe(true);
      await see(page, "Luigi's");
      expect(await page.getByRole("textbox", { name: "Your email" }).inputValue()).toBe(DANA);

      await (await daysOfNextMonth(page)).nth(3).click();
      await page.getByRole("button", { name: "Create Hang", exact: true }).click();
      await page.getByRole("heading", { name: "Hang Created!" }).waitFor();
      await page.getByRole("button", { name: "Invite the same people" }).click();
      await see(page, "Invites sent!");
      await waitForMail(setup.server.url, "Dana Dash invited you: Dana's dinner", 8);
      await expectAccessible(page, "invite screen after repeat");

      const mine = (await page.evaluate(() => fetch("/api/user/hangs").then((r) => r.json()))) as {
        name: string;
        vibe: string;
        locationName: string;
        hostName: string;
        timeSlots: { date: string }[];
        counts: { invited: number };
      }[];
      const copies = mine.filter((h) => h.name === "Dana's dinner");
      expect(copies).toHaveLength(2);
      const [fresh] = copies;
      expect(fresh).toMatchObject({ vibe: "dinner-party", locationName: "Luigi's", hostName: "Dana Dash" });
      expect(fresh?.counts.invited).toBe(4);
      expect(fresh?.timeSlots.map((s) => s.date)).not.toContain("2027-03-05");
      expectClean(dana);
    } finally {
      await dana.close();
    }
  });

  it("from the dashboard: Repeat opens the create form filled from the saved template", async () => {
    const dana = await openPage(setup.browser, DESKTOP, { storageState: danaState });
    const { page } = dana;
    try {
      await page.goto(`${setup.server.url}/dashboard`);
      await tab(page, /^Memory Lane/).click();
      await page
        .getByRole("tabpanel")
        .getByRole("button", { name: /Last year's hike/ })
        .click();
      await page.getByRole("tabpanel").getByRole("button", { name: "Repeat" }).click();
      await page.waitForURL(/\/create$/);
      await page.getByRole("heading", { name: "Create a Hang" }).waitFor();
      expect(await page.getByRole("textbox", { name: "What's the hang?" }).inputValue()).toBe(
        "Last year's hike",
      );
      await see(page, "Shivapuri trail");
      // Read once: a reload starts empty.
      await page.reload();
      await page.getByRole("heading", { name: "Create a Hang" }).waitFor();
      expect(await page.getByRole("textbox", { name: "What's the hang?" }).inputValue()).toBe("");
      expectClean(dana);
    } finally {
      await dana.close();
    }
  });
});

describe("deleting a hang", () => {
  it("asks first, then removes it with a toast", async () => {
    const dana = await openPage(setup.browser, PHONE, { storageState: danaState });
    const { page } = dana;
    try {
      await page.goto(`${setup.server.url}/dashboard`);
      await tab(page, /^Memory Lane \(2\)$/).click();
      const past = page.getByRole("tabpanel");
      await past.getByRole("button", { name: /Bowling night/ }).click();
      await past.getByRole("button", { name: "Delete" }).click();
      const confirm = page.getByRole("dialog", { name: "Delete this hang?" });
      await confirm.waitFor();
      await expectAccessible(page, "delete confirmation");
      await confirm.getByRole("button", { name: "Delete Hang" }).click();
      await see(page, "All cleaned up!");
      await tab(page, /^Memory Lane \(1\)$/).waitFor();
      // The card is gone; focus is on the tab it was listed under.
      await page.waitForFunction(() => document.activeElement?.textContent?.startsWith("Memory Lane"));
      expect(await page.getByText("Bowling night").count()).toBe(0);
      expectClean(dana);
    } finally {
      await dana.close();
    }
  });
});
