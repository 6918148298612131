// A guest's path from the invitation e-mail to a saved answer, at phone width: the personal link
// fills in and keeps the invited address, the welcome is a note that blocks nothing, the submit
// button stays in reach, and the whole answer takes four taps (three on the next hang, this browser
// remembering the guest). The guest's own mailed link opens their answer ready to change; focus
// follows every move between the screens; suggestions stay in view after answering. Mail is read
// from a real SMTP sink.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, PHONE } from "../support/browser.ts";
import { expectClean, see, serverSinkAndBrowserForFile } from "../support/e2e.ts";
import { appTookOver, createHangViaApi, expectAccessible, slotGroups } from "../support/guest-flow.ts";

const setup = serverSinkAndBrowserForFile();

/** The hang page's address in a mail's text (the button's link), on the test setup.server. */
function linkIn(text: string, hangId: string): string {
  const found = text.match(new RegExp(`https?://[^\\s]+/hang/${hangId}\\?[^\\s]+`));
  if (!found) throw new Error("No link to the hang in the mail");
  return `${setup.server.url}${new URL(found[0]).pathname}${new URL(found[0]).search}`;
}

async function invite(hang: { id: string; editToken: string }, email: string) {
  const res = await fetch(`${setup.server.url}/api/hangs/${hang.id}/invite`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Edit-Token": hang.editToken },
    body: JSON.stringify({ email }),
  });
  expect(res.status).toBe(201);
}

/** Counts every press on the page (pointer or touch): what the guest had to tap. */
async function countTaps(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { taps: number }).taps = 0;
    window.addEventListener("pointerdown", () => (window as unknown as { taps: number }).taps++, true);
  });
  return () => page.evaluate(() => (window as unknown as { taps: number }).taps);
}

/** Whether the element is wholly on screen now, without scrolling. */
const onScreen = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const box = document.querySelector(s)?.getBoundingClientRect();
    return Boolean(box && box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0);
  }, selector);

const SUBMIT = "form button[type=submit]";

describe("an invited guest at phone width", () => {
  it("answers from the invitation e-mail in four taps, and in three on the next hang", async () => {
    const hang = await createHangViaApi(setup.server.url, { name: "Noodles on Friday" });
    await invite(hang, "ana@example.com");
    const invitation = await setup.sink.waitForMail(
      "ana@example.com",
      "Hana Host invited you: Noodles on Friday",
    );
    const link = linkIn(invitation.text, hang.id);
    // Opaque: the link names no address.
    expect(link).not.toContain("ana");

    const ana = await openPage(setup.browser, PHONE);
    try {
      const taps = await countTaps(ana.page);
      // Opening the mailed link: no tap on the page yet.
      await ana.page.goto(link);
      await appTookOver(ana.page);
      const email = ana.page.getByRole("textbox", { name: "Who's joining?" });
      await email.waitFor();
      // The invited address, filled in and kept; the key is gone from the address bar.
      expect(await email.inputValue()).toBe("ana@example.com");
      expect(await email.getAttribute("readonly")).not.toBeNull();
      await see(ana.page, "This is the address your invitation was sent to.");
      expect(new URL(ana.page.url()).search).toBe("");
      // The welcome is a note in the page: nothing modal in the way.
      await ana.page.getByRole("heading", { name: "Welcome! Here's how it works" }).waitFor();
      expect(await ana.page.getByRole("dialog").count()).toBe(0);

      // Tap 1: the name field (then typed); taps 2 and 3: Available on each time; tap 4: Submit.
      await ana.page.getByRole("textbox", { name: "Your name" }).click();
      await ana.page.keyboard.type("Ana");
      await slotGroups(ana.page).nth(0).getByRole("button", { name: "Available", exact: true }).click();
      // Once a time is answered, Submit is on screen without scrolling: the bar holds it there.
      expect(await onScreen(ana.page, SUBMIT)).toBe(true);
      await slotGroups(ana.page).nth(1).getByRole("button", { name: "Available", exact: true }).click();
      expect(await onScreen(ana.page, SUBMIT)).toBe(true);
      await expectAccessible(ana.page, "invited guest's form, welcome note and submit bar at 390 px");
      await ana.page.locator(SUBMIT).click();
      await ana.page.getByRole("heading", { name: "Thanks for responding!" }).waitFor();
      expect(await taps()).toBe(4);

      // The answer went in as Ana's, her address proven: her invitation now finds it.
      const opened = await fetch(`${setup.server.url}/api/hangs/${hang.id}/invitation`, {
        headers: { "X-Invitation-Key": new URL(link).searchParams.get("invite") ?? "" },
      });
      const found = (await opened.json()) as { email: string; response: { id: string } | null };
      expect(found.response).not.toBeNull();

      // The next hang, shared by link: this setup.browser remembers Ana. Available, Available, Submit.
      const next = await createHangViaApi(setup.server.url, { name: "Board games" });
      await ana.page.goto(next.url);
      await appTookOver(ana.page);
      await ana.page.getByRole("textbox", { name: "Your name" }).waitFor();
      expect(await ana.page.getByRole("textbox", { name: "Your name" }).inputValue()).toBe("Ana");
      expect(await ana.page.getByRole("textbox", { name: "Who's joining?" }).inputValue()).toBe(
        "ana@example.com",
      );
      const before = await taps();
      for (const slot of await slotGroups(ana.page).all()) {
        await slot.getByRole("button", { name: "Available", exact: true }).click();
      }
      await ana.page.locator(SUBMIT).click();
      await ana.page.getByRole("heading", { name: "Thanks for responding!" }).waitFor();
      // A fresh page: the count started again at 0 on load.
      expect(await taps()).toBe(3);
      expect(before).toBe(0);
      expectClean(ana);
    } finally {
      await ana.close();
    }
  });

  it("keeps the submit bar clear of the field being typed in", async () => {
    const hang = await createHangViaApi(setup.server.url, { name: "Picnic" });
    const guest = await openPage(setup.browser, PHONE);
    try {
      await guest.page.goto(hang.url);
      await appTookOver(guest.page);
      await slotGroups(guest.page).nth(0).getByRole("button", { name: "Maybe", exact: true }).click();
      const name = guest.page.getByRole("textbox", { name: "Your name" });
      await name.focus();
      const overlap = await guest.page.evaluate((submit) => {
        const field = document.activeElement?.getBoundingClientRect();
        const bar = document.querySelector(submit)?.parentElement?.parentElement?.getBoundingClientRect();
        return field && bar ? field.bottom > bar.top && field.top < bar.bottom : true;
      }, SUBMIT);
      expect(overlap).toBe(false);
      await guest.page.screenshot({ path: "/tmp/guest-path-sticky.png" });
      expectClean(guest);
    } finally {
      await guest.close();
    }
  });

  it("opens the guest's own mailed link on their answer, ready to change, with one way to change it", async () => {
    const hang = await createHangViaApi(setup.server.url, { name: "Dumplings" });
    const first = await openPage(setup.browser, PHONE);
    const other = await openPage(setup.browser, PHONE);
    try {
      await first.page.goto(hang.url);
      await appTookOver(first.page);
      await slotGroups(first.page).nth(0).getByRole("button", { name: "Available", exact: true }).click();
      await first.page.getByRole("textbox", { name: "Your name" }).fill("Bo");
      await first.page.getByRole("textbox", { name: "Who's joining?" }).fill("bo@example.com");
      await first.page.locator(SUBMIT).click();
      await first.page.getByRole("heading", { name: "Thanks for responding!" }).waitFor();
      const confirmation = await setup.sink.waitForMail("bo@example.com", "Your answer on Hangs");

      // Another phone, from the mail: Bo's answer in its form, Update Response, nothing alarming.
      await other.page.goto(linkIn(confirmation.text, hang.id));
      await appTookOver(other.page);
      await other.page.getByRole("heading", { name: "Edit your response" }).waitFor();
      expect(await other.page.getByRole("textbox", { name: "Your name" }).inputValue()).toBe("Bo");
      const firstSlot = slotGroups(other.page).nth(0);
      expect(
        await firstSlot.getByRole("button", { name: "Available", exact: true }).getAttribute("aria-pressed"),
      ).toBe("true");
      expect(await other.page.getByText("You've already responded to this hang!").count()).toBe(0);
      expect(await other.page.getByRole("button", { name: "Submit New Response" }).count()).toBe(0);
      await slotGroups(other.page).nth(1).getByRole("button", { name: "Maybe", exact: true }).click();
      await other.page.getByRole("button", { name: "Update Response" }).click();
      await other.page.getByRole("heading", { name: "Thanks for responding!" }).waitFor();
      expectClean(first, other);
    } finally {
      await first.close();
      await other.close();
    }
  });

  it("moves the focus where the guest's attention goes, and keeps suggestions in view after answering", async () => {
    const hang = await createHangViaApi(setup.server.url, {
      name: "Bowling night",
      allowActivitySuggestions: true,
    });
    const guest = await openPage(setup.browser, PHONE);
    const { page } = guest;
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return el ? `${el.tagName.toLowerCase()}:${el.textContent?.trim()}` : "";
      });
    /** Presses a button from the keyboard, as a keyboard-only guest does. */
    const press = async (name: string) => {
      await page.getByRole("button", { name, exact: true }).focus();
      await page.keyboard.press("Enter");
    };
    try {
      await page.goto(hang.url);
      await appTookOver(page);
      await slotGroups(page).nth(0).getByRole("button", { name: "Available", exact: true }).click();
      await page.getByRole("textbox", { name: "Your name" }).fill("Cy");
      await page.getByRole("textbox", { name: "Who's joining?" }).fill("cy@example.com");
      await page.keyboard.press("Enter");
      await page.getByRole("heading", { name: "Thanks for responding!" }).waitFor();
      expect(await focused()).toBe("h1:Thanks for responding!");
      // Suggestions and votes right here, voting as the guest who answered.
      await page.getByText("What should we do?").waitFor();
      await page.getByRole("button", { name: "Suggest an alternative" }).waitFor();

      await press("See All");
      await page.getByRole("heading", { name: "Responses" }).waitFor();
      expect(await focused()).toBe("h1:Bowling night");
      await page.getByText("What should we do?").waitFor();

      await press("Back to RSVP");
      await page.getByRole("heading", { name: "Your answer" }).waitFor();
      expect(await focused()).toBe("h1:Bowling night");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("hang-title");

      await press("Edit Response");
      await page.getByRole("heading", { name: "Edit your response" }).waitFor();
      expect(await focused()).toBe("h2:Edit your response");

      await press("Cancel Edit");
      await page.getByRole("heading", { name: "Your answer" }).waitFor();
      expect(await focused()).toBe("h2:Your answer");

      await press("Edit Response");
      await page.getByRole("button", { name: "Update Response" }).focus();
      await page.keyboard.press("Enter");
      await page.getByRole("heading", { name: "Thanks for responding!" }).waitFor();
      await press("Change my answer");
      await page.getByRole("heading", { name: "Edit your response" }).waitFor();
      expect(await focused()).toBe("h2:Edit your response");
      await expectAccessible(page, "the answer's form, opened to change it");
      expectClean(guest);
    } finally {
      await guest.close();
    }
  });
});
