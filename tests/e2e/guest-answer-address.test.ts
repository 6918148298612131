// A guest opens their mailed link in another browser and moves the answer to another address. The
// link's key proves only the address it was mailed to, yet keeps opening the answer after the move.
// At phone and desktop widths.
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { expectClean, openServer, see, serverAndBrowserForFile } from "../support/e2e.ts";
import { answerAll, createHangViaApi, dismissWelcome, slotGroups } from "../support/guest-flow.ts";

const setup = serverAndBrowserForFile();

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("at %s width", (label, viewport) => {
  it("keeps an answer opened from the mailed link after moving it to another address", async () => {
    const guest = await openPage(setup.browser, viewport);
    const elsewhere = await openPage(setup.browser, viewport);
    const name = `Board games at ${label} width`;
    const first = `gita-${label}@example.com`;
    const moved = `gita.new-${label}@example.com`;
    try {
      const hang = await createHangViaApi(setup.server.url, { name });
      await guest.page.goto(hang.url);
      await dismissWelcome(guest.page);
      await answerAll(guest.page, "Available", { name: "Gita Guest", email: first });
      await guest.page.getByRole("heading", { name: "Thanks for responding!" }).waitFor();

      const page = elsewhere.page;
      await openServer(setup.server.url, page, first, "Your answer on Hangs");
      await page.getByRole("link", { name: "View HTML version" }).click();
      await page.getByRole("link", { name: "Change my answer" }).click();
      await page.getByRole("heading", { name }).waitFor();
      // The mailed link opens the answer in its form: no Edit Response to press first.
      await page.getByRole("heading", { name: "Edit your response" }).waitFor();
      await page.getByRole("textbox", { name: "Who's joining?" }).fill(moved);
      await page.getByRole("button", { name: "Update Response" }).click();
      await see(page, "Response updated!");

      // Still this browser's answer after a reload: it can be opened and changed again.
      await page.reload();
      await page.getByRole("button", { name: "Edit Response" }).click();
      const email = page.getByRole("textbox", { name: "Who's joining?" });
      expect(await email.inputValue()).toBe(moved);
      await slotGroups(page).nth(1).getByRole("button", { name: "Maybe", exact: true }).click();
      await page.getByRole("button", { name: "Update Response" }).click();
      await see(page, "Response updated!");
      expectClean(guest, elsewhere);
    } finally {
      await Promise.all([guest.close(), elsewhere.close()]);
    }
  });
});
