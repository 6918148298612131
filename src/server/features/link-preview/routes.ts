// GET /hang/{id}/preview.png?lang=…&v=…: the hang's link-preview image (card-layout.ts), drawn once
// per version and kept for a while (image-cache.ts). The address named in the page (v current) is
// cached for a year; an old or missing v gets today's image, revalidated on each use.
import { Hono } from "hono";
import type { ServerContext } from "../../context.ts";
import { mailWordsFor } from "../../mail/words.ts";
import { findHang } from "../hangs/queries.ts";
import { cardVersion, previewCard } from "./card-text.ts";
import { IMAGE_PATH } from "./image-address.ts";
import { imageCache } from "./image-cache.ts";
import { renderCardPng } from "./render-card.ts";

const FOR_GOOD = "public, max-age=31536000, immutable";
const REVALIDATE = "public, no-cache";

export function previewImageRoutes(ctx: ServerContext) {
  const images = imageCache();
  return new Hono().get(IMAGE_PATH, async (c) => {
    // A deleted hang is not there either: its image goes with it.
    const hang = await findHang(ctx.db, c.req.param("id"));
    if (!hang) {
      c.header("Cache-Control", "no-store");
      return c.text("Not found", 404);
    }
    // The language the page named; else the hang's own, as the page itself does for a messenger.
    const words = mailWordsFor([c.req.query("lang"), hang.language], ctx.config.pseudoLocale);
    const card = previewCard(words, hang);
    const version = cardVersion(card);
    const etag = `"${version}"`;
    c.header("ETag", etag);
    c.header("Cache-Control", c.req.query("v") === version ? FOR_GOOD : REVALIDATE);
    // Messengers show it inside their own pages, on their own origins.
    c.header("Cross-Origin-Resource-Policy", "cross-origin");
    if (c.req.header("If-None-Match")?.includes(etag)) return c.body(null, 304);
    const png = await images.get(version, () => renderCardPng(card));
    c.header("Content-Type", "image/png");
    return c.body(new Uint8Array(png), 200);
  });
}
