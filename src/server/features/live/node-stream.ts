// An event stream written straight to Node's response. Hono's streamSSE puts a TransformStream, its
// writer and a reader loop between every stream and its socket; with thousands of pages open those
// are most of the memory. Here a stream costs its socket and this small object.
import type { ServerResponse } from "node:http";
import type { LiveStream } from "./streams.ts";

/** What the event stream answers with (no middleware runs on an answer written directly). */
export const EVENT_STREAM_HEADERS = {
  "Content-Type": "text/event-stream",
  "Cache-Control": "no-store",
  Connection: "keep-alive",
  "X-Content-Type-Options": "nosniff",
  // nginx and similar proxies otherwise hold events back until their buffer fills.
  "X-Accel-Buffering": "no",
};

/** Sends the headers at once (the browser sees the stream open) and returns the stream. */
export function nodeLiveStream(outgoing: ServerResponse): LiveStream {
  outgoing.writeHead(200, EVENT_STREAM_HEADERS);
  outgoing.flushHeaders();
  return {
    // Node calls back once the socket took the bytes, or failed to: the hub counts what still waits.
    write: (chunk, done) => {
      outgoing.write(chunk, done);
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (outgoing.writableEnded) resolve();
        else outgoing.end(resolve);
      }),
    onAbort: (listener) => {
      outgoing.once("close", listener);
    },
    drop: () => {
      outgoing.destroy();
    },
  };
}
