// A host between devices and accounts: an anonymous host who signs in with another address keeps
// the private link and can add the hang to that account; the signed-in host's invite screen on a
// second device; signing out without a request in the ended session; hang lists in date order with
// labels that say what happened; and the page a deleted hang's cancellation e-mail links to.
// At phone and desktop widths.
import { describe, expect, it } from "vitest";
import { instantToWallTime } from "../../src/shared/calendar.ts";
import { makeSlot, slotKey } from "../../src/shared/time-slots.ts";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { createHang, expectClean, openServer, see, serverAndBrowserForFile } from "../support/e2e.ts";
import { hangInput, responseInput } from "../support/factories.ts";
import { createHangViaApi, expectAccessible, pageUnhidden } from "../support/guest-flow.ts";
import { post } from "../support/host-e2e.ts";
import { accountMenu, chooseAnotherAccount, signInAsNewAccount } from "../support/sign-in.ts";

const setup = serverAndBrowserForFile();

/** A day `days` from today on the host's clock (Kathmandu), as yyyy-MM-dd. */
function dayFromToday(days: number): string {
  return instantToWallTime(new Date(Date.now() + days * 86_400_000), "Asia/Kathmandu").date;
}

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("at %s width", (width, viewport) => {
  it("keeps the private link after signing in with another address, and adds the hang to that account", async () => {
    const host = await openPage(setup.browser, viewport);
    const { page } = host;
    const hangName = `Dumplings at ${width} width`;
    const account = `rae-${width}@example.com`;
    try {
      await createHang(page, setup.server.url, hangName);
      const invitePath = new URL(page.url()).pathname + new URL(page.url()).search;
      await signInAsNewAccount(page, "Rae Ray", account);
      await accountMenu(page, "Rae Ray").waitFor();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(invitePath);
      await page.getByRole("heading", { name: "Hang Created!" }).waitFor();
      await see(page, "Keep this link private - it lets you edit your hang details anytime");
      const offer = page.getByRole("heading", { name: "Add this hang to your account?" });
      await offer.waitFor();
      await see(page, `You're signed in as ${account}.`);
      await expectAccessible(page, "invite screen signed in with another address");

      await page.getByRole("button", { name: "Add to my account" }).click();
      await see(page, "Added to your account");
      await offer.waitFor({ state: "detached" });
      await see(page, "Keep this link private - it lets you edit your hang details anytime");
      await expectAccessible(page, "invite screen after adding the hang");

      await page.goto(`${setup.server.url}/create`);
      const onDevice = page.getByRole("list", { name: "Your hangs on this device" });
      await onDevice.getByText(hangName).waitFor();
      await page.goto(`${setup.server.url}/dashboard`);
      await page.getByRole("tabpanel").getByText(hangName).waitFor();
      expectClean(host);
    } finally {
      await host.close();
    }
  });

  it("shows the signed-in host their invite screen on another device, and signs out without a stale request", async () => {
    const hang = await createHangViaApi(setup.server.url, {
      name: `Tacos at ${width} width`,
      hostEmail: `tia-${width}@example.com`,
    });
    const second = await openPage(setup.browser, viewport);
    const { page } = second;
    try {
      await page.goto(`${setup.server.url}/dashboard`);
      await page.getByRole("main").getByRole("button", { name: "Sign In with Local Account" }).click();
      await chooseAnotherAccount(page, "Tia Tan", `tia-${width}@example.com`);
      await accountMenu(page, "Tia Tan").waitFor();

      await page.goto(`${setup.server.url}/create?hang=${hang.id}`);
      await page.getByRole("heading", { name: "Hang Created!" }).waitFor();
      expect(await page.getByText("This invite screen needs the private edit link").count()).toBe(0);
      // The session proves the host here: no token to show or to put in the links.
      expect(await page.getByText(/Keep this link private/).count()).toBe(0);
      expect(await page.getByRole("link", { name: "Reschedule Hang" }).getAttribute("href")).toBe(
        `/edit/${hang.id}`,
      );
      await expectAccessible(page, "invite screen on a second device");

      await page.goto(`${setup.server.url}/dashboard`);
      await page.getByRole("tab", { name: /^Upcoming \(1\)$/ }).waitFor();
      await accountMenu(page, "Tia Tan").click();
      await page.getByRole("menuitem", { name: "Sign out" }).click();
      await see(page, "Signed out");
      await see(page, "Sign in to view your dashboard");
      await expectAccessible(page, "dashboard after signing out");
      // Nothing was asked for with the ended session (no 401).
      expectClean(second);
    } finally {
      await second.close();
    }
  });

  it("lists the next hang first, labels tonight's as locked in, and says a deleted hang was cancelled", async () => {
    const sol = `sol-${width}@example.com`;
    const guest = `gus-${width}@example.com`;
    const expected = [`Tonight ${width}`, `Next week ${width}`, `Ten days out ${width}`, `Some day ${width}`];
    const order = (names: string[]) => names.map((n) => expected.find((e) => n.includes(e)));

    const browser = await openPage(setup.browser, viewport);
    const { page } = browser;
    try {
      await page.goto(`${setup.server.url}/dashboard`);
      await page.getByRole("main").getByRole("button", { name: "Sign In with Local Account" }).click();
      await chooseAnotherAccount(page, "Sol Sun", sol);
      await accountMenu(page, "Sol Sun").waitFor();
      // Sol's browser plans the hangs for a group of hers (the session proves her).
      const asSol = async (url: string, data: unknown) => {
        const res = await page.request.post(`${setup.server.url}${url}`, {
          data,
          headers: { Origin: setup.server.url },
        });
        expect(res.status(), url).toBeLessThan(300);
        return res.json();
      };
      const group = await asSol("/api/groups", { name: `Sol's crew ${width}` });
      const create = (name: string, overrides: Parameters<typeof hangInput>[0]) =>
        asSol(
          "/api/hangs",
          hangInput({
            name,
            hostEmail: sol,
            hostTimezone: "Asia/Kathmandu",
            groupId: group.id,
            ...overrides,
          }),
        );
      // Made in the opposite order to the one shown: newest first would put tonight last.
      const tonight = await create(`Tonight ${width}`, {});
      await post(
        setup.server.url,
        `/api/hangs/${tonight.id}/finalize`,
        { finalDateTime: `${dayFromToday(0)}T23:59` },
        tonight.editToken,
      );
      await create(`Some day ${width}`, { timeSlots: [], timeWindows: ["Some evening"] });
      const laterSlot = makeSlot(dayFromToday(10), "18:00", "2h");
      const later = await create(`Ten days out ${width}`, { timeSlots: [laterSlot] });
      await create(`Next week ${width}`, {
        timeSlots: [makeSlot(dayFromToday(12), "18:00", "2h"), makeSlot(dayFromToday(7), "18:00", "2h")],
      });
      await post(
        setup.server.url,
        `/api/hangs/${later.id}/responses`,
        responseInput({ guestEmail: guest, timeSlotAvailability: { [slotKey(laterSlot)]: "yes" } }),
      );

      // The group's Hangs tab: the same order.
      await page.goto(`${setup.server.url}/groups/${group.id}`);
      await page.getByRole("tab", { name: "Hangs" }).click();
      const groupHangs = page.getByRole("list", { name: "upcoming hangs" });
      await groupHangs.getByText(`Tonight ${width}`).waitFor();
      expect(order(await groupHangs.getByRole("listitem").allInnerTexts())).toEqual(expected);
      await groupHangs.getByText("Finalized", { exact: true }).waitFor();
      await expectAccessible(page, "a group's hangs in date order");

      await page.goto(`${setup.server.url}/dashboard`);
      await page.getByRole("tab", { name: /^Upcoming \(4\)$/ }).waitFor();
      const upcoming = page.getByRole("tabpanel");
      await see(page, "Happening Today!");
      expect(order(await upcoming.getByRole("listitem").allInnerTexts())).toEqual(expected);

      // The repeat dialog lists them as coming up, in the same order; tonight's is not "Completed".
      await page.goto(`${setup.server.url}/create`);
      await page.getByRole("button", { name: "Repeat a Past Hang" }).click();
      const dialog = page.getByRole("dialog", { name: "Repeat a Past Hang" });
      const coming = dialog.getByRole("list", { name: "Upcoming hangs" });
      await coming.getByText(`Tonight ${width}`).waitFor();
      expect(order(await coming.getByRole("heading").allInnerTexts())).toEqual(expected);
      await coming
        .getByRole("listitem")
        .filter({ hasText: `Tonight ${width}` })
        .getByText("Finalized")
        .waitFor();
      expect(await dialog.getByText("Completed").count()).toBe(0);
      await dialog.getByText("No past hangs yet").waitFor();
      await expectAccessible(page, "repeat dialog with hangs coming up");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await pageUnhidden(page);

      // Deleting a hang someone answered: their e-mail's link says it was cancelled.
      await page.goto(`${setup.server.url}/dashboard`);
      await page
        .getByRole("tabpanel")
        .getByRole("button", { name: new RegExp(`Ten days out ${width}`) })
        .click();
      await page.getByRole("tabpanel").getByRole("button", { name: "Delete" }).click();
      await page
        .getByRole("dialog", { name: "Delete this hang?" })
        .getByRole("button", { name: "Delete Hang" })
        .click();
      await see(page, "All cleaned up!");
      await openServer(setup.server.url, page, guest, `Cancelled: Ten days out ${width}`);
      await page.getByRole("link", { name: "View HTML version" }).click();
      await page.getByRole("link", { name: "See the hang" }).click();
      await page.getByRole("heading", { name: "Hang Cancelled" }).waitFor();
      expect(await page.getByText("Hang not found").count()).toBe(0);
      await expectAccessible(page, "a deleted hang's page");
      expect(browser.errors).toEqual([]);
      // Only the gone hang's page, the hang and its summary (asked for with it) answer 404.
      expect(browser.failedRequests.sort()).toEqual([
        `404 GET /api/hangs/${later.id}`,
        `404 GET /api/hangs/${later.id}/summary`,
        `404 GET /hang/${later.id}`,
      ]);
    } finally {
      await browser.close();
    }
  });
});
