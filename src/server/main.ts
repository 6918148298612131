// Starts Hangs: listen (alive, not ready) → config → database (+ lock; a server that is not up yet
// is waited for) → migrations → jobs → ready. On SIGTERM/SIGINT it drains (ops/drain.ts) and exits,
// within SHUTDOWN_TIMEOUT_SECONDS at most.
import type http from "node:http";
import { type HttpBindings, serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { type Config, loadConfig } from "./config.ts";
import { createContext, type ServerContext } from "./context.ts";
import type { Database } from "./db/client.ts";
import type { DatabaseFailure } from "./db/failures.ts";
import { DataDirLockedError } from "./db/lock.ts";
import { keepNewFilesPrivate, makePrivate } from "./db/private-files.ts";
import { openWhenReachable } from "./db/wait-for-database.ts";
import { log, setLogLevel } from "./log.ts";
import { drain } from "./ops/drain.ts";
import { answerWhileStarting } from "./ops/starting.ts";

type Handler = (request: Request, env: HttpBindings) => Response | Promise<Response>;

const KEEP_ALIVE_MS = 65_000;

// Before anything is written: the data directory and whatever else this process creates are private.
keepNewFilesPrivate();

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
  if (config.trustProxyWarning) log.warn({ event: "trust_proxy_exposed" }, config.trustProxyWarning);
  const started = Date.now();
  let waitingFor: DatabaseFailure | undefined;
  // Bound before anything slow, so an orchestrator sees a starting process alive (and not ready).
  let handle: Handler = answerWhileStarting({
    pseudoLocale: config.pseudoLocale,
    waitingFor: () => waitingFor,
  });
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

  const startAborted = new AbortController();
  const startup = start(config, {
    signal: startAborted.signal,
    onWaiting: (cause) => {
      waitingFor = cause;
    },
  });
  let stopping = false;
  const stop = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    const began = Date.now();
    setTimeout(() => {
      log.error({ event: "stop_timed_out", ms: Date.now() - began }, "stopping took too long: exiting now");
      process.exit(1);
    }, config.shutdown.timeoutMs).unref();
    // A stop while waiting for the database ends the wait; one during the rest of the start waits for
    // it (bounded by the timeout above): then there is nothing in hand.
    startAborted.abort();
    const running = await startup;
    if (!running) {
      log.info(
        { event: "stopped", ms: Date.now() - began },
        `${reason}: stopped while waiting for the database`,
      );
      process.exit(0);
    }
    const { ctx, database } = running;
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

  const running = await startup;
  if (!running) return;
  handle = createApp(running.ctx).fetch;
  log.info({ event: "ready", ms: Date.now() - started }, "ready");
}

/** Everything the server needs, or undefined when a stop came while it waited for the database. */
async function start(
  config: Config,
  waiting: Parameters<typeof openWhenReachable>[1],
): Promise<{ ctx: ServerContext; database: Database } | undefined> {
  const started = Date.now();
  let database: Database | undefined;
  try {
    database = await openWhenReachable(config, waiting);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      log.error({ event: "data_dir_locked" }, error.message);
      process.exit(1);
    }
    throw error;
  }
  if (!database) return undefined;
  const where = database.kind === "embedded" ? `embedded database in ${config.dataDir}` : "PostgreSQL";
  log.info({ event: "database_ready", ms: Date.now() - started }, `${where} ready`);
  if (database.kind === "embedded") privateDataDir(config.dataDir);

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

/** The database writes some files readable by all (and older versions left them so): put them right. */
function privateDataDir(dataDir: string) {
  const { fixed, failed } = makePrivate(dataDir);
  if (fixed > 0) {
    log.info({ event: "data_dir_made_private", fixed }, `DATA_DIR: ${fixed} files and folders made private`);
  }
  if (failed > 0) {
    log.warn(
      { event: "data_dir_not_private", failed },
      `DATA_DIR: ${failed} files or folders belong to another account and stay readable by others`,
    );
  }
}

main().catch((error) => {
  log.error({ event: "start_failed", err: error }, `failed to start: ${(error as Error).message}`);
  process.exit(1);
});
