// A text the server puts in a response (an error's message, a field's problem) in the language the
// page that asked is in. The server's rules speak the spec's English; a text that is also a catalog
// message — the pages' own (a shared rule the form checks too) or the server's — is that message,
// found by its English, so each text is translated once, wherever it is shown.
import type { Context } from "hono";
import { type DetectorOptions, detectFromHeader } from "hono/language";
import { en } from "../../shared/i18n/catalogs/en.ts";
import {
  DEFAULT_LOCALE,
  LANGUAGE_COOKIE,
  LOCALES,
  type PageLocale,
  PSEUDO_LOCALE,
} from "../../shared/i18n/locales.ts";
import { i18nFor } from "./catalogs.ts";
import { serverMessages } from "./messages/en.ts";

let byEnglish: Map<string, string> | undefined;

/** The id of the catalog message whose English is exactly this text (messages without values). */
function idOf(text: string): string | undefined {
  if (!byEnglish) {
    byEnglish = new Map();
    for (const [id, english] of Object.entries({ ...en, ...serverMessages })) {
      if (!english.includes("{") && !byEnglish.has(english)) byEnglish.set(english, id);
    }
  }
  return byEnglish.get(text);
}

export function inLanguage(text: string, locale: PageLocale): string {
  if (locale === DEFAULT_LOCALE) return text;
  const id = idOf(text);
  return id ? i18nFor(locale)._(id) : text;
}

const detector = (pseudoLocale: boolean): DetectorOptions => ({
  order: ["header"],
  lookupQueryString: "lang",
  lookupCookie: LANGUAGE_COOKIE,
  lookupFromPathIndex: 0,
  lookupFromHeaderKey: "accept-language",
  caches: false,
  ignoreCase: true,
  fallbackLanguage: DEFAULT_LOCALE,
  supportedLanguages: pseudoLocale ? [...LOCALES, PSEUDO_LOCALE] : [...LOCALES],
});
const DETECTORS = { on: detector(true), off: detector(false) };

/** A catalog message with its values, in a language (a value that is a function writes itself in it). */
export function translate(
  text: { id: string; values?: Record<string, string | number | ((locale: PageLocale) => string)> },
  locale: PageLocale,
) {
  const values =
    text.values &&
    Object.fromEntries(
      Object.entries(text.values).map(([name, value]) => [
        name,
        typeof value === "function" ? value(locale) : value,
      ]),
    );
  return i18nFor(locale)._(text.id, values);
}

/**
 * The language a request's response texts are in: the app's pages send the one they show as
 * Accept-Language (lib/http.ts); any other client gets its first choice that Hangs speaks.
 */
export function responseLanguage(c: Context, pseudoLocale: boolean): PageLocale {
  return (
    (detectFromHeader(c, DETECTORS[pseudoLocale ? "on" : "off"]) as PageLocale | undefined) ?? DEFAULT_LOCALE
  );
}
