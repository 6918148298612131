// What every browser test file shares: one server and one browser per file, the "see" wait, the
// no-errors check, and creating a hang through the create page.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { launchBrowser, releaseBrowser, type WatchedPage } from "./browser.ts";
import { type RunningServer, startServer } from "./server.ts";
import { type SmtpSink, startSmtpSink } from "./smtp-sink.ts";
import { startWebhookReceiver, type WebhookReceiver } from "./webhook-receiver.ts";

export interface E2eSetup {
  server: RunningServer;
  browser: Browser;
}

/** Starts the app and Chromium before the file's tests and stops them after. */
export function serverAndBrowserForFile(env?: Record<string, string>): E2eSetup {
  const setup = {} as E2eSetup;
  beforeAll(async () => {
    [setup.server, setup.browser] = await Promise.all([startServer({ env }), launchBrowser()]);
  });
  afterAll(async () => {
    await releaseBrowser(setup.browser);
    await setup.server?.dispose();
  });
  return setup;
}

export interface MailingE2eSetup extends E2eSetup {
  sink: SmtpSink;
}

/** As serverAndBrowserForFile, with the app's mail sent to a loopback SMTP sink emptied before each test. */
export function serverSinkAndBrowserForFile(env?: Record<string, string>): MailingE2eSetup {
  const setup = {} as MailingE2eSetup;
  beforeAll(async () => {
    setup.sink = await startSmtpSink();
    [setup.server, setup.browser] = await Promise.all([
      startServer({ env: { SMTP_URL: setup.sink.url, JOB_POLL_INTERVAL_MS: "200", ...env } }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await releaseBrowser(setup.browser);
    await setup.server?.dispose();
    await setup.sink?.stop();
  });
  beforeEach(() => {
    setup.sink.received.length = 0;
  });
  return setup;
}

export interface WebhookE2eSetup extends E2eSetup {
  receiver: WebhookReceiver;
}

/** As serverAndBrowserForFile, with a loopback webhook receiver the app may deliver to (tests only). */
export function serverReceiverAndBrowserForFile(): WebhookE2eSetup {
  const setup = {} as WebhookE2eSetup;
  beforeAll(async () => {
    setup.receiver = await startWebhookReceiver();
    [setup.server, setup.browser] = await Promise.all([
      startServer({
        env: {
          CALENDAR_FETCH_TEST_ALLOW: `127.0.0.1:${setup.receiver.port}`,
          CALENDAR_FETCH_TEST_CA: setup.receiver.caFile,
          JOB_POLL_INTERVAL_MS: "200",
        },
      }),
      launchBrowser(),
    ]);
  }, 60_000);
  afterAll(async () => {
    await releaseBrowser(setup.browser);
    await setup.server?.dispose();
    await setup.receiver?.close();
  });
  return setup;
}

export const see = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor();

/** No console errors, no uncaught exceptions and no failed requests on any of these pages. */
export function expectClean(...pages: WatchedPage[]) {
  for (const p of pages) {
    expect(p.errors).toEqual([]);
    expect(p.failedRequests).toEqual([]);
  }
}

/**
 * Turns the create page's calendar to next month and returns its days that can be chosen, without
 * the days of the months beside it it also shows: which of those appear, and whether they can be
 * chosen, depends on the date the test runs on.
 */
export async function daysOfNextMonth(page: Page) {
  await page.getByRole("button", { name: /next month/i }).click();
  return page.locator("td.rdp-day:not(.rdp-outside) > button.rdp-day_button:not([disabled])");
}

/**
 * Creates a Coffee hang on two dates next month as Hana Host, ending on the invite screen (or, with
 * `expectCreated: false`, right after pressing Create Hang).
 */
export async function createHang(
  page: Page,
  baseUrl: string,
  name: string,
  { expectCreated = true, path = "/" } = {},
) {
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole("heading", { name: "Create a Hang" }).waitFor();
  await see(page, "Plan something fun with friends");
  await page.getByRole("textbox", { name: "What's the hang?" }).fill(name);
  await page.getByRole("radio", { name: "Coffee" }).click();
  const days = await daysOfNextMonth(page);
  await days.nth(4).click();
  await days.nth(6).click();
  await page.getByRole("textbox", { name: "Your name" }).fill("Hana Host");
  await page.getByRole("textbox", { name: "Your email" }).fill("hana@example.com");
  await page.getByRole("button", { name: "Create Hang", exact: true }).click();
  if (expectCreated) await page.getByRole("heading", { name: "Hang Created!" }).waitFor();
}

/**
 * Opens the dev mailbox and the message with this subject to this address, once it has arrived (the
 * newest, when several share the subject).
 */
export async function openServer(baseUrl: string, page: Page, to: string, subject: string) {
  const link = page
    .getByRole("row")
    .filter({ hasText: to })
    .getByRole("link", { name: subject, exact: true });
  const deadline = Date.now() + 15_000;
  for (;;) {
    await page.goto(`${baseUrl}/dev/mail`);
    await page.getByRole("heading", { name: "Dev mailbox" }).waitFor();
    if ((await link.count()) > 0) break;
    if (Date.now() > deadline) throw new Error(`No mail "${subject}" to ${to} in the dev mailbox`);
    await page.waitForTimeout(250);
  }
  // The mailbox lists the newest first.
  await link.first().click();
  await page.getByRole("heading", { name: subject }).waitFor();
  await see(page, `To: ${to}`);
}
