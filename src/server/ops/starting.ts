// What the server answers between binding its port and being ready (opening the database, migrating,
// starting the workers): alive, not ready. Listening this early lets an orchestrator tell a slow
// start (a migration, a new embedded database, a database server that is not up yet) from a hung
// process, and readiness names what it waits for.
import { Hono } from "hono";
import type { DatabaseFailure } from "../db/failures.ts";
import { DATABASE_UNAVAILABLE, errorResponse, UnavailableError } from "../http/errors.ts";

export const STARTING = "Hangs is starting. Try again in a moment.";
const noStore = { "Cache-Control": "no-store" };

/** The handler until the app is ready; a page that asks meanwhile hears why in its own language. */
export function answerWhileStarting(options: {
  pseudoLocale: boolean;
  /** Why the database could not be opened on the last try; undefined before a try has failed. */
  waitingFor: () => DatabaseFailure | undefined;
}): (request: Request) => Response | Promise<Response> {
  const app = new Hono()
    .all("/livez", (c) => c.json({ status: "alive" }, 200, noStore))
    .all("/readyz", (c) => {
      const database = options.waitingFor();
      return c.json(
        database ? { status: "starting", checks: { database } } : { status: "starting" },
        503,
        noStore,
      );
    })
    .all("*", (c) => {
      c.header("Cache-Control", "no-store");
      throw new UnavailableError(options.waitingFor() ? DATABASE_UNAVAILABLE : STARTING, 1);
    })
    .onError((error, c) => errorResponse(error, c, options));
  return (request) => app.fetch(request);
}
