// Opens and migrates the database, waiting for a PostgreSQL server (DATABASE_URL) that is not up yet
// or whose database is not created yet: machines boot in any order, and an exit here would only
// have a supervisor restart the process into the same wait. The embedded database lives in this
// process, so a failure to open it is final.
import { log } from "../log.ts";
import { type Database, openDatabase } from "./client.ts";
import { type DatabaseFailure, databaseFailure, failureCode } from "./failures.ts";
import { migrateDatabase } from "./migrate.ts";

/** What an operator should look at, for the codes a late or half-provisioned server answers with. */
const WHY: Record<string, string> = {
  ECONNREFUSED: "nothing listens at DATABASE_URL's address yet",
  ENOTFOUND: "DATABASE_URL's host name is not known yet",
  "3D000": "the database in DATABASE_URL does not exist yet",
  "28000": "the role in DATABASE_URL does not exist yet",
  "28P01": "the server refused DATABASE_URL's password",
  "57P03": "the server is starting up",
};

const FIRST_PAUSE_MS = 500;
const LONGEST_PAUSE_MS = 30_000;

export interface WaitOptions {
  /** Aborted by a stop: the wait ends at once, with no database. */
  signal: AbortSignal;
  /** Told after each try why it failed (undefined once it worked), so readiness can name the cause. */
  onWaiting(cause: DatabaseFailure | undefined): void;
}

/** The open, migrated database; undefined when a stop came while waiting for it. */
export async function openWhenReachable(
  config: { databaseUrl?: string; dataDir: string },
  options: WaitOptions,
): Promise<Database | undefined> {
  for (let attempt = 1; !options.signal.aborted; attempt++) {
    const database = await openDatabase(config);
    try {
      await migrateDatabase(database);
      options.onWaiting(undefined);
      return database;
    } catch (error) {
      await database.close().catch(() => {});
      const cause = database.kind === "postgres" ? databaseFailure(error) : undefined;
      if (!cause) throw error;
      const pauseMs = Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** (attempt - 1));
      const code = failureCode(error);
      const why = (code && WHY[code]) || (code ? `${cause}, ${code}` : cause);
      log.warn(
        { event: "database_waiting", attempt, cause, code, retryInMs: pauseMs },
        `waiting for PostgreSQL (${why}): trying again in ${pauseMs / 1000} s`,
      );
      options.onWaiting(cause);
      await pause(pauseMs, options.signal);
    }
  }
  return undefined;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });
}
