// Which theme this browser chose in the footer: the system's (no cookie), or always light or dark.
// A cookie rather than local storage, so the server can put it on <html> (server/http/index-html.ts)
// and the very first paint is already in that theme. Read by the server too: no DOM here.

export const THEME_COOKIE = "hangs-theme";
/** The attribute on <html> that the dark theme's rules read (dark-theme.css). */
export const THEME_ATTRIBUTE = "data-theme";

export const THEME_CHOICES = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
/** A choice that overrides the system's. */
export type FixedTheme = Exclude<ThemeChoice, "system">;

/** The fixed theme a cookie's value names; anything else (absent, old, forged) is the system's. */
export function fixedTheme(value: string | undefined | null): FixedTheme | undefined {
  return value === "light" || value === "dark" ? value : undefined;
}
