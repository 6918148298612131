// Webhooks on a group's Settings tab in a real browser: a signed-in admin (invited by the creator),
// keyboard only on a phone, opens the tab and the panel, adds a webhook to a loopback receiver,
// sees its secret once, sends a test and sees it delivered in the log (verified with that secret);
// axe finds nothing in each state and every control is 44 px. A member sees no Settings tab and
// no webhooks, and the server refuses them the list.
import type { Page } from "playwright-core";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE, type WatchedPage } from "../support/browser.ts";
import { see, serverReceiverAndBrowserForFile } from "../support/e2e.ts";
import { expectAccessible } from "../support/guest-flow.ts";
import { focusedName, tabTo } from "../support/keyboard.ts";
import { expectPhoneFriendly } from "../support/phone-checks.ts";
import { signInAsNewAccount, skipWelcome } from "../support/sign-in.ts";

const setup = serverReceiverAndBrowserForFile();

/** A same-origin API call from the page, as its signed-in person. */
function call(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ([method, path, body]) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined };
    },
    [method, path, body] as const,
  );
}

/** A person's own browser, signed in, having joined the group they were invited to. */
async function joined(viewport: typeof PHONE, name: string, email: string, groupPath: string) {
  const person = await openPage(setup.browser, viewport, { grantClipboard: setup.server.url });
  await skipWelcome(person.page);
  await person.page.goto(`${setup.server.url}${groupPath}`);
  await person.page.getByRole("heading", { name: "Group not found" }).waitFor();
  await signInAsNewAccount(person.page, name, email);
  await person.page.getByRole("button", { name: "Join group" }).waitFor();
  expect((await call(person.page, "POST", `/api${groupPath}/join`)).status).toBe(200);
  await person.page.reload();
  await person.page.getByRole("tab", { name: "Overview" }).waitFor();
  return person;
}

describe("webhooks on a group's Settings tab", () => {
  it("are added and tested by an admin, keyboard only on a phone, and hidden from members", async () => {
    const people: WatchedPage[] = [];
    try {
      // The creator starts the group and invites an admin and a member.
      const ana = await openPage(setup.browser, DESKTOP);
      people.push(ana);
      await ana.page.goto(setup.server.url);
      await signInAsNewAccount(ana.page, "Ana Creator", "ana@example.com");
      const created = await call(ana.page, "POST", "/api/groups", { name: "Choir" });
      expect(created.status).toBe(201);
      const groupId: string = created.body.id;
      const groupPath = `/groups/${groupId}`;
      for (const [name, role] of [
        ["Cleo", "admin"],
        ["Ben", "member"],
      ] as const) {
        const invited = await call(ana.page, "POST", `/api${groupPath}/members`, {
          name,
          email: `${name.toLowerCase()}@example.com`,
          role,
        });
        expect(invited.status).toBe(201);
      }

      const cleo = await joined(PHONE, "Cleo Admin", "cleo@example.com", groupPath);
      people.push(cleo);
      const { page } = cleo;
      // The Settings tab, by keyboard: the tab list holds one stop, the arrows move along it.
      await tabTo(page, "Overview");
      for (let i = 0; i < 6 && (await focusedName(page)) !== "Settings"; i++) {
        await page.keyboard.press("ArrowRight");
      }
      expect(await focusedName(page)).toBe("Settings");
      await page.getByRole("heading", { name: "Webhooks" }).waitFor();
      await see(page, "what happens to every hang of this group");
      // The panel's code is not on the page until the admin asks for it.
      expect(await page.getByText("Add a webhook").count()).toBe(0);
      await tabTo(page, "Set up webhooks");
      await page.keyboard.press("Enter");
      await see(page, "No webhooks yet.");
      expect(await page.getByRole("button", { name: "Set up webhooks" }).getAttribute("aria-expanded")).toBe(
        "true",
      );
      await expectAccessible(page, "group webhooks panel, empty (390 px)");
      await expectPhoneFriendly(page, "group webhooks panel, empty");

      const url = `${setup.receiver.origin}/choir`;
      await tabTo(page, "Receiver address");
      await page.keyboard.type(url);
      await page.keyboard.press("Enter");
      await see(page, "Copy the signing secret now");
      expect(await focusedName(page)).toBe("Copy the signing secret now");
      const secret = await page.getByRole("textbox", { name: "Signing secret" }).inputValue();
      expect(secret).toMatch(/^whsec_/);
      await page.getByRole("list", { name: "Webhooks of this group" }).getByText(url).waitFor();
      await expectAccessible(page, "group webhooks panel, the new secret shown");
      await expectPhoneFriendly(page, "group webhooks panel, the new secret shown");
      await tabTo(page, "I've copied it");
      await page.keyboard.press("Enter");
      await expect.poll(() => page.getByText("Copy the signing secret now").count()).toBe(0);
      // Shown once: moving on takes it off the page.
      expect(await page.getByText(secret).count()).toBe(0);

      await tabTo(page, `Send a test to ${url}`);
      await page.keyboard.press("Enter");
      await see(page, "Test on its way");
      await page.getByText("Delivered").first().waitFor({ timeout: 15_000 });
      await expectAccessible(page, "group webhooks panel, the delivery log");
      await expectPhoneFriendly(page, "group webhooks panel, the delivery log");
      const [delivery] = setup.receiver.delivered("/choir");
      expect(new Webhook(secret).verify(delivery!.body, delivery!.headers)).toMatchObject({
        type: "webhook.test",
        data: { groupId, hangId: null },
      });
      expect(cleo.errors).toEqual([]);
      // Only the group asked for before signing in.
      expect(cleo.failedRequests).toEqual([`401 GET /api${groupPath}`]);

      // A member sees the group, but no Settings tab and no webhooks; the server agrees.
      const ben = await joined(PHONE, "Ben Member", "ben@example.com", groupPath);
      people.push(ben);
      await ben.page.getByRole("tab", { name: "Hangs" }).waitFor();
      expect(await ben.page.getByRole("tab", { name: "Settings" }).count()).toBe(0);
      expect(await ben.page.getByText("Webhooks").count()).toBe(0);
      expect((await call(ben.page, "GET", `/api${groupPath}/webhooks`)).status).toBe(403);
      expect(ben.errors).toEqual([]);
    } finally {
      for (const person of people) await person.close();
    }
  });
});
