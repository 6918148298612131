// Each search costs the operator money, and the endpoint is open to anyone: cap searches per client
// address. In memory, per instance — a brake on scripted abuse, not an exact quota.
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

export const SEARCHES_PER_ADDRESS_PER_MINUTE = 60;
const WINDOW_MS = 60_000;
const MAX_TRACKED = 10_000;

export function searchLimiter(limit = SEARCHES_PER_ADDRESS_PER_MINUTE) {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    /** Counts a search for the address; false once it is over the limit for this minute. */
    allow(address: string, now = Date.now()): boolean {
      if (windows.size > MAX_TRACKED) {
        for (const [key, w] of windows) if (w.endsAt <= now) windows.delete(key);
      }
      const current = windows.get(address);
      if (!current || current.endsAt <= now) {
        windows.set(address, { count: 1, endsAt: now + WINDOW_MS });
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
  };
}

/** The client's address; behind a trusted proxy, the first X-Forwarded-For entry. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
