// The client's page routes, one table for both sides: the browser's router renders them, and the
// server answers every other path with the not-found card and HTTP 404, so crawlers see the truth.
import { parse } from "regexparam";

/** The spec's route table (the not-found card answers anything else). */
export const PAGE_ROUTES = [
  "/",
  "/create",
  "/dashboard",
  "/hang/:id",
  "/edit/:id",
  "/cancel/:id",
  "/groups/:id",
  // Setting up a standing hang (signed in). Before /series/:id, which would take "new" for an id.
  "/series/new",
  // A standing hang: its rounds, the owner's controls, a member's standing answers.
  "/series/:id",
  // The signed-in person's account: download their data, delete the account.
  "/account",
  // Admins only: everyone else gets the not-found card, and 404 from the page and from /api/admin.
  "/admin",
  // An e-mail's "Stop reminders for this hang" / "Never e-mail me from Hangs" link.
  "/unsubscribe",
] as const;
export type PageRoute = (typeof PAGE_ROUTES)[number];

// regexparam is the matcher wouter itself uses, so both sides agree on what a route covers.
const patterns = PAGE_ROUTES.map((route) => parse(route).pattern);

export function isPageRoute(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}
