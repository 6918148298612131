// The footer's theme choice in this browser: kept in a cookie for the server's next pages, and put
// on <html> at once, so the page changes theme without a reload.
import { fixedTheme, THEME_ATTRIBUTE, THEME_COOKIE, type ThemeChoice } from "./theme-choice.ts";

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const listeners = new Set<() => void>();

function cookieTheme() {
  const match = document.cookie.match(new RegExp(`(?:^|; )${THEME_COOKIE}=([^;]*)`));
  return fixedTheme(match?.[1]);
}

/** What the page shows now: the server put the cookie's theme on <html> before the first paint. */
export function currentTheme(): ThemeChoice {
  return fixedTheme(document.documentElement.getAttribute(THEME_ATTRIBUTE)) ?? "system";
}

export function chooseTheme(choice: ThemeChoice) {
  const root = document.documentElement;
  if (choice === "system") {
    // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser Hangs supports.
    document.cookie = `${THEME_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    root.removeAttribute(THEME_ATTRIBUTE);
  } else {
    // biome-ignore lint/suspicious/noDocumentCookie: as above.
    document.cookie = `${THEME_COOKIE}=${choice}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
    root.setAttribute(THEME_ATTRIBUTE, choice);
  }
  for (const listener of listeners) listener();
}

export function onThemeChange(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A page the server did not draw (the development server's) takes the cookie's theme here. */
function applyStoredTheme() {
  const stored = cookieTheme();
  if (stored && !document.documentElement.hasAttribute(THEME_ATTRIBUTE)) {
    document.documentElement.setAttribute(THEME_ATTRIBUTE, stored);
  }
}

// The server's own drawing of a page (its first screen) has no document.
if (typeof document !== "undefined") applyStoredTheme();
