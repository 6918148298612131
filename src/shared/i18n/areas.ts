// Which messages a page is sent with beyond those its code names (server/http/route-code.ts finds
// those in the built chunks). Every message id starts with its area ("answer.submitted").

/**
 * What every page may draw, also by an id the code computes (a vibe's name): the header and
 * footer, dialogs, toasts, the calendar and vibe names, a hang's own words.
 */
const BASE = ["shell", "hang", "welcome", "dialog", "toast", "calendar", "vibe"];

/**
 * The guest page, the most visited, also carries what a guest opens on it (the calendar check,
 * everyone's names, suggestions), so none of those waits for messages.
 */
const GUEST = ["answer", "responses", "calendarCheck", "activities", "bring", "party"];

export function alwaysSentAreas(pathname: string, search: URLSearchParams): string[] {
  const guestPage = pathname.startsWith("/hang/") && search.get("host") !== "true";
  return guestPage ? [...BASE, ...GUEST] : BASE;
}

export const areaOf = (id: string): string => id.slice(0, id.indexOf("."));
