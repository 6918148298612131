// Database, job and mail-backlog gauges, read when Prometheus scrapes (never per request). One
// snapshot serves every gauge of a scrape, and a slow or unreachable database costs the scrape at
// most READ_TIMEOUT_MS: it then reports hangs_db_up 0 instead of hanging.
import client from "prom-client";
import type { Database } from "../db/client.ts";
import { log } from "../log.ts";
import { databaseSizeBytes, type JobCount, jobCounts, pingSeconds, queuedMailByKind } from "./queries.ts";
import { withTimeout } from "./timeout.ts";

const READ_TIMEOUT_MS = 2_000;
/** Scrapes this close together (several Prometheus servers, or a retry) share one snapshot. */
const SNAPSHOT_MS = 1_000;

interface Snapshot {
  pingSeconds: number;
  sizeBytes: number;
  jobs: JobCount[];
  queuedMail: { kind: string; count: number }[];
}

export function registerDatabaseMetrics(registry: client.Registry, database: Database): void {
  let taken: { at: number; snapshot: Promise<Snapshot | undefined> } | undefined;
  const snapshot = () => {
    if (!taken || Date.now() - taken.at > SNAPSHOT_MS) {
      taken = { at: Date.now(), snapshot: read(database) };
    }
    return taken.snapshot;
  };
  const registers = [registry];

  new client.Gauge({
    name: "hangs_db_up",
    help: "1 when the last scrape could read the database, else 0",
    registers,
    async collect() {
      this.set((await snapshot()) ? 1 : 0);
    },
  });
  new client.Gauge({
    name: "hangs_db_ping_seconds",
    help: "Time a trivial statement took to come back (embedded database: the wait for its one connection)",
    registers,
    async collect() {
      const s = await snapshot();
      if (s) this.set(s.pingSeconds);
    },
  });
  new client.Gauge({
    name: "hangs_db_size_bytes",
    help: "Size of the database on disk",
    registers,
    async collect() {
      const s = await snapshot();
      if (s) this.set(s.sizeBytes);
    },
  });
  new client.Gauge({
    name: "hangs_jobs",
    help: "Jobs by queue and state, across every instance (pg-boss keeps finished ones until it archives them)",
    labelNames: ["queue", "state"],
    registers,
    async collect() {
      const s = await snapshot();
      this.reset();
      for (const row of s?.jobs ?? []) this.set({ queue: row.queue, state: row.state }, row.count);
    },
  });
  new client.Gauge({
    name: "hangs_mail_queued",
    help: "Messages waiting to be sent (new, or waiting for a retry), by kind, across every instance",
    labelNames: ["kind"],
    registers,
    async collect() {
      const s = await snapshot();
      this.reset();
      for (const row of s?.queuedMail ?? []) this.set({ kind: row.kind }, row.count);
    },
  });

  const { pool } = database;
  if (!pool) return;
  // The embedded database has one in-process connection; its pressure shows in hangs_db_ping_seconds.
  new client.Gauge({
    name: "hangs_db_pool_connections",
    help: "PostgreSQL pool connections: total open, idle, and requests waiting for one",
    labelNames: ["state"],
    registers,
    collect() {
      this.set({ state: "total" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });
}

async function read(database: Database): Promise<Snapshot | undefined> {
  const { db } = database;
  try {
    return await withTimeout(
      (async () => ({
        pingSeconds: await pingSeconds(db),
        sizeBytes: await databaseSizeBytes(db),
        jobs: await jobCounts(db),
        queuedMail: await queuedMailByKind(db),
      }))(),
      READ_TIMEOUT_MS,
    );
  } catch (error) {
    log.error({ event: "metrics_database_read_failed", err: error });
    return undefined;
  }
}
