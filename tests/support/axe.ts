// axe-core for the browser tests. Only violations are asked for in full: listing every passing
// node too (axe's default) costs a third of each scan and no test reads it.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
}
