// "Check my calendar" by address: the words the fetch refuses with and the rules both sides can judge
// without the network. No schema library here: the guest's dialog loads this on demand.

export const CALENDAR_ADDRESS_NOT_ALLOWED = "That address isn't allowed";
export const CALENDAR_DID_NOT_ANSWER = "That address didn't answer";
export const NOT_A_CALENDAR = "That isn't a calendar";
export const CALENDAR_TOO_BIG = "That calendar is too big";

/** Past this many bytes the server stops reading and answers CALENDAR_TOO_BIG (413). */
export const CALENDAR_FETCH_MAX_BYTES = 5 * 1024 * 1024;
/** Longer than any address a calendar service hands out; longer ones are refused unparsed. */
export const CALENDAR_ADDRESS_MAX_LENGTH = 2048;

/**
 * The address as the server fetches it, or undefined when it can never be fetched: calendar apps'
 * `webcal://` and `webcals://` links mean https; anything but https, or an address with a user
 * name or password in it, is refused.
 */
export function calendarAddressUrl(text: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(normalizeCalendarAddress(text));
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" || url.username || url.password || !url.hostname) return undefined;
  return url;
}

/** True when the text opens as an iCalendar file (after an optional byte-order mark and blank space). */
export function looksLikeCalendar(text: string): boolean {
  return /^\uFEFF?\s*BEGIN:VCALENDAR\b/i.test(text.slice(0, 1024));
}

/** The address as typed, with calendar apps' webcal:// read as the https:// it stands for. */
export function normalizeCalendarAddress(text: string): string {
  return text.trim().replace(/^webcals?:\/\//i, "https://");
}
