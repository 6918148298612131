// Signing in through the built-in OpenID provider, as a newcomer on a fresh machine does, and what
// a session then does: prefilled host details, the host view and host pages on another browser
// without any token, a guest's own answer from another device, and signing out. The round trip is
// driven through the chooser once per person; later contexts reuse the saved signed-in state.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { expectClean, see, serverAndBrowserForFile } from "../support/e2e.ts";
import { responseInput } from "../support/factories.ts";
import { createHangViaApi, expectAccessible } from "../support/guest-flow.ts";
import { focusedName, tabTo } from "../support/keyboard.ts";
import { accountMenu, signInAsNewAccount, skipWelcome } from "../support/sign-in.ts";

const setup = serverAndBrowserForFile();
const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), "hangs-signed-in-"));
const hanaState = path.join(stateDir, "hana.json");
afterAll(() => fs.rmSync(stateDir, { recursive: true, force: true }));

const INSTAGRAM =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 300.0.0.0";

describe("signing in", () => {
  it("round trip at phone width: chooser, back where they started, account menu, prefilled host", async () => {
    const newcomer = await openPage(setup.browser, PHONE);
    const { page } = newcomer;
    try {
      await page.goto(`${setup.server.url}/`);
      // Hold the call a moment so the busy label can be seen, as on a slow phone network.
      await page.route("**/api/auth/sign-in/social", async (route) => {
        await new Promise((r) => setTimeout(r, 400));
        await route.continue();
      });
      await page.getByRole("button", { name: "Sign In with Local Account" }).click();
      await page.getByRole("button", { name: "Signing in..." }).waitFor();

      await page.getByRole("heading", { name: "Choose an account" }).waitFor();
      expect(await page.title()).toMatch(/Choose an account/);
      await see(page, "for trying it locally");
      await page.getByRole("heading", { name: "Use another account" }).waitFor();
      await expectAccessible(page, "account chooser");
      // A mistyped address is caught on the provider's page, which keeps what was typed.
      await page.getByRole("textbox", { name: "Name" }).fill("Hana Host");
      await page.getByRole("textbox", { name: "Email" }).fill("hana-at-example");
      await page.getByRole("button", { name: "Continue" }).click();
      await see(page, "Enter a valid email address.");
      expect(await page.getByRole("textbox", { name: "Name" }).inputValue()).toBe("Hana Host");
      await expectAccessible(page, "account chooser with an error");
      await page.getByRole("textbox", { name: "Email" }).fill("hana@example.com");
      await page.getByRole("button", { name: "Continue" }).click();

      await accountMenu(page, "Hana Host").waitFor();
      expect(new URL(page.url()).pathname).toBe("/");
      expect(await page.getByRole("textbox", { name: "Your name" }).inputValue()).toBe("Hana Host");
      expect(await page.getByRole("textbox", { name: "Your email" }).inputValue()).toBe("hana@example.com");

      await accountMenu(page, "Hana Host").click();
      const menu = page.getByRole("menu");
      await menu.getByText("hana@example.com").waitFor();
      await menu.getByRole("menuitem", { name: "Sign out" }).waitFor();
      await expectAccessible(page, "open account menu");
      await page.keyboard.press("Escape");
      await page.context().storageState({ path: hanaState });
      // The session cookie is the server's to read, never the page's.
      expect(await page.evaluate(() => document.cookie)).not.toContain("session_token");
      expect(newcomer.errors).toEqual([]);
      // The one refusal is the provider's answer to the mistyped address.
      expect(newcomer.failedRequests).toEqual([
        expect.stringMatching(/^400 POST \/dev-idp\/interaction\/.+\/login$/),
      ]);
    } finally {
      await newcomer.close();
    }
  });

  it("returns to the page it started from, and a cancelled sign-in says so", async () => {
    const visitor = await openPage(setup.browser, DESKTOP);
    const { page } = visitor;
    await skipWelcome(page);
    try {
      const hang = await createHangViaApi(setup.server.url, { name: "Picnic in the park" });
      await page.goto(hang.url);
      await page.getByRole("heading", { name: "Picnic in the park" }).waitFor();
      await page.getByRole("button", { name: "Sign In with Local Account" }).click();
      await page.getByRole("button", { name: "Cancel and go back" }).click();
      await see(page, "Login failed");
      await see(page, "Authentication was cancelled. Please try again.");
      expect(new URL(page.url()).pathname).toBe(`/hang/${hang.id}`);
      expect(new URL(page.url()).search).toBe("");
      await page.getByRole("heading", { name: "Picnic in the park" }).waitFor();

      await signInAsNewAccount(page, "Pat Picnic", "pat@example.com");
      await page.getByRole("heading", { name: "Picnic in the park" }).waitFor();
      await accountMenu(page, "Pat Picnic").waitFor();
      expect(new URL(page.url()).pathname).toBe(`/hang/${hang.id}`);
      await page.getByRole("heading", { name: "Picnic in the park" }).waitFor();
    } finally {
      await visitor.close();
    }
  });
});

describe("signed in on another browser", () => {
  it("the host sees the host view, edits and cancels without any token", async () => {
    const hang = await createHangViaApi(setup.server.url, {
      name: "Board games",
      hostEmail: "hana@example.com",
    });
    const laptop = await openPage(setup.browser, DESKTOP, { storageState: hanaState });
    const { page } = laptop;
    try {
      await page.goto(`${hang.url}?details=true`);
      await page.getByRole("heading", { name: "Responses" }).waitFor();
      await page.getByRole("link", { name: "Reschedule Hang" }).click();
      await page.getByRole("heading", { name: "Edit Hang" }).waitFor();
      expect(page.url()).not.toContain("token=");
      await page.getByRole("textbox", { name: "What's the hang?" }).fill("Board games, round two");
      await page.getByRole("button", { name: "Save Changes" }).click();
      await see(page, "Hang updated! 🎉");
      await page.waitForURL(`**/hang/${hang.id}?host=true`);
      await page.getByRole("heading", { name: "Board games, round two" }).waitFor();

      await page.getByRole("link", { name: "Cancel Hang" }).click();
      await page.getByRole("heading", { name: "Cancel Hang" }).waitFor();
      await page.getByRole("textbox", { name: "Reason for cancelling" }).fill("Everyone is away");
      await page.getByRole("button", { name: "Cancel Hang" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Yes, Cancel Hang" }).click();
      await page.getByRole("heading", { name: "Hang Cancelled" }).waitFor();
      expectClean(laptop);
    } finally {
      await laptop.close();
    }
  });

  it("a guest changes the answer they gave on their phone, with no mailed link", async () => {
    const hang = await createHangViaApi(setup.server.url, { name: "Sunday brunch" });
    const answered = await fetch(`${setup.server.url}/api/hangs/${hang.id}/responses`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(responseInput({ guestName: "Gita", guestEmail: "gita@example.com" })),
    });
    expect(answered.status).toBe(201);

    const laptop = await openPage(setup.browser, DESKTOP);
    const { page } = laptop;
    await skipWelcome(page);
    try {
      await page.goto(hang.url);
      await page.getByRole("heading", { name: "Sunday brunch" }).waitFor();
      await signInAsNewAccount(page, "Gita Guest", "gita@example.com");
      await page.getByRole("heading", { name: "Sunday brunch" }).waitFor();
      await accountMenu(page, "Gita Guest").waitFor();
      await page.getByRole("button", { name: "Edit Response" }).click();
      await page.getByRole("textbox", { name: "Your name" }).fill("Gita G.");
      await page.getByRole("button", { name: "Update Response" }).click();
      await see(page, "Response updated!");
      const mine = await page.evaluate(
        async (id) => (await fetch(`/api/hangs/${id}/my-response`)).json(),
        hang.id,
      );
      expect(mine.guestName).toBe("Gita G.");
      expectClean(laptop);
    } finally {
      await laptop.close();
    }
  });
});

describe("signing out", () => {
  it("ends the session on the server and shows the account chooser again", async () => {
    const phone = await openPage(setup.browser, PHONE, { storageState: hanaState });
    const { page } = phone;
    try {
      await page.goto(`${setup.server.url}/`);
      await accountMenu(page, "Hana Host").click();
      await page.getByRole("menuitem", { name: "Sign out" }).click();
      await see(page, "Signed out");
      await page.getByRole("button", { name: "Sign In with Local Account" }).waitFor();
      // The old cookie is worthless now, wherever it was copied.
      const stale = await openPage(setup.browser, DESKTOP, { storageState: hanaState });
      const user = await stale.page.request.get(`${setup.server.url}/api/auth/user`);
      expect((await user.json()).user).toBeNull();
      await stale.close();

      await page.getByRole("button", { name: "Sign In with Local Account" }).click();
      await page.getByRole("heading", { name: "Choose an account" }).waitFor();
      await page.getByRole("heading", { name: "Accounts used on this machine" }).waitFor();
      await page.getByRole("button", { name: /Hana Host\s*hana@example.com/ }).click();
      await accountMenu(page, "Hana Host").waitFor();
      expectClean(phone);
    } finally {
      await phone.close();
    }
  });
});

describe("inside another app's browser", () => {
  it("explains that sign-in does not work there instead of failing", async () => {
    const insideInstagram = await openPage(setup.browser, PHONE, { userAgent: INSTAGRAM });
    const { page } = insideInstagram;
    try {
      await page.goto(`${setup.server.url}/`);
      await page.getByRole("button", { name: "Sign In with Local Account" }).click();
      const dialog = page.getByRole("dialog", { name: "Sign In on Mobile" });
      await dialog.waitFor();
      await see(page, "Signing in doesn't work inside this app's built-in browser.");
      await expectAccessible(page, "mobile sign-in dialog");
      await dialog.getByRole("button", { name: "Got it" }).click();
      await dialog.waitFor({ state: "detached" });
      expect(new URL(page.url()).pathname).toBe("/");
      expectClean(insideInstagram);
    } finally {
      await insideInstagram.close();
    }
  });
});

describe("with the keyboard alone", () => {
  it("signs in through the chooser and out through the account menu", async () => {
    const kim = await openPage(setup.browser, DESKTOP);
    const { page } = kim;
    const inMenu = () => page.evaluate(() => !!document.activeElement?.closest("[role=menu]"));
    try {
      await page.goto(`${setup.server.url}/`);
      await page.getByRole("heading", { name: "Create a Hang" }).waitFor();
      await tabTo(page, "Sign In with Local Account");
      await page.keyboard.press("Enter");
      await page.getByRole("heading", { name: "Choose an account" }).waitFor();
      await tabTo(page, "Name");
      await page.keyboard.type("Kim Keys");
      await tabTo(page, "Email");
      await page.keyboard.type("kim-keys@example.com");
      await tabTo(page, "Continue");
      await page.keyboard.press("Enter");
      await accountMenu(page, "Kim Keys").waitFor();
      await tabTo(page, "Account menu for Kim Keys");
      await page.keyboard.press("Enter");
      await expect.poll(inMenu).toBe(true);
      await page.keyboard.press("Escape");
      await expect.poll(() => focusedName(page)).toBe("Account menu for Kim Keys");
      await page.keyboard.press("Enter");
      await expect.poll(inMenu).toBe(true);
      for (let i = 0; i < 6 && (await focusedName(page)) !== "Sign out"; i++)
        await page.keyboard.press("ArrowDown");
      expect(await focusedName(page)).toBe("Sign out");
      await page.keyboard.press("Enter");
      await page.getByRole("button", { name: "Sign In with Local Account" }).waitFor();
      // The menu's button went with the account: the focus goes to the button that signs in again.
      await expect.poll(() => focusedName(page)).toBe("Sign In with Local Account");
      expectClean(kim);
    } finally {
      await kim.close();
    }
  });
});
