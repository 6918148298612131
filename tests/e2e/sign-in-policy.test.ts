// An invite-only instance where hosts must sign in (SIGN_UP=closed, ANONYMOUS_HOSTS=false), as
// people meet it: the create page asks for sign-in instead of a form that would fail, a newcomer
// nobody invited is told why in a toast (not a provider error), an admin signs in and hosts, and
// guests still answer without an account.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ACCOUNT_DISABLED_MESSAGE, SIGN_UP_CLOSED_MESSAGE } from "../../src/shared/sign-in-errors.ts";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { createHang, expectClean, see, serverAndBrowserForFile } from "../support/e2e.ts";
import { answerAll, dismissWelcome, expectAccessible } from "../support/guest-flow.ts";
import { expectPhoneFriendly } from "../support/phone-checks.ts";
import { accountMenu, chooseAnotherAccount } from "../support/sign-in.ts";

const setup = serverAndBrowserForFile({
  SIGN_UP: "closed",
  ADMIN_EMAILS: "boss@example.com",
  ANONYMOUS_HOSTS: "false",
});
const SHOTS = process.env.SCREENSHOT_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const signInPrompt = (page: Page) => page.getByRole("heading", { name: "Sign in to create a hang" });

describe("an invite-only instance where hosts sign in", () => {
  it("asks for sign-in on the create page, and tells a newcomer nobody invited why they can't", async () => {
    const visitor = await openPage(setup.browser, PHONE);
    const { page } = visitor;
    try {
      await page.goto(`${setup.server.url}/`);
      await signInPrompt(page).waitFor();
      await see(page, "On this Hangs, hosts sign in first. Guests still answer without an account.");
      expect(await page.getByRole("textbox", { name: "What's the hang?" }).count()).toBe(0);
      await expectAccessible(page, "create page asking for sign-in");
      await expectPhoneFriendly(page, "create page asking for sign-in");
      await shot(page, "create-sign-in-first-390");

      await page.getByRole("main").getByRole("button", { name: "Sign In with Local Account" }).click();
      await chooseAnotherAccount(page, "Nina New", "nina@example.com");
      await see(page, "Login failed");
      await see(page, SIGN_UP_CLOSED_MESSAGE);
      expect(new URL(page.url()).search).toBe("");
      await signInPrompt(page).waitFor();
      await expectAccessible(page, "create page with the refusal toast");
      await shot(page, "sign-up-closed-toast-390");
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it("names a disabled account's refusal in the app's words", async () => {
    const visitor = await openPage(setup.browser, DESKTOP);
    try {
      // Where the provider round trip lands when the server refuses a disabled account.
      await visitor.page.goto(`${setup.server.url}/?error=account_disabled&error_description=x`);
      await see(visitor.page, "Login failed");
      await see(visitor.page, ACCOUNT_DISABLED_MESSAGE);
      expect(new URL(visitor.page.url()).search).toBe("");
      await shot(visitor.page, "account-disabled-toast-1280");
      expectClean(visitor);
    } finally {
      await visitor.close();
    }
  });

  it("an admin signs in and hosts; guests answer without an account", async () => {
    const admin = await openPage(setup.browser, DESKTOP);
    const guest = await openPage(setup.browser, PHONE);
    try {
      await admin.page.goto(`${setup.server.url}/`);
      await signInPrompt(admin.page).waitFor();
      await shot(admin.page, "create-sign-in-first-1280");
      await admin.page.getByRole("main").getByRole("button", { name: "Sign In with Local Account" }).click();
      await chooseAnotherAccount(admin.page, "Bo Boss", "boss@example.com");
      await accountMenu(admin.page, "Bo Boss").waitFor();
      await createHang(admin.page, setup.server.url, "Staff picnic");
      const link = await admin.page.getByRole("textbox", { name: "Share link" }).inputValue();

      await guest.page.goto(link);
      await dismissWelcome(guest.page);
      await answerAll(guest.page, "Available", { name: "Gus Guest", email: "gus@example.com" });
      await see(guest.page, "Thanks for responding!");
      expectClean(admin, guest);
    } finally {
      await Promise.all([admin.close(), guest.close()]);
    }
  });
});
