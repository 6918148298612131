// What a guest typed is not lost, and nothing covers what needs fixing, at phone width: a reload
// keeps the answer being written; an answer sent offline waits and goes by itself once the phone
// is back online (and says so when it could not go); the missing answer is said beside the times;
// a mistyped address is offered its fix. In English, and the texts that changed in German.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, PHONE, releaseBrowser } from "../support/browser.ts";
import { expectClean, see } from "../support/e2e.ts";
import {
  appTookOver,
  createHangViaApi,
  expectAccessible,
  fillGuest,
  slotGroups,
} from "../support/guest-flow.ts";
import { type RunningServer, startServer } from "../support/server.ts";

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await releaseBrowser(browser);
  await server?.dispose();
});

const pressed = (page: Page, slot: number, choice: string) =>
  slotGroups(page).nth(slot).getByRole("button", { name: choice, exact: true }).getAttribute("aria-pressed");

describe("a guest's answer at phone width", () => {
  it("keeps what was typed and chosen across a reload, until it is sent", async () => {
    const hang = await createHangViaApi(server.url, { name: "Tapas" });
    const guest = await openPage(browser, PHONE);
    const { page } = guest;
    try {
      await page.goto(hang.url);
      await appTookOver(page);
      await slotGroups(page).nth(0).getByRole("button", { name: "Maybe", exact: true }).click();
      await slotGroups(page).nth(1).getByRole("button", { name: "Not Available", exact: true }).click();
      await fillGuest(page, "Dee", "dee@example.com", false);
      await page.getByRole("checkbox", { name: "Make my response visible to other guests" }).check();

      await page.reload();
      await appTookOver(page);
      await page.getByRole("textbox", { name: "Your name" }).waitFor();
      expect(await page.getByRole("textbox", { name: "Your name" }).inputValue()).toBe("Dee");
      expect(await page.getByRole("textbox", { name: "Who's joining?" }).inputValue()).toBe(
        "dee@example.com",
      );
      expect(
        await page.getByRole("checkbox", { name: "Make my response visible to other guests" }).isChecked(),
      ).toBe(true);
      expect(await pressed(page, 0, "Maybe")).toBe("true");
      expect(await pressed(page, 1, "Not Available")).toBe("true");

      await page.getByRole("button", { name: "Submit Response" }).click();
      await page.getByRole("heading", { name: "Thanks for responding!" }).waitFor();
      // Sent: the draft is gone from this tab.
      const draft = await page.evaluate((id) => sessionStorage.getItem(`hangs.answerDraft.${id}`), hang.id);
      expect(draft).toBeNull();
      expectClean(guest);
    } finally {
      await guest.close();
    }
  });

  it("keeps the party and the answers to the host's questions across a reload", async () => {
    const hang = await createHangViaApi(server.url, {
      name: "Paella",
      plusOnesAllowed: 2,
      questions: [{ kind: "text", label: "Song request", required: false, visibility: "host" }],
    });
    const guest = await openPage(browser, PHONE);
    const { page } = guest;
    try {
      await page.goto(hang.url);
      await appTookOver(page);
      await slotGroups(page).nth(0).getByRole("button", { name: "Available", exact: true }).click();
      await page.getByRole("combobox", { name: "How many guests are you bringing?" }).selectOption("1");
      await page.getByRole("textbox", { name: "Guest 1" }).fill("Kim");
      await page.getByRole("textbox", { name: "Song request" }).fill("Dancing Queen");

      await page.reload();
      await appTookOver(page);
      const size = page.getByRole("combobox", { name: "How many guests are you bringing?" });
      await size.waitFor();
      expect(await size.inputValue()).toBe("1");
      expect(await page.getByRole("textbox", { name: "Guest 1" }).inputValue()).toBe("Kim");
      expect(await page.getByRole("textbox", { name: "Song request" }).inputValue()).toBe("Dancing Queen");
      await expectAccessible(page, "a party and a question answer back after a reload");
      expectClean(guest);
    } finally {
      await guest.close();
    }
  });

  it("waits while offline, says so, and sends by itself once back online", async () => {
    const hang = await createHangViaApi(server.url, { name: "Ramen" });
    const guest = await openPage(browser, PHONE);
    const { page } = guest;
    try {
      await page.goto(hang.url);
      await appTookOver(page);
      await slotGroups(page).nth(0).getByRole("button", { name: "Available", exact: true }).click();
      await fillGuest(page, "Eve", "eve@example.com", false);
      await page.context().setOffline(true);
      await page.getByRole("button", { name: "Submit Response" }).click();
      await page
        .getByRole("status")
        .filter({ hasText: "You're offline — this will be sent when you're back." })
        .waitFor();
      await expectAccessible(page, "the offline note beside the submit bar");
      await page.context().setOffline(false);
      await page.getByRole("heading", { name: "Thanks for responding!" }).waitFor();
      expectClean(guest);
    } finally {
      await guest.close();
    }
  });

  it("says beside the button when the answer could not reach the server", async () => {
    const hang = await createHangViaApi(server.url, { name: "Pho" });
    const guest = await openPage(browser, PHONE);
    const { page } = guest;
    try {
      await page.goto(hang.url);
      await appTookOver(page);
      await slotGroups(page).nth(0).getByRole("button", { name: "Available", exact: true }).click();
      await fillGuest(page, "Fay", "fay@example.com", false);
      // The connection drops as the answer goes out.
      await page.route(`**/api/hangs/${hang.id}/responses`, (route) => route.abort("internetdisconnected"));
      await page.getByRole("button", { name: "Submit Response" }).click();
      await page
        .getByRole("alert")
        .filter({ hasText: "It couldn't be sent: you're offline or the connection dropped." })
        .waitFor();
      await page.unroute(`**/api/hangs/${hang.id}/responses`);
      await page.getByRole("button", { name: "Submit Response" }).click();
      await page.getByRole("heading", { name: "Thanks for responding!" }).waitFor();
      expect(guest.errors).toEqual([]);
    } finally {
      await guest.close();
    }
  });

  it("says a missing answer beside the times, takes the focus there, and offers the fix for a typo", async () => {
    const hang = await createHangViaApi(server.url, { name: "Curry" });
    const guest = await openPage(browser, PHONE);
    const { page } = guest;
    try {
      await page.goto(hang.url);
      await appTookOver(page);
      await fillGuest(page, "Sam", "sam@gmial.con", false);
      // Offered, one tap to take it.
      await see(page, "Did you mean sam@gmail.com?");
      await expectAccessible(page, "the e-mail typo hint");
      await page.getByRole("button", { name: "Use sam@gmail.com" }).click();
      expect(await page.getByRole("textbox", { name: "Who's joining?" }).inputValue()).toBe("sam@gmail.com");
      expect(await page.getByText("Did you mean").count()).toBe(0);

      await page.getByRole("button", { name: "Submit Response" }).click();
      const alert = page.getByRole("alert").filter({ hasText: "Please select a response" });
      await alert.waitFor();
      expect(await alert.innerText()).toContain("Let us know if you can make it!");
      // Inside the answers' group, not a toast over them; the first answer has the focus.
      const inGroup = await page.evaluate(() =>
        Boolean(document.querySelector("fieldset [role=alert]")?.textContent?.includes("Please select")),
      );
      expect(inGroup).toBe(true);
      // Said once: no toast repeats it over the times.
      expect(await page.getByText("Please select a response").count()).toBe(1);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Available");
      await expectAccessible(page, "the missing answer said beside the times");
      // Answering clears it.
      await slotGroups(page).nth(0).getByRole("button", { name: "Available", exact: true }).click();
      await alert.waitFor({ state: "detached" });
      expectClean(guest);
    } finally {
      await guest.close();
    }
  });

  it("shows the welcome note and the invited guest's texts in German", async () => {
    const hang = await createHangViaApi(server.url, { name: "Kaffee und Kuchen" });
    const guest = await openPage(browser, PHONE, { locale: "de-DE" });
    const { page } = guest;
    try {
      await page.goto(hang.url);
      await appTookOver(page);
      const welcome = page.getByRole("region", { name: "Willkommen! So funktioniert's" });
      await welcome.waitFor();
      expect(await page.getByRole("dialog").count()).toBe(0);
      await page.getByRole("button", { name: "Verstanden, los geht's!" }).waitFor();
      await page.getByRole("button", { name: "Antwort senden" }).click();
      await see(page, "Bitte wähle eine Antwort");
      await page.getByRole("textbox").nth(1).fill("sam@gmial.con");
      await see(page, "Meintest du sam@gmail.com?");
      await expectAccessible(page, "German welcome note, missing answer and typo hint");
      await page.getByRole("button", { name: "Verstanden, los geht's!" }).click();
      await welcome.waitFor({ state: "detached" });
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("hang-title");
      expectClean(guest);
    } finally {
      await guest.close();
    }
  });
});
