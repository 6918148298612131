// What a phone user needs from every screen: tap targets of at least 44 × 44 px, and nothing wider
// than the screen (long names and e-mails wrap or truncate).
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Visible controls smaller than 44 × 44 px (a control inside its label counts the label's box). */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      "a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=combobox], [role=radio], [role=switch], [role=checkbox], [role=option], [role=tab]";
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Hidden, or a visually hidden native input behind a bigger custom control.
      if (box.width <= 1 || box.height <= 1 || style.visibility === "hidden") continue;
      // Form mirrors of custom controls (Radix) that nobody taps.
      if (el.getAttribute("aria-hidden") === "true" && style.pointerEvents === "none") continue;
      // Links inside running text are exempt (WCAG 2.5.8 "inline").
      if (el.tagName === "A" && style.display === "inline") continue;
      const label = el.closest("label") ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null);
      const area = label ? label.getBoundingClientRect() : box;
      const width = Math.max(box.width, area.width);
      const height = Math.max(box.height, area.height);
      if (width < 43.5 || height < 43.5) {
        const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40);
        small.push(
          `${el.tagName.toLowerCase()} "${name}" ${el.className.toString().slice(0, 60)} ${Math.round(width)}×${Math.round(height)}`,
        );
      }
    }
    return small;
  });
}

export async function expectPhoneFriendly(page: Page, where: string) {
  expect(await smallTapTargets(page), `tap targets on ${where}`).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `page width on ${where}`).toBeLessThanOrEqual(page.viewportSize()!.width);
}
