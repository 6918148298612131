// The edit page, as a host uses it: editing and saving goes to the dashboard after a second; a
// reschedule clears the answers for a removed date, asks the guests the new date is new to and
// marks it; the two-step Confirm Cancel cancels for real (everyone e-mailed); without a good token the page says so. At phone
// and desktop widths, with axe-core on the edit page.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { expectClean, see, serverAndBrowserForFile } from "../support/e2e.ts";
import { KEYS } from "../support/factories.ts";
import { dismissWelcome, expectAccessible } from "../support/guest-flow.ts";
import { answeredHang, holdToken, waitForMail } from "../support/host-e2e.ts";

const setup = serverAndBrowserForFile();

type Timings = { hangsTimings: { savedAt: number; navigatedAt: number } };

/** Notes, in the page's own clock, when the save's answer arrives and when the app next navigates. */
async function recordSaveAndNavigation(page: Page) {
  await page.evaluate(() => {
    const timings = { savedAt: Number.NaN, navigatedAt: Number.NaN };
    (window as unknown as Timings).hangsTimings = timings;
    const fetch = window.fetch.bind(window);
    window.fetch = async (...args: Parameters<typeof window.fetch>) => {
      const response = await fetch(...args);
      if (args[1]?.method === "PUT") timings.savedAt = performance.now();
      return response;
    };
    const pushState = history.pushState.bind(history);
    history.pushState = (...args: Parameters<History["pushState"]>) => {
      if (Number.isNaN(timings.navigatedAt)) timings.navigatedAt = performance.now();
      pushState(...args);
    };
  });
}

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("at %s width", (label, viewport) => {
  it("saves an edit and reschedules, then goes to the dashboard after a second", async () => {
    const host = await openPage(setup.browser, viewport);
    const name = `Brunch at ${label} width`;
    try {
      const hang = await answeredHang(setup.server.url, { name }, [
        ["Ana", { [KEYS[0]]: "yes" }],
        ["Ben", { [KEYS[1]]: "yes" }],
      ]);
      const page = host.page;
      await page.goto(`${setup.server.url}/edit/${hang.id}?token=${hang.editToken}`);
      await page.getByRole("heading", { name: "Edit Hang" }).waitFor();
      const nameField = page.getByRole("textbox", { name: "What's the hang?" });
      expect(await nameField.inputValue()).toBe(name);
      expect(await page.getByRole("radio", { name: "Coffee" }).isChecked()).toBe(true);
      await expectAccessible(page, "edit page");

      await nameField.fill(`${name}, moved`);
      await page.getByRole("radio", { name: "Brunch" }).click();
      // Saturday goes (Ben answered for it), Sunday comes.
      await page.getByRole("button", { name: "Remove Saturday, March 6" }).click();
      await page.getByRole("button", { name: "Sunday, March 7, 2027", exact: true }).click();
      await see(page, "Sunday, March 7 - 6:00 PM to 7:30 PM");
      await recordSaveAndNavigation(page);
      await page.getByRole("button", { name: "Save Changes" }).click();
      await see(page, "Hang updated! 🎉");
      await page.waitForURL(`${hang.url}?host=true`);
      // Timed in the page itself, so a busy test runner cannot shorten or stretch the wait.
      const { savedAt, navigatedAt } = await page.evaluate(() => (window as unknown as Timings).hangsTimings);
      expect(navigatedAt - savedAt).toBeGreaterThanOrEqual(950);

      await page.getByRole("heading", { name: `${name}, moved` }).waitFor();
      await see(page, "Host view");
      const sunday = page.getByRole("heading", { name: /^Sunday, March 7 - 6:00 PM to 7:30 PM/ });
      await sunday.getByText("New", { exact: true }).waitFor();
      expect(await page.getByText("Saturday, March 6").count()).toBe(0);
      // Both answered before Sunday was added: both are waited for. Ben's only answer was for
      // Saturday: he is not counted as a Maybe; Ana's Friday yes stands.
      await see(page, "2 guests haven't answered the new times yet.");
      const tile = (label: string) =>
        page.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) });
      expect(await tile("Maybe").locator("dd").textContent()).toBe("0");
      expect(await tile("Going").locator("dd").textContent()).toBe("1");
      // Both are asked about Sunday, once each.
      await waitForMail(setup.server.url, `New times for ${name}, moved`, 2);
      const mailbox = await (await fetch(`${setup.server.url}/dev/mail`)).text();
      expect(mailbox).toMatch(new RegExp(`New times for ${name}, moved[\\s\\S]*?ben@example.com`));
      expect(mailbox).toMatch(new RegExp(`New times for ${name}, moved[\\s\\S]*?ana@example.com`));
      expectClean(host);

      // Guests see which time is new, too.
      const guest = await openPage(setup.browser, viewport);
      try {
        await guest.page.goto(hang.url);
        await dismissWelcome(guest.page);
        const newSlot = guest.page.getByRole("group", { name: "Sunday, March 7 - 6:00 PM to 7:30 PM" });
        await newSlot.getByText("New time", { exact: true }).waitFor();
        expectClean(guest);
      } finally {
        await guest.close();
      }
    } finally {
      await host.close();
    }
  });

  it("cancels for real after Confirm Cancel: everyone is told and guests can no longer answer", async () => {
    const host = await openPage(setup.browser, viewport);
    const guest = await openPage(setup.browser, viewport);
    const name = `Picnic at ${label} width`;
    try {
      const hang = await answeredHang(
        setup.server.url,
        { name },
        [["Cy", { [KEYS[0]]: "yes" }]],
        ["dee@example.com"],
      );
      await holdToken(host.page, hang);
      const page = host.page;
      await page.goto(`${setup.server.url}/edit/${hang.id}?token=${hang.editToken}`);
      await page.getByRole("heading", { name: "Edit Hang" }).waitFor();
      await page.getByRole("button", { name: "Cancel Hang" }).click();
      await see(
        page,
        "Are you sure you want to cancel this hang? This action cannot be undone. Click Confirm Cancel again to proceed.",
      );
      await expectAccessible(page, "edit page, confirming the cancel");
      await page.getByRole("button", { name: "Confirm Cancel" }).click();
      await see(page, "Hang cancelled");
      await page.getByRole("heading", { name: "Hang Cancelled" }).waitFor();
      await see(page, `[CANCELLED] ${name}`);
      await see(page, "This hang has been cancelled by the host.");
      await waitForMail(setup.server.url, `Cancelled: ${name}`, 2);

      await guest.page.goto(hang.url);
      await guest.page.getByRole("heading", { name: "Hang Cancelled" }).waitFor();
      expect(await guest.page.getByRole("button", { name: "Submit Response" }).count()).toBe(0);
      await page.goto(`${setup.server.url}/edit/${hang.id}?token=${hang.editToken}`);
      await see(page, "This hang has been cancelled and can no longer be changed.");
      expectClean(host, guest);
    } finally {
      await host.close();
      await guest.close();
    }
  });

  it("says so without a token, and with a wrong one", async () => {
    const visitor = await openPage(setup.browser, viewport);
    try {
      const hang = await answeredHang(setup.server.url, {}, []);
      await visitor.page.goto(`${setup.server.url}/edit/${hang.id}`);
      await see(
        visitor.page,
        "You don't have permission to edit this hang. Please use the edit link provided when you created the hang.",
      );
      await visitor.page.goto(
        `${setup.server.url}/edit/${hang.id}?token=00000000-0000-4000-8000-000000000000`,
      );
      await see(
        visitor.page,
        "Hang not found or you don't have permission to edit it. Please check your edit link.",
      );
      expect(visitor.failedRequests).toEqual([`403 GET /api/hangs/${hang.id}/edit`]);
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});

it("changes the party size and activity suggestions after creating, in Spanish, refusing fewer spots than confirmed", async () => {
  const host = await openPage(setup.browser, PHONE, { locale: "es-ES" });
  try {
    const hang = await answeredHang(setup.server.url, { name: "Cena", maxCapacity: 3 }, [
      ["Ana", { [KEYS[0]]: "yes" }],
      ["Ben", { [KEYS[0]]: "yes" }],
      ["Cy", { [KEYS[0]]: "yes" }],
    ]);
    const page = host.page;
    await page.goto(`${setup.server.url}/edit/${hang.id}?token=${hang.editToken}`);
    const size = page.getByRole("spinbutton", { name: "Límite de personas" });
    expect(await size.inputValue()).toBe("3");
    const suggestions = page.getByRole("switch", { name: /Permitir sugerencias de actividades/ });
    expect(await suggestions.isChecked()).toBe(false);

    // Three already have a spot: two is refused beside the field, which takes the focus.
    await size.fill("2");
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await see(page, "Ya hay más personas con plaza.");
    await expect.poll(() => size.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await size.getAttribute("aria-invalid")).toBe("true");
    await expectAccessible(page, "edit page, party size refused");

    await size.fill("6");
    await suggestions.click();
    // Plus-ones, in Spanish (decision 0065).
    await page.getByRole("combobox", { name: "Cada invitado puede traer hasta" }).selectOption({
      label: "+2 acompañantes",
    });
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await page.waitForURL(`${hang.url}?host=true`);
    const saved = await fetch(`${setup.server.url}/api/hangs/${hang.id}/edit`, {
      headers: { "X-Edit-Token": hang.editToken },
    });
    expect(await saved.json()).toMatchObject({
      maxCapacity: 6,
      allowActivitySuggestions: true,
      plusOnesAllowed: 2,
    });
    expect(host.errors).toEqual([]);
    expect(host.failedRequests).toEqual([`400 PUT /api/hangs/${hang.id}/edit`]);
  } finally {
    await host.close();
  }
});
