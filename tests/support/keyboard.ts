// Keyboard-only browser steps: where the focus is, and moving it with Tab as a person would.
import type { Page } from "playwright-core";

/** The focused element's accessible name as a person hears it ("" when the page body holds focus). */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return "";
    const labelled = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : undefined;
    return (labelled ?? el.getAttribute("aria-label") ?? el.textContent ?? "").trim();
  });
}

/** Presses Tab until the focused element's accessible name starts with `name`. */
export async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    if ((await focusedName(page)).startsWith(name)) return;
  }
  throw new Error(`Tabbing never reached "${name}"`);
}
