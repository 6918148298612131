// A guest's visit: the welcome note on the first visit only, answering publicly or anonymously,
// the thanks screen with Add to Calendar, seeing and editing one's own answer, answering with the
// keyboard alone, and names that look like HTML staying text. At phone and desktop widths.
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { mailCountTo } from "../support/dev-mailbox.ts";
import { expectClean, openServer, see, serverAndBrowserForFile } from "../support/e2e.ts";
import {
  answerAll,
  appTookOver,
  createHangViaApi,
  dismissWelcome,
  expectAccessible,
  slotGroups,
} from "../support/guest-flow.ts";
import { tabTo } from "../support/keyboard.ts";

const setup = serverAndBrowserForFile();
const PAYLOAD = `<img src=x onerror="document.title='pwned'">`;

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("at %s width", (label, viewport) => {
  it("welcomes, takes a public and an anonymous answer, and lets the owner edit theirs", async () => {
    const hang = await createHangViaApi(setup.server.url, { name: `Brunch at ${label} width` });
    const pia = await openPage(setup.browser, viewport);
    const sam = await openPage(setup.browser, viewport);
    try {
      await pia.page.goto(hang.url);
      // The welcome is a note in the page, not a dialog over it.
      await pia.page.getByRole("region", { name: "Welcome! Here's how it works" }).waitFor();
      expect(await pia.page.getByRole("dialog").count()).toBe(0);
      await see(pia.page, "Check your availability");
      await see(pia.page, "Share your name and email");
      await see(pia.page, "The host picks a final time");
      await expectAccessible(pia.page, "welcome note");
      await dismissWelcome(pia.page);
      await see(pia.page, "Hosted by Hana Host");
      // The host is in New York, the guest in Kathmandu: both clocks are shown.
      await see(pia.page, "Times are in Hana Host's time zone (New York)");
      await see(pia.page, /your time$/);
      await expectAccessible(pia.page, "RSVP view");

      // Nothing chosen yet.
      await pia.page.getByRole("button", { name: "Submit Response" }).click();
      await see(pia.page, "Please select a response");
      await see(pia.page, "Let us know if you can make it!");

      await answerAll(pia.page, "Available", {
        name: "Pia Public",
        email: "pia@example.com",
        isPublic: true,
      });
      await pia.page.getByRole("heading", { name: "Thanks for responding!" }).waitFor();
      await see(pia.page, "Response submitted!");
      // Whose clock, and the guest's own beside it: on the thanks screen too, not only the form.
      const zoneNote = "Times are in Hana Host's time zone (New York).";
      await pia.page.getByText(zoneNote, { exact: true }).waitFor();
      await see(pia.page, "Sat, Mar 6, 4:45 AM to 6:15 AM your time");
      await pia.page.getByRole("heading", { name: "Add to Calendar" }).waitFor();
      const google = pia.page.getByRole("link", { name: /^Google Calendar: Friday, March 5/ });
      const googleUrl = new URL((await google.getAttribute("href"))!);
      expect(googleUrl.host).toBe("calendar.google.com");
      expect(googleUrl.searchParams.get("dates")).toBe("20270305T180000/20270305T193000");
      expect(googleUrl.searchParams.get("ctz")).toBe("America/New_York");
      expect(googleUrl.searchParams.get("details")).toContain(hang.url);
      const ics = pia.page.getByRole("link", { name: /^Apple \/ Outlook \(\.ics\): Friday, March 5/ });
      const icsRes = await pia.page.request.get(new URL((await ics.getAttribute("href"))!, hang.url).href);
      expect(icsRes.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
      expect(await icsRes.text()).toContain("DTSTART:20270305T230000Z");
      await expectAccessible(pia.page, "thanks screen");

      await sam.page.goto(hang.url);
      await dismissWelcome(sam.page);
      await answerAll(sam.page, "Maybe", { name: "Sam Secret", email: "sam@example.com" });
      await sam.page.getByRole("heading", { name: "Thanks for responding!" }).waitFor();
      // Maybe is not going: no calendar.
      expect(await sam.page.getByRole("heading", { name: "Add to Calendar" }).count()).toBe(0);
      await sam.page.getByRole("button", { name: "See All" }).click();
      await see(sam.page, "Pia Public");
      await sam.page.getByText(zoneNote, { exact: true }).waitFor();
      await see(sam.page, "Sat, Mar 6, 4:45 AM to 6:15 AM your time");
      // Sam's answer is private: "Anonymous" to others, "You" to Sam.
      await sam.page.getByText("You", { exact: true }).first().waitFor();
      expect(await sam.page.getByText("Anonymous").count()).toBe(0);
      expect(await sam.page.content()).not.toMatch(/@example\.com|Sam Secret/);

      // Someone else typing Pia's address sees neither her answer nor a way to change it.
      const imp = await openPage(setup.browser, viewport);
      try {
        await imp.page.goto(hang.url);
        await dismissWelcome(imp.page);
        await answerAll(imp.page, "Not Available", { name: "Not Pia", email: "PIA@example.com" });
        const notice = imp.page
          .getByRole("status")
          .filter({ hasText: "You've already responded to this hang!" });
        await notice
          .getByText("We've just e-mailed a private link to change that answer to this address.")
          .waitFor();
        // The notice takes focus as it appears (an effect after its first paint).
        await expect
          .poll(() => imp.page.evaluate(() => document.activeElement?.textContent))
          .toBe("You've already responded to this hang!");
        await expectAccessible(imp.page, "e-mail already answered");
        // No button that would only be refused again, and nothing of Pia's answer.
        expect(await imp.page.getByRole("button", { name: /Submit/ }).count()).toBe(0);
        expect(await imp.page.getByRole("button", { name: "Edit Response" }).count()).toBe(0);
        await imp.page.getByRole("button", { name: "Use a different email" }).click();
        const emailField = imp.page.getByRole("textbox", { name: "Who's joining?" });
        expect(await emailField.evaluate((el) => el === document.activeElement)).toBe(true);
        await imp.page.getByRole("button", { name: "Submit Response" }).waitFor();
        expect(await notice.count()).toBe(0);
        // Trying the same address again within the hour: no second mail, and it says so.
        await emailField.fill("pia@example.com");
        await imp.page.getByRole("button", { name: "Use a different email" }).waitFor();
        // The reload keeps what was typed and chosen (the draft): sending it again is one tap.
        await imp.page.reload();
        await slotGroups(imp.page).first().waitFor();
        expect(await emailField.inputValue()).toBe("pia@example.com");
        await imp.page.getByRole("button", { name: "Submit Response" }).click();
        await see(
          imp.page,
          "A private link to change that answer was already e-mailed to this address within the last hour.",
        );
        expect(imp.failedRequests).toEqual([
          expect.stringMatching(/^409 POST \/api\/hangs\/.+\/responses$/),
          expect.stringMatching(/^409 POST \/api\/hangs\/.+\/responses$/),
        ]);
        expect(imp.errors).toEqual([]);
      } finally {
        await imp.close();
      }

      // Pia comes back: no welcome, her own answer, and everyone's so far.
      await pia.page.reload();
      await pia.page.getByRole("heading", { name: "Your answer" }).waitFor();
      expect(await pia.page.getByRole("region", { name: "Welcome! Here's how it works" }).count()).toBe(0);
      await see(pia.page, "Who's responded so far");
      await see(pia.page, "Anonymous");
      // A private guest's avatar is a question mark.
      expect(await pia.page.getByText("?", { exact: true }).count()).toBeGreaterThan(0);
      expect(await pia.page.content()).not.toContain("Sam Secret");

      await pia.page.getByRole("button", { name: "Edit Response" }).click();
      await pia.page.getByRole("heading", { name: "Edit your response" }).waitFor();
      const second = slotGroups(pia.page).nth(1);
      await second.getByRole("button", { name: "Not Available", exact: true }).click();
      await pia.page.getByRole("button", { name: "Cancel Edit" }).click();
      await pia.page.getByRole("heading", { name: "Your answer" }).waitFor();
      await pia.page.getByRole("button", { name: "Edit Response" }).click();
      expect(
        await slotGroups(pia.page)
          .nth(1)
          .getByRole("button", { name: "Available", exact: true })
          .getAttribute("aria-pressed"),
      ).toBe("true");
      await slotGroups(pia.page).nth(1).getByRole("button", { name: "Not Available", exact: true }).click();
      await pia.page.getByRole("button", { name: "Update Response" }).click();
      await see(pia.page, "Response updated!");
      await pia.page.getByRole("heading", { name: "Thanks for responding!" }).waitFor();
      expectClean(pia, sam);
    } finally {
      await Promise.all([pia.close(), sam.close()]);
    }
  });

  it("opens a guest who proves the address on their answer's form, and answers for someone else", async () => {
    const name = `Picnic at ${label} width`;
    const email = `kim-${label}@example.com`;
    const hang = await createHangViaApi(setup.server.url, { name });
    const phone = await openPage(setup.browser, viewport);
    const laptop = await openPage(setup.browser, viewport);
    try {
      await phone.page.goto(hang.url);
      await dismissWelcome(phone.page);
      await answerAll(phone.page, "Available", { name: "Kim", email });
      await phone.page.getByRole("heading", { name: "Thanks for responding!" }).waitFor();

      // Another browser, nothing proven: only the private link is offered.
      const { page } = laptop;
      await page.goto(hang.url);
      await dismissWelcome(page);
      await answerAll(page, "Maybe", { name: "Kim", email });
      await see(page, "We've just e-mailed a private link to change that answer to this address.");
      expect(await page.getByRole("button", { name: "Submit New Response" }).count()).toBe(0);

      // The mailed link proves it: the answer opens in its form, ready to change; Cancel Edit shows
      // it with Edit Response, and "Answer for someone else" starts a fresh form at the name.
      // The newest of the two: the link mailed when the address was tried again.
      await mailCountTo(setup.server.url, email, 2);
      await openServer(setup.server.url, page, email, "Your answer on Hangs");
      await page.getByRole("link", { name: "View HTML version" }).click();
      await page.getByRole("link", { name: "Open my answer" }).click();
      await page.getByRole("heading", { name: "Edit your response" }).waitFor();
      await page.getByRole("button", { name: "Cancel Edit" }).click();
      await page.getByRole("heading", { name: "Your answer" }).waitFor();
      await page.getByRole("button", { name: "Edit Response" }).waitFor();
      await page.getByRole("button", { name: "Answer for someone else" }).click();
      await page.waitForFunction(() => document.activeElement?.getAttribute("name") === "guestName");
      // Typing one's own address again shows the spec's notice with the answer as it is.
      await page.getByRole("textbox", { name: "Who's joining?" }).fill(email);
      const notice = page.getByRole("status").filter({ hasText: "You've already responded to this hang!" });
      await notice.getByText("Your response:").waitFor();
      await notice.getByText("I'm in", { exact: false }).first().waitFor();
      await notice.getByRole("button", { name: "Edit Response" }).waitFor();
      expect(await page.getByRole("textbox", { name: "Who's joining?" }).inputValue()).toBe(email);
      await expectAccessible(page, "answering again over one's own answer");

      // Another address is a new answer; back to this one, sending replaces the answer.
      const emailField = page.getByRole("textbox", { name: "Who's joining?" });
      await emailField.fill(`someone-else-${label}@example.com`);
      await page.getByRole("button", { name: "Submit Response" }).waitFor();
      expect(await notice.count()).toBe(0);
      await answerAll(page, "Not Available", { name: "Kim", email: email.toUpperCase() });
      await see(page, "Response updated!");
      await page.getByRole("heading", { name: "Thanks for responding!" }).waitFor();
      const mine = await phone.page.evaluate(
        (url) => fetch(url).then((r) => r.json()),
        `/api/hangs/${hang.id}/summary`,
      );
      expect(mine.counts).toMatchObject({ yes: 0, no: 1 });

      expectClean(phone);
      expect(laptop.errors).toEqual([]);
      expect(laptop.failedRequests).toEqual([
        expect.stringMatching(/^409 POST \/api\/hangs\/.+\/responses$/),
      ]);
    } finally {
      await Promise.all([phone.close(), laptop.close()]);
    }
  });

  it("keeps the welcome closed once closed, returns focus to the hang, and names a private answer You", async () => {
    const hang = await createHangViaApi(setup.server.url, { name: `Tapas at ${label} width` });
    const guest = await openPage(setup.browser, viewport);
    const { page } = guest;
    try {
      await page.goto(hang.url);
      const welcome = page.getByRole("region", { name: "Welcome! Here's how it works" });
      await welcome.waitFor();
      await welcome.getByRole("button", { name: "Got it, let's go!" }).click();
      await welcome.waitFor({ state: "detached" });
      // The note hands focus to the hang's title as it goes.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe(`Tapas at ${label} width`);
      // Closing is enough: the form was never touched, and it does not come back.
      await page.reload();
      await appTookOver(page);
      await slotGroups(page).first().waitFor();
      expect(await welcome.count()).toBe(0);

      await answerAll(page, "Available", { name: "Quiet Quinn", email: "quinn@example.com" });
      await page.getByRole("heading", { name: "Thanks for responding!" }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Thanks for responding!");
      await page.getByRole("button", { name: "See All" }).click();
      await see(page, "You");
      expect(await page.getByText("Anonymous").count()).toBe(0);
      await page.reload();
      await page.getByRole("heading", { name: "Who's responded so far" }).waitFor();
      await page.getByText("You", { exact: true }).first().waitFor();
      expect(await page.getByText("Anonymous").count()).toBe(0);
      expectClean(guest);
    } finally {
      await guest.close();
    }
  });

  it("answers with the keyboard alone", async () => {
    const hang = await createHangViaApi(setup.server.url, { name: `Keys at ${label} width` });
    const kim = await openPage(setup.browser, viewport);
    const page = kim.page;
    try {
      await page.goto(hang.url);
      await appTookOver(page);
      // The welcome note's button is reached with Tab like the rest, and Enter puts it away,
      // handing focus to the hang's title.
      await tabTo(page, "Got it, let's go!");
      await page.keyboard.press("Enter");
      await page.getByRole("region", { name: "Welcome! Here's how it works" }).waitFor({ state: "detached" });
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("hang-title");
      const first = slotGroups(page).nth(0).getByRole("button", { name: "Available", exact: true });
      await tabTo(page, "Available");
      await page.keyboard.press("Space");
      expect(await first.getAttribute("aria-pressed")).toBe("true");
      await tabTo(page, "Maybe");
      await tabTo(page, "Maybe");
      await page.keyboard.press("Enter");
      expect(
        await slotGroups(page)
          .nth(1)
          .getByRole("button", { name: "Maybe", exact: true })
          .getAttribute("aria-pressed"),
      ).toBe("true");
      await tabTo(page, "Your name");
      await page.keyboard.type("Kim Keys");
      await page.keyboard.press("Tab");
      await page.keyboard.type("kim@example.com");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Space");
      await tabTo(page, "Submit Response");
      await page.keyboard.press("Enter");
      await page.getByRole("heading", { name: "Thanks for responding!" }).waitFor();
      await see(page, "Response submitted!");
      expectClean(kim);
    } finally {
      await kim.close();
    }
  });

  it("shows names that look like HTML as text", async () => {
    const hang = await createHangViaApi(setup.server.url, { name: `${PAYLOAD} party`, hostName: PAYLOAD });
    const guest = await openPage(setup.browser, viewport);
    const other = await openPage(setup.browser, viewport);
    try {
      await guest.page.goto(hang.url);
      await dismissWelcome(guest.page);
      await answerAll(guest.page, "Available", { name: PAYLOAD, email: "x@example.com", isPublic: true });
      await guest.page.getByRole("heading", { name: "Thanks for responding!" }).waitFor();
      await other.page.goto(hang.url);
      await dismissWelcome(other.page);
      await other.page.getByRole("heading", { name: `${PAYLOAD} party` }).waitFor();
      await see(other.page, `Hosted by ${PAYLOAD}`);
      // The guest's name, among those who answered.
      await other.page.getByText(PAYLOAD, { exact: true }).first().waitFor();
      expect(await other.page.locator("img[src='x']").count()).toBe(0);
      expect(await other.page.title()).not.toBe("pwned");
      expect(await guest.page.title()).not.toBe("pwned");
      expectClean(guest, other);
    } finally {
      await Promise.all([guest.close(), other.close()]);
    }
  });
});
