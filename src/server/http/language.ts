// The language a request is answered in: the browser's choice (the footer's switcher sets a
// cookie), else a signed-in person's saved choice, else the first language of Accept-Language
// that Hangs speaks, else English.
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { languageDetector } from "hono/language";
import {
  DEFAULT_LOCALE,
  isLocale,
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

/**
 * After sessionUser: a signed-in person's saved choice (PUT /api/user/language) where this
 * browser has made none of its own, so a new browser opens in their language.
 */
export const accountLanguage: MiddlewareHandler = async (c, next) => {
  const saved = c.get("user")?.language;
  if (isLocale(saved) && !getCookie(c, LANGUAGE_COOKIE)) c.set("language", saved);
  await next();
};
