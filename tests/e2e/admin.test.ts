// The admin page in a real browser at phone and desktop widths: a not-found card (and 404) for
// everyone but an admin, and for the admin mail (a failed message with the server's reply, retried;
// a test e-mail whose SMTP conversation shows why it failed), sign-in, people (search, disable,
// enable, delete, invite), the instance and the audit log — accessible in every state, with the
// focus kept sensible.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, launchBrowser, openPage, PHONE, releaseBrowser } from "../support/browser.ts";
import { expectClean, see } from "../support/e2e.ts";
import { createHangViaApi, expectAccessible } from "../support/guest-flow.ts";
import { expectPhoneFriendly } from "../support/phone-checks.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { accountMenu, signInAsNewAccount, skipWelcome } from "../support/sign-in.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";

let sink: SmtpSink;
let server: RunningServer;
let browser: Browser;
const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), "hangs-admin-"));
const adaState = path.join(stateDir, "ada.json");

beforeAll(async () => {
  sink = await startSmtpSink();
  // No retries: a refused message is a failed one at once.
  const env = { ADMIN_EMAILS: "ada@example.com", SMTP_URL: sink.url, JOB_RETRY_LIMIT: "0" };
  [server, browser] = await Promise.all([startServer({ env }), launchBrowser()]);
});
afterAll(async () => {
  await releaseBrowser(browser);
  await server?.dispose();
  await sink?.stop();
  fs.rmSync(stateDir, { recursive: true, force: true });
});

/** A person's account, made the way people make one: through the sign-in chooser. */
async function makeAccount(name: string, email: string) {
  const visitor = await openPage(browser, DESKTOP);
  try {
    await skipWelcome(visitor.page);
    await visitor.page.goto(`${server.url}/`);
    await signInAsNewAccount(visitor.page, name, email);
    await accountMenu(visitor.page, name).waitFor();
  } finally {
    await visitor.close();
  }
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

/** The page shows what it read when it opened: reload until the worker's outcome is there. */
async function reloadUntil(page: Page, locator: Locator) {
  const deadline = Date.now() + 15_000;
  while ((await locator.count()) === 0) {
    if (Date.now() > deadline) throw new Error("the page never showed what the test waited for");
    await page.waitForTimeout(300);
    await page.reload();
    await page.getByRole("heading", { name: "Admin", exact: true }).waitFor();
  }
}

describe("who sees the admin page", () => {
  it("signed out and signed in without admin rights: the not-found card; the admin's menu leads in", async () => {
    const bob = await openPage(browser, DESKTOP);
    const ada = await openPage(browser, DESKTOP);
    try {
      await skipWelcome(bob.page);
      const answer = await bob.page.goto(`${server.url}/admin`);
      expect(answer?.status()).toBe(404);
      await bob.page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
      await expectAccessible(bob.page, "admin page, signed out");
      await signInAsNewAccount(bob.page, "Bob Guest", "bob@example.com");
      await accountMenu(bob.page, "Bob Guest").click();
      await bob.page.getByRole("menuitem", { name: "Sign out" }).waitFor();
      expect(await bob.page.getByRole("menuitem", { name: "Admin" }).count()).toBe(0);
      await bob.page.keyboard.press("Escape");
      await bob.page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
      await expectAccessible(bob.page, "admin page, not an admin");

      await skipWelcome(ada.page);
      await ada.page.goto(`${server.url}/`);
      await signInAsNewAccount(ada.page, "Ada Admin", "ada@example.com");
      await accountMenu(ada.page, "Ada Admin").click();
      await ada.page.getByRole("menuitem", { name: "Admin" }).click();
      await ada.page.getByRole("heading", { name: "Admin", exact: true }).waitFor();
      expect(new URL(ada.page.url()).pathname).toBe("/admin");
      await expect.poll(() => ada.page.title()).toBe("Admin · Hangs");
      // Opened by its address, the page is there for her.
      const direct = await ada.page.goto(`${server.url}/admin`);
      expect(direct?.status()).toBe(200);
      await ada.page.getByRole("heading", { name: "Admin", exact: true }).waitFor();
      await ada.page.context().storageState({ path: adaState });
      // The page is not there for Bob, and says so with its status: signed out and signed in.
      expect(bob.failedRequests).toEqual(["404 GET /admin", "404 GET /admin"]);
      expect(bob.errors).toEqual([]);
      expectClean(ada);
    } finally {
      await bob.close();
      await ada.close();
    }
  });
});

for (const [width, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  describe(`at ${width} width`, () => {
    const gone = `gone-${width}@example.com`;
    const leaver = { name: `Cy ${width}`, email: `cy-${width}@example.com` };
    beforeAll(async () => {
      sink.refuse.add(gone);
      await createHangViaApi(server.url, { hostEmail: gone, hostName: "Gone Host" });
      await makeAccount(leaver.name, leaver.email);
    });

    it("an admin sees mail, sign-in, people, the instance and the audit log, and acts", async () => {
      const admin = await openPage(browser, viewport, { storageState: adaState });
      const { page } = admin;
      const check = async (where: string) => {
        await expectAccessible(page, `${where} at ${width} width`);
        if (viewport === PHONE) await expectPhoneFriendly(page, where);
      };
      try {
        await page.goto(`${server.url}/admin`);
        await page.getByRole("heading", { name: "Admin", exact: true }).waitFor();

        // Mail: the failed message with the server's words, its recipient masked.
        const failed = page.getByRole("list", { name: "Failed messages" }).getByRole("listitem");
        await reloadUntil(page, failed);
        await page.getByRole("heading", { name: "Failed messages (1)" }).waitFor();
        await see(page, `Sending through smtp://127.0.0.1:${sink.port}.`);
        expect(await failed.first().innerText()).toMatch(
          /hang-ready to g•••@example\.com[\s\S]*550 Mailbox unavailable/,
        );
        expect(await page.locator("main").innerText()).not.toContain(gone);
        await check("the mail tab");

        // A test e-mail the server refuses: the whole conversation, and the focus on the answer.
        const sendTo = page.getByRole("textbox", { name: "Send to" });
        await sendTo.fill("nope");
        await page.getByRole("button", { name: "Send test" }).click();
        await see(page, "Valid email is required");
        await check("the test e-mail form with an error");
        await sendTo.fill(gone);
        await page.getByRole("button", { name: "Send test" }).click();
        await page.getByRole("heading", { name: "The test e-mail failed" }).waitFor();
        // The heading takes the focus in an effect, a frame after it shows.
        await expect.poll(() => focusedText(page)).toBe("The test e-mail failed");
        await see(page, "Can't send mail - all recipients were rejected: 550 Mailbox unavailable");
        const conversation = await page.locator("pre").last().innerText();
        expect(conversation).toContain(`C: RCPT TO:<${gone}>`);
        expect(conversation).toContain("S: 550 Mailbox unavailable");
        expect(conversation).not.toContain("sink-password");
        await check("a failed test e-mail");

        // The address works again: the retried message leaves the list and arrives.
        sink.refuse.delete(gone);
        await page.getByRole("button", { name: "Retry hang-ready to g•••@example.com" }).click();
        await see(page, "Message queued again");
        await page.getByRole("heading", { name: "Failed messages (0)" }).waitFor();
        await expect.poll(() => focusedText(page)).toBe("Failed messages (0)");
        await see(page, "No failed messages.");
        await expect
          .poll(() => sink.to(gone).map((m) => m.subject), { timeout: 15_000 })
          .toEqual(["Your hang on Hangs is ready"]);

        // Sign-in: the built-in provider and where its discovery document is.
        await page.getByRole("tab", { name: "Sign-in" }).click();
        await see(page, "Built-in local provider");
        await page
          .getByRole("link", { name: `${server.url}/dev-idp/.well-known/openid-configuration` })
          .waitFor();
        await see(page, "No sign-in failures recorded.");
        await check("the sign-in tab");

        // People: found on the server; disabled after a confirmation, then enabled again.
        await page.getByRole("tab", { name: "People" }).click();
        await page.getByRole("searchbox", { name: "Search by name or e-mail" }).fill("bob");
        await page.getByRole("button", { name: "Search" }).click();
        await see(page, "1 account match “bob”");
        const bob = page.getByRole("list", { name: "Accounts" }).getByRole("listitem");
        await expect.poll(() => bob.count()).toBe(1);
        expect(await bob.innerText()).toMatch(/Bob Guest[\s\S]*b•••@example\.com · hosts 0 hangs/);
        await check("people search results");
        await page.getByRole("button", { name: "Disable Bob Guest" }).click();
        const dialog = page.getByRole("dialog", { name: "Disable Bob Guest?" });
        await dialog.waitFor();
        await check("the disable confirmation");
        await dialog.getByRole("button", { name: "Disable account" }).click();
        await see(page, "Bob Guest is disabled");
        await bob.getByText("Disabled", { exact: true }).waitFor();
        await expect.poll(() => focusedText(page)).toBe("Enable");
        await page.getByRole("button", { name: "Enable Bob Guest" }).click();
        await see(page, "Bob Guest can sign in again");
        await expect.poll(() => bob.getByText("Disabled", { exact: true }).count()).toBe(0);

        // Deleted after a confirmation: the list says nobody is left, the focus goes to its heading.
        const search = page.getByRole("searchbox", { name: "Search by name or e-mail" });
        await search.fill(leaver.email);
        await page.getByRole("button", { name: "Search" }).click();
        await see(page, `1 account match “${leaver.email}”`);
        await page.getByRole("button", { name: `Delete ${leaver.name}` }).click();
        const confirm = page.getByRole("dialog", { name: `Delete ${leaver.name}?` });
        await confirm.waitFor();
        await check("the delete confirmation");
        await confirm.getByRole("button", { name: "Delete account" }).click();
        await see(page, `${leaver.name}'s account is deleted`);
        await see(page, "Nobody matches that search.");
        await expect.poll(() => focusedText(page)).toBe("People");

        // An invitation to sign up, listed masked.
        await page.getByRole("textbox", { name: "E-mail address" }).fill(`newbie-${width}@example.com`);
        await page.getByRole("button", { name: "Invite", exact: true }).click();
        await see(page, "Invitation saved");
        await page
          .getByRole("list", { name: "Invited lately" })
          .getByText("n•••@example.com")
          .first()
          .waitFor();
        await check("the people tab after acting");

        // The instance: what runs, its queues and its limits.
        await page.getByRole("tab", { name: "Instance" }).click();
        await see(page, process.env.TEST_DB === "postgres" ? "PostgreSQL" : "Embedded (PGlite)");
        await see(page, /^\d+ of \d+ applied \(latest \d{4}_\w+\)$/);
        await page.getByRole("rowheader", { name: "mail" }).waitFor();
        await see(page, "60 new hangs per address in an hour");
        await check("the instance tab");

        // The audit log names who did what to whom, never an address.
        await page.getByRole("tab", { name: "Audit" }).click();
        const log = page.getByRole("list", { name: "Audit log" });
        await log.getByText("Invited an address to sign up").first().waitFor();
        const entries = await log.innerText();
        for (const line of [
          "Deleted an account",
          "Enabled an account: Bob Guest",
          "Disabled an account: Bob Guest",
          "Retried a failed message",
          "Sent a test e-mail",
        ])
          expect(entries).toContain(line);
        expect(entries).toContain("Ada Admin");
        expect(entries).not.toMatch(/@/);
        expect(new URL(page.url()).hash).toBe("#audit");
        await check("the audit tab");
        expectClean(admin);
      } finally {
        await admin.close();
      }
    }, 180_000); // Every tab, dialog and action at this width, under the suite's parallel load.
  });
}
