// The operator's numbers in Prometheus's text format (prom-client): requests by route and status,
// mail by kind, jobs, open live streams, rate-limit refusals and the database. One registry per app
// (tests build several in one process); Node's own process metrics once per process. Labels hold
// route patterns, kinds and limit names only: never an id, address, e-mail or token.
import client from "prom-client";
import type { Database } from "../db/client.ts";
import { LIMIT_NAMES, type LimitName } from "../http/rate-limits.ts";
import { GROUP_MAIL_KINDS, MAIL_KINDS } from "../mail/kinds/names.ts";
import { registerDatabaseMetrics } from "./database-metrics.ts";
import { RequestMetrics } from "./request-metrics.ts";

export type MailOutcome = "sent" | "failed" | "skipped";

export interface Metrics {
  readonly requests: RequestMetrics;
  /** For the mail worker: one message sent, failed (it will be retried) or skipped (nothing to say any more). */
  countMail(kind: string, outcome: MailOutcome): void;
  countRefusal(limit: LimitName): void;
  /** Where the open live streams are counted (they start after the metrics). */
  watchLiveStreams(streams: { readonly size: number }): void;
  readonly contentType: string;
  /** The exposition text, process metrics first. */
  text(): Promise<string>;
}

let processRegistry: client.Registry | undefined;
/** Memory, CPU, event-loop delay, GC: facts about the process, collected by one set of observers. */
function processMetrics(): client.Registry {
  if (!processRegistry) {
    processRegistry = new client.Registry();
    client.collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createMetrics(database: Database): Metrics {
  const registry = new client.Registry();
  const registers = [registry];
  const requests = new RequestMetrics();
  // Not one of prom-client's classes, but the same get() shape its registry reads (request-metrics.ts).
  registry.registerMetric(requests as unknown as client.Metric);
  new client.Gauge({
    name: "hangs_http_requests_in_flight",
    help: "Requests whose handlers are still running",
    registers,
    collect() {
      this.set(requests.inFlight);
    },
  });

  const mail = {
    sent: new client.Counter({
      name: "hangs_mail_sent_total",
      help: "Messages this instance handed to the mail server (or the dev mailbox), by kind",
      labelNames: ["kind"],
      registers,
    }),
    failed: new client.Counter({
      name: "hangs_mail_failed_total",
      help: "Attempts to send that failed on this instance (the message is retried), by kind",
      labelNames: ["kind"],
      registers,
    }),
    skipped: new client.Counter({
      name: "hangs_mail_skipped_total",
      help: "Messages dropped at send time because the change behind them was undone, by kind",
      labelNames: ["kind"],
      registers,
    }),
  };
  // Every known series from zero, so a rate() sees the first message too.
  for (const kind of [...MAIL_KINDS, ...GROUP_MAIL_KINDS]) {
    for (const counter of Object.values(mail)) counter.inc({ kind }, 0);
  }

  const refusals = new client.Counter({
    name: "hangs_rate_limit_refusals_total",
    help: "Requests refused (429) by a rate limit, by limit",
    labelNames: ["limit"],
    registers,
  });
  for (const limit of LIMIT_NAMES) refusals.inc({ limit }, 0);

  let liveStreams: { readonly size: number } | undefined;
  new client.Gauge({
    name: "hangs_live_streams_open",
    help: "Live hang pages (event streams) open on this instance",
    registers,
    collect() {
      this.set(liveStreams?.size ?? 0);
    },
  });

  registerDatabaseMetrics(registry, database);

  return {
    requests,
    countMail: (kind, outcome) => mail[outcome].inc({ kind }),
    countRefusal: (limit) => refusals.inc({ limit }),
    watchLiveStreams: (streams) => {
      liveStreams = streams;
    },
    contentType: registry.contentType,
    text: async () => (await processMetrics().metrics()) + (await registry.metrics()),
  };
}
