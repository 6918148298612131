// The languages Hangs speaks, and how a choice of one travels: a cookie for the browser, a column
// for an account. English is the default and holds the spec's texts word for word.

export const LOCALES = ["en", "es", "de"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/**
 * Accented, lengthened English for finding text that is not translated yet: every letter of a
 * translated message comes out accented, so plain English on a page is a message left out. Only a
 * server started with PSEUDO_LOCALE=true accepts it.
 */
export const PSEUDO_LOCALE = "en-XA";
export type PageLocale = Locale | typeof PSEUDO_LOCALE;

/** Each language by its own name, as the switcher lists it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", es: "Español", de: "Deutsch" };

/** The browser's choice (set by the footer's switcher). */
export const LANGUAGE_COOKIE = "hangs-lang";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The locale `Intl` formats dates and numbers with: the pseudo-locale formats as English. */
export function intlLocale(locale: PageLocale): Locale {
  return locale === PSEUDO_LOCALE ? DEFAULT_LOCALE : locale;
}
