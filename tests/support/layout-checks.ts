// What a person sees of the layout: nothing covers a heading, a label stays on one line, and where
// a toast sits on the screen.
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/** The element is what a tap at its centre would hit: no toast, banner or dialog lies over it. */
export async function expectUncovered(target: Locator) {
  const hit = await target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (el === top || el.contains(top));
  });
  expect(hit, "something covers the element").toBe(true);
}

/** How many lines the element's text takes on screen. */
export function lineCount(target: Locator): Promise<number> {
  return target.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set(
      [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
    );
    return tops.size;
  });
}

/** The open toast's box (Radix renders each toast as a list item in the "Notifications" region). */
export async function toastBox(page: Page) {
  const toast = page
    .getByRole("region", { name: /^Notifications/ })
    .getByRole("status")
    .first();
  await toast.waitFor();
  const box = await toast.boundingBox();
  if (!box) throw new Error("The toast has no box");
  return box;
}
