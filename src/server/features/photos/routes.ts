// The album. Listing, deleting and hiding go through the API like any JSON call. Uploads and the
// images themselves are mounted ahead of it (photoFileRoutes): an upload is multipart and far larger
// than the API's body cap, and an image is bytes with its own caching, not a JSON answer.
import { type Context, type ErrorHandler, Hono, type MiddlewareHandler } from "hono";
import { photoVisibilitySchema } from "../../../shared/photo-schema.ts";
import { PHOTOS_ANSWER_FIRST, PHOTOS_PRIVATE } from "../../../shared/photos.ts";
import type { ServerContext } from "../../context.ts";
import { hostProofFrom, responseSecretFrom, verifiedEmailFrom } from "../../http/actor.ts";
import { chain } from "../../http/chain.ts";
import { AppError, parseWith, readJson } from "../../http/errors.ts";
import { refuseNulQuery } from "../../http/security.ts";
import { sessionUser } from "../../http/session.ts";
import { getHang, isHostOf } from "../hangs/queries.ts";
import { addPhotos, assertAlbumOpen, deletePhoto, setPhotoHidden } from "./mutations.ts";
import { type AlbumMember, type AlbumProof, albumMember, listPhotos, photoFile } from "./queries.ts";
import { readPhotoUpload } from "./upload.ts";
import { photoView } from "./views.ts";
import { PhotoWorkQueue } from "./work-queue.ts";

/** A guest names their answer (X-Response-Id) and proves it as for changing it (X-Response-Secret). */
function albumProofFrom(c: Context): AlbumProof {
  return {
    host: hostProofFrom(c),
    guest: {
      responseId: c.req.header("x-response-id") || undefined,
      secret: responseSecretFrom(c),
      verifiedEmail: verifiedEmailFrom(c),
    },
  };
}

/**
 * "Download all" is a form the page posts (a link cannot carry the answer's secret, and a download
 * held in the page's memory would not stream): the same proof as the headers, in its fields.
 */
async function albumProofFromForm(c: Context): Promise<AlbumProof> {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const field = (name: string) => {
    const value = form[name];
    return typeof value === "string" && value.length > 0 && value.length <= 200 ? value : undefined;
  };
  return {
    host: { editToken: field("token"), verifiedEmail: verifiedEmailFrom(c) },
    guest: { responseId: field("responseId"), secret: field("secret"), verifiedEmail: verifiedEmailFrom(c) },
  };
}

/** The hang and who in it is asking; anyone else gets the same 403 whether or not photos exist. */
async function memberOf(ctx: ServerContext, c: Context, refusal: string, proof = albumProofFrom(c)) {
  const hang = await getHang(ctx.db, c.req.param("id") ?? "");
  const member = await albumMember(ctx, hang, proof);
  if (!member) throw new AppError("forbidden", refusal);
  return { hang, member };
}

async function albumViews(ctx: ServerContext, hangId: string, member: AlbumMember, only?: Set<string>) {
  const hang = await getHang(ctx.db, hangId);
  const rows = await listPhotos(ctx.db, hang.id, member.kind === "host");
  return rows.filter((row) => !only || only.has(row.id)).map((row) => photoView(row, hang, member));
}

export function photoRoutes(ctx: ServerContext) {
  const limit = ctx.limits.limit("vote");
  return new Hono()
    .get("/:id/photos", async (c) => {
      const { hang, member } = await memberOf(ctx, c, PHOTOS_PRIVATE);
      c.header("X-Robots-Tag", "noindex");
      return c.json(await albumViews(ctx, hang.id, member));
    })
    .delete("/:id/photos/:photoId", limit, async (c) => {
      const { hang, member } = await memberOf(ctx, c, PHOTOS_PRIVATE);
      await deletePhoto(ctx.db, hang.id, c.req.param("photoId"), member);
      return c.body(null, 204);
    })
    .patch("/:id/photos/:photoId", limit, async (c) => {
      const { hidden } = parseWith(photoVisibilitySchema, await readJson(c));
      const { hang, member } = await memberOf(ctx, c, PHOTOS_PRIVATE);
      await setPhotoHidden(ctx.db, hang.id, c.req.param("photoId"), hidden, member);
      return c.body(null, 204);
    });
}

/**
 * Cookies ride along on a cross-site form post: an upload or a download must come from our own
 * pages. A browser says where a request began (Sec-Fetch-Site, which no page can set); a form posted
 * under our no-referrer policy carries `Origin: null`, so the Origin header is the fallback only,
 * for clients that send no fetch metadata.
 */
function sameOriginUpload(publicUrl: string): MiddlewareHandler {
  const allowed = new URL(publicUrl).origin;
  return (c, next) => {
    const site = c.req.header("sec-fetch-site");
    if (site !== undefined) {
      if (site !== "same-origin") throw new AppError("forbidden", "Cross-site request refused");
      return next();
    }
    const origin = c.req.header("origin");
    const host = c.req.header("host");
    const own = host ? `${new URL(c.req.url).protocol}//${host.toLowerCase()}` : undefined;
    if (origin !== undefined && origin !== allowed && origin !== own) {
      throw new AppError("forbidden", "Cross-site request refused");
    }
    return next();
  };
}

const IMAGE_HEADERS = {
  "Cache-Control": "private, max-age=3600",
  "Cross-Origin-Resource-Policy": "same-origin",
  "X-Robots-Tag": "noindex, nofollow, noimageindex",
  "Content-Disposition": "inline",
};

/** Mounted at /api ahead of the API's own middleware (see the top of this file). */
export function photoFileRoutes(ctx: ServerContext, onError: ErrorHandler) {
  const { config } = ctx;
  const queue = new PhotoWorkQueue(config.photos.queueLength);
  const before = chain(onError, refuseNulQuery, sameOriginUpload(config.publicUrl), sessionUser(ctx.signIn));
  return new Hono()
    .post("/hangs/:id/photos", before, ctx.limits.limit("vote"), async (c) => {
      c.header("Cache-Control", "no-store");
      const { hang, member } = await memberOf(ctx, c, PHOTOS_ANSWER_FIRST);
      // Refused before a byte of the body is read.
      assertAlbumOpen(hang, ctx.clock.now(), config.photos.albumDays);
      const files = await readPhotoUpload(c, config.photos);
      const processed = [];
      for (const file of files) {
        processed.push(await queue.run(() => processLoadedOnce(file, config.photos.maxPixels)));
      }
      const rows = await addPhotos(ctx, hang.id, member, processed, config.photos, ctx.clock.now());
      return c.json(await albumViews(ctx, hang.id, member, new Set(rows.map((row) => row.id))), 201);
    })
    .get("/hangs/:id/photos.zip", before, ctx.limits.limit("vote"), async (c) =>
      albumDownload(ctx, c, await memberOf(ctx, c, PHOTOS_PRIVATE)),
    )
    .post("/hangs/:id/photos.zip", before, ctx.limits.limit("vote"), async (c) =>
      albumDownload(ctx, c, await memberOf(ctx, c, PHOTOS_PRIVATE, await albumProofFromForm(c))),
    )
    .get("/photos/:photoId/:variant{full|thumbnail}", before, async (c) => {
      const variant = c.req.param("variant") === "full" ? "full" : "thumbnail";
      const file = await photoFile(ctx.db, c.req.param("photoId"), variant);
      // A hidden photo is the hosts' alone: anyone else is told it is not there.
      const hidden = file?.hidden && !isHostOf(await getHang(ctx.db, file.hangId), hostProofFrom(c));
      if (!file || hidden) throw new AppError("not_found", "Not found");
      return c.body(new Uint8Array(file.bytes), 200, { ...IMAGE_HEADERS, "Content-Type": file.contentType });
    });
}

/** The album as one ZIP, streamed as it is written. */
async function albumDownload(
  ctx: ServerContext,
  c: Context,
  { hang, member }: Awaited<ReturnType<typeof memberOf>>,
) {
  // The archive writer loads with the first download, not at start.
  const { albumZip, zipName } = await import("./zip.ts");
  const stream = await albumZip(ctx.db, hang, member.kind === "host");
  return c.body(stream, 200, {
    "Content-Type": "application/zip",
    "Content-Disposition": `attachment; filename="${zipName(hang)}"`,
    "Cache-Control": "private, no-store",
    "X-Robots-Tag": "noindex, nofollow",
  });
}

/** The image work (sharp's libvips, the HEIC decoder) loads with the first upload, not at start. */
const processLoadedOnce = async (file: Buffer, maxPixels: number) =>
  (await import("./process.ts")).processPhoto(file, maxPixels);
