// Webhooks on the host's view in a real browser, keyboard only on a phone: the panel loads when
// opened, refuses a non-https and a private address under the field, shows the new secret once,
// sends a test and sends it again (both verified with that secret at a loopback receiver), and
// deletes; axe finds nothing in each state, every control is 44 px, and the panel speaks German.
import type { Page } from "playwright-core";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { WEBHOOK_URL_NOT_ALLOWED, WEBHOOK_URL_NOT_HTTPS } from "../../src/shared/webhooks.ts";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { see, serverReceiverAndBrowserForFile } from "../support/e2e.ts";
import { createHangViaApi, expectAccessible } from "../support/guest-flow.ts";
import { holdToken } from "../support/host-e2e.ts";
import { focusedName, tabTo } from "../support/keyboard.ts";
import { expectPhoneFriendly } from "../support/phone-checks.ts";

const setup = serverReceiverAndBrowserForFile();

const openButton = (page: Page, name: string | RegExp = "Set up webhooks") =>
  page.getByRole("button", { name });

/** The host's view of a new hang, in this page's browser, scrolled to the webhooks button. */
async function hostView(page: Page) {
  const hang = await createHangViaApi(setup.server.url, { name: "Board games" });
  await holdToken(page, hang);
  await page.goto(`${hang.url}?host=true`);
  await openButton(page, /^(Set up webhooks|Webhooks einrichten)$/).waitFor();
  return hang;
}

describe("webhooks on the host's view", () => {
  it("are added, tested, sent again and deleted by keyboard on a phone, accessible in every state", async () => {
    const host = await openPage(setup.browser, PHONE, { grantClipboard: setup.server.url });
    const { page } = host;
    try {
      await hostView(page);
      // The panel's code is not on the page until the host asks for it.
      expect(await page.getByText("Add a webhook").count()).toBe(0);
      await openButton(page).focus();
      await page.keyboard.press("Enter");
      await see(page, "No webhooks yet.");
      expect(await openButton(page).getAttribute("aria-expanded")).toBe("true");
      await expectAccessible(page, "webhooks panel, empty (390 px)");
      await expectPhoneFriendly(page, "webhooks panel, empty");

      // Not https: refused before anything is sent, under the field, which keeps the focus.
      await tabTo(page, "Receiver address");
      await page.keyboard.type(`http://127.0.0.1:${setup.receiver.port}/bot`);
      await page.keyboard.press("Enter");
      await see(page, WEBHOOK_URL_NOT_HTTPS);
      expect(await focusedName(page)).toBe("Receiver address");
      await expectAccessible(page, "webhooks panel, address refused");

      // A private address: the server refuses it, and says so under the field.
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type("https://10.0.0.5/bot");
      await page.keyboard.press("Enter");
      await see(page, WEBHOOK_URL_NOT_ALLOWED);
      expect(await focusedName(page)).toBe("Receiver address");

      const url = `${setup.receiver.origin}/bot`;
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type(url);
      await page.keyboard.press("Enter");
      await see(page, "Copy the signing secret now");
      expect(await focusedName(page)).toBe("Copy the signing secret now");
      const secret = await page.getByRole("textbox", { name: "Signing secret" }).inputValue();
      expect(secret).toMatch(/^whsec_/);
      await see(page, url);
      await expectAccessible(page, "webhooks panel, the new secret shown");
      await expectPhoneFriendly(page, "webhooks panel, the new secret shown");
      await tabTo(page, "I've copied it");
      await page.keyboard.press("Enter");
      await expect.poll(() => page.getByText("Copy the signing secret now").count()).toBe(0);

      // A test, then the same delivery again: both signed with the secret shown.
      await tabTo(page, `Send a test to ${url}`);
      await page.keyboard.press("Enter");
      await see(page, "Test on its way");
      await page.getByText("Delivered").first().waitFor({ timeout: 15_000 });
      await expectAccessible(page, "webhooks panel, the delivery log");
      await expectPhoneFriendly(page, "webhooks panel, the delivery log");
      await tabTo(page, "Send again: Test of");
      await page.keyboard.press("Enter");
      await see(page, "Sending again");
      await expect.poll(() => setup.receiver.delivered("/bot").length, { timeout: 15_000 }).toBe(2);
      const [first, again] = setup.receiver.to("/bot");
      expect(again!.headers["webhook-id"]).toBe(first!.headers["webhook-id"]);
      for (const delivery of [first!, again!]) {
        expect(new Webhook(secret).verify(delivery.body, delivery.headers)).toMatchObject({
          type: "webhook.test",
        });
      }
      await page.getByText("2 attempts").waitFor({ timeout: 15_000 });

      // Deleted: the list is empty again and the focus is on the form's heading.
      await tabTo(page, `Delete the webhook to ${url}`);
      await page.keyboard.press("Enter");
      await see(page, "Webhook deleted");
      await see(page, "No webhooks yet.");
      expect(await focusedName(page)).toBe("Add a webhook");
      await expectAccessible(page, "webhooks panel, after deleting");

      expect(host.errors).toEqual([]);
      // The refusal above, and nothing else. A poll of the delivery log already on its way when the
      // webhook was deleted may come back 404 (the page drops it): no one sees that.
      const deletedLog = /^404 GET \/api\/hangs\/[\w-]+\/webhooks\/[\w-]+\/deliveries$/;
      const failed = host.failedRequests.filter((r) => !deletedLog.test(r));
      expect(failed.filter((r) => !r.endsWith("/webhooks"))).toEqual([]);
      expect(failed).toHaveLength(1);
    } finally {
      await host.close();
    }
  });

  it("speaks German, and stays accessible at desktop width", async () => {
    const host = await openPage(setup.browser, DESKTOP, { locale: "de-DE" });
    try {
      await hostView(host.page);
      await openButton(host.page, "Webhooks einrichten").click();
      await see(host.page, "Noch keine Webhooks.");
      await see(host.page, "Webhook hinzufügen");
      await host.page.getByRole("button", { name: "Webhook hinzufügen" }).click();
      await see(host.page, "Gib die vollständige Adresse deines Empfängers ein, beginnend mit https://");
      await expectAccessible(host.page, "webhooks panel in German, a refused address (1280 px)");
      expect(host.errors).toEqual([]);
    } finally {
      await host.close();
    }
  });
});
