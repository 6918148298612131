import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The client's address; behind a trusted proxy, the first X-Forwarded-For entry. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // In-process requests (tests) have no socket.
    return "unknown";
  }
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * True only for a request whose socket comes from this machine and that no proxy forwarded: a
 * reverse proxy on the same host would otherwise make every visitor look local.
 */
export function isLoopbackRequest(c: Context): boolean {
  if (c.req.header("x-forwarded-for") || c.req.header("forwarded")) return false;
  try {
    return LOOPBACK.test(getConnInfo(c).remote.address ?? "");
  } catch {
    return false;
  }
}
