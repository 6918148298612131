// The create flow, as a host uses it: every field of the create screen, the time-slot picker in
// per-date mode, a place found through the location dialog (a loopback fake of Google Places), the
// spec's validation messages and the invite screen. At phone and desktop widths; axe-core finds no
// violations on the create screen, the open location dialog and the invite screen.
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import {
  choose,
  expectNoAxeViolations,
  locationDialog,
  locationTrigger,
  openCreatePage,
  pickDays,
  serverWithFakePlacesForFile,
} from "../support/create-flow.ts";
import { expectClean, see } from "../support/e2e.ts";
import { pageUnhidden } from "../support/guest-flow.ts";
import { expectUncovered } from "../support/layout-checks.ts";

const setup = serverWithFakePlacesForFile();

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("at %s width", (label, viewport) => {
  it("creates a hang with every field, invites two friends and starts another", async () => {
    const host = await openPage(setup.browser, viewport);
    const { page } = host;
    try {
      await openCreatePage(page, setup.server.url);
      await see(page, "Plan something fun with friends");
      await expectNoAxeViolations(page);

      await page.getByRole("textbox", { name: "What's the hang?" }).fill(`Pottery at ${label} width`);
      await page.getByRole("radio", { name: "Other" }).click();
      await page.getByRole("textbox", { name: "Describe the vibe" }).fill("Pottery class");
      // The rest of the catalogue is a tap away.
      await page.getByRole("button", { name: "More vibes" }).click();
      await see(page, "Book Club Meeting");
      await see(page, "Gallery/Museum Trip");

      await see(page, "Optional");
      await locationTrigger(page).click();
      await locationDialog(page).waitFor();
      await see(page, "Local Suggestions");
      await expectNoAxeViolations(page);
      // Typing fast asks the place service once, after the pause. The keystrokes are dispatched in
      // one go, so a busy machine cannot stretch the gaps between them past the pause.
      const callsBefore = setup.fake.calls.length;
      await locationDialog(page)
        .getByRole("searchbox", { name: "Search for a place" })
        .evaluate((input: HTMLInputElement, text) => {
          const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
          for (let i = 1; i <= text.length; i++) {
            setValue.call(input, text.slice(0, i));
            input.dispatchEvent(new Event("input", { bubbles: true }));
          }
        }, "coffee");
      await locationDialog(page).getByRole("heading", { name: "Search Results" }).waitFor();
      await page.waitForTimeout(500);
      expect(setup.fake.calls.slice(callsBefore).map((c) => c.body.textQuery)).toEqual(["coffee"]);
      const maps = locationDialog(page).getByRole("link", { name: /^View on Maps \(Blue Bottle Coffee/ });
      expect(await maps.getAttribute("target")).toBe("_blank");
      expect(await maps.getAttribute("href")).toBe(
        "https://www.google.com/maps/search/?api=1&query=66%20Mint%20St%2C%20San%20Francisco%2C%20CA",
      );
      await locationDialog(page).getByRole("button", { name: "Select Blue Bottle Coffee" }).click();
      await locationDialog(page).waitFor({ state: "detached" });
      await pageUnhidden(page);
      await see(page, "Tap to change");
      await see(page, "Blue Bottle Coffee");

      await pickDays(page, 3);
      await see(page, "3 dates selected");
      await page.getByRole("switch", { name: /Same time for all dates/ }).click();
      await choose(page, /^Start time for/, "10:00 AM", 0);
      await choose(page, /^Duration for/, "2 hours", 0);
      await choose(page, /^Duration for/, "All day", 1);
      await choose(page, /^Duration for/, "Custom", 2);
      await see(page, "to (select end time)");
      await choose(page, /^End time for/, "9:00 PM");

      await page.getByRole("spinbutton", { name: "Party size limit" }).fill("6");
      // Plus-ones (decision 0065): a native select, 0 by default.
      const plusOnes = page.getByRole("combobox", { name: "Guests may bring up to" });
      expect(await plusOnes.inputValue()).toBe("0");
      await plusOnes.selectOption({ label: "+2 guests" });
      await page.getByRole("switch", { name: /Allow activity suggestions/ }).click();
      await page.getByRole("textbox", { name: "Your name" }).fill("Hana Host");
      await page.getByRole("textbox", { name: "Your email" }).fill("hana@example.com");
      await page.getByRole("button", { name: "Create Hang", exact: true }).click();

      await page.getByRole("heading", { name: "Hang Created!" }).waitFor();
      // The focused heading says it; no toast covers it.
      expect(await page.getByText("Now you can invite your friends.").count()).toBe(0);
      await expectUncovered(page.getByRole("heading", { name: "Hang Created!" }));
      await see(page, "Now invite your friends to join");
      await see(page, "Keep this link private - it lets you edit your hang details anytime");
      const windows = await page
        .getByRole("list", { name: "Time windows" })
        .getByRole("listitem")
        .allInnerTexts();
      expect(windows).toEqual([
        expect.stringMatching(/^\w+day, \w+ \d+ - 10:00 AM to 12:00 PM$/),
        expect.stringMatching(/^\w+day, \w+ \d+ - All Day$/),
        expect.stringMatching(/^\w+day, \w+ \d+ - 6:00 PM to 9:00 PM$/),
      ]);
      await see(page, "Pottery class");
      await see(page, "Up to 6 people");

      const shareLink = await page.getByRole("textbox", { name: "Share link" }).inputValue();
      const id = shareLink.split("/hang/")[1]!;
      const editLink = await page.getByRole("textbox", { name: "Private edit link" }).inputValue();
      const token = new URL(editLink).searchParams.get("token")!;
      expect(await page.getByRole("link", { name: "Reschedule Hang" }).getAttribute("href")).toBe(
        `/edit/${id}?token=${token}`,
      );
      expect(await page.getByRole("link", { name: "Cancel Hang" }).getAttribute("href")).toBe(
        `/cancel/${id}?token=${token}`,
      );
      const stored = await (
        await fetch(`${setup.server.url}/api/hangs/${id}`, { headers: { "X-Edit-Token": token } })
      ).json();
      expect(stored).toMatchObject({
        vibe: "Pottery class",
        maxCapacity: 6,
        plusOnesAllowed: 2,
        allowActivitySuggestions: true,
        // Chromium reports the older spelling of the same zone.
        hostTimezone: expect.stringMatching(/^Asia\/Kath?mandu$/),
        location: "66 Mint St, San Francisco, CA",
        locationName: "Blue Bottle Coffee",
        locationLat: "37.78",
        locationLng: "-122.4",
      });
      expect(
        stored.timeSlots.map((s: { duration: string; endTime: string }) => [s.duration, s.endTime]),
      ).toEqual([
        ["2h", "12:00"],
        ["all-day", "23:59"],
        ["custom", "21:00"],
      ]);
      expect(stored.timeWindows).toEqual(windows);

      const email = page.getByRole("textbox", { name: "Friend's email" });
      await email.fill(`ana-${label}@example.com`);
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await email.fill(`ben-${label}@example.com`);
      await email.press("Enter");
      await page.getByRole("button", { name: "Send Invites" }).click();
      await see(page, "Invites sent!");
      const invited = page.getByRole("list", { name: "Invited" });
      for (const friend of ["ana", "ben"]) {
        await invited
          .getByRole("listitem")
          .filter({ hasText: `${friend}-${label}@example.com` })
          .getByText("Sent", { exact: true })
          .waitFor();
      }
      await expectNoAxeViolations(page);

      await page.getByRole("button", { name: "Create Another Hang" }).click();
      await page.getByRole("heading", { name: "Create a Hang" }).waitFor();
      expect(await page.getByRole("textbox", { name: "What's the hang?" }).inputValue()).toBe("");
      expect(await page.getByRole("radio", { checked: true }).count()).toBe(0);
      await locationTrigger(page).filter({ hasText: "Add location" }).waitFor();
      await see(page, "Pick one or more dates on the calendar.");
      expect(await page.getByRole("spinbutton", { name: "Party size limit" }).inputValue()).toBe("");
      expectClean(host);
    } finally {
      await host.close();
    }
  });

  it("shows the spec's message for each thing missing and sends nothing", async () => {
    const host = await openPage(setup.browser, viewport);
    const { page } = host;
    const creates: string[] = [];
    page.on(
      "request",
      (r) => r.method() === "POST" && r.url().endsWith("/api/hangs") && creates.push(r.url()),
    );
    try {
      await openCreatePage(page, setup.server.url);
      const submit = page.getByRole("button", { name: "Create Hang", exact: true });
      await submit.click();
      await see(page, "Please select a vibe");
      await see(page, "Choose what kind of hang this is.");
      await see(page, "Name is required");
      await see(page, "Host name is required");
      await see(page, "Host email is required");
      // Marked in place, focus on the first thing to fix, and the toast clear of the header
      // (phones) and of the button to press again (desktop).
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute("aria-invalid"));
      const name = page.getByRole("textbox", { name: "What's the hang?" });
      await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await page.getByRole("radiogroup").first().getAttribute("aria-invalid")).toBe("true");
      const toastBox = await page
        .locator("li[data-state=open]")
        .filter({ hasText: "Please select a vibe" })
        .boundingBox();
      for (const control of [page.getByRole("banner"), submit]) {
        const box = (await control.boundingBox())!;
        const apart =
          toastBox!.y >= box.y + box.height ||
          box.y >= toastBox!.y + toastBox!.height ||
          toastBox!.x >= box.x + box.width ||
          box.x >= toastBox!.x + toastBox!.width;
        expect(apart).toBe(true);
      }
      // Phones: at the top, under the header; wider screens: bottom-right, as the spec places it.
      const screen = page.viewportSize()!;
      if (screen.width >= 768) {
        expect(toastBox!.y + toastBox!.height).toBeGreaterThan(screen.height - 40);
        expect(toastBox!.x + toastBox!.width).toBeGreaterThan(screen.width - 40);
      } else {
        expect(toastBox!.y).toBeLessThan(screen.height / 3);
      }
      await expectNoAxeViolations(page);
      // Opening the location dialog puts the form's toast away rather than leave it over the dialog.
      await locationTrigger(page).click();
      await locationDialog(page).waitFor();
      await page.locator("li[data-state=open]").waitFor({ state: "detached" });
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await locationDialog(page).waitFor({ state: "detached" });
      await pageUnhidden(page);

      await name.fill("Karaoke night");
      await page.getByRole("radio", { name: "Other" }).click();
      await submit.click();
      await see(page, "Please describe the vibe");
      await see(page, "What kind of hang is this?");
      const description = page.getByRole("textbox", { name: "Describe the vibe" });
      await expect.poll(() => description.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await focused()).toBe("true");

      await page.getByRole("textbox", { name: "Describe the vibe" }).fill("Karaoke");
      await submit.click();
      await see(page, "Please add at least one time window");
      await see(page, "When could this hang happen?");

      await pickDays(page, 1);
      await choose(page, "Duration", "Custom");
      await see(page, "to (select end time)");
      await submit.click();
      await see(page, "End time is required");

      await choose(page, "End time", "9:00 PM");
      await page.getByRole("textbox", { name: "Your email" }).fill("not-an-email");
      const capacity = page.getByRole("spinbutton", { name: "Party size limit" });
      await capacity.fill("1");
      await submit.click();
      await see(page, "Party size must be at least 2");
      await see(page, "Valid email is required");
      await capacity.fill("51");
      await see(page, "Party size must be at most 50");

      // 11:00 PM + 3 hours stops at midnight's last minute, and the picker says so.
      await choose(page, "Duration", "3 hours");
      await choose(page, "Start time", "11:00 PM");
      expect(await page.getByRole("combobox", { name: "Duration" }).textContent()).toBe(
        "3 hours (ends at 11:59 PM)",
      );
      await see(page, /11:00 PM to 11:59 PM$/);
      expect(creates).toEqual([]);
      expectClean(host);
    } finally {
      await host.close();
    }
  });
});

it("draws every vibe's emoji from the colour emoji font, even those a text font also has", async () => {
  const host = await openPage(setup.browser, PHONE);
  const { page } = host;
  try {
    await openCreatePage(page, setup.server.url);
    await page.getByRole("button", { name: "More vibes" }).click();
    const emoji = page.getByRole("radiogroup").first().locator("label span[aria-hidden]");
    await expect.poll(() => emoji.count()).toBe(25);
    // Each glyph drawn with the page's font stack must be the colour font's own drawing (this
    // machine has Noto Color Emoji), not a text font's grey outline of the same character.
    const colourless = await emoji.evaluateAll((spans) => {
      const draw = (text: string, font: string) => {
        const canvas = document.createElement("canvas");
        canvas.width = canvas.height = 64;
        const ctx = canvas.getContext("2d")!;
        ctx.font = `48px ${font}`;
        ctx.textBaseline = "top";
        ctx.fillText(text, 4, 4);
        return ctx.getImageData(0, 0, 64, 64).data.join();
      };
      return spans
        .filter((span) => {
          const text = span.textContent ?? "";
          return draw(text, getComputedStyle(span).fontFamily) !== draw(text, '"Noto Color Emoji"');
        })
        .map((span) => span.textContent);
    });
    expect(colourless).toEqual([]);
    expectClean(host);
  } finally {
    await host.close();
  }
});
