// Invitations, as people use them: the host invites friends by e-mail from the invite screen, a
// friend follows the mailed invitation to the hang, and a guest changes an answer from the mailed
// private link in another browser. Mail is read from the dev mailbox. At phone and desktop widths.
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { createHang, expectClean, openServer, see, serverAndBrowserForFile } from "../support/e2e.ts";
import { dismissWelcome } from "../support/guest-flow.ts";

const setup = serverAndBrowserForFile();

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("at %s width", (label, viewport) => {
  it("invites friends by e-mail and a friend follows the invitation to the hang", async () => {
    const host = await openPage(setup.browser, viewport);
    const name = `Dumplings at ${label} width`;
    const ana = `ana-${label}@example.com`;
    const ben = `ben-${label}@example.com`;
    try {
      await createHang(host.page, setup.server.url, name);
      const shareLink = await host.page.getByRole("textbox", { name: "Share link" }).inputValue();
      const email = host.page.getByRole("textbox", { name: "Friend's email" });
      const sendInvites = host.page.getByRole("button", { name: "Send Invites" });

      await sendInvites.click();
      await see(host.page, "No invitations to send");

      await email.fill("not-an-email");
      await host.page.getByRole("button", { name: "Add", exact: true }).click();
      await see(host.page, "Valid email is required");
      expect(await email.getAttribute("aria-invalid")).toBe("true");

      await email.fill(ana);
      await host.page.getByRole("button", { name: "Add", exact: true }).click();
      await email.fill(ben);
      await email.press("Enter");
      const pending = host.page.getByRole("list", { name: "Ready to send" });
      await pending.getByRole("listitem").filter({ hasText: ben }).waitFor();
      expect(await pending.getByRole("listitem").allInnerTexts()).toEqual([ana, ben]);
      expect(await host.page.getByText("Valid email is required").count()).toBe(0);

      await email.fill(ana.toUpperCase());
      await email.press("Enter");
      await see(host.page, "Duplicate email");
      await see(host.page, "This person is already in your invite list.");
      expect(await pending.getByRole("listitem").count()).toBe(2);

      await sendInvites.click();
      await see(host.page, "Invites sent!");
      await see(host.page, "2 invitations are on their way.");
      await pending.waitFor({ state: "detached" });

      const invited = host.page.getByRole("list", { name: "Invited" });
      for (const friend of [ana, ben]) {
        await invited
          .getByRole("listitem")
          .filter({ hasText: friend })
          .getByText("Sent", { exact: true })
          .waitFor();
      }
      expect(await invited.getByRole("listitem").count()).toBe(2);

      await email.fill(ben);
      await email.press("Enter");
      await see(host.page, "Duplicate email");
      expectClean(host);

      await openServer(setup.server.url, host.page, ana, `Hana Host invited you: ${name}`);
      await host.page.getByRole("link", { name: "View HTML version" }).click();
      const personal = host.page.getByRole("link", { name: "Tell Hana Host when you're free" });
      // Each friend's link is their own: it carries a key for their address.
      expect(await personal.getAttribute("href")).toMatch(/\/hang\/[^?]+\?invite=[\w-]+$/);
      await personal.click();
      await host.page.getByRole("heading", { name }).waitFor();
      await see(host.page, "Hosted by Hana Host");
      // The key leaves the address bar (nothing to bookmark or pass on); the address is filled in
      // and kept as the one invited.
      await host.page.waitForURL((url) => !url.search.includes("invite="));
      expect(host.page.url()).toBe(shareLink);
      const address = host.page.getByRole("textbox", { name: "Who's joining?" });
      await expect.poll(() => address.inputValue()).toBe(ana);
      expect(await address.getAttribute("readonly")).not.toBeNull();
      await see(host.page, "This is the address your invitation was sent to.");
      expectClean(host);
    } finally {
      await host.close();
    }
  });

  it("lets a guest change an answer from the mailed link in another browser", async () => {
    const host = await openPage(setup.browser, viewport);
    const guest = await openPage(setup.browser, viewport);
    const elsewhere = await openPage(setup.browser, viewport);
    const name = `Karaoke at ${label} width`;
    const gita = `gita-${label}@example.com`;
    try {
      await createHang(host.page, setup.server.url, name);
      const shareLink = await host.page.getByRole("textbox", { name: "Share link" }).inputValue();

      await guest.page.goto(shareLink);
      await dismissWelcome(guest.page);
      await guest.page.getByRole("heading", { name }).waitFor();
      const guestSlots = guest.page.getByRole("group", { name: /^\w+day, \w+ \d+ - \d/ });
      await guestSlots.nth(0).getByRole("button", { name: "Available", exact: true }).click();
      await guestSlots.nth(1).getByRole("button", { name: "Available", exact: true }).click();
      await guest.page.getByRole("textbox", { name: "Your name" }).fill("Gita Guest");
      await guest.page.getByRole("textbox", { name: "Who's joining?" }).fill(gita);
      await guest.page.getByRole("button", { name: "Submit Response" }).click();
      await guest.page.getByRole("heading", { name: "Thanks for responding!" }).waitFor();

      const page = elsewhere.page;
      await openServer(setup.server.url, page, gita, "Your answer on Hangs");
      await page.getByRole("link", { name: "View HTML version" }).click();
      await page.getByRole("link", { name: "Change my answer" }).click();
      await page.getByRole("heading", { name }).waitFor();
      // The mailed link opens the answer straight in its form, with focus on the form's heading.
      await page.getByRole("heading", { name: "Edit your response" }).waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe("Edit your response");
      await page.waitForURL((url) => !url.search.includes("key="));
      expect(page.url()).toBe(shareLink);
      expect(await page.getByRole("textbox", { name: "Who's joining?" }).inputValue()).toBe(gita);
      const slots = page.getByRole("group", { name: /^\w+day, \w+ \d+ - \d/ });
      await slots.nth(1).getByRole("button", { name: "Maybe", exact: true }).click();
      expect(
        await slots.nth(1).getByRole("button", { name: "Maybe", exact: true }).getAttribute("aria-pressed"),
      ).toBe("true");
      await page.getByRole("button", { name: "Update Response" }).click();
      await see(page, "Response updated!");
      expect(page.url()).not.toContain("key=");
      expect(page.url()).not.toContain("response=");
      expectClean(host, guest, elsewhere);
    } finally {
      await Promise.all([host.close(), guest.close(), elsewhere.close()]);
    }
  });
});
