// The dark theme: every main page in the states people reach, with the system set to dark, is dark
// and passes axe-core (contrast included); the footer's switch (System / Light / Dark) overrides the
// system, by keyboard too, and is remembered: the next page is in that theme from its first paint,
// before any of the app's code has run.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeScan } from "../support/axe.ts";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { expectClean, see, serverAndBrowserForFile } from "../support/e2e.ts";
import { KEYS } from "../support/factories.ts";
import {
  afterTransitions,
  appTookOver,
  createHangViaApi,
  dismissWelcome,
  expectAccessible,
  fillGuest,
  pageUnhidden,
} from "../support/guest-flow.ts";
import { answeredHang, holdToken } from "../support/host-e2e.ts";
import { tabTo } from "../support/keyboard.ts";
import { expectPhoneFriendly } from "../support/phone-checks.ts";
import { accountMenu, signInAsNewAccount, skipWelcome } from "../support/sign-in.ts";

const ADMIN = "ada@example.com";
const setup = serverAndBrowserForFile({ ADMIN_EMAILS: ADMIN });

/** How light the page's background is, 0 (black) to 1 (white), as the screen shows it. */
function pageLightness(page: Page): Promise<number> {
  return page.evaluate(() => {
    const context = document.createElement("canvas").getContext("2d")!;
    context.fillStyle = getComputedStyle(document.body).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data as unknown as number[];
    return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
  });
}

async function expectTheme(page: Page, theme: "light" | "dark") {
  await expect
    .poll(() => pageLightness(page))
    .toSatisfy((l: number) => (theme === "dark" ? l < 0.2 : l > 0.8));
}

/** The page is dark, and axe finds nothing on it as it is now. */
async function expectDarkAndAccessible(page: Page, where: string) {
  await expectTheme(page, "dark");
  await expectAccessible(page, `${where} (dark)`);
}

/**
 * An open list (Radix) hides the page from assistive technology in ways axe's structure rules read
 * as faults in either theme; what the theme decides there is whether everything shown can be read.
 */
async function expectDarkAndReadable(page: Page, where: string) {
  await expectTheme(page, "dark");
  await afterTransitions(page);
  const { violations } = await (await axeScan(page)).withRules(["color-contrast"]).analyze();
  expect(
    violations.flatMap((v) => v.nodes.map((n) => n.target.join(" "))),
    `${where} (dark)`,
  ).toEqual([]);
}

const themeGroup = (page: Page) => page.getByRole("group", { name: "Theme" });
const themeButton = (page: Page, name: string) => themeGroup(page).getByRole("button", { name, exact: true });
const chosenTheme = (page: Page) => themeGroup(page).getByRole("button", { pressed: true }).textContent();

describe("with the system set to dark", () => {
  it("the create page is dark and readable: every state of a calendar day, an open list, errors, a dialog", async () => {
    const host = await openPage(setup.browser, PHONE, { timezoneId: "America/New_York" });
    const { page } = host;
    try {
      // January 13, 2027: the grid shows past days of this month, and days of the next one.
      await page.clock.install({ time: new Date("2027-01-13T12:00:00-05:00") });
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto(`${setup.server.url}/`);
      await page.getByRole("heading", { name: "Create a Hang" }).waitFor();
      await expectDarkAndAccessible(page, "create page");
      await expectPhoneFriendly(page, "create page (dark)");

      await page.getByRole("radio", { name: "Coffee" }).click();
      const day = (ymd: string) => page.locator(`td.rdp-day[data-day="${ymd}"] > button`);
      await expect.poll(() => day("2027-01-13").getAttribute("aria-label")).toMatch(/^Today, /);
      expect(await day("2027-01-12").isDisabled()).toBe(true);
      await expectDarkAndAccessible(page, "calendar: today, past days, days of next month");

      await day("2027-01-13").click();
      await day("2027-02-01").click();
      await expect.poll(() => page.locator("td.rdp-selected").count()).toBe(2);
      await expectDarkAndAccessible(page, "calendar: today and a day of next month selected");

      await day("2027-01-13").focus();
      await page.keyboard.press("ArrowRight");
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest("td")?.getAttribute("data-day")))
        .toBe("2027-01-14");
      await expectDarkAndAccessible(page, "calendar: a day focused");
      await day("2027-01-20").hover();
      await expectDarkAndAccessible(page, "calendar: a day hovered");

      await page.getByRole("combobox", { name: "Start time" }).click();
      await page.getByRole("listbox").waitFor();
      await expectDarkAndReadable(page, "start time list open");
      await page.keyboard.press("Escape");
      await page.getByRole("listbox").waitFor({ state: "detached" });

      await page.getByRole("button", { name: "Create Hang", exact: true }).click();
      await see(page, "Name is required");
      await expectDarkAndAccessible(page, "create page with errors");

      await page.getByRole("button", { name: /Add location/ }).click();
      await page.getByRole("dialog", { name: "Choose Location" }).waitFor();
      await expectDarkAndAccessible(page, "location dialog");
      expectClean(host);
    } finally {
      await host.close();
    }
  });

  it("a guest's page is dark and readable: welcome, answers chosen, a dialog with an error, a toast, thanks", async () => {
    const hang = await createHangViaApi(setup.server.url, {
      name: "Dark coffee",
      allowActivitySuggestions: true,
    });
    const guest = await openPage(setup.browser, PHONE);
    const { page } = guest;
    try {
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto(hang.url);
      await appTookOver(page);
      await see(page, "Welcome! Here's how it works");
      await expectDarkAndAccessible(page, "welcome");
      await dismissWelcome(page);

      const slots = page.getByRole("group", { name: /^\w+day, \w+ \d+ - \d/ });
      await slots.nth(0).getByRole("button", { name: "Available", exact: true }).click();
      await slots.nth(1).getByRole("button", { name: "Maybe", exact: true }).click();
      await fillGuest(page, "Gita", "gita@example.com", true);
      await expectDarkAndAccessible(page, "answers chosen");

      await page.getByRole("button", { name: "Suggest an alternative" }).click();
      const dialog = page.getByRole("dialog", { name: "Suggest an alternative" });
      await dialog.getByRole("button", { name: "Add Suggestion" }).click();
      await see(page, "Please select an activity");
      await expectDarkAndAccessible(page, "suggestion dialog with its error");
      await dialog.getByRole("combobox", { name: "Activity" }).selectOption("other");
      await dialog.getByRole("textbox", { name: "What's the activity?" }).fill("Escape room");
      await dialog.getByRole("button", { name: "Add Suggestion" }).click();
      await see(page, "Suggestion added!");
      await dialog.waitFor({ state: "detached" });
      await pageUnhidden(page);
      // A pointer over a toast holds it open while it is checked.
      await page.getByText("Suggestion added!", { exact: true }).hover();
      await expectDarkAndAccessible(page, "toast");

      await page.getByRole("button", { name: "Not Available" }).nth(1).click();
      await page.getByRole("button", { name: "Submit Response" }).click();
      await page.getByRole("heading", { name: "Thanks for responding!" }).waitFor();
      await expectDarkAndAccessible(page, "thanks");
      expectClean(guest);
    } finally {
      await guest.close();
    }
  });

  it("the host's view is dark and readable, with everyone's answers and a toast", async () => {
    const hang = await answeredHang(setup.server.url, { name: "Dark dinner" }, [
      ["Ana", { [KEYS[0]]: "yes", [KEYS[1]]: "no" }],
      ["Ben", { [KEYS[0]]: "maybe", [KEYS[1]]: "yes" }],
      ["Cy", { [KEYS[0]]: "no", [KEYS[1]]: "no" }],
    ]);
    const host = await openPage(setup.browser, DESKTOP, { grantClipboard: setup.server.url });
    const { page } = host;
    try {
      await holdToken(page, hang);
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto(`${hang.url}?host=true`);
      await page.getByRole("heading", { name: "Dark dinner" }).waitFor();
      await see(page, "Ana");
      await expectDarkAndAccessible(page, "host view");

      await page.getByRole("button", { name: "Copy link", exact: true }).click();
      await see(page, "Link copied! Share away");
      await page.getByText("Link copied! Share away", { exact: true }).hover();
      // The button says "Copied" for a moment, and its name with it (WCAG 2.5.3); the toast stays
      // while the pointer is over it.
      await page.getByRole("button", { name: "Copy link: Copied", exact: true }).waitFor();
      await expectDarkAndAccessible(page, "host view with a toast");
      expectClean(host);
    } finally {
      await host.close();
    }
  });

  it("a party, the host's questions and answers added by the host are dark and readable", async () => {
    const hang = await createHangViaApi(setup.server.url, {
      name: "Dark games",
      maxCapacity: 2,
      plusOnesAllowed: 2,
      questions: [
        {
          kind: "choice",
          label: "Main course",
          required: true,
          visibility: "everyone",
          options: ["Fish", "Pasta"],
        },
      ],
    });
    // Ana and a guest fill Friday: Friday is FULL, the waitlist is offered.
    const { questions } = (await (await fetch(`${setup.server.url}/api/hangs/${hang.id}`)).json()) as {
      questions: { id: string }[];
    };
    const ana = await fetch(`${setup.server.url}/api/hangs/${hang.id}/responses`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        guestName: "Ana",
        guestEmail: "ana-dark@example.com",
        isPublic: true,
        timeSlotAvailability: { [KEYS[0]]: "yes", [KEYS[1]]: "no" },
        plusOnes: 1,
        questionAnswers: { [questions[0]!.id]: "Fish" },
      }),
    });
    expect(ana.status).toBe(201);
    const [guest, host] = await Promise.all([
      openPage(setup.browser, PHONE),
      openPage(setup.browser, DESKTOP),
    ]);
    try {
      const { page } = guest;
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto(hang.url);
      await appTookOver(page);
      await dismissWelcome(page);
      const slots = page.getByRole("group", { name: /^\w+day, \w+ \d+ - \d/ });
      await slots.nth(1).getByRole("button", { name: "Available", exact: true }).click();
      await page.getByRole("combobox", { name: "How many guests are you bringing?" }).selectOption("1");
      await see(page, "One time is full for your party.");
      await fillGuest(page, "Gita", "gita-dark@example.com", true);
      await page.getByRole("button", { name: "Submit Response" }).click();
      await see(page, "This question needs an answer");
      await expectDarkAndAccessible(page, "a party of two, a required question left empty");

      await holdToken(host.page, hang);
      await host.page.emulateMedia({ colorScheme: "dark" });
      await host.page.goto(`${hang.url}?host=true`);
      await host.page.getByRole("heading", { name: "Dark games" }).waitFor();
      await host.page.getByRole("button", { name: "Add someone's answer" }).click();
      const dialog = host.page.getByRole("dialog", { name: "Add someone's answer" });
      await dialog.waitFor();
      await expectDarkAndAccessible(host.page, "host view, Add someone's answer open");
      expectClean(guest);
    } finally {
      await Promise.all([guest.close(), host.close()]);
    }
  });

  it("signed in, the dashboard, the account menu, a group and the admin page are dark and readable", async () => {
    await createHangViaApi(setup.server.url, { name: "Ada's picnic", vibe: "picnic", hostEmail: ADMIN });
    const ada = await openPage(setup.browser, PHONE);
    const { page } = ada;
    try {
      await skipWelcome(page);
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto(`${setup.server.url}/`);
      await signInAsNewAccount(page, "Ada Admin", ADMIN);
      await accountMenu(page, "Ada Admin").click();
      await page.getByRole("menu").waitFor();
      await expectDarkAndAccessible(page, "account menu");
      await page.keyboard.press("Escape");

      await page.goto(`${setup.server.url}/dashboard`);
      await see(page, "Ada's picnic");
      await expectDarkAndAccessible(page, "dashboard");

      const group = await page.evaluate(async () => {
        const res = await fetch("/api/groups", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ name: "Night owls", description: "Late walks" }),
        });
        return (await res.json()) as { id: string };
      });
      await page.goto(`${setup.server.url}/groups/${group.id}`);
      await page.getByRole("heading", { name: "Night owls" }).waitFor();
      await see(page, "Group overview");
      await expectDarkAndAccessible(page, "group page");
      await page.getByRole("tab", { name: "Members", exact: true }).click();
      await page.getByRole("button", { name: "Invite Members" }).click();
      const invite = page.getByRole("dialog", { name: "Invite Members" });
      await invite.getByRole("combobox", { name: "Role" }).click();
      await page.getByRole("option", { name: "Admin" }).waitFor();
      await expectDarkAndReadable(page, "invite dialog with its role list open");
      await page.keyboard.press("Escape");

      await page.goto(`${setup.server.url}/admin`);
      await page.getByRole("heading", { name: "Admin", exact: true }).waitFor();
      await see(page, "Send test e-mail");
      await expectDarkAndAccessible(page, "admin page");
      expectClean(ada);
    } finally {
      await ada.close();
    }
  });

  it("the not-found page is dark and readable", async () => {
    const visitor = await openPage(setup.browser, PHONE);
    const { page } = visitor;
    try {
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto(`${setup.server.url}/no-such-page`);
      await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
      await expectDarkAndAccessible(page, "not-found page");
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});

describe("the footer's theme switch", () => {
  it("overrides the system's theme from the keyboard, and the next page opens in it", async () => {
    const visitor = await openPage(setup.browser, PHONE);
    const { page } = visitor;
    try {
      await page.emulateMedia({ colorScheme: "light" });
      await page.goto(`${setup.server.url}/`);
      await page.getByRole("heading", { name: "Create a Hang" }).waitFor();
      await expectTheme(page, "light");
      expect(await chosenTheme(page)).toBe("System");

      // Dark, by keyboard: the page turns dark at once.
      await tabTo(page, "Dark");
      await page.keyboard.press("Enter");
      expect(await chosenTheme(page)).toBe("Dark");
      await expectTheme(page, "dark");
      await expectAccessible(page, "create page, dark chosen in the footer");

      // Remembered: the server's page is dark before any of the app's code runs.
      const withoutApp = await openPage(setup.browser, PHONE);
      try {
        await withoutApp.page.context().addCookies(await page.context().cookies());
        await withoutApp.page.emulateMedia({ colorScheme: "light" });
        await withoutApp.page.route(/\.js$/, (route) => route.abort());
        await withoutApp.page.goto(`${setup.server.url}/dashboard`);
        await expectTheme(withoutApp.page, "dark");
      } finally {
        await withoutApp.close();
      }
      await page.reload();
      await page.getByRole("heading", { name: "Create a Hang" }).waitFor();
      await expectTheme(page, "dark");
      expect(await chosenTheme(page)).toBe("Dark");

      // Light, over a dark system.
      await page.emulateMedia({ colorScheme: "dark" });
      await expectTheme(page, "dark");
      await themeButton(page, "Light").click();
      await expectTheme(page, "light");
      await page.reload();
      await page.getByRole("heading", { name: "Create a Hang" }).waitFor();
      await expectTheme(page, "light");
      expect(await chosenTheme(page)).toBe("Light");

      // System again: the page follows the system's, now and after a reload.
      await themeButton(page, "System").click();
      await expectTheme(page, "dark");
      await page.emulateMedia({ colorScheme: "light" });
      await expectTheme(page, "light");
      await page.emulateMedia({ colorScheme: "dark" });
      await page.reload();
      await page.getByRole("heading", { name: "Create a Hang" }).waitFor();
      await expectTheme(page, "dark");
      expect(await chosenTheme(page)).toBe("System");
      expectClean(visitor);
    } finally {
      await visitor.close();
    }
  });

  it("speaks the page's language", async () => {
    for (const [locale, label, names] of [
      ["es", "Tema", ["Sistema", "Claro", "Oscuro"]],
      ["de", "Design", ["System", "Hell", "Dunkel"]],
    ] as const) {
      const visitor = await openPage(setup.browser, DESKTOP, { locale });
      try {
        await visitor.page.goto(`${setup.server.url}/no-such-page`);
        const group = visitor.page.getByRole("group", { name: label });
        for (const name of names) await group.getByRole("button", { name, exact: true }).waitFor();
        await group.getByRole("button", { name: names[2], exact: true }).click();
        await expectTheme(visitor.page, "dark");
      } finally {
        await visitor.close();
      }
    }
  });
});
