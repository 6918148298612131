// The language a request is answered in: the browser's choice (the footer's switcher sets a
// cookie), else the first language of Accept-Language that Hangs speaks, else English.
import type { MiddlewareHandler } from "hono";
import { languageDetector } from "hono/language";
import {
  DEFAULT_LOCALE,
  LANGUAGE_COOKIE,
  LOCALES,
  type PageLocale,
  PSEUDO_LOCALE,
} from "../../shared/i18n/locales.ts";

export function requestLanguage(options: { pseudoLocale: boolean }): MiddlewareHandler {
  return languageDetector({
    supportedLanguages: options.pseudoLocale ? [...LOCALES, PSEUDO_LOCALE] : [...LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    order: ["cookie", "header"],
    lookupCookie: LANGUAGE_COOKIE,
    caches: false,
  });
}

/** The language requestLanguage chose for this request. */
export const languageOf = (c: { get(key: "language"): string }): PageLocale =>
  c.get("language") as PageLocale;
