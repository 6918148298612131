// GET /manifest.webmanifest: the web app manifest that makes Hangs installable, in the asking
// browser's language (its cookie, else Accept-Language; the page links it with credentials so the
// footer's choice counts). Revalidated on each use (ETag), so a new description or icon set shows.
import { Hono } from "hono";
import { etag } from "hono/etag";
import { appManifest } from "../../../shared/app-manifest.ts";
import { languageOf, requestLanguage } from "../../http/language.ts";
import { i18nFor } from "../../i18n/catalogs.ts";

export const MANIFEST_PATH = "/manifest.webmanifest";

export function appManifestRoutes(options: { pseudoLocale: boolean }) {
  return new Hono().get(MANIFEST_PATH, requestLanguage(options), etag(), (c) => {
    const locale = languageOf(c);
    const manifest = appManifest(locale, i18nFor(locale)._("app.description"));
    return c.body(JSON.stringify(manifest), 200, {
      "Content-Type": "application/manifest+json; charset=UTF-8",
      "Cache-Control": "no-cache",
      Vary: "Accept-Language, Cookie",
    });
  });
}
