// Near its heap limit (NODE_OPTIONS=--max-old-space-size, docs/production.md "Memory") the server
// refuses new writes with a 503 that says when to come back, rather than taking on more until V8
// stops the process in the middle of someone's write. Reads and live streams go on (a live page
// given an error status would stop for good), and the refusals end as soon as the heap is back
// under the line.
import v8 from "node:v8";
import type { MiddlewareHandler } from "hono";
import { log } from "../log.ts";
import { UnavailableError } from "./errors.ts";

/** Past this share of the heap limit, new work is refused. */
export const REFUSE_AT = 0.9;
const CHECK_EVERY_MS = 1000;
const RETRY_AFTER_SECONDS = 30;
export const BUSY_MESSAGE = "Hangs is very busy right now. Nothing was saved — please try again in a minute.";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The heap's use and limit, in bytes (V8's own figures). */
export type HeapReading = () => { used: number; limit: number };

const readHeap: HeapReading = () => {
  const stats = v8.getHeapStatistics();
  return { used: stats.used_heap_size, limit: stats.heap_size_limit };
};

export function memoryGuard(read: HeapReading = readHeap, now: () => number = Date.now): MiddlewareHandler {
  let checkedAt = 0;
  let full = false;
  const isFull = () => {
    if (now() - checkedAt < CHECK_EVERY_MS) return full;
    checkedAt = now();
    const { used, limit } = read();
    const wasFull = full;
    full = used > limit * REFUSE_AT;
    if (full !== wasFull) {
      const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
      log.warn(
        { event: full ? "memory_full" : "memory_recovered", usedMb: mb(used), limitMb: mb(limit) },
        full ? "near the heap limit: refusing new work" : "back under the heap limit",
      );
    }
    return full;
  };
  return (c, next) => {
    if (WRITES.has(c.req.method) && isFull()) throw new UnavailableError(BUSY_MESSAGE, RETRY_AFTER_SECONDS);
    return next();
  };
}
