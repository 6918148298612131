// What a person sees when a limit is reached: the failed action's own error toast, with the
// server's words saying when to try again. At phone width, with axe-core over the toast.
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchBrowser, openPage, PHONE, releaseBrowser } from "../support/browser.ts";
import { createHang, see } from "../support/e2e.ts";
import { answerAll, createHangViaApi, dismissWelcome, expectAccessible } from "../support/guest-flow.ts";
import { type RunningServer, startServer } from "../support/server.ts";

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ env: { HANGS_PER_ADDRESS_PER_HOUR: "2", ANSWERS_PER_ADDRESS_PER_MINUTE: "1" } }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await releaseBrowser(browser);
  await server?.dispose();
});

it("shows a refused creation and a refused answer as their error toasts, saying when to retry", async () => {
  const guestHang = await createHangViaApi(server.url);
  const host = await openPage(browser, PHONE);
  const { page } = host;
  try {
    await createHang(page, server.url, "Second hang of the hour");
    await createHang(page, server.url, "Third hang of the hour", { expectCreated: false });
    await see(page, "Error creating hang");
    await see(page, "Too many new hangs from your network. Try again in an hour.");
    await expectAccessible(page, "create refused");

    await page.goto(guestHang.url);
    await dismissWelcome(page);
    await answerAll(page, "Available", { name: "Gita Guest", email: "gita@example.com" });
    await see(page, "Response submitted!");
    expect(host.errors).toEqual([]);
    expect(host.failedRequests).toEqual(["429 POST /api/hangs"]);

    // Another guest in the same café, past the answers-per-address limit.
    const guest = await openPage(browser, PHONE);
    try {
      await guest.page.goto(guestHang.url);
      await dismissWelcome(guest.page);
      await answerAll(guest.page, "Available", { name: "Tara Guest", email: "tara@example.com" });
      await see(guest.page, "Error submitting response");
      await see(guest.page, "Too many answers from your network. Try again in a minute.");
      await expectAccessible(guest.page, "answer refused");
      expect(guest.errors).toEqual([]);
      expect(guest.failedRequests).toEqual([`429 POST /api/hangs/${guestHang.id}/responses`]);
    } finally {
      await guest.close();
    }
  } finally {
    await host.close();
  }
});
