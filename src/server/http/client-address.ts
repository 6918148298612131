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
