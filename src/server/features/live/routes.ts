// GET /api/hangs/{id}/events: a server-sent-event stream of what changed on the hang. Events carry
// kinds and ids only, so it needs no credentials; each page refetches with its own token or secret.
import type { HttpBindings } from "@hono/node-server";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { Hono } from "hono";
import { type SSEStreamingApi, streamSSE } from "hono/streaming";
import type { ServerContext } from "../../context.ts";
import { clientAddress } from "../../http/client-address.ts";
import { getHang } from "../hangs/queries.ts";
import { EVENT_STREAM_HEADERS, nodeLiveStream } from "./node-stream.ts";
import type { LiveStream } from "./streams.ts";

export function liveRoutes(ctx: ServerContext) {
  const { db, config, live } = ctx;
  return new Hono().get("/:id/events", async (c) => {
    const hang = await getHang(db, c.req.param("id"));
    const release = live.streams.reserve(clientAddress(c, config.trustProxy));
    // Node's response when served over HTTP; absent when the app is called in-process (tests).
    const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
    if (outgoing) {
      const stream = nodeLiveStream(outgoing);
      // The answer is ours to end, including when the server is already shutting down.
      void live.streams.hold(hang.id, stream, release).finally(() => stream.close());
      return RESPONSE_ALREADY_SENT;
    }
    for (const [name, value] of Object.entries(EVENT_STREAM_HEADERS)) c.header(name, value);
    return streamSSE(c, (stream) => live.streams.hold(hang.id, webLiveStream(stream), release));
  });
}

function webLiveStream(stream: SSEStreamingApi): LiveStream {
  return {
    write: (chunk, done) => {
      stream.write(chunk).then(done, done);
    },
    close: () => stream.close(),
    onAbort: (listener) => stream.onAbort(listener),
    // Frees the writes queued in the stream; with no socket, ending the stream ends the body.
    drop: () => stream.abort(),
  };
}
