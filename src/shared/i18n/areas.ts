// Which messages a page is sent with. Every message id starts with its area ("answer.submitted").
// The guest page, the most visited and the one held to the tightest budget, carries only the
// areas a guest sees; anything else drawn there (the host's view, a sign-in dialog) is fetched the
// first time. Every other page carries them all: their first screens draw from many areas.

/** What every page draws: the header and footer, dialogs, toasts, the calendar and vibe names. */
const BASE = ["shell", "hang", "welcome", "dialog", "toast", "calendar", "vibe"];

const GUEST = ["answer", "responses", "calendarCheck", "activities"];

/** The areas for a page's first screen by its path, or undefined for all of them. */
export function areasFor(pathname: string, search: URLSearchParams): string[] | undefined {
  const guestPage = pathname.startsWith("/hang/") && search.get("host") !== "true";
  return guestPage ? [...BASE, ...GUEST] : undefined;
}

export const areaOf = (id: string): string => id.slice(0, id.indexOf("."));
