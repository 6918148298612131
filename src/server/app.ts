// Builds the Hono app: middleware, API routers and the client. No listen, so tests drive it directly.
import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import type { ServerContext } from "./context.ts";
import { activityRoutes } from "./features/activities/routes.ts";
import { calendarRoutes } from "./features/calendar/routes.ts";
import { cancelRoutes } from "./features/cancel/routes.ts";
import { devMailRoutes } from "./features/dev-mail/routes.tsx";
import { finalizeRoutes } from "./features/finalize/routes.ts";
import { hangRoutes } from "./features/hangs/routes.ts";
import { invitationRoutes } from "./features/invitations/routes.ts";
import { locationSuggestionRoutes } from "./features/location-suggestions/routes.ts";
import { placeRoutes } from "./features/places/routes.ts";
import { responseRoutes } from "./features/responses/routes.ts";
import { AppError, errorResponse } from "./http/errors.ts";
import { limitBody, requestId, sameOriginWrites, securityHeaders } from "./http/security.ts";

export function createApp(ctx: ServerContext) {
  const { config, database } = ctx;
  const app = new Hono();
  app.onError(errorResponse);
  app.use("*", requestId, securityHeaders);

  const api = new Hono();
  api.use("*", limitBody, sameOriginWrites(config.publicUrl));
  api.use("*", async (c, next) => {
    // Set before the handler runs: changing headers of a finished response makes Hono rebuild it.
    c.header("Cache-Control", "no-store");
    await next();
  });
  api.get("/health", (c) => c.json({ status: "ok", database: database.kind }));
  api.route("/hangs", hangRoutes(ctx));
  api.route("/hangs", responseRoutes(ctx));
  api.route("/hangs", invitationRoutes(ctx));
  api.route("/hangs", finalizeRoutes(ctx));
  api.route("/hangs", cancelRoutes(ctx));
  api.route("/hangs", activityRoutes(ctx));
  api.route("/hangs", calendarRoutes(ctx));
  api.route("/location-suggestions", locationSuggestionRoutes(ctx));
  api.route("/", placeRoutes(ctx));
  api.all("*", () => {
    throw new AppError("not_found", "Not found");
  });
  app.route("/api", api);
  if (!config.isProduction) app.route("/dev/mail", devMailRoutes(ctx));

  serveClient(app, config.clientDir);
  return app;
}

/** The built React app: hashed assets cached for a year, every other path falls back to index.html. */
function serveClient(app: Hono, clientDir: string) {
  const indexPath = path.join(clientDir, "index.html");
  let indexHtml: string | undefined;
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
  app.get("*", (c) => {
    indexHtml ??= fs.existsSync(indexPath) ? fs.readFileSync(indexPath, "utf8") : undefined;
    if (!indexHtml) {
      return c.text("The client is not built yet: run `npm run build` (npm start does it for you).", 503);
    }
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
}
