// Live hang pages on this instance: the open streams, fed by the one listening connection.
import { readHangChange } from "../../../shared/live.ts";
import type { Database } from "../../db/client.ts";
import { type Listener, listenOnPglite, listenOnPostgres } from "./listener.ts";
import { LiveStreams } from "./streams.ts";

export interface Live {
  streams: LiveStreams;
  /** Ends every stream, then stops listening. */
  stop(): Promise<void>;
}

export async function startLive(
  database: Database,
  options: { maxStreamsPerAddress: number; log: boolean },
): Promise<Live> {
  const streams = new LiveStreams(options.maxStreamsPerAddress);
  const handlers = {
    // Re-read with the shared schema: only kinds and ids ever reach a browser.
    onPayload: (payload: string) => {
      const change = readHangChange(payload);
      if (change) streams.deliver(change);
    },
    onReconnect: () => streams.resyncAll(),
    log: options.log ? console.log : undefined,
  };
  // The listening connection goes to exactly the database the pool serves.
  const url = database.pool?.options.connectionString;
  let listener: Listener;
  if (database.pglite) listener = await listenOnPglite(database.pglite, handlers);
  else if (url) listener = await listenOnPostgres(url, handlers);
  else throw new Error("Live pages need the embedded database or a PostgreSQL connection string");
  return {
    streams,
    async stop() {
      await streams.close();
      await listener.stop();
    },
  };
}
