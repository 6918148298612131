// The answer-by date as people meet it in a browser, at phone and desktop widths with axe-core in
// every state: the create form's field (and its error), the guest page's "Answer by" line and the
// closed form once the date has passed (the page's clock moved two hours on), the host's nudge
// list, and the unsubscribe page an e-mail's link opens.
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { daysOfNextMonth, expectClean, see, serverAndBrowserForFile } from "../support/e2e.ts";
import { createHangViaApi, dismissWelcome, expectAccessible } from "../support/guest-flow.ts";
import { holdToken } from "../support/host-e2e.ts";

const setup = serverAndBrowserForFile();
const H = 3_600_000;

/** The value a datetime-local field shows for an instant, on the page's clock. */
async function localValue(page: import("playwright-core").Page, instant: Date) {
  return page.evaluate((ms) => {
    const d = new Date(ms);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }, instant.getTime());
}

/** The unsubscribe link of the hang's invitation, from the dev mailbox. */
async function stopLinkFor(hangId: string, label: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const list = await (await fetch(`${setup.server.url}/dev/mail`)).text();
    for (const [, id] of list.matchAll(/\/dev\/mail\/([0-9a-f-]{36})/g)) {
      const html = await (await fetch(`${setup.server.url}/dev/mail/${id}/html`)).text();
      if (!html.includes(`/hang/${hangId}`)) continue;
      const link = new RegExp(`href="([^"]+)"[^>]*>${label}<`).exec(html)?.[1];
      if (link) return link.replaceAll("&amp;", "&");
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No "${label}" link for hang ${hangId} in the dev mailbox`);
}

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("at %s width", (label, viewport) => {
  it("creates a hang with an answer-by date; a date too soon is refused beside the field", async () => {
    const host = await openPage(setup.browser, viewport);
    try {
      const { page } = host;
      await page.goto(`${setup.server.url}/`);
      await page.getByRole("heading", { name: "Create a Hang" }).waitFor();
      await page.getByRole("textbox", { name: "What's the hang?" }).fill(`Picnic at ${label} width`);
      await page.getByRole("radio", { name: "Coffee" }).click();
      await (await daysOfNextMonth(page)).nth(4).click();
      await page.getByRole("textbox", { name: "Your name" }).fill("Hana Host");
      await page.getByRole("textbox", { name: "Your email" }).fill("hana@example.com");

      const field = page.getByLabel("Answer by");
      await field.fill(await localValue(page, new Date(Date.now() + 20 * 60_000)));
      await page.getByRole("button", { name: "Create Hang", exact: true }).click();
      await see(page, "Answer by must be at least an hour from now");
      expect(await field.getAttribute("aria-invalid")).toBe("true");
      await expectAccessible(page, "create page, answer-by error");

      const answerBy = new Date(Date.now() + 3 * 24 * H);
      await field.fill(await localValue(page, answerBy));
      await page.getByRole("switch", { name: /Lock in automatically at the deadline/ }).click();
      await expectAccessible(page, "create page, answer-by set");
      await page.getByRole("button", { name: "Create Hang", exact: true }).click();
      await page.getByRole("heading", { name: "Hang Created!" }).waitFor();
      // The creating browser keeps the new hang's edit token under its id.
      const held = await page.evaluate(() => JSON.parse(localStorage.getItem("hangs.hostTokens") ?? "{}"));
      const [id] = Object.keys(held);
      const view = await (await fetch(`${setup.server.url}/api/hangs/${id}`)).json();
      expect(new Date(view.answerBy).getTime()).toBe(Math.floor(answerBy.getTime() / 60_000) * 60_000);
      expect(view).toMatchObject({ nudges: true, autoLock: true });
      expectClean(host);
    } finally {
      await host.close();
    }
  });

  it("shows guests the answer-by time, then the closed form once it has passed", async () => {
    const hang = await createHangViaApi(setup.server.url, {
      name: `Dinner at ${label} width`,
      hostName: "Hana",
      answerBy: new Date(Date.now() + 50 * H).toISOString(),
    });
    const guest = await openPage(setup.browser, viewport);
    try {
      const { page } = guest;
      await page.goto(hang.url);
      await dismissWelcome(page);
      await see(page, /^Answer by \w{3}, \w{3} \d+, \d+:\d\d [AP]M \(in 2 days\)$/);
      await expectAccessible(page, "guest page with an answer-by date");

      // Two and a half days on: the form is closed.
      await page.clock.setFixedTime(new Date(Date.now() + 52 * H));
      await page.reload();
      await see(page, /^Answers closed on \w{3}, \w{3} \d+\. Ask Hana to reopen\.$/);
      expect(await page.getByRole("button", { name: /Submit/ }).count()).toBe(0);
      await expectAccessible(page, "closed answer form");
      expectClean(guest);
    } finally {
      await guest.close();
    }
  });

  it("the host reopens answers by clearing the date on the edit page", async () => {
    const hang = await createHangViaApi(setup.server.url, {
      name: `Lunch at ${label} width`,
      answerBy: new Date(Date.now() + 2 * H).toISOString(),
    });
    const host = await openPage(setup.browser, viewport);
    try {
      const { page } = host;
      await page.goto(`${setup.server.url}/edit/${hang.id}?token=${hang.editToken}`);
      await page.getByRole("heading", { name: "Edit Hang" }).waitFor();
      const field = page.getByLabel("Answer by");
      expect(await field.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
      expect(
        await page.getByRole("switch", { name: /Send gentle nudges/ }).getAttribute("aria-checked"),
      ).toBe("true");
      await expectAccessible(page, "edit page with an answer-by date");
      await field.fill("");
      await page.getByRole("button", { name: "Save Changes" }).click();
      await see(page, "Hang updated! 🎉");
      const view = await (await fetch(`${setup.server.url}/api/hangs/${hang.id}`)).json();
      expect(view.answerBy).toBeNull();
      expectClean(host);
    } finally {
      await host.close();
    }
  });

  it("lists the host's nudges, and an invitee stops them from the e-mail's link", async () => {
    const hang = await createHangViaApi(setup.server.url, {
      name: `Games at ${label} width`,
      answerBy: new Date(Date.now() + 4 * 24 * H).toISOString(),
    });
    const invited = await fetch(`${setup.server.url}/api/hangs/${hang.id}/invite`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Edit-Token": hang.editToken },
      body: JSON.stringify({ email: `ivy-${label}@example.com` }),
    });
    expect(invited.status).toBe(201);
    const host = await openPage(setup.browser, viewport);
    const guest = await openPage(setup.browser, viewport);
    try {
      await holdToken(host.page, hang);
      await host.page.goto(`${hang.url}?host=true`);
      const list = host.page.getByRole("region", { name: "Nudges" });
      await list.getByText(`ivy-${label}@example.com`).waitFor();
      await list.getByText(/^Next nudge \w{3}, \w{3} \d+, \d+:\d\d [AP]M$/).waitFor();
      await expectAccessible(host.page, "host view with the nudge list");

      const page = guest.page;
      await page.goto(await stopLinkFor(hang.id, "Stop e-mails about this hang"));
      await page.getByRole("heading", { name: "Stop e-mails about this hang" }).waitFor();
      await see(
        page,
        `You'll get no more e-mails about Games at ${label} width: no reminders, updates or changes of plan.`,
      );
      await expectAccessible(page, "unsubscribe page");
      await page.getByRole("button", { name: "Stop e-mails about this hang" }).click();
      const done = page.getByRole("status").filter({ hasText: "Done." });
      await done.waitFor();
      expect(await done.evaluate((el) => el === document.activeElement)).toBe(true);
      await expectAccessible(page, "unsubscribe page, done");

      await host.page.reload();
      await list.getByText("Turned off reminders").waitFor();
      expectClean(host, guest);
    } finally {
      await host.close();
      await guest.close();
    }
  });
});
