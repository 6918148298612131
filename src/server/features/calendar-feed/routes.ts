// GET /feed/{secret}.ics: a person's (or a group's) hangs for calendar apps to subscribe to, with
// the caching they expect (ETag, Last-Modified, 304), gzip, no cookies and no session; the secret
// stays out of the logs. And /api/user/feed, /api/groups/{id}/feed: the owner's URL, and a new one.
import { createHash } from "node:crypto";
import type { Context } from "hono";
import { Hono } from "hono";
import { GROUP_NOT_FOUND } from "../../../shared/groups.ts";
import type { ServerContext } from "../../context.ts";
import { signedInUser, verifiedEmailFrom } from "../../http/actor.ts";
import { clientAddress } from "../../http/client-address.ts";
import { compressResponses } from "../../http/compression.ts";
import { AppError, errorResponse, SOMETHING_WENT_WRONG } from "../../http/errors.ts";
import { idParam } from "../../http/ids.ts";
import { requestIdOf } from "../../http/request-id.ts";
import { inLanguage, responseLanguage } from "../../i18n/response-text.ts";
import { log } from "../../log.ts";
import { mailWordsFor } from "../../mail/words.ts";
import { getGroupAsMember } from "../groups/queries.ts";
import { feedEvents } from "./events.ts";
import { buildFeedIcs } from "./ics.ts";
import { feedUrl, resetFeed } from "./mutations.ts";
import { type FeedContents, readFeed } from "./queries.ts";
import { FEED_SECRET, hashFeedSecret } from "./secrets.ts";

const FEED_NOT_FOUND = "This calendar feed does not exist. Its link may have been reset.";

/** The newest change the feed shows, to the second (HTTP dates have no finer unit). */
function lastModified({ owner, hangs, series }: FeedContents): Date {
  let newest = owner.createdAt.getTime();
  for (const hang of hangs) {
    newest = Math.max(newest, hang.updatedAt.getTime(), hang.own?.updatedAt.getTime() ?? 0);
  }
  for (const one of series) {
    newest = Math.max(newest, one.updatedAt.getTime(), ...one.rounds.map((r) => r.createdAt.getTime()));
  }
  return new Date(Math.floor(newest / 1000) * 1000);
}

/** If-None-Match wins over If-Modified-Since (RFC 9110 13.1.3); weak comparison for GET. */
function notModified(c: Context, etag: string, modified: Date): boolean {
  const ifNoneMatch = c.req.header("If-None-Match");
  if (ifNoneMatch !== undefined) {
    const bare = (tag: string) => tag.trim().replace(/^W\//, "");
    return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
  }
  const since = Date.parse(c.req.header("If-Modified-Since") ?? "");
  return !Number.isNaN(since) && modified.getTime() <= since;
}

/** Not the shared handler for a failure: it logs the path, and the path holds the secret. */
function feedError(error: Error, c: Context, pseudoLocale: boolean) {
  if (error instanceof AppError) return errorResponse(error, c, { pseudoLocale });
  log.error({ event: "feed_failed", requestId: requestIdOf(c), err: error });
  return c.json({ message: inLanguage(SOMETHING_WENT_WRONG, responseLanguage(c, pseudoLocale)) }, 500);
}

export function feedRoutes(ctx: ServerContext) {
  const { db, config } = ctx;
  const domain = new URL(config.publicUrl).hostname;
  const hangUrl = (id: string) => `${config.publicUrl}/hang/${id}`;
  const seriesUrl = (id: string) => `${config.publicUrl}/series/${id}`;
  return new Hono()
    .onError((error, c) => feedError(error, c, config.pseudoLocale))
    .use("*", compressResponses)
    .get("/:file", async (c) => {
      const file = c.req.param("file");
      const secret = file.endsWith(".ics") ? file.slice(0, -".ics".length) : "";
      if (!FEED_SECRET.test(secret)) throw new AppError("not_found", FEED_NOT_FOUND);
      await ctx.limits.consume("feed", { address: clientAddress(c, config.trustProxy), feed: secret });
      const now = ctx.clock.now();
      const contents = await readFeed(db, hashFeedSecret(secret), now);
      if (!contents) throw new AppError("not_found", FEED_NOT_FOUND);
      const { owner, hangs, series } = contents;
      const kind = owner.groupId ? "group" : "person";
      const words = mailWordsFor([owner.language], config.pseudoLocale);
      const name = words.t("feed.name", {
        name: (kind === "group" ? owner.groupName : owner.person) || words.t("feed.yourHangs"),
      });
      const scope = { kind, domain, hangUrl, seriesUrl, words } as const;
      const body = buildFeedIcs(name, feedEvents(hangs, scope, { series, now }));
      const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
      const modified = lastModified(contents);
      c.header("ETag", etag);
      c.header("Last-Modified", modified.toUTCString());
      // Calendar apps poll hourly; a shared cache must never hand one person's feed to another.
      c.header("Cache-Control", "private, no-cache");
      if (notModified(c, etag, modified)) return c.body(null, 304);
      c.header("Content-Type", "text/calendar; charset=utf-8");
      c.header("Content-Disposition", 'inline; filename="hangs.ics"');
      return c.body(body);
    });
}

function requireUser(c: Context) {
  const user = signedInUser(c);
  if (!user) throw new AppError("unauthorized", "Sign in to subscribe to your hangs.");
  return user;
}

/** /api/user/feed: the signed-in person's own feed. */
export function userFeedRoutes(ctx: ServerContext) {
  return new Hono()
    .get("/", async (c) => c.json({ url: await feedUrl(ctx, requireUser(c).id, null) }))
    .post("/reset", async (c) => c.json({ url: await resetFeed(ctx, requireUser(c).id, null) }));
}

/** /api/groups/{id}/feed: a member's feed of the group's hangs (members only). */
export function groupFeedRoutes(ctx: ServerContext) {
  const member = async (c: Context) => {
    const user = requireUser(c);
    const id = idParam(c, "id", GROUP_NOT_FOUND);
    await getGroupAsMember(ctx.db, id, { userId: user.id, verifiedEmail: verifiedEmailFrom(c) });
    return { userId: user.id, groupId: id };
  };
  return new Hono()
    .get("/:id/feed", async (c) => {
      const { userId, groupId } = await member(c);
      return c.json({ url: await feedUrl(ctx, userId, groupId) });
    })
    .post("/:id/feed/reset", async (c) => {
      const { userId, groupId } = await member(c);
      return c.json({ url: await resetFeed(ctx, userId, groupId) });
    });
}
