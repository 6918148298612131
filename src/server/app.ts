// Builds the Hono app: middleware, API routers and the client. No listen, so tests drive it directly.

import path from "node:path";
import type { HttpBindings } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, type ErrorHandler, Hono } from "hono";
import { getCookie } from "hono/cookie";
import { fixedTheme, THEME_COOKIE } from "../client/features/theme/theme-choice.ts";
import { LANGUAGE_COOKIE } from "../shared/i18n/locales.ts";
import { isAdmin } from "./access.ts";
import type { devIdpRoutes } from "./auth/dev-idp/routes.ts";
import { authRoutes } from "./auth/routes.ts";
import { DEV_IDP_PATH } from "./auth/sign-in.ts";
import type { ServerContext } from "./context.ts";
import { accessTokenRoutes } from "./features/access-tokens/routes.ts";
import { accountRoutes, guestErasureRoutes } from "./features/account/routes.ts";
import { activityRoutes } from "./features/activities/routes.ts";
import { adminRoutes } from "./features/admin/routes.ts";
import { bringListRoutes } from "./features/bring-list/routes.ts";
import { calendarRoutes } from "./features/calendar/routes.ts";
import { feedRoutes, groupFeedRoutes, userFeedRoutes } from "./features/calendar-feed/routes.ts";
import { calendarFetchRoutes } from "./features/calendar-fetch/routes.ts";
import { cancelRoutes } from "./features/cancel/routes.ts";
import { devMailRoutes } from "./features/dev-mail/routes.tsx";
import { finalizeRoutes } from "./features/finalize/routes.ts";
import { friendGroupRoutes, groupRoutes, userGroupRoutes } from "./features/groups/routes.ts";
import { guestListRoutes } from "./features/guest-list/routes.ts";
import { linkPreviewTags } from "./features/hangs/link-preview.ts";
import { findHang } from "./features/hangs/queries.ts";
import { hangRoutes, heldHangRoutes } from "./features/hangs/routes.ts";
import { hostAnswerRoutes } from "./features/host-answers/routes.ts";
import { i18nRoutes } from "./features/i18n/routes.ts";
import { invitationRoutes } from "./features/invitations/routes.ts";
import { previewImageRoutes } from "./features/link-preview/routes.ts";
import { liveRoutes } from "./features/live/routes.ts";
import { locationSuggestionRoutes } from "./features/location-suggestions/routes.ts";
import { nudgeRoutes } from "./features/nudges/routes.ts";
import { photoFileRoutes, photoRoutes } from "./features/photos/routes.ts";
import { placeRoutes } from "./features/places/routes.ts";
import { questionRoutes } from "./features/questions/routes.ts";
import { responseRoutes } from "./features/responses/routes.ts";
import { groupSeriesRoutes, seriesRoutes } from "./features/series/routes.ts";
import { summaryRoutes } from "./features/summary/routes.ts";
import { unsubscribeRoutes } from "./features/unsubscribe/routes.ts";
import { userHangRoutes } from "./features/user-hangs/routes.ts";
import { groupWebhookRoutes, hangWebhookRoutes } from "./features/webhooks/routes.ts";
import { accessTokenUser, sessionOnly } from "./http/access-token-user.ts";
import { signedInUser } from "./http/actor.ts";
import { chain } from "./http/chain.ts";
import { compressResponses, pageEncoding } from "./http/compression.ts";
import { AppError, errorResponse } from "./http/errors.ts";
import { hangIdOf, indexHtmlRenderer } from "./http/index-html.ts";
import { accountLanguage, languageOf, requestLanguage } from "./http/language.ts";
import { memoryGuard } from "./http/memory-guard.ts";
import { hangOfPage, notFoundCard } from "./http/missing-page.ts";
import { type HeaderList, presetHeaders } from "./http/node-headers.ts";
import { PageCache } from "./http/page-cache.ts";
import { routeCode } from "./http/route-code.ts";
import { limitBody, refuseNulQuery, sameOriginWrites } from "./http/security.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { sessionUser } from "./http/session.ts";
import { isThisMachine, knownHostsOnly } from "./http/this-machine.ts";
import { messagesJson, messagesVersion } from "./i18n/catalogs.ts";
import { mailWordsFor } from "./mail/words.ts";
import { openApiRoutes } from "./openapi/routes.ts";
import { backupRoutes } from "./ops/backup-route.ts";
import { streamsElsewhereWhileDraining } from "./ops/draining-streams.ts";
import { opsRoutes } from "./ops/routes.ts";

/**
 * React's server renderer and the page components it draws: read with the first page that needs
 * them, not at start, as few requests do (decision 0069).
 */
const firstScreenModule = () => import("./features/hangs/first-screen.tsx");
const notFoundModule = () => import("./http/not-found-page.tsx");

/** A read that failed: nothing is known about the hang. */
const noRead = () => undefined;

/** API answers are per person and per moment: never stored by a browser or a proxy. */
const NO_STORE: HeaderList = [["Cache-Control", "no-store"]];

export function createApp(ctx: ServerContext) {
  const { config, database } = ctx;
  const app = new Hono();
  const onError: ErrorHandler = (error, c) => errorResponse(error, c, ctx.config);
  app.onError(onError);
  // First, so every request is timed and counted; the probes and /metrics answer whatever the Host.
  app.use("*", ctx.ops.metrics.requests.middleware);
  app.route("/", opsRoutes({ ...ctx.ops, metricsToken: config.metricsToken }));
  app.use("*", chain(onError, securityHeaders, knownHostsOnly(config.publicUrl)));
  app.use("/api/hangs/:id/events", streamsElsewhereWhileDraining(ctx.ops.readiness));
  // Near the heap limit, new work is refused with a 503 rather than risked (docs/production.md).
  app.use("/api/*", memoryGuard());
  // Before the API's same-origin JSON-only writes: a mail provider's one-click POST is neither.
  app.route("/api/unsubscribe", unsubscribeRoutes(ctx));
  // Photo uploads (multipart, past the API's body cap) and the images themselves (bytes, own caching).
  app.route("/api", photoFileRoutes(ctx, onError));

  const api = new Hono();
  api.use(
    "*",
    chain(
      onError,
      limitBody,
      sameOriginWrites(config.publicUrl),
      refuseNulQuery,
      sessionUser(ctx.signIn),
      accessTokenUser(ctx),
      compressResponses,
      presetHeaders(NO_STORE),
    ),
  );
  api.get("/health", (c) => c.json({ status: "ok", database: database.kind }));
  // Admin pages, deleting the account and managing tokens need the person at the site, not a token.
  for (const path of ["/admin/*", "/account/tokens/*"]) api.use(path, sessionOnly);
  api.on("DELETE", "/user", sessionOnly);
  for (const path of ["/auth/sign-in/*", "/auth/callback/*", "/auth/google"])
    api.use(path, ctx.limits.limit("signIn"));
  api.route("/auth", authRoutes(config, ctx.signIn));
  api.route("/hangs", hangRoutes(ctx));
  api.route("/held-hangs", heldHangRoutes(ctx));
  api.route("/i18n", i18nRoutes(config));
  api.route("/hangs", responseRoutes(ctx));
  api.route("/hangs", summaryRoutes(ctx));
  api.route("/hangs", invitationRoutes(ctx));
  api.route("/hangs", nudgeRoutes(ctx));
  api.route("/hangs", finalizeRoutes(ctx));
  api.route("/hangs", cancelRoutes(ctx));
  api.route("/hangs", activityRoutes(ctx));
  api.route("/hangs", bringListRoutes(ctx));
  api.route("/hangs", photoRoutes(ctx));
  api.route("/hangs", calendarRoutes(ctx));
  api.route("/hangs", questionRoutes(ctx));
  api.route("/hangs", guestListRoutes(ctx));
  api.route("/hangs", liveRoutes(ctx));
  api.route("/hangs", guestErasureRoutes(ctx));
  api.route("/hangs", hostAnswerRoutes(ctx));
  api.route("/hangs", hangWebhookRoutes(ctx));
  api.route("/friend-groups", friendGroupRoutes(ctx));
  api.route("/groups", groupRoutes(ctx));
  api.route("/groups", groupFeedRoutes(ctx));
  api.route("/groups", groupWebhookRoutes(ctx));
  api.route("/groups", groupSeriesRoutes(ctx));
  api.route("/series", seriesRoutes(ctx));
  api.route("/user", userGroupRoutes(ctx));
  api.route("/user/hangs", userHangRoutes(ctx));
  api.route("/user/feed", userFeedRoutes(ctx));
  api.route("/user", accountRoutes(ctx));
  api.route("/account/tokens", accessTokenRoutes(ctx));
  api.route("/admin", adminRoutes(ctx));
  api.route("/location-suggestions", locationSuggestionRoutes(ctx));
  api.route("/", placeRoutes(ctx));
  api.route("/", calendarFetchRoutes(ctx));
  api.route("/", openApiRoutes(config));
  api.all("*", () => {
    throw new AppError("not_found", "Not found");
  });
  app.route("/api", api);
  if (!config.isProduction) app.route("/dev/mail", devMailRoutes(ctx));
  mountDevIdp(app, ctx);
  app.route("/ops/backup", backupRoutes(ctx));
  // Calendar apps subscribe here: outside /api, so no session is looked up or created.
  app.route("/feed", feedRoutes(ctx));
  // A hang's link-preview image, beside its page (outside /api: messengers fetch it, no session).
  app.route("/", previewImageRoutes(ctx));

  serveClient(app, config.clientDir, ctx);
  return app;
}

/** The built-in sign-in provider, started on its first request (it is never loaded in production). */
function mountDevIdp(app: Hono, { signIn }: ServerContext) {
  const start = signIn.devIdp;
  if (!start) return;
  let routes: Promise<ReturnType<typeof devIdpRoutes>> | undefined;
  app.all(`${DEV_IDP_PATH}/*`, async (c) => {
    // Whoever reaches it signs in as anyone: only a person at this machine may.
    if (!isThisMachine(c)) return c.text("The local sign-in provider answers this machine only.", 403);
    routes ??= Promise.all([start(), import("./auth/dev-idp/routes.ts")]).then(([idp, module]) =>
      module.devIdpRoutes(idp),
    );
    return (await routes).fetch(c.req.raw, c.env as HttpBindings);
  });
}

/** The built React app: hashed assets cached for a year, every other path falls back to index.html. */
function serveClient(app: Hono, clientDir: string, ctx: ServerContext) {
  const code = routeCode(clientDir);
  const indexHtml = indexHtmlRenderer(clientDir, code);
  const hangPages = new PageCache();
  const page = async (c: Context) => {
    const url = new URL(c.req.url);
    const named = hangOfPage(c.req.path);
    // A failed read still serves the page (no preview), which shows its own error: not a 404.
    const read =
      named === undefined ? undefined : await findHang(ctx.db, named).then((hang) => ({ hang }), noRead);
    const notFound = notFoundCard(c.req.path, {
      hangMissing: read !== undefined && !read.hang,
      admin: isAdmin(signedInUser(c), ctx.config.access),
    });
    // Only the guest's page of a hang carries its preview and first screen.
    const hang = hangIdOf(c.req.path) ? read?.hang : undefined;
    // A messenger fetching the link asks for no language: the page and its preview are in the
    // hang's own (its host's), so the preview's og:locale and the page's lang say the same.
    const asked =
      c.req.header("Accept-Language") || getCookie(c, LANGUAGE_COOKIE) || signedInUser(c)?.language;
    const locale = hang && !asked ? mailWordsFor([hang.language]).locale : languageOf(c);
    const theme = fixedTheme(getCookie(c, THEME_COOKIE));
    const draw = async () => {
      const previewWords = mailWordsFor([locale], ctx.config.pseudoLocale);
      const preview = hang && linkPreviewTags(previewWords, hang, `${ctx.config.publicUrl}/hang/${hang.id}`);
      const firstScreen =
        hang && guestFirstVisit(url.searchParams)
          ? (await firstScreenModule()).firstScreenHtml(hang, c.req.path, locale)
          : undefined;
      const language = {
        locale,
        messages: messagesJson(locale, code.messages(c.req.path, url.searchParams)),
        version: messagesVersion(locale),
      };
      return indexHtml(c.req.path, url.searchParams, language, preview, firstScreen, theme);
    };
    const notBuilt = () =>
      c.text("The client is not built yet: run `npm run build` (npm start does it for you).", 503);
    c.header("Cache-Control", "no-cache");
    // The page is in the language the browser asked for (requestLanguage), and /admin is a page for
    // admins only (the session cookie).
    c.header("Vary", "Accept-Language, Cookie", { append: true });
    if (hang && !notFound) {
      // A hang's page is drawn once per version of the hang, and sent compressed (http/page-cache.ts).
      const kept = await hangPages.get(
        { hang, locale, theme, pathname: c.req.path, search: url.search },
        draw,
      );
      if (!kept) return notBuilt();
      const encoding = pageEncoding(c);
      c.header("Vary", "Accept-Encoding", { append: true });
      if (encoding === "identity") return c.html(kept.html, 200);
      c.header("Content-Encoding", encoding);
      c.header("Content-Type", "text/html; charset=UTF-8");
      return c.body(kept.body(encoding), 200);
    }
    const html = await draw();
    if (!html) return notBuilt();
    if (!notFound) return c.html(html, 200);
    // The card the app draws for these is in the HTML too, and the status tells crawlers and monitors.
    const { withNotFoundCard } = await notFoundModule();
    return c.html(withNotFoundCard(html, notFound, url.searchParams, locale), 404);
  };
  // index.html is never served as the file it is: every page is rendered in its language, which
  // for a signed-in person with no choice made in this browser is the one their account keeps.
  // (The API speaks no language yet, so its requests pay for none of this.)
  const pageLanguage = [requestLanguage(ctx.config), sessionUser(ctx.signIn), accountLanguage] as const;
  app.get("/", ...pageLanguage, page);
  app.get("/index.html", ...pageLanguage, page);
  // A hang's page is never a file: answered before the file lookup, which costs several stat calls.
  app.get("/hang/:id", ...pageLanguage, page);
  app.use(
    "*",
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (file, c) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        c.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    }),
  );
  app.get("*", ...pageLanguage, page);
}

/**
 * The plain guest link. The host's view, a mailed answer link and the responses view open on other
 * screens, so the server draws no first screen for them.
 */
function guestFirstVisit(search: URLSearchParams): boolean {
  return !["host", "response", "details", "cancelled"].some((name) => search.has(name));
}
