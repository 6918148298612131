// Starts Hangs: config → database (+ lock) → migrations → HTTP. Stops cleanly on SIGTERM/SIGINT.
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { createContext } from "./context.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { DataDirLockedError } from "./db/lock.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { log, setLogLevel } from "./log.ts";

/** Until the server listens, an orphaned start just exits; afterwards it stops like on SIGTERM. */
let stopOnOrphan = (_reason: string): void => process.exit(1);

// Orphaned (whatever started us died, even by SIGKILL): stop rather than serve on and hold the lock.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stopOnOrphan("parent exited");
}, 1000).unref();

async function main() {
  const config = loadConfig();
  setLogLevel(config.logLevel);
  const started = Date.now();
  let database: Database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      log.error({ event: "data_dir_locked" }, error.message);
      process.exit(1);
    }
    throw error;
  }
  await migrateDatabase(database);
  const where = database.kind === "embedded" ? `embedded database in ${config.dataDir}` : "PostgreSQL";
  log.info({ event: "database_ready", ms: Date.now() - started }, `${where} ready`);

  const ctx = await createContext(config, database);
  const provider = ctx.signIn.client;
  console.log(
    provider
      ? `[hangs] sign-in with ${provider.name} (${config.signIn.kind === "local" ? `built-in local provider at ${provider.issuer}` : provider.issuer})`
      : "[hangs] sign-in is off: set GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET or OIDC_ISSUER/OIDC_CLIENT_ID/OIDC_CLIENT_SECRET",
  );
  const app = createApp(ctx);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    log.info(
      { event: "listening", port: info.port },
      `listening on http://localhost:${info.port} (public URL ${config.publicUrl})`,
    );
  });

  let stopping = false;
  stopOnOrphan = (reason) => void stop(reason);
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ event: "stopping", signal }, `${signal}: finishing requests and stopping`);
    server.close();
    // In-flight jobs finish (or are retried by whoever runs next); nothing is lost.
    await ctx.stop();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error) => {
  log.error({ event: "start_failed", err: error }, `failed to start: ${(error as Error).message}`);
  process.exit(1);
});
