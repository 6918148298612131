// The cancel page, as a host uses it: the reason is asked for, a confirm dialog says everyone will
// be told, then "Hang Cancelled"; opened again it shows "Hang Already Cancelled"; the guest's page
// shows the cancelled screen; a bad link cannot load the hang. At phone and desktop widths, with
// axe-core on the cancel page.
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { expectClean, see, serverAndBrowserForFile } from "../support/e2e.ts";
import { KEYS } from "../support/factories.ts";
import { expectAccessible } from "../support/guest-flow.ts";
import { answeredHang, holdToken, waitForMail } from "../support/host-e2e.ts";
import { focusedName, tabTo } from "../support/keyboard.ts";

const setup = serverAndBrowserForFile();

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("at %s width", (label, viewport) => {
  it("cancels in two steps, tells everyone once, and shows it cancelled from then on", async () => {
    const host = await openPage(setup.browser, viewport);
    const guest = await openPage(setup.browser, viewport);
    const name = `Game night at ${label} width`;
    try {
      const hang = await answeredHang(
        setup.server.url,
        { name },
        [["Ana", { [KEYS[0]]: "yes" }]],
        ["ana@example.com", "zoe@example.com"],
      );
      const page = host.page;
      await holdToken(page, hang);
      await page.goto(`${hang.url}?host=true`);
      await page.getByRole("link", { name: "Cancel Hang" }).click();
      await page.getByRole("heading", { name: "Cancel Hang" }).waitFor();
      await see(page, "This cannot be undone.");
      await expectAccessible(page, "cancel page");

      await page.getByRole("button", { name: "Cancel Hang" }).click();
      await see(page, "Please provide a reason for cancelling");
      await page.getByRole("textbox", { name: "Reason for cancelling" }).fill("Rain all weekend");
      await page.getByRole("button", { name: "Cancel Hang" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByText("All invitees will be notified immediately.").waitFor();
      await expectAccessible(page, "cancel confirm dialog");
      await dialog.getByRole("button", { name: "Yes, Cancel Hang" }).click();
      await page.getByRole("heading", { name: "Hang Cancelled" }).waitFor();
      await see(page, "2 people were emailed about it.");
      await waitForMail(setup.server.url, `Cancelled: ${name}`, 2);

      await page.reload();
      await page.getByRole("heading", { name: "Hang Already Cancelled" }).waitFor();
      await see(page, "Rain all weekend");

      await guest.page.goto(hang.url);
      await guest.page.getByRole("heading", { name: "Hang Cancelled" }).waitFor();
      await see(guest.page, "Hana Host cancelled this hang on");
      await see(guest.page, "Rain all weekend");
      expectClean(host, guest);
    } finally {
      await host.close();
      await guest.close();
    }
  });

  it("cannot load the hang with a wrong link", async () => {
    const visitor = await openPage(setup.browser, viewport);
    try {
      const hang = await answeredHang(setup.server.url, {}, []);
      await visitor.page.goto(`${setup.server.url}/cancel/${hang.id}?token=not-the-token`);
      await visitor.page.getByRole("heading", { name: "Unable to Load Hang" }).waitFor();
      await visitor.page.getByRole("link", { name: "Go Home" }).waitFor();
      expect(visitor.failedRequests).toEqual([`403 GET /api/hangs/${hang.id}/edit`]);
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});

describe("with the keyboard alone", () => {
  it("cancels with Tab, Enter and Escape: the error, the dialog and the result each take the focus", async () => {
    const host = await openPage(setup.browser, DESKTOP);
    const name = "Keyboard cancel";
    try {
      const hang = await answeredHang(setup.server.url, { name }, [["Ana", { [KEYS[0]]: "yes" }]]);
      const page = host.page;
      await holdToken(page, hang);
      await page.goto(`${hang.url}?host=true`);
      await page.getByRole("heading", { name }).waitFor();
      await tabTo(page, "Cancel Hang");
      await page.keyboard.press("Enter");
      await page.getByRole("heading", { name: "Cancel Hang" }).waitFor();
      await tabTo(page, "Cancel Hang");
      await page.keyboard.press("Enter");
      await see(page, "Please provide a reason for cancelling");
      // The field to fix takes the focus, so the person types the reason at once.
      await expect.poll(() => focusedName(page)).toBe("Reason for cancelling");
      await page.keyboard.type("Rain all weekend");
      await tabTo(page, "Cancel Hang");
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog");
      await dialog.getByText("All invitees will be notified immediately.").waitFor();
      await expect
        .poll(() => page.evaluate(() => !!document.activeElement?.closest("[role=dialog]")))
        .toBe(true);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      // Escape keeps the hang and hands the focus back to the button that asked.
      await expect.poll(() => focusedName(page)).toBe("Cancel Hang");
      await page.keyboard.press("Enter");
      await dialog.getByText("All invitees will be notified immediately.").waitFor();
      await tabTo(page, "Yes, Cancel Hang");
      await page.keyboard.press("Enter");
      await expect.poll(() => focusedName(page)).toBe("Hang Cancelled");
      expectClean(host);
    } finally {
      await host.close();
    }
  });
});
