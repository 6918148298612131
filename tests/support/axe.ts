// axe-core for the browser tests. A scan runs axe in the page itself ("legacy" mode): the default
// mode opens an extra page per scan to merge results across cross-origin frames, which Hangs does
// not have. axe's half-megabyte source is injected once per document, not on every scan: parsing
// it again was nine tenths of a scan's time. Only violations are asked for in full: listing every
// passing node too (axe's default) costs a third of each scan and no test reads it.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** Injected instead of axe's source into a document that already has axe. */
const ALREADY_LOADED = "void 0";

export async function axeScan(page: Page): Promise<AxeBuilder> {
  const frames = await Promise.all(
    page.frames().map((frame) => frame.evaluate(() => "axe" in window).catch(() => false)),
  );
  const axeSource = frames.every(Boolean) ? ALREADY_LOADED : undefined;
  return new AxeBuilder({ page, axeSource }).options({ resultTypes: ["violations"] }).setLegacyMode(true);
}
