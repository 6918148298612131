// The host locks a hang in, as people do it: the dashboard (best time, who has not answered),
// Lock It In → finalize → success, then Update Details; guests see the locked-in plan. At phone and
// desktop widths, with axe-core on the dashboard, finalize and success views.
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { expectClean, see, serverAndBrowserForFile } from "../support/e2e.ts";
import { KEYS } from "../support/factories.ts";
import { dismissWelcome, expectAccessible } from "../support/guest-flow.ts";
import { answeredHang, holdToken, waitForMail } from "../support/host-e2e.ts";
import { focusedName, tabTo } from "../support/keyboard.ts";

const setup = serverAndBrowserForFile();

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("at %s width", (label, viewport) => {
  it("goes from the dashboard through Lock It In to success, then updates the details", async () => {
    const host = await openPage(setup.browser, viewport);
    const guest = await openPage(setup.browser, viewport);
    const name = `Taco night at ${label} width`;
    try {
      const hang = await answeredHang(
        setup.server.url,
        { name },
        [
          ["Ana", { [KEYS[0]]: "yes", [KEYS[1]]: "yes" }],
          ["Ben", { [KEYS[1]]: "yes" }],
          ["Cat", { [KEYS[0]]: "maybe" }],
        ],
        ["ana@example.com", "zoe@example.com"],
      );
      const page = host.page;
      await holdToken(page, hang);
      await page.goto(`${hang.url}?host=true`);
      await page.getByRole("heading", { name }).waitFor();
      await see(page, "Host view");
      await see(page, "Still waiting for 1 person");
      await see(page, "zoe@example.com");
      const saturday = page.getByRole("heading", { name: /^Saturday, March 6 - 10:00 AM to 12:00 PM/ });
      await saturday.getByText("Best time").waitFor();
      await see(page, "2 people can make it");
      await expectAccessible(page, "dashboard");

      await page.getByRole("button", { name: "Lock It In!" }).click();
      await page.getByRole("heading", { name: "Lock It In!" }).waitFor();
      const when = page.getByLabel("Final Date & Time");
      // The best-supported slot's start, on the host's clock (New York).
      expect(await when.inputValue()).toBe("2027-03-06T10:00");
      await see(page, "2 confirmed");
      await expectAccessible(page, "finalize view");
      await when.fill("");
      await page.getByRole("button", { name: "Send Final Details!" }).click();
      await see(page, "Final date and time is required");
      // Tapping a proposed time chooses it: nothing to type.
      const saturdayOption = page.getByRole("radio", { name: /^Saturday, March 6 - 10:00 AM/ });
      await saturdayOption.click();
      expect(await saturdayOption.isChecked()).toBe(true);
      expect(await when.inputValue()).toBe("2027-03-06T10:00");
      await expect.poll(() => page.getByText("Final date and time is required").count()).toBe(0);
      await expectAccessible(page, "finalize view, a time chosen");
      await page.getByRole("textbox", { name: "Special notes" }).fill("Bring a sweater");
      await page.getByRole("checkbox", { name: "2 hours before" }).check();
      await page.getByRole("textbox", { name: "Custom reminders (hours before)" }).fill("4, soon");
      expect(
        await page.getByRole("checkbox", { name: "Email final details to confirmed guests" }).isChecked(),
      ).toBe(true);
      await page.getByRole("button", { name: "Send Final Details!" }).click();

      await page.getByRole("heading", { name: "You're all set!" }).waitFor();
      await see(page, "You're all set! 🎉");
      await see(page, "Finalized");
      await see(page, "Saturday, March 6, 2027 at 10:00 AM EST");
      await see(page, "2 guests notified");
      await see(page, "Bring a sweater");
      await page.getByRole("link", { name: "Google Calendar" }).waitFor();
      await expectAccessible(page, "success view");
      await waitForMail(setup.server.url, `It's on: ${name},`, 2);

      await page.getByRole("button", { name: "Back to responses" }).click();
      await see(page, "It's happening!");
      await page.getByRole("button", { name: "Update Details" }).click();
      await page.getByRole("heading", { name: "Update Details" }).waitFor();
      expect(await when.inputValue()).toBe("2027-03-06T10:00");
      expect(await page.getByRole("textbox", { name: "Custom reminders (hours before)" }).inputValue()).toBe(
        "4",
      );
      await when.fill("2027-03-06T11:30");
      await page.getByRole("button", { name: "Send Final Details!" }).click();
      await page.getByRole("heading", { name: "You're all set!" }).waitFor();
      await see(page, "Saturday, March 6, 2027 at 11:30 AM EST");
      await waitForMail(setup.server.url, `Updated: ${name}, Saturday, March 6, 2027 at 11:30 AM EST`, 2);

      // Anyone opening the hang now lands on the plan.
      await guest.page.goto(hang.url);
      // A guest who never answered sees the plan and their own calendar links, not the host's "all set".
      await guest.page.getByRole("heading", { name: "It's happening!" }).waitFor();
      await see(guest.page, "Hosted by Hana Host");
      await see(guest.page, "Saturday, March 6, 2027 at 11:30 AM EST");
      expect(await guest.page.getByText("guests notified").count()).toBe(0);
      expect(await guest.page.getByText("You're all set!").count()).toBe(0);
      expect(await guest.page.getByRole("link", { name: "Create Another Hang" }).count()).toBe(0);
      await guest.page.getByRole("link", { name: "Google Calendar" }).waitFor();
      await expectAccessible(guest.page, "guest's view of a locked-in hang");
      await guest.page.getByRole("button", { name: "Let Hana Host know if you're coming" }).click();
      await dismissWelcome(guest.page);
      await guest.page.getByRole("textbox", { name: "Who's joining?" }).waitFor();
      expectClean(host, guest);
    } finally {
      await host.close();
      await guest.close();
    }
  });
});

describe("with the keyboard alone", () => {
  it("locks a hang in with Tab and Enter, each new view putting the focus on its heading", async () => {
    const host = await openPage(setup.browser, DESKTOP);
    const name = "Keyboard lock-in";
    try {
      const hang = await answeredHang(setup.server.url, { name }, [
        ["Ana", { [KEYS[0]]: "yes" }],
        ["Ben", { [KEYS[0]]: "yes" }],
      ]);
      const page = host.page;
      await holdToken(page, hang);
      await page.goto(`${hang.url}?host=true`);
      await page.getByRole("heading", { name }).waitFor();
      await tabTo(page, "Lock It In!");
      await page.keyboard.press("Enter");
      // Each new view puts the person at its heading, never back on the page's body.
      await expect.poll(() => focusedName(page)).toBe("Lock It In!");
      await tabTo(page, "Special notes");
      await page.keyboard.type("Bring a sweater");
      await tabTo(page, "Send Final Details!");
      await page.keyboard.press("Enter");
      await expect.poll(() => focusedName(page)).toBe("You're all set!");
      await see(page, "Bring a sweater");
      await tabTo(page, "Back to responses");
      await page.keyboard.press("Enter");
      await see(page, "It's happening!");
      await expect.poll(() => focusedName(page)).toBe(name);
      expectClean(host);
    } finally {
      await host.close();
    }
  });
});

it("counts the people who can make the best time, not everyone who said yes to some time", async () => {
  const host = await openPage(setup.browser, PHONE);
  try {
    const hang = await answeredHang(setup.server.url, { name: "Split weekend" }, [
      ["Ana", { [KEYS[0]]: "yes", [KEYS[1]]: "no" }],
      ["Ben", { [KEYS[0]]: "no", [KEYS[1]]: "yes" }],
      ["Cy", { [KEYS[0]]: "no", [KEYS[1]]: "yes" }],
    ]);
    const { page } = host;
    await holdToken(page, hang);
    await page.goto(`${hang.url}?host=true`);
    await page.getByRole("heading", { name: "Split weekend" }).waitFor();
    await see(page, "2 people can make it");
    expect(await page.getByText("3 people can make it").count()).toBe(0);
    expectClean(host);
  } finally {
    await host.close();
  }
});
