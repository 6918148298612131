// Which messages a page is sent with. Every message id starts with its area ("answer.submitted");
// a page's HTML carries the areas its route shows first, and anything else (a host's view opened
// from the guest page, a dialog of another area) is fetched the first time it is drawn.

/** What every page draws: the header and footer, dialogs, toasts, the calendar and vibe names. */
const BASE = ["shell", "hang", "welcome", "dialog", "toast", "calendar", "vibe"];

const GUEST = ["answer", "responses", "calendarCheck", "activities"];

/** The areas for a page's first screen, by its path (and, on a hang, whether the host's view). */
export function areasFor(pathname: string, search: URLSearchParams): string[] {
  const [, first = ""] = pathname.split("/");
  switch (first) {
    case "hang":
      return [...BASE, ...GUEST, ...(search.get("host") === "true" ? ["host", "create"] : [])];
    case "":
    case "create":
      return [...BASE, "create"];
    case "edit":
    case "cancel":
      return [...BASE, "host", "create"];
    case "groups":
      return [...BASE, "groups", "dashboard"];
    case "admin":
      return [...BASE, "admin"];
    default:
      return [...BASE, "dashboard", "groups"];
  }
}

export const areaOf = (id: string): string => id.slice(0, id.indexOf("."));
