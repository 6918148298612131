// The stop sequence after SIGTERM, in the order a load balancer needs it: readiness fails first;
// open live pages are ended so they reconnect elsewhere; the workers stop taking jobs; after an
// optional delay (for the balancer to notice) the listener closes, so new connections are refused
// and go elsewhere; requests in hand finish, each answer closing its connection; then the rest stops.
import diagnostics from "node:diagnostics_channel";
import type http from "node:http";
import net from "node:net";
import type { HttpBindings } from "@hono/node-server";
import type { ServerContext } from "../context.ts";

/**
 * Connections idle since before the drain stay open at least this long, for a request their client
 * may be sending right now (answered, then closed), before they are closed under it.
 */
const IDLE_GRACE_MS = 500;
const POLL_MS = 50;

export async function drain(server: http.Server, ctx: ServerContext, options: { delayMs: number }) {
  const began = Date.now();
  ctx.ops.readiness.startDraining();
  const stopClosing = closeEachConnectionAfterItsAnswer(server, ctx);
  const streamsEnded = ctx.live.streams.close();
  const workersStopped = ctx.jobs.stop();
  try {
    if (options.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    await closeListener(server, () => ctx.ops.metrics.requests.inFlight, began);
  } finally {
    stopClosing();
  }
  await Promise.all([streamsEnded, workersStopped]);
  await ctx.stop();
}

/**
 * From now on every connection closes right after its current answer, so a client (or a proxy's
 * pool) opens its next one elsewhere: an answer not yet written says `Connection: close`; one
 * already under way (a live stream, a long body) is followed by the close the moment it finishes,
 * which Node announces on a diagnostics channel (free while nobody listens).
 */
function closeEachConnectionAfterItsAnswer(server: http.Server, ctx: ServerContext): () => void {
  ctx.ops.metrics.requests.onAnswer = (c) => {
    const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
    if (outgoing) outgoing.shouldKeepAlive = false;
  };
  const onFinish = (message: unknown) => {
    const finished = message as { server: http.Server; socket: net.Socket };
    if (finished.server === server) finished.socket.end();
  };
  diagnostics.subscribe("http.server.response.finish", onFinish);
  return () => diagnostics.unsubscribe("http.server.response.finish", onFinish);
}

/**
 * Stops accepting and resolves once every connection has ended. net.Server's close, not
 * http.Server's: that one also cuts idle keep-alive connections at once, racing a request a client
 * is sending on one, which it would see as a reset rather than an answer or a refusal. Idle ones are
 * cut only once the listener is closed and two polls in a row find no request in hand: a connection
 * accepted just before the close, its request not yet read, counts as idle to Node until it is.
 */
function closeListener(server: http.Server, inFlight: () => number, began: number): Promise<void> {
  return new Promise((resolve) => {
    let quietPolls = 0;
    const idleCloser = setInterval(() => {
      quietPolls = inFlight() === 0 ? quietPolls + 1 : 0;
      if (quietPolls >= 2 && Date.now() - began >= IDLE_GRACE_MS) server.closeIdleConnections();
    }, POLL_MS);
    // Closes the listening socket now; the callback waits for the connections.
    net.Server.prototype.close.call(server, () => {
      clearInterval(idleCloser);
      resolve();
    });
  });
}
