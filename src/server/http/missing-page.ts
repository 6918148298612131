// Page paths that answer 404 though the app has a route for them: a hang's page for a hang that is
// not there, and /admin for anyone but an admin. Scanners, monitors and link previews read the
// status; a person sees the card the app draws for it either way.
import { parse } from "regexparam";
import { isPageRoute } from "../../shared/routes.ts";

/** The card a 404 page carries: the hang page's own, or the app's not-found card. */
export type NotFoundCard = "hang" | "page";

// regexparam is the matcher wouter uses, so these match exactly what the app's routes match.
const GUEST_PAGE = parse("/hang/:id").pattern;
const HANG_PAGES = [GUEST_PAGE, parse("/edit/:id").pattern, parse("/cancel/:id").pattern];
const ADMIN_PAGE = parse("/admin").pattern;

/** The hang a hang's page (guest, edit or cancel) names, as written: not necessarily a valid id. */
export function hangOfPage(pathname: string): string | undefined {
  for (const pattern of HANG_PAGES) {
    const id = pattern.exec(pathname)?.[1];
    if (id !== undefined) return id;
  }
  return undefined;
}

/**
 * Which card `pathname` answers 404 with, or undefined for a page that is there. `hangMissing`: the
 * hang it names was looked for and is not there (a failed read is not that: the page then shows its
 * own error); `admin`: the viewer is an admin.
 */
export function notFoundCard(
  pathname: string,
  facts: { hangMissing: boolean; admin: boolean },
): NotFoundCard | undefined {
  if (!isPageRoute(pathname)) return "page";
  if (facts.hangMissing) return GUEST_PAGE.test(pathname) ? "hang" : "page";
  if (ADMIN_PAGE.test(pathname) && !facts.admin) return "page";
  return undefined;
}
