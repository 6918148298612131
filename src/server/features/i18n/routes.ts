// A language's compiled messages, for a page that did not come with them (the Vite dev server's).
import { Hono } from "hono";
import { isLocale, PSEUDO_LOCALE } from "../../../shared/i18n/locales.ts";
import { messagesJson } from "../../i18n/catalogs.ts";

export function i18nRoutes(options: { pseudoLocale: boolean }) {
  return new Hono().get("/:locale", (c) => {
    const locale = c.req.param("locale");
    if (!isLocale(locale) && !(options.pseudoLocale && locale === PSEUDO_LOCALE)) {
      return c.json({ message: "Hangs does not speak that language." }, 404);
    }
    return c.body(messagesJson(locale), 200, { "Content-Type": "application/json" });
  });
}
