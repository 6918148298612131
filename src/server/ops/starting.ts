// What the server answers between binding its port and being ready (opening the database, migrating,
// starting the workers): alive, not ready. Listening this early lets an orchestrator tell a slow
// start (a migration, a new embedded database) from a hung process.
import { Hono } from "hono";
import { inLanguage, responseLanguage } from "../i18n/response-text.ts";

export const STARTING = "Hangs is starting. Try again in a moment.";
const noStore = { "Cache-Control": "no-store" };

/** The handler until the app is ready; a page that asks meanwhile hears why in its own language. */
export function answerWhileStarting(options: {
  pseudoLocale: boolean;
}): (request: Request) => Response | Promise<Response> {
  const app = new Hono()
    .all("/livez", (c) => c.json({ status: "alive" }, 200, noStore))
    .all("/readyz", (c) => c.json({ status: "starting" }, 503, noStore))
    .all("*", (c) =>
      c.json({ message: inLanguage(STARTING, responseLanguage(c, options.pseudoLocale)) }, 503, {
        ...noStore,
        "Retry-After": "1",
      }),
    );
  return (request) => app.fetch(request);
}
