// Request counts and latency by route pattern, method and status. Recorded on every request, so the
// hot path is a few map lookups and array increments (prom-client's own histogram hashes a label
// object per call, about a hundred times the cost); the exposition format is built only when scraped.
import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";

/** Seconds; Prometheus's usual web-latency buckets. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

interface Series {
  route: string;
  method: string;
  status: string;
  /** Observations per bucket, the last one past the largest bound (+Inf). */
  counts: Float64Array;
  sum: number;
}

/** One line of the exposition, as prom-client's registry formats it. */
export interface MetricLine {
  metricName: string;
  labels: Record<string, string | number>;
  value: number;
}

export class RequestMetrics {
  readonly name = "hangs_http_request_duration_seconds";
  readonly help =
    "Time until a request's answer is ready to send (a stream's: until it starts), by route pattern, method and status";
  readonly type = "histogram";
  /** Requests whose handlers have not returned yet (the drain waits for these). */
  inFlight = 0;
  /** Called with each request as its handler returns, before the answer is written (the drain's hook). */
  onAnswer?: (c: Context) => void;
  /** route → method·status → series: no key strings are built per request. */
  private readonly byRoute = new Map<string, Map<number, Series>>();

  /** The middleware; first in the chain, so it times every request, refused ones included. */
  readonly middleware: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    this.inFlight++;
    try {
      await next();
    } finally {
      this.inFlight--;
      this.onAnswer?.(c);
      // The matched pattern (`/api/hangs/:id`), never the raw path: ids would make a series each.
      this.observe(routePath(c), c.req.method, c.res.status, (performance.now() - started) / 1000);
    }
  };

  observe(route: string, method: string, status: number, seconds: number): void {
    let byKey = this.byRoute.get(route);
    if (!byKey) {
      byKey = new Map();
      this.byRoute.set(route, byKey);
    }
    const methodIndex = METHODS.indexOf(method);
    const key = (methodIndex === -1 ? METHODS.length : methodIndex) * 1000 + status;
    let series = byKey.get(key);
    if (!series) {
      series = {
        route,
        method: methodIndex === -1 ? "other" : method,
        status: String(status),
        counts: new Float64Array(BUCKETS.length + 1),
        sum: 0,
      };
      byKey.set(key, series);
    }
    let bucket = 0;
    while (bucket < BUCKETS.length && seconds > BUCKETS[bucket]!) bucket++;
    series.counts[bucket]!++;
    series.sum += seconds;
  }

  /** prom-client's registry reads a metric through this (the shape its own Histogram returns). */
  async get() {
    const values: MetricLine[] = [];
    for (const byKey of this.byRoute.values()) {
      for (const s of byKey.values()) {
        const labels = { route: s.route, method: s.method, status: s.status };
        let cumulative = 0;
        for (const [i, bound] of [...BUCKETS, Number.POSITIVE_INFINITY].entries()) {
          cumulative += s.counts[i]!;
          values.push({
            metricName: `${this.name}_bucket`,
            labels: { ...labels, le: bound === Number.POSITIVE_INFINITY ? "+Inf" : bound },
            value: cumulative,
          });
        }
        values.push({ metricName: `${this.name}_sum`, labels, value: s.sum });
        values.push({ metricName: `${this.name}_count`, labels, value: cumulative });
      }
    }
    return { name: this.name, help: this.help, type: this.type, values };
  }
}
