// Readable and reachable on a 390 px phone: every tap target at least 44 × 44 px, long names and
// e-mails never widen the page, and axe-core finds nothing in the states a person reaches —
// pressed answers (hovered too), field errors, an open menu — not only the first paint.
import { describe, expect, it } from "vitest";
import { axeScan } from "../support/axe.ts";
import { openPage, PHONE } from "../support/browser.ts";
import { choose, openCreatePage } from "../support/create-flow.ts";
import { daysOfNextMonth, expectClean, see, serverAndBrowserForFile } from "../support/e2e.ts";
import {
  afterTransitions,
  appTookOver,
  createHangViaApi,
  dismissWelcome,
  expectAccessible,
  slotGroups,
} from "../support/guest-flow.ts";
import { expectPhoneFriendly } from "../support/phone-checks.ts";

const setup = serverAndBrowserForFile();
const LONG_NAME = "Extraordinarily long birthday picnic by the big lake shore"; // 58 characters
const LONG_EMAIL = `${"a".repeat(59)}@example.com`; // 71 characters

describe("at phone width", () => {
  it("keeps the create and invite screens within reach and within the screen", async () => {
    expect(LONG_NAME).toHaveLength(58);
    expect(LONG_EMAIL).toHaveLength(71);
    const host = await openPage(setup.browser, PHONE);
    const { page } = host;
    try {
      await openCreatePage(page, setup.server.url);
      await page.getByRole("textbox", { name: "What's the hang?" }).fill(LONG_NAME);
      await page.getByRole("radio", { name: "Coffee" }).click();
      await (await daysOfNextMonth(page)).nth(4).click();
      await page.getByRole("textbox", { name: "Your name" }).fill("Hana Host");
      await page.getByRole("textbox", { name: "Your email" }).fill(LONG_EMAIL);
      await expectPhoneFriendly(page, "the create form");
      await page
        .getByRole("combobox", { name: /^Start time/ })
        .first()
        .click();
      await page.getByRole("listbox").waitFor();
      // The whole page with the list open: the page behind is hidden from assistive technology
      // then, and must be out of the focus order too (aria-hidden-focus). The list is modal, so
      // the page's heading and landmarks are hidden with it: axe excuses that for a dialog only.
      await afterTransitions(page);
      const open = await (await axeScan(page)).disableRules(["region", "page-has-heading-one"]).analyze();
      expect(
        open.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`),
        "the create form with the start time list open",
      ).toEqual([]);
      // Nothing behind the list can take focus while it is open.
      const reachableBehind = await page.evaluate(
        () =>
          [...document.querySelectorAll("a[href], button, input, textarea, select")].filter(
            (el) => !el.closest("[role=listbox], [inert]"),
          ).length,
      );
      expect(reachableBehind).toBe(0);
      await page.keyboard.press("Escape");
      await choose(page, /^Start time/, "10:00 AM");

      await page.getByRole("button", { name: "Create Hang", exact: true }).click();
      await page.getByRole("heading", { name: "Hang Created!" }).waitFor();
      await page.getByRole("textbox", { name: "Friend's email" }).fill(LONG_EMAIL);
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await page.getByRole("button", { name: `Remove ${LONG_EMAIL}` }).waitFor();
      await expectPhoneFriendly(page, "the invite screen");
      expectClean(host);
    } finally {
      await host.close();
    }
  });

  it("keeps the guest page within reach, and readable in every state of the answer buttons", async () => {
    const hang = await createHangViaApi(setup.server.url, { name: LONG_NAME });
    const guest = await openPage(setup.browser, PHONE);
    const { page } = guest;
    try {
      await page.goto(hang.url);
      await dismissWelcome(page);
      await expectPhoneFriendly(page, "the guest page");
      await page.getByRole("button", { name: "Submit Response" }).click();
      await see(page, "Name is required");
      await expectAccessible(page, "guest form with field errors");

      const [first, second] = await slotGroups(page).all();
      await first!.getByRole("button", { name: "Available", exact: true }).click();
      await second!.getByRole("button", { name: "Maybe", exact: true }).click();
      await expectAccessible(page, "Available and Maybe pressed");
      await first!.getByRole("button", { name: "Available", exact: true }).hover();
      await expectAccessible(page, "pressed Available, hovered");
      await second!.getByRole("button", { name: "Not Available", exact: true }).click();
      await second!.getByRole("button", { name: "Not Available", exact: true }).hover();
      await expectAccessible(page, "pressed Not Available, hovered");
      await page.getByRole("textbox", { name: "Your name" }).fill(LONG_NAME);
      await page.getByRole("textbox", { name: "Who's joining?" }).fill(LONG_EMAIL);
      await page.getByRole("checkbox", { name: "Make my response visible to other guests" }).click();
      await page.getByRole("button", { name: "Submit Response" }).click();
      await page.getByRole("heading", { name: "Thanks for responding!" }).waitFor();
      await expectPhoneFriendly(page, "the thanks screen");
      await page.getByRole("button", { name: "See All" }).click();
      await see(page, "Responses");
      await expectPhoneFriendly(page, "everyone's answers");
      expectClean(guest);
    } finally {
      await guest.close();
    }
  });

  it.each([
    ["a narrow", 360],
    ["a wide", 412],
  ])("fits the guest page and its header on %s phone (%d px)", async (_label, width) => {
    const hang = await createHangViaApi(setup.server.url);
    const guest = await openPage(setup.browser, { width, height: 800 });
    const { page } = guest;
    try {
      await page.goto(hang.url);
      await appTookOver(page);
      // The welcome is a note in the page: it fits, and its button is within reach, too.
      const welcome = page.getByRole("region", { name: "Welcome! Here's how it works" });
      await welcome.waitFor();
      await expectPhoneFriendly(page, `the guest page with the welcome note at ${width} px`);
      // "Got it" puts it away, and the hang's title takes the focus.
      await welcome.getByRole("button", { name: "Got it, let's go!" }).click();
      await welcome.waitFor({ state: "detached" });
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("H1");
      // "Sign In" alone on a phone, still named in full for assistive technology.
      await page.getByRole("button", { name: "Sign In with Local Account" }).waitFor();
      await expectPhoneFriendly(page, `the guest page at ${width} px`);
      expectClean(guest);
    } finally {
      await guest.close();
    }
  });
});
