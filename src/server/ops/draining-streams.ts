// While the instance drains, a new live stream is ended at once with a hint to come back soon: the
// browser then reconnects, through the balancer, to an instance that stays. Not a 503: EventSource
// gives up for good on any error status (Chromium does; WHATWG "fail the connection"), and the page
// would stop being live.
import type { MiddlewareHandler } from "hono";
import { RECONNECT_MS } from "../features/live/streams.ts";
import type { Readiness } from "./readiness.ts";

export function streamsElsewhereWhileDraining(readiness: Readiness): MiddlewareHandler {
  return async (c, next) => {
    if (!readiness.draining) return next();
    return c.body(`retry: ${RECONNECT_MS}\n\n`, 200, {
      "Content-Type": "text/event-stream",
      "Cache-Control": "no-store",
    });
  };
}
