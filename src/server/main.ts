// Starts Hangs: config → database (+ lock) → migrations → HTTP. Stops cleanly on SIGTERM/SIGINT.
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { createContext } from "./context.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { DataDirLockedError } from "./db/lock.ts";
import { migrateDatabase } from "./db/migrate.ts";

async function main() {
  const config = loadConfig();
  const started = Date.now();
  let database: Database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`[hangs] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  await migrateDatabase(database);
  const where = database.kind === "embedded" ? `embedded database in ${config.dataDir}` : "PostgreSQL";
  console.log(`[hangs] ${where} ready in ${Date.now() - started} ms`);

  const ctx = await createContext(config, database);
  const app = createApp(ctx);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    console.log(`[hangs] listening on http://localhost:${info.port} (public URL ${config.publicUrl})`);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[hangs] ${signal}: finishing requests and stopping`);
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
  console.error("[hangs] failed to start:", error);
  process.exit(1);
});
