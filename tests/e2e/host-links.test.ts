// A host never loses their hang: the invite screen has its own address (/create?hang={id}) and comes
// back after a reload or Back; the "Your hang is ready" e-mail carries the share, host-view and
// private edit links and works on another device; the creating browser's share link shows a
// "You're hosting this" bar; ?host=true without the token says what it needs instead of quietly
// showing the guest view. At phone and desktop widths, with axe-core on each new screen.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { createHang, expectClean, openServer, see, serverAndBrowserForFile } from "../support/e2e.ts";
import { createHangViaApi, expectAccessible } from "../support/guest-flow.ts";
import { holdToken } from "../support/host-e2e.ts";

const setup = serverAndBrowserForFile();

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("at %s width", (label, viewport) => {
  it("keeps the invite screen across reload and Back, and mails the host their links", async () => {
    const host = await openPage(setup.browser, viewport);
    const other = await openPage(setup.browser, viewport);
    const name = `Ramen at ${label} width`;
    const { page } = host;
    try {
      await createHang(page, setup.server.url, name);
      const shareLink = await page.getByRole("textbox", { name: "Share link" }).inputValue();
      const editLink = await page.getByRole("textbox", { name: "Private edit link" }).inputValue();
      const id = shareLink.split("/hang/")[1]!;
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/create?hang=${id}`);
      expect(await focusedText(page)).toBe("Hang Created!");
      await expect.poll(() => page.title()).toBe("Invite your friends · Hangs");

      await page.reload();
      await page.getByRole("heading", { name: "Hang Created!" }).waitFor();
      expect(await page.getByRole("textbox", { name: "Private edit link" }).inputValue()).toBe(editLink);

      await page.getByRole("button", { name: "View Responses" }).click();
      await see(page, "Host view");
      await page.goBack();
      await page.getByRole("heading", { name: "Hang Created!" }).waitFor();
      expect(await page.getByRole("textbox", { name: "Share link" }).inputValue()).toBe(shareLink);

      await page.getByRole("button", { name: "Create Another Hang" }).click();
      await page.getByRole("heading", { name: "Create a Hang" }).waitFor();
      await page.goBack();
      await page.getByRole("heading", { name: "Hang Created!" }).waitFor();

      // The e-mail, opened on another device: its host link makes that browser the host's too.
      await openServer(setup.server.url, other.page, "hana@example.com", "Your hang on Hangs is ready");
      const text = (await other.page.locator("pre").innerText()).replaceAll("&amp;", "&");
      expect(text).toContain(`Share with friends: ${shareLink}`);
      expect(text).toContain(
        `Keep this link private - it lets you edit your hang details anytime: ${editLink}`,
      );
      const hostLink = /host view\): (\S+)/.exec(text)?.[1];
      expect(hostLink).toBe(`${shareLink}?host=true&token=${new URL(editLink).searchParams.get("token")}`);
      await other.page.goto(hostLink!);
      await see(other.page, "Host view");
      // The secret leaves the address bar once the server has accepted it.
      await other.page.waitForURL(`${shareLink}?host=true`);
      await other.page.goto(`${setup.server.url}/create?hang=${id}`);
      await other.page.getByRole("heading", { name: "Hang Created!" }).waitFor();
      expectClean(host, other);
    } finally {
      await host.close();
      await other.close();
    }
  });

  it("shows the host a way to their view, and tells a stranger the host view needs the private link", async () => {
    const host = await openPage(setup.browser, viewport);
    const stranger = await openPage(setup.browser, viewport);
    const name = `Karaoke at ${label} width`;
    try {
      await createHang(host.page, setup.server.url, name);
      const shareLink = await host.page.getByRole("textbox", { name: "Share link" }).inputValue();
      const id = shareLink.split("/hang/")[1]!;

      await host.page.goto(shareLink);
      const bar = host.page.getByRole("region", { name: "You're hosting this" });
      await bar.waitFor();
      // Every page names itself: the hang's own name in the tab and in history.
      await expect.poll(() => host.page.title()).toBe(`${name} · Hangs`);
      await expectAccessible(host.page, "guest page with the hosting bar");
      await bar.getByRole("link", { name: "View Responses" }).click();
      await see(host.page, "Host view");
      expect(await bar.count()).toBe(0);

      const page = stranger.page;
      await page.goto(`${shareLink}?host=true`);
      await page.getByRole("heading", { name: "The host view needs the private edit link" }).waitFor();
      await see(page, "or sign in as the host");
      expect(await page.getByText("Host view", { exact: true }).count()).toBe(0);
      await expectAccessible(page, "host view refused");
      await page.getByRole("button", { name: "Open the guest page" }).click();
      await page.getByRole("button", { name: "Got it, let's go!" }).click();
      await page.getByRole("button", { name: "Submit Response" }).waitFor();
      expect(await page.getByRole("region", { name: "You're hosting this" }).count()).toBe(0);

      await page.goto(`${setup.server.url}/create?hang=${id}`);
      await page.getByRole("heading", { name: "This invite screen needs the private edit link" }).waitFor();
      await page.goto(`${setup.server.url}/edit/${id}?token=${"0".repeat(8)}`);
      await page.getByRole("heading", { name: /Hang not found or you don't have permission/ }).waitFor();
      await expect.poll(() => page.title()).toBe("Edit Hang · Hangs");
      stranger.failedRequests.length = 0;
      await expectAccessible(page, "invite screen refused");
      expectClean(host, stranger);
    } finally {
      await host.close();
      await stranger.close();
    }
  });

  it("lists the hangs this browser holds, checked by the server, each opening its host view", async () => {
    const host = await openPage(setup.browser, viewport);
    const { page } = host;
    try {
      const mine = await createHangViaApi(setup.server.url, { name: `Mine at ${label} width` });
      const someoneElses = await createHangViaApi(setup.server.url, { name: `Not mine at ${label}` });
      await holdToken(page, mine);
      // A stale or forged entry: the id of a real hang with a token that is not its edit token.
      await holdToken(page, { ...someoneElses, editToken: "00000000-0000-4000-8000-000000000000" });
      await createHang(page, setup.server.url, `Made here at ${label} width`);
      await page.getByRole("button", { name: "Create Another Hang" }).click();

      const list = page.getByRole("list", { name: "Your hangs on this device" });
      await list.waitFor();
      expect(await list.getByRole("listitem").allInnerTexts()).toEqual([
        expect.stringContaining(`Made here at ${label} width`),
        expect.stringContaining(`Mine at ${label} width`),
      ]);
      await expectAccessible(page, "create page with the hangs on this device");
      await list.getByRole("link", { name: `Mine at ${label} width` }).click();
      await page.waitForURL(`${mine.url}?host=true`);
      await see(page, "Host view");
      expectClean(host);
    } finally {
      await host.close();
    }
  });
});

it("shares through the phone's share sheet where there is one, and keeps copy as the fallback", async () => {
  const hang = await createHangViaApi(setup.server.url, { name: "Dumplings", hostName: "Hana Host" });
  const withSheet = await openPage(setup.browser, PHONE);
  const without = await openPage(setup.browser, PHONE);
  try {
    await holdToken(withSheet.page, hang);
    await holdToken(without.page, hang);
    // Headless Chromium on Linux has no share sheet: this phone gets one that records what it sent.
    await withSheet.page.addInitScript(() => {
      const sent: unknown[] = [];
      (window as unknown as { sent: unknown[] }).sent = sent;
      Object.assign(navigator, {
        share: async (data: unknown) => void sent.push(data),
        canShare: () => true,
      });
    });
    const hostView = `${setup.server.url}/hang/${hang.id}?host=true`;
    await withSheet.page.goto(hostView);
    await withSheet.page.getByRole("button", { name: "Share", exact: true }).click();
    await expect
      .poll(() => withSheet.page.evaluate(() => (window as unknown as { sent: unknown[] }).sent))
      .toEqual([
        {
          title: "Dumplings",
          text: "Hana invited you to Dumplings. Which times work for you?",
          url: `${setup.server.url}/hang/${hang.id}`,
        },
      ]);
    await expectAccessible(withSheet.page, "host view with a share button");

    await without.page.goto(hostView);
    await without.page.getByRole("button", { name: "Copy link" }).waitFor();
    expect(await without.page.getByRole("button", { name: "Share", exact: true }).count()).toBe(0);
    expectClean(withSheet, without);
  } finally {
    await Promise.all([withSheet.close(), without.close()]);
  }
});

it("shows a cancelled hang's invite screen as cancelled, with no invitations to send, in German too", async () => {
  for (const [locale, heading, openHang] of [
    ["en-US", '"Rained out" was cancelled', "Open the hang"],
    ["de-DE", "„Rained out“ wurde abgesagt", null],
  ] as const) {
    const hang = await createHangViaApi(setup.server.url, { name: "Rained out" });
    const cancelled = await fetch(`${setup.server.url}/api/hangs/${hang.id}/cancel`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Edit-Token": hang.editToken },
      body: JSON.stringify({ reason: "Rain" }),
    });
    expect(cancelled.status).toBe(200);
    const host = await openPage(setup.browser, PHONE, { locale });
    try {
      const { page } = host;
      await holdToken(page, hang);
      await page.goto(`${setup.server.url}/create?hang=${hang.id}`);
      await page.getByRole("heading", { name: heading }).waitFor();
      expect(await page.getByRole("heading", { name: "Hang Created!" }).count()).toBe(0);
      expect(await page.getByRole("textbox", { name: "Share link" }).count()).toBe(0);
      if (openHang) await page.getByRole("link", { name: openHang }).waitFor();
      await expectAccessible(page, `a cancelled hang's invite screen (${locale})`);
      expectClean(host);
    } finally {
      await host.close();
    }
  }
});
