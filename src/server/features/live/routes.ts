// GET /api/hangs/{id}/events: a server-sent-event stream of what changed on the hang. Events carry
// kinds and ids only, so it needs no credentials; each page refetches with its own token or secret.
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { ServerContext } from "../../context.ts";
import { clientAddress } from "../../http/client-address.ts";
import { getHang } from "../hangs/queries.ts";

export function liveRoutes(ctx: ServerContext) {
  const { db, config, live } = ctx;
  return new Hono().get("/:id/events", async (c) => {
    const hang = await getHang(db, c.req.param("id"));
    const release = live.streams.reserve(clientAddress(c, config.trustProxy));
    // nginx and similar proxies otherwise hold events back until their buffer fills.
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, (stream) => live.streams.hold(hang.id, stream, release));
  });
}
