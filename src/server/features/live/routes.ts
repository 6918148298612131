// GET /api/hangs/{id}/events: a server-sent-event stream of what changed on the hang. Events carry
// kinds and ids only, so it needs no credentials; each page refetches with its own token or secret.
import type { HttpBindings } from "@hono/node-server";
import { type Context, Hono } from "hono";
import { type SSEStreamingApi, streamSSE } from "hono/streaming";
import type { ServerContext } from "../../context.ts";
import { clientAddress } from "../../http/client-address.ts";
import { getHang } from "../hangs/queries.ts";
import type { LiveStream } from "./streams.ts";

export function liveRoutes(ctx: ServerContext) {
  const { db, config, live } = ctx;
  return new Hono().get("/:id/events", async (c) => {
    const hang = await getHang(db, c.req.param("id"));
    const release = live.streams.reserve(clientAddress(c, config.trustProxy));
    // nginx and similar proxies otherwise hold events back until their buffer fills.
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, (stream) => live.streams.hold(hang.id, liveStream(c, stream), release));
  });
}

function liveStream(c: Context, stream: SSEStreamingApi): LiveStream {
  // Absent when the app is called in-process; then aborting the stream alone ends the body.
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  return {
    write: (chunk) => stream.write(chunk),
    close: () => stream.close(),
    onAbort: (listener) => stream.onAbort(listener),
    drop: () => {
      // Frees the writes queued in the stream, then the socket, which waits for a reader that
      // stopped reading and would not notice a stream that merely ended.
      stream.abort();
      outgoing?.destroy();
    },
  };
}
