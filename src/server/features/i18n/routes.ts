// Every compiled message of a language: for what a page's own messages (its route's areas) do not
// cover, and for the Vite dev server's page, which comes with none. Asked for with this build's
// version (?v=), the answer never changes and is cached for a year.
import { Hono } from "hono";
import { isLocale, PSEUDO_LOCALE } from "../../../shared/i18n/locales.ts";
import { messagesJson, messagesVersion } from "../../i18n/catalogs.ts";
import { inLanguage, responseLanguage } from "../../i18n/response-text.ts";

export const UNKNOWN_LANGUAGE = "Hangs does not speak that language.";

export function i18nRoutes(options: { pseudoLocale: boolean }) {
  return new Hono().get("/:locale", (c) => {
    const locale = c.req.param("locale");
    if (!isLocale(locale) && !(options.pseudoLocale && locale === PSEUDO_LOCALE)) {
      return c.json(
        { message: inLanguage(UNKNOWN_LANGUAGE, responseLanguage(c, options.pseudoLocale)) },
        404,
      );
    }
    const current = c.req.query("v") === messagesVersion(locale);
    return c.body(messagesJson(locale), 200, {
      "Content-Type": "application/json",
      ...(current ? { "Cache-Control": "public, max-age=31536000, immutable" } : {}),
    });
  });
}
