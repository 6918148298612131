// Live hang pages: with the host's and a guest's page open in their own browsers, a third person's
// answer appears on both without a reload; the host's reschedule, lock-in and cancellation reach an
// open guest page; and a guest in the middle of the form keeps what they typed throughout.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { makeSlot } from "../../src/shared/time-slots.ts";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { expectClean, see, serverAndBrowserForFile } from "../support/e2e.ts";
import { KEYS, responseInput, SLOTS } from "../support/factories.ts";
import { answerAll, dismissWelcome, expectAccessible, slotGroups } from "../support/guest-flow.ts";
import { answeredHang, holdToken } from "../support/host-e2e.ts";

const setup = serverAndBrowserForFile();
/**
 * Pages never poll, so a change that shows at all came over the live stream; how fast it comes is
 * the live bench's to measure, not a busy test machine's.
 */
const LIVE_MS = 15_000;

/** Marks the page, so a later check proves it was never reloaded. */
async function markLoaded(page: Page) {
  await page.evaluate(() => Object.assign(window, { __loadedOnce: true }));
}
async function expectNotReloaded(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __loadedOnce?: boolean }).__loadedOnce)).toBe(
    true,
  );
}

/** A guest halfway through the form: a name, an e-mail and one slot answered, not yet sent. */
async function startAnswering(page: Page) {
  await slotGroups(page).first().getByRole("button", { name: "Maybe", exact: true }).click();
  await page.getByRole("textbox", { name: "Your name" }).fill("Gus Halfway");
  await page.getByRole("textbox", { name: "Who's joining?" }).fill("gus@example.com");
}
async function expectFormKept(page: Page) {
  expect(await page.getByRole("textbox", { name: "Your name" }).inputValue()).toBe("Gus Halfway");
  expect(await page.getByRole("textbox", { name: "Who's joining?" }).inputValue()).toBe("gus@example.com");
  const maybe = slotGroups(page).first().getByRole("button", { name: "Maybe", exact: true });
  expect(await maybe.getAttribute("aria-pressed")).toBe("true");
}

async function hostCall(url: string, method: string, path: string, token: string, body: unknown) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { "Content-Type": "application/json", "X-Edit-Token": token },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

describe("live hang pages", () => {
  it("shows a third person's answer on the host's and a guest's open pages, and keeps the guest's typing", async () => {
    const host = await openPage(setup.browser, DESKTOP);
    const guest = await openPage(setup.browser, PHONE);
    const third = await openPage(setup.browser, PHONE);
    try {
      const hang = await answeredHang(setup.server.url, { name: "Live coffee" }, [
        ["Ana", { [KEYS[0]]: "yes" }],
      ]);
      await holdToken(host.page, hang);
      await host.page.goto(`${hang.url}?host=true`);
      await see(host.page, "Ana");
      expect(await host.page.getByText("Lock It In!").count()).toBe(0);
      await guest.page.goto(hang.url);
      await dismissWelcome(guest.page);
      await see(guest.page, "Who's responded so far");
      await startAnswering(guest.page);
      await Promise.all([markLoaded(host.page), markLoaded(guest.page)]);

      await third.page.goto(hang.url);
      await dismissWelcome(third.page);
      const saved = third.page.waitForResponse(
        (r) => r.url().endsWith("/responses") && r.request().method() === "POST",
      );
      await answerAll(third.page, "Available", { name: "Sam", email: "sam@example.com", isPublic: true });
      expect((await saved).status()).toBe(201);

      // The host's counts, names and Lock It In, and a short notice, without a reload.
      await host.page.getByText("Sam just answered").waitFor({ timeout: LIVE_MS });
      await host.page.getByText("Lock It In!").first().waitFor({ timeout: LIVE_MS });
      await see(host.page, "Sam");
      // The guest's "Who's responded so far" too, with what they typed untouched.
      await guest.page.getByText("Sam just answered").waitFor({ timeout: LIVE_MS });
      await guest.page.getByText("Sam", { exact: true }).first().waitFor({ timeout: LIVE_MS });
      await expectFormKept(guest.page);
      await expectAccessible(guest.page, "guest page with a live notice");
      // The person who answered is not told about their own answer.
      expect(await third.page.getByText("Sam just answered").count()).toBe(0);

      await Promise.all([expectNotReloaded(host.page), expectNotReloaded(guest.page)]);
      expectClean(host, guest, third);
    } finally {
      await Promise.all([host.close(), guest.close(), third.close()]);
    }
  });

  it("brings the host's reschedule, lock-in and cancellation to an open guest page", async () => {
    const guest = await openPage(setup.browser, PHONE);
    try {
      const hang = await answeredHang(setup.server.url, { name: "Live dinner" }, [
        ["Ana", { [KEYS[0]]: "yes" }],
        ["Bo", { [KEYS[0]]: "yes" }],
      ]);
      await guest.page.goto(hang.url);
      await dismissWelcome(guest.page);
      await startAnswering(guest.page);
      await markLoaded(guest.page);

      const added = makeSlot("2027-03-07", "18:00", "1.5h");
      await hostCall(setup.server.url, "PUT", `/api/hangs/${hang.id}/edit`, hang.editToken, {
        timeSlots: [...SLOTS, added],
      });
      await guest.page.getByText("New time").waitFor({ timeout: LIVE_MS });
      await see(guest.page, "The host updated the details");
      await expectFormKept(guest.page);

      await hostCall(setup.server.url, "POST", `/api/hangs/${hang.id}/finalize`, hang.editToken, {
        finalDateTime: "2027-03-05T18:00",
      });
      await guest.page.getByText("It's locked in!").waitFor({ timeout: LIVE_MS });
      await see(guest.page, "The host locked it in!");
      await expectFormKept(guest.page);
      await expectAccessible(guest.page, "guest page after a live lock-in");

      await hostCall(setup.server.url, "POST", `/api/hangs/${hang.id}/cancel`, hang.editToken, {
        reason: "Storm warning",
      });
      await guest.page.getByRole("heading", { name: "Hang Cancelled" }).waitFor({ timeout: LIVE_MS });
      await see(guest.page, "Storm warning");
      await expectNotReloaded(guest.page);
      expectClean(guest);
    } finally {
      await guest.close();
    }
  });

  it("catches up by itself after the connection was lost", async () => {
    const guest = await openPage(setup.browser, PHONE);
    try {
      const hang = await answeredHang(setup.server.url, { name: "Live picnic" }, [
        ["Ana", { [KEYS[0]]: "yes" }],
      ]);
      let streamsOpened = 0;
      guest.page.on("request", (r) => {
        if (r.url().endsWith(`/api/hangs/${hang.id}/events`)) streamsOpened += 1;
      });
      await guest.page.goto(hang.url);
      await dismissWelcome(guest.page);
      await startAnswering(guest.page);
      await expect.poll(() => streamsOpened).toBe(1);

      // The phone loses its connection; meanwhile someone answers; then it is back.
      await guest.page.context().setOffline(true);
      const answer = responseInput({ guestName: "Olu", guestEmail: "olu@example.com" });
      const saved = await fetch(`${setup.server.url}/api/hangs/${hang.id}/responses`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(answer),
      });
      expect(saved.status).toBe(201);
      await guest.page.context().setOffline(false);
      await guest.page.getByText("Olu", { exact: true }).first().waitFor();
      expect(streamsOpened).toBeGreaterThan(1);
      await expectFormKept(guest.page);
      expect(guest.errors.filter((e) => !e.includes("ERR_INTERNET_DISCONNECTED"))).toEqual([]);
    } finally {
      await guest.close();
    }
  });
});
