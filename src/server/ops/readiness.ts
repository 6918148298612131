// Readiness: whether a load balancer should send this instance traffic. Ready means the database
// answers, takes a write (ops/write-check.ts), holds every migration this build ships, and the mail
// workers are taking jobs; draining (after SIGTERM) is never ready. The answer names the failing
// part, but no internals (addresses, error texts): probes are public. Details go to the log, once
// per change.
import fs from "node:fs";
import path from "node:path";
import type { Db } from "../db/client.ts";
import { migrationsFolder } from "../db/migrate.ts";
import type { JobQueue } from "../jobs/queue.ts";
import { log } from "../log.ts";
import { latestAppliedMigration } from "./queries.ts";
import { TimedOut, withTimeout } from "./timeout.ts";
import { checkWrite } from "./write-check.ts";

const CHECK_TIMEOUT_MS = 2_000;
/** Probes this close together (several balancers, a flood) share one check. */
const CACHE_MS = 1_000;

export type ReadinessStatus = "ready" | "draining" | "degraded";

export interface ReadinessReport {
  status: ReadinessStatus;
  checks?: { database: string; migrations: string; mailQueue: string };
}

/** The newest migration in this build's drizzle journal: its timestamp (what drizzle records) and tag. */
function newestShippedMigration(): { when: number; tag: string } {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
  ) as {
    entries: { when: number; tag: string }[];
  };
  return journal.entries.reduce((a, b) => (b.when > a.when ? b : a), { when: 0, tag: "none" });
}

export class Readiness {
  private isDraining = false;
  private last?: { at: number; report: Promise<ReadinessReport> };
  private lastStatus?: ReadinessStatus;
  private readonly shipped = newestShippedMigration();

  /** `dataDir`: the embedded database's folder, whose disk is checked too. */
  constructor(private readonly deps: { db: Db; jobs: JobQueue; dataDir?: string }) {}

  get draining(): boolean {
    return this.isDraining;
  }

  /** From now on the instance reports itself not ready, so balancers stop sending it new work. */
  startDraining(): void {
    this.isDraining = true;
  }

  check(): Promise<ReadinessReport> {
    if (this.draining) return Promise.resolve({ status: "draining" });
    if (!this.last || Date.now() - this.last.at > CACHE_MS) {
      this.last = { at: Date.now(), report: this.run() };
    }
    return this.last.report;
  }

  private async run(): Promise<ReadinessReport> {
    let database = "ok";
    let migrations = "ok";
    let failure: unknown;
    try {
      const applied = await withTimeout(latestAppliedMigration(this.deps.db), CHECK_TIMEOUT_MS);
      if (applied < this.shipped.when) migrations = `not applied: ${this.shipped.tag}`;
      const written = await withTimeout(checkWrite(this.deps), CHECK_TIMEOUT_MS);
      database = written.database;
      if ("error" in written) failure = written.error;
    } catch (error) {
      database = error instanceof TimedOut ? "no answer" : "unreachable";
      migrations = "unknown";
      failure = error;
    }
    const queueState = this.deps.jobs.state;
    const mailQueue = queueState === "working" ? "ok" : queueState;
    const checks = { database, migrations, mailQueue };
    const ok = database === "ok" && migrations === "ok" && mailQueue === "ok";
    const report: ReadinessReport = {
      status: this.draining ? "draining" : ok ? "ready" : "degraded",
      checks,
    };
    // Logged when it changes, not at every probe.
    if (report.status !== this.lastStatus) {
      this.lastStatus = report.status;
      const entry = { event: "readiness_changed", ...report, err: failure };
      if (ok) log.info(entry, "readiness: ready");
      else log.warn(entry, `readiness: ${report.status}`);
    }
    return report;
  }
}
