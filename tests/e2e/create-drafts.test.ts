// Nothing the host typed into the create form is lost: a reload (a phone dropping a background tab)
// brings every field back until the hang is created, and a Create pressed offline waits, says so,
// and goes out by itself once the connection is back.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, PHONE } from "../support/browser.ts";
import { daysOfNextMonth, expectClean, see, serverAndBrowserForFile } from "../support/e2e.ts";
import { expectAccessible } from "../support/guest-flow.ts";

const setup = serverAndBrowserForFile();

/** The host's clock (Kathmandu, as the test browser): next month is February 2030. */
const PINNED = new Date("2030-01-15T09:00:00+05:45");
const DRAFT = "hangFormData";

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const savedDraft = (page: Page) => page.evaluate((key) => localStorage.getItem(key), DRAFT);

async function openForm(page: Page) {
  await page.goto(`${setup.server.url}/`);
  await page.getByRole("heading", { name: "Create a Hang" }).waitFor();
}

/** The dates the picker lists as chosen, by their Remove buttons. */
const chosenDates = (page: Page) =>
  page
    .getByRole("button", { name: /^Remove (?!location)/ })
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label")));

async function heldHang(page: Page) {
  const held = await page.evaluate(() => JSON.parse(localStorage.getItem("hangs.hostTokens") ?? "{}"));
  const [[id, token]] = Object.entries(held) as [[string, string]];
  const res = await fetch(`${setup.server.url}/api/hangs/${id}`, { headers: { "X-Edit-Token": token } });
  return res.json();
}

describe("the create form's draft", () => {
  it("brings back everything typed after a reload, and is gone once the hang is created", async () => {
    const host = await openPage(setup.browser, PHONE);
    const { page } = host;
    try {
      await page.clock.install({ time: PINNED });
      await openForm(page);
      await field(page, "What's the hang?").fill("Pottery and pints");
      await page.getByRole("radio", { name: "Other" }).click();
      await field(page, "Describe the vibe").fill("Pottery class");
      await page.getByRole("button", { name: /Add location/ }).click();
      const dialog = page.getByRole("dialog", { name: "Choose Location" });
      await dialog.getByRole("textbox", { name: "Or enter your own" }).fill("Clay Studio, 3 Kiln Lane");
      await dialog.getByRole("button", { name: "Use this location" }).click();
      await dialog.waitFor({ state: "detached" });
      const days = await daysOfNextMonth(page);
      await days.nth(4).click();
      await days.nth(6).click();
      await page.getByRole("spinbutton", { name: "Party size limit" }).fill("6");
      await page.getByRole("switch", { name: /Allow activity suggestions/ }).click();
      await page.getByLabel("Answer by").fill("2030-02-01T18:00");
      await page.getByRole("switch", { name: /Send gentle nudges/ }).click();
      await field(page, "Your name").fill("Hana Host");
      await field(page, "Your email").fill("hana@example.com");
      const dates = await chosenDates(page);
      expect(dates).toHaveLength(2);
      await expect.poll(() => savedDraft(page)).toContain("hana@example.com");

      await page.reload();
      await page.getByRole("heading", { name: "Create a Hang" }).waitFor();
      expect(await field(page, "What's the hang?").inputValue()).toBe("Pottery and pints");
      expect(await page.getByRole("radio", { name: "Other" }).isChecked()).toBe(true);
      expect(await field(page, "Describe the vibe").inputValue()).toBe("Pottery class");
      await see(page, "Clay Studio, 3 Kiln Lane");
      await expect.poll(() => chosenDates(page)).toEqual(dates);
      expect(await page.getByRole("spinbutton", { name: "Party size limit" }).inputValue()).toBe("6");
      expect(
        await page.getByRole("switch", { name: /Allow activity suggestions/ }).getAttribute("aria-checked"),
      ).toBe("true");
      expect(await page.getByLabel("Answer by").inputValue()).toBe("2030-02-01T18:00");
      expect(
        await page.getByRole("switch", { name: /Send gentle nudges/ }).getAttribute("aria-checked"),
      ).toBe("false");
      expect(await field(page, "Your name").inputValue()).toBe("Hana Host");
      expect(await field(page, "Your email").inputValue()).toBe("hana@example.com");
      await expectAccessible(page, "create form restored from its draft");

      await page.getByRole("button", { name: "Create Hang", exact: true }).click();
      await page.getByRole("heading", { name: "Hang Created!" }).waitFor();
      expect(await heldHang(page)).toMatchObject({
        name: "Pottery and pints",
        vibe: "Pottery class",
        locationName: "Clay Studio, 3 Kiln Lane",
        timeSlots: [{ date: "2030-02-05" }, { date: "2030-02-07" }],
        maxCapacity: 6,
        allowActivitySuggestions: true,
        answerBy: "2030-02-01T12:15:00.000Z",
        nudges: false,
        hostEmail: "hana@example.com",
      });
      expect(await savedDraft(page)).toBeNull();
      await openForm(page);
      expect(await field(page, "What's the hang?").inputValue()).toBe("");
      expectClean(host);
    } finally {
      await host.close();
    }
  });

  it("drops a date that has passed by the time the form comes back", async () => {
    const host = await openPage(setup.browser, PHONE);
    const { page } = host;
    try {
      await page.clock.install({ time: PINNED });
      await openForm(page);
      await field(page, "What's the hang?").fill("Two tries");
      const days = await daysOfNextMonth(page);
      await days.nth(4).click();
      await days.nth(6).click();
      await expect.poll(() => savedDraft(page)).toContain("2030-02-07");

      // Two days on, the fifth of February has passed; the seventh is still to come.
      await page.clock.setSystemTime(new Date("2030-02-06T09:00:00+05:45"));
      await page.reload();
      await page.getByRole("heading", { name: "Create a Hang" }).waitFor();
      expect(await field(page, "What's the hang?").inputValue()).toBe("Two tries");
      await expect.poll(() => chosenDates(page)).toEqual([expect.stringMatching(/\b7\b/)]);
      expectClean(host);
    } finally {
      await host.close();
    }
  });
});

describe("creating while offline", () => {
  async function fillIn(page: Page, name: string) {
    await openForm(page);
    await field(page, "What's the hang?").fill(name);
    await page.getByRole("radio", { name: "Coffee" }).click();
    await (await daysOfNextMonth(page)).nth(4).click();
    await field(page, "Your name").fill("Hana Host");
    await field(page, "Your email").fill("hana@example.com");
  }

  it("says it will be sent once back online, then creates the hang by itself", async () => {
    const host = await openPage(setup.browser, PHONE);
    const { page } = host;
    try {
      await fillIn(page, "Offline coffee");
      await page.context().setOffline(true);
      await page.getByRole("button", { name: "Create Hang", exact: true }).click();
      const note = page.getByRole("status").filter({ hasText: "You're offline" });
      await note.waitFor();
      expect(await note.textContent()).toBe("You're offline — this will be sent when you're back.");
      await see(page, "Creating...");
      await expectAccessible(page, "create form waiting offline");
      await page.screenshot({ path: "/tmp/create-offline.png" });

      await page.context().setOffline(false);
      await page.getByRole("heading", { name: "Hang Created!" }).waitFor();
      expect(await heldHang(page)).toMatchObject({ name: "Offline coffee" });
      expect(await savedDraft(page)).toBeNull();
      expectClean(host);
    } finally {
      await host.close();
    }
  });

  it("says the connection failed when the request never reached the server, keeping the form", async () => {
    const host = await openPage(setup.browser, PHONE);
    const { page } = host;
    try {
      await fillIn(page, "Flaky coffee");
      await page.route("**/api/hangs", (route) => route.abort("internetdisconnected"));
      await page.getByRole("button", { name: "Create Hang", exact: true }).click();
      await see(
        page,
        "It couldn't be sent: you're offline or the connection dropped. Check it and try again.",
      );
      await see(page, "Error creating hang");
      expect(await field(page, "What's the hang?").inputValue()).toBe("Flaky coffee");
      expect(await savedDraft(page)).toContain("Flaky coffee");
      await expectAccessible(page, "create form after a dropped connection");

      await page.unroute("**/api/hangs");
      await page.getByRole("button", { name: "Create Hang", exact: true }).click();
      await page.getByRole("heading", { name: "Hang Created!" }).waitFor();
      expectClean(host);
    } finally {
      await host.close();
    }
  });
});
