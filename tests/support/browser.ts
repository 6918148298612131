// Real Chromium (Debian's), driven by playwright-core. A missing browser fails the run; it never skips.
// Tests drive Chromium's headless shell, the browser Playwright itself runs headless: the same Blink
// and V8 without the desktop browser around them, at two thirds of the CPU (decision 0048).
import fs from "node:fs";
import { type Browser, chromium, type Page } from "playwright-core";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell";

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

let shared: Promise<Browser> | undefined;

/**
 * The worker's Chromium, started by its first test file and shared by the files after it (each
 * page still gets a context of its own). A file ends with `releaseBrowser`, never `close()`.
 * Playwright stops the browser when the worker exits.
 */
export async function launchBrowser(): Promise<Browser> {
  const running = shared && (await shared.catch(() => undefined));
  if (running?.isConnected()) return running;
  shared = startChromium();
  return shared;
}

/** Closes every context the finished file left open, so the next file starts with none. */
export async function releaseBrowser(browser: Browser | undefined): Promise<void> {
  await Promise.all((browser?.contexts() ?? []).map((context) => context.close()));
}

function startChromium(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}: install it with apt-get install -y chromium-headless-shell`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  /** Answers with an error status the browser reported (a test that expects a 404 looks here). */
  failedRequests: string[];
  close(): Promise<void>;
}

/** A page in its own browser context (its own storage, like a separate person's browser). */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number },
  options: {
    grantClipboard?: string;
    storageState?: string;
    userAgent?: string;
    timezoneId?: string;
    /** The browser's language: it sends it as Accept-Language, and Intl formats with it. */
    locale?: string;
  } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport,
    locale: options.locale ?? "en-US",
    timezoneId: options.timezoneId ?? "Asia/Kathmandu",
    // A saved signed-in state (cookies): the sign-in round trip is tested once, then reused.
    storageState: options.storageState,
    userAgent: options.userAgent,
  });
  if (options.grantClipboard) {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: options.grantClipboard });
  }
  const page = await context.newPage();
  const errors: string[] = [];
  const failedRequests: string[] = [];
  page.on("console", (msg) => {
    // Chromium also logs every 4xx/5xx answer as a console error; those are tracked apart.
    if (msg.type() === "error" && !msg.text().startsWith("Failed to load resource"))
      errors.push(`console: ${msg.text()}`);
  });
  page.on("response", (res) => {
    if (res.status() >= 400)
      failedRequests.push(`${res.status()} ${res.request().method()} ${new URL(res.url()).pathname}`);
  });
  page.on("pageerror", (error) => errors.push(`page: ${error.message}`));
  return { page, errors, failedRequests, close: () => context.close() };
}
