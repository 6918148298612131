// What a page downloads before it is usable: every script and style sheet, by encoded (brotli)
// bytes as the browser received them, and how many files.
import { chromium } from "playwright-core";

export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/lib/chromium/chromium";
export const CHROME_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface PageBytes {
  files: number;
  encodedBytes: number;
  decodedBytes: number;
  names: string[];
}

/** Loads `url` until the network is idle and `ready` text is on screen; counts JS and CSS. */
export async function pageBytes(url: string, ready: string): Promise<PageBytes> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  try {
    const page = await browser.newPage();
    const assets: Promise<{ name: string; encoded: number; decoded: number }>[] = [];
    page.on("requestfinished", (request) => {
      const type = request.resourceType();
      if (type !== "script" && type !== "stylesheet") return;
      assets.push(
        (async () => {
          const sizes = await request.sizes();
          const response = await request.response();
          const decoded = (await response?.body())?.byteLength ?? 0;
          return { name: new URL(request.url()).pathname, encoded: sizes.responseBodySize, decoded };
        })(),
      );
    });
    await page.goto(url, { waitUntil: "networkidle" });
    await page.getByText(ready).first().waitFor();
    const done = await Promise.all(assets);
    return {
      files: done.length,
      encodedBytes: done.reduce((sum, a) => sum + a.encoded, 0),
      decodedBytes: done.reduce((sum, a) => sum + a.decoded, 0),
      names: done.map((a) => a.name),
    };
  } finally {
    await browser.close();
  }
}
