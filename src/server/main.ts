// Starts Hangs: listen (alive, not ready) → config → database (+ lock) → migrations → jobs → ready.
// On SIGTERM/SIGINT it drains (ops/drain.ts) and exits, within SHUTDOWN_TIMEOUT_SECONDS at most.
import type http from "node:http";
import { type HttpBindings, serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { type Config, loadConfig } from "./config.ts";
import { createContext, type ServerContext } from "./context.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { DataDirLockedError } from "./db/lock.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { log, setLogLevel } from "./log.ts";
import { drain } from "./ops/drain.ts";
import { answerWhileStarting } from "./ops/starting.ts";

type Handler = (request: Request, env: HttpBindings) => Response | Promise<Response>;

const KEEP_ALIVE_MS = 65_000;

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
  // Bound before anything slow, so an orchestrator sees a starting process alive (and not ready).
  let handle: Handler = answerWhileStarting({ pseudoLocale: config.pseudoLocale });
  const server = serve(
    {
      fetch: (request, env) => handle(request, env as HttpBindings),
      port: config.port,
      hostname: config.host,
    },
    (info) => {
      log.info(
        { event: "listening", port: info.port },
        `listening on http://localhost:${info.port} (public URL ${config.publicUrl})`,
      );
    },
  ) as http.Server;
  // Longer than a balancer's idle timeout (commonly 60 s): otherwise Node closes an idle connection
  // (its default: after 5 s) just as the balancer reuses it, and that request fails (a 502).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.once("error", (error) => {
    log.error(
      { event: "listen_failed", err: error },
      `cannot listen on port ${config.port}: ${error.message}`,
    );
    process.exit(1);
  });

  const startup = start(config);
  let stopping = false;
  const stop = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    const began = Date.now();
    setTimeout(() => {
      log.error({ event: "stop_timed_out", ms: Date.now() - began }, "stopping took too long: exiting now");
      process.exit(1);
    }, config.shutdown.timeoutMs).unref();
    // A stop during the start waits for it (bounded by the timeout above): then there is nothing in hand.
    const { ctx, database } = await startup;
    log.info(
      {
        event: "stopping",
        signal: reason,
        requestsInFlight: ctx.ops.metrics.requests.inFlight,
        liveStreams: ctx.live.streams.size,
      },
      `${reason}: finishing requests and stopping`,
    );
    // Only an orchestrator's SIGTERM waits for balancers to notice; a person's Ctrl-C does not.
    await drain(server, ctx, { delayMs: reason === "SIGTERM" ? config.shutdown.delayMs : 0 });
    await database.close();
    log.info({ event: "stopped", ms: Date.now() - began }, "stopped");
    process.exit(0);
  };
  const stopOrFail = (reason: string) =>
    stop(reason).catch((error) => {
      log.error({ event: "stop_failed", err: error }, `failed to stop cleanly: ${(error as Error).message}`);
      process.exit(1);
    });
  stopOnOrphan = (reason) => void stopOrFail(reason);
  process.on("SIGTERM", () => void stopOrFail("SIGTERM"));
  process.on("SIGINT", () => void stopOrFail("SIGINT"));

  const { ctx } = await startup;
  handle = createApp(ctx).fetch;
  log.info({ event: "ready", ms: Date.now() - started }, "ready");
}

async function start(config: Config): Promise<{ ctx: ServerContext; database: Database }> {
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
  if (provider) {
    const where =
      config.signIn.kind === "local" ? `built-in local provider at ${provider.issuer}` : provider.issuer;
    log.info(
      { event: "sign_in_ready", provider: config.signIn.kind },
      `sign-in with ${provider.name} (${where})`,
    );
  } else if (config.signIn.kind === "off") {
    log.warn(
      { event: "sign_in_off" },
      `sign-in is off: ${config.signIn.reason}; set GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET or OIDC_ISSUER/OIDC_CLIENT_ID/OIDC_CLIENT_SECRET`,
    );
  }
  return { ctx, database };
}

main().catch((error) => {
  log.error({ event: "start_failed", err: error }, `failed to start: ${(error as Error).message}`);
  process.exit(1);
});
