// The foundation, as people use it: a host creates a hang, a guest answers from another browser,
// the host sees who answered (with e-mails only the host sees). At phone and desktop widths.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { createHang, expectClean, see, serverAndBrowserForFile } from "../support/e2e.ts";
import { dismissWelcome } from "../support/guest-flow.ts";

const setup = serverAndBrowserForFile();

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("at %s width", (_label, viewport) => {
  it("takes a hang from creation to a guest's answer to the host's view", async () => {
    const host = await openPage(setup.browser, viewport, { grantClipboard: setup.server.url });
    const guest = await openPage(setup.browser, viewport);
    try {
      await createHang(host.page, setup.server.url, "Taco night");
      await see(host.page, "Now invite your friends to join");
      await see(host.page, "Keep this link private - it lets you edit your hang details anytime");
      const shareLink = await host.page.getByRole("textbox", { name: "Share link" }).inputValue();
      expect(shareLink).toMatch(new RegExp(`^${setup.server.url}/hang/[0-9a-f-]{36}$`));
      await host.page.getByRole("button", { name: "Copy link", exact: true }).click();
      await see(host.page, "Link copied!");
      expect(await host.page.evaluate(() => navigator.clipboard.readText())).toBe(shareLink);

      await guest.page.goto(shareLink);
      await dismissWelcome(guest.page);
      await guest.page.getByRole("heading", { name: "Taco night" }).waitFor();
      await see(guest.page, "Hosted by Hana Host");
      await see(guest.page, "☕");
      // Each time slot is a group named by its display string, e.g. "Saturday, December 12 - 6:00 PM to 7:30 PM".
      const slots = guest.page.getByRole("group", { name: /^\w+day, \w+ \d+ - \d/ });
      expect(await slots.count()).toBe(2);
      await slots.nth(0).getByRole("button", { name: "Available", exact: true }).click();
      await slots.nth(1).getByRole("button", { name: "Not Available" }).click();
      await guest.page.getByRole("textbox", { name: "Your name" }).fill("Gita Guest");
      await guest.page.getByRole("textbox", { name: "Who's joining?" }).fill("gita@example.com");
      await see(guest.page, "Enter your email to receive important details about the hang.");
      await guest.page.getByRole("checkbox", { name: "Make my response visible to other guests" }).check();
      await guest.page.getByRole("button", { name: "Submit Response" }).click();
      await guest.page.getByRole("heading", { name: "Thanks for responding!" }).waitFor();

      await host.page.getByRole("button", { name: "View Responses" }).click();
      await host.page.waitForURL(/\/hang\/[0-9a-f-]{36}\?host=true$/);
      await see(host.page, "Host view");
      await see(host.page, "gita@example.com");
      await see(host.page, "Gita Guest");

      await guest.page.getByRole("button", { name: "See All" }).click();
      // Gita's own answer is "You" to Gita.
      await guest.page.getByText("You", { exact: true }).first().waitFor();
      expect(await guest.page.content()).not.toContain("gita@example.com");
      expect(await guest.page.content()).not.toContain("hana@example.com");
      expectClean(host, guest);
    } finally {
      await host.close();
      await guest.close();
    }
  });

  it("shows the host view only to the browser holding the edit token", async () => {
    const host = await openPage(setup.browser, viewport);
    const stranger = await openPage(setup.browser, viewport);
    try {
      await createHang(host.page, setup.server.url, "Board games");
      const shareLink = await host.page.getByRole("textbox", { name: "Share link" }).inputValue();
      await stranger.page.goto(`${shareLink}?host=true`);
      await stranger.page
        .getByRole("heading", { name: "The host view needs the private edit link" })
        .waitFor();
      expect(await stranger.page.getByText("Host view", { exact: true }).count()).toBe(0);
      expectClean(host, stranger);
    } finally {
      await host.close();
      await stranger.close();
    }
  });

  it("keeps a guest's answer from someone else who types their e-mail", async () => {
    const host = await openPage(setup.browser, viewport);
    const owner = await openPage(setup.browser, viewport);
    const impostor = await openPage(setup.browser, viewport);
    try {
      await createHang(host.page, setup.server.url, "Picnic");
      const shareLink = await host.page.getByRole("textbox", { name: "Share link" }).inputValue();
      const answer = async (page: Page, name: string, choice: "Available" | "Not Available") => {
        await page.goto(shareLink);
        await dismissWelcome(page);
        await page.getByRole("heading", { name: "Picnic" }).waitFor();
        for (const slot of await page.getByRole("group", { name: /^\w+day, \w+ \d+ - \d/ }).all()) {
          await slot.getByRole("button", { name: choice, exact: true }).click();
        }
        await page.getByRole("textbox", { name: "Your name" }).fill(name);
        await page.getByRole("textbox", { name: "Who's joining?" }).fill("pia@example.com");
        await page.getByRole("button", { name: "Submit Response" }).click();
      };
      await answer(owner.page, "Pia", "Available");
      await owner.page.getByRole("heading", { name: "Thanks for responding!" }).waitFor();
      await answer(impostor.page, "Not Pia", "Not Available");
      await see(impostor.page, "You've already responded to this hang!");
      expect(impostor.failedRequests).toEqual([
        expect.stringMatching(/^409 POST \/api\/hangs\/.+\/responses$/),
      ]);

      await host.page.getByRole("button", { name: "View Responses" }).click();
      await see(host.page, "pia@example.com");
      await see(host.page, "Pia");
      expect(await host.page.getByText("Not Pia").count()).toBe(0);
      expect(impostor.errors).toEqual([]);
      expectClean(host, owner);
    } finally {
      await Promise.all([host.close(), owner.close(), impostor.close()]);
    }
  });

  it("shows the not-found card with HTTP 404 for a path the app does not have", async () => {
    const visitor = await openPage(setup.browser, viewport);
    try {
      const answer = await visitor.page.goto(`${setup.server.url}/no/such/page`);
      expect(answer?.status()).toBe(404);
      await visitor.page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
      await see(visitor.page, "Did you forget to add the page to the router?");
      // Beneath the spec's words, a line a person understands and the way home.
      await see(visitor.page, "This address doesn't lead anywhere in Hangs.");
      await visitor.page.getByRole("link", { name: "Go Home" }).waitFor();
      expect(visitor.errors).toEqual([]);
      expect(visitor.failedRequests).toEqual(["404 GET /no/such/page"]);
      // A page the app has answers 200, and no page may use the camera, microphone or location.
      const home = await visitor.page.goto(`${setup.server.url}/create`);
      expect(home?.status()).toBe(200);
      expect(home?.headers()["permissions-policy"]).toMatch(/camera=\(\).*geolocation=\(\)/);
    } finally {
      await visitor.close();
    }
  });

  it("shows the hang page's not-found card with HTTP 404 for a hang that does not exist", async () => {
    const visitor = await openPage(setup.browser, viewport);
    const missing = "00000000-0000-4000-8000-000000000000";
    try {
      const answer = await visitor.page.goto(`${setup.server.url}/hang/${missing}`);
      expect(answer?.status()).toBe(404);
      await visitor.page.getByRole("heading", { name: "Hang not found" }).waitFor();
      await see(visitor.page, "This hang doesn't exist or has been removed.");
      // Once the app has started (it takes the page's messages out), its card is there in place of
      // the server's, never beside it.
      await expect.poll(() => visitor.page.locator("#hangs-messages").count()).toBe(0);
      await visitor.page.getByRole("link", { name: "Go Home" }).waitFor();
      expect(await visitor.page.getByRole("heading", { name: "Hang not found" }).count()).toBe(1);
      await expect.poll(() => visitor.page.title()).toBe("Hang not found · Hangs");
      expect(visitor.errors).toEqual([]);
      expect(visitor.failedRequests).toContain(`404 GET /hang/${missing}`);
      expect(visitor.failedRequests).toContain(`404 GET /api/hangs/${missing}`);
    } finally {
      await visitor.close();
    }
  });
});
