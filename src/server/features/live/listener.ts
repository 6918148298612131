// One listening connection per instance for the hang-events channel. On PostgreSQL it is its own
// pg.Client (a pooled connection would be handed to queries and lose the LISTEN), re-established
// with backoff whenever it drops; on the embedded database PGlite's in-process `listen` does the job.
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { HANG_EVENTS_CHANNEL } from "./mutations.ts";

export interface ListenerHandlers {
  onPayload(payload: string): void;
  /** The connection came back after a loss: events sent meanwhile are gone. */
  onReconnect(): void;
  log?: (message: string) => void;
}

export interface Listener {
  stop(): Promise<void>;
}

/** Seen in pg_stat_activity (with the process id), so an operator or a test can find it. */
export const LISTENER_APPLICATION_NAME = `hangs-live-listener:${process.pid}`;
const MAX_BACKOFF_MS = 5_000;

export async function listenOnPglite(pglite: PGlite, handlers: ListenerHandlers): Promise<Listener> {
  const unlisten = await pglite.listen(HANG_EVENTS_CHANNEL, handlers.onPayload);
  return { stop: () => unlisten() };
}

export async function listenOnPostgres(
  connectionString: string,
  handlers: ListenerHandlers,
): Promise<Listener> {
  let client: pg.Client | undefined;
  let stopped = false;
  let backoffMs = 100;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    next.on("notification", (message) => {
      if (message.channel === HANG_EVENTS_CHANNEL && message.payload) handlers.onPayload(message.payload);
    });
    let lost = false;
    const onLost = (reason: string) => {
      if (lost || stopped) return;
      lost = true;
      handlers.log?.(`[live] listening connection lost (${reason}); reconnecting`);
      next.removeAllListeners("notification");
      void next.end().catch(() => {});
      scheduleReconnect();
    };
    next.on("error", (error) => onLost(error.message));
    next.on("end", () => onLost("closed"));
    try {
      await next.connect();
      await next.query(`LISTEN ${HANG_EVENTS_CHANNEL}`);
    } catch (error) {
      onLost(error instanceof Error ? error.message : String(error));
      throw error;
    }
    client = next;
    backoffMs = 100;
  };

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    const delay = backoffMs;
    backoffMs = Math.min(backoffMs * 2, MAX_BACKOFF_MS);
    retry = setTimeout(async () => {
      retry = undefined;
      try {
        await connect();
        handlers.log?.("[live] listening again");
        handlers.onReconnect();
      } catch {
        // connect() has already planned the next try.
      }
    }, delay);
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
