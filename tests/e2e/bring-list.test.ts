// The bring list in real browsers: the host adds items on the host view, a guest who answered
// claims one with the keyboard alone on a phone, and a second open page sees the claim without a
// reload; axe finds nothing with a claimed item, at 390 px and 1280 px, in English and in German.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { expectClean, see, serverAndBrowserForFile } from "../support/e2e.ts";
import { appTookOver, createHangViaApi, expectAccessible } from "../support/guest-flow.ts";
import { answeredInBrowser, holdToken, post } from "../support/host-e2e.ts";
import { focusedName, tabTo } from "../support/keyboard.ts";
import { expectPhoneFriendly } from "../support/phone-checks.ts";

const setup = serverAndBrowserForFile();
/** Pages never poll: a claim that shows at all came over the live stream. */
const LIVE_MS = 15_000;
const SHOTS = process.env.BRING_SHOTS;

/** An answer given through the API, its secret kept in `page`'s browser as answering there would. */
async function answeredIn(page: Page, hangId: string, name: string) {
  const email = `${name
    .split(" ")[0]!
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z]/g, "")}@example.com`;
  return answeredInBrowser(page, setup.server.url, hangId, { name, email });
}

async function markLoaded(page: Page) {
  await page.evaluate(() => Object.assign(window, { __loadedOnce: true }));
}
async function expectNotReloaded(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __loadedOnce?: boolean }).__loadedOnce)).toBe(
    true,
  );
}

/** An item's row on the list, found by its name. */
const itemRow = (page: Page, name: string) => page.getByRole("listitem").filter({ hasText: name }).first();

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe("the bring list", () => {
  it("host adds items, a guest claims one by keyboard on a phone, and an open page sees it live", async () => {
    const host = await openPage(setup.browser, DESKTOP);
    const guest = await openPage(setup.browser, PHONE);
    const other = await openPage(setup.browser, DESKTOP);
    try {
      const hang = await createHangViaApi(setup.server.url, { name: "Potluck night" });
      await answeredIn(guest.page, hang.id, "Ana Alba");
      await answeredIn(other.page, hang.id, "Ben Bo");

      // The host's view: an empty list, a refused blank item, then two items.
      await holdToken(host.page, hang);
      await host.page.goto(`${hang.url}?host=true`);
      await see(host.page, "No items yet. Add the first one below.");
      const add = host.page.getByRole("form", { name: "Add item" });
      await add.getByRole("button", { name: "Add item" }).click();
      await see(host.page, "Say what to bring");
      expect(await focusedName(host.page)).toBe("Item");
      await expectAccessible(host.page, "host's bring list, blank item refused");
      await add.getByRole("textbox", { name: "Item" }).fill("Chips");
      await add.getByRole("spinbutton", { name: "How many" }).fill("2");
      await add.getByRole("button", { name: "Add item" }).click();
      await see(host.page, "Added Chips");
      await add.getByRole("textbox", { name: "Item" }).fill("Ice");
      await add.getByRole("textbox", { name: "Item" }).press("Enter");
      await see(host.page, "Added Ice");
      expect(await focusedName(host.page)).toBe("Item");

      // The other guest's page is open before the claim, and is never reloaded.
      await other.page.goto(hang.url);
      await appTookOver(other.page);
      await see(other.page, "What to bring");
      await see(other.page, "2 of 2 left");
      await markLoaded(other.page);
      await markLoaded(host.page);

      // Ana, keyboard only, on a phone.
      await guest.page.goto(hang.url);
      await appTookOver(guest.page);
      await see(guest.page, "What to bring");
      // Chips is the first item: the first "I'll bring this" the Tab key reaches.
      await tabTo(guest.page, "I'll bring this");
      await guest.page.keyboard.press("Enter");
      await see(guest.page, "You're bringing Chips");
      await itemRow(guest.page, "Chips").getByRole("button", { name: "Not bringing it" }).waitFor();
      // The focus stays on the button pressed, which now gives the claim back.
      expect(await focusedName(guest.page)).toBe("Not bringing it");
      await see(guest.page, "Bringing: You");
      await expectAccessible(guest.page, "guest page, a claimed item (390 px)");
      await expectPhoneFriendly(guest.page, "guest page, a claimed item");
      await shot(guest.page, "guest-390");

      // Live, on the other guest's page and the host's.
      await other.page.getByText("Bringing: Ana").waitFor({ timeout: LIVE_MS });
      await see(other.page, "1 of 2 left");
      await expectNotReloaded(other.page);
      await expectAccessible(other.page, "another guest's page, a claimed item (1280 px)");
      await shot(other.page, "other-1280");
      await host.page.getByRole("button", { name: "Take Ana Alba off Chips" }).waitFor({ timeout: LIVE_MS });
      await expectNotReloaded(host.page);
      await expectAccessible(host.page, "host's bring list, a claimed item (1280 px)");
      await shot(host.page, "host-1280");

      // Ben takes the last unit; Ana's page shows it all taken.
      await itemRow(other.page, "Chips").getByRole("button", { name: "I'll bring this" }).click();
      await guest.page.getByText("Bringing: You, Ben").waitFor({ timeout: LIVE_MS });
      await itemRow(guest.page, "Chips").getByText("All taken").waitFor();

      // The host takes Ben's claim off, by keyboard; his page gets the unit back.
      await tabTo(host.page, "Take Ben Bo off Chips");
      await host.page.keyboard.press("Enter");
      await see(host.page, "Ben Bo is no longer bringing Chips");
      await itemRow(other.page, "Chips")
        .getByRole("button", { name: "I'll bring this" })
        .waitFor({ timeout: LIVE_MS });

      // Ana gives hers back with the keyboard too.
      await guest.page.keyboard.press("Enter");
      await see(guest.page, "You're no longer bringing Chips");
      expect(await focusedName(guest.page)).toBe("I'll bring this");
      expectClean(host, guest, other);
    } finally {
      await Promise.all([host.close(), guest.close(), other.close()]);
    }
  }, 120_000);

  it("reads and claims in German, and the host's view works at phone width", async () => {
    const guest = await openPage(setup.browser, PHONE, { locale: "de-DE" });
    const host = await openPage(setup.browser, PHONE);
    try {
      const hang = await createHangViaApi(setup.server.url, { name: "Grillabend" });
      await post(
        setup.server.url,
        `/api/hangs/${hang.id}/bring-items`,
        { name: "Würstchen", quantity: 3 },
        hang.editToken,
      );
      await answeredIn(guest.page, hang.id, "Jörg Jung");
      await guest.page.goto(hang.url);
      await appTookOver(guest.page);
      await see(guest.page, "Was mitbringen");
      await see(guest.page, "Noch 3 von 3");
      await tabTo(guest.page, "Bringe ich mit");
      await guest.page.keyboard.press("Enter");
      await see(guest.page, "Du bringst Würstchen mit");
      await see(guest.page, "Bringen mit: Du");
      await expectAccessible(guest.page, "German guest page, a claimed item");
      await expectPhoneFriendly(guest.page, "German guest page, a claimed item");
      // The system's dark theme too.
      await guest.page.emulateMedia({ colorScheme: "dark" });
      await guest.page.waitForFunction(() => matchMedia("(prefers-color-scheme: dark)").matches);
      await expectAccessible(guest.page, "German guest page, a claimed item, dark theme");
      await guest.page.emulateMedia({ colorScheme: "light" });
      await shot(guest.page, "guest-de-390");

      await holdToken(host.page, hang);
      await host.page.goto(`${hang.url}?host=true`);
      await host.page.getByRole("button", { name: "Take Jörg Jung off Würstchen" }).waitFor();
      await host.page.getByRole("button", { name: "Edit Würstchen" }).click();
      const change = host.page.getByRole("form", { name: "Change Würstchen" });
      expect(await focusedName(host.page)).toBe("Item");
      await change.getByRole("spinbutton", { name: "How many" }).fill("0");
      await change.getByRole("button", { name: "Save" }).click();
      await see(host.page, "Quantity must be a whole number from 1 to 99");
      await expectAccessible(host.page, "host's item form, a bad quantity (390 px)");
      await change.getByRole("spinbutton", { name: "How many" }).fill("4");
      await change.getByRole("button", { name: "Save" }).click();
      await see(host.page, "Saved Würstchen");
      expect(await focusedName(host.page)).toBe("Edit Würstchen");
      await expectPhoneFriendly(host.page, "host's bring list (390 px)");
      await shot(host.page, "host-390");
      await guest.page.getByText("Noch 3 von 4").waitFor({ timeout: LIVE_MS });
      expectClean(guest, host);
    } finally {
      await Promise.all([guest.close(), host.close()]);
    }
  }, 120_000);
});
