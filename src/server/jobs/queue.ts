// The durable job queue (pg-boss) and the in-process workers that drain it.
// Jobs are enqueued inside the caller's transaction, delivered at least once with retries and
// exponential backoff, and moved to a dead-letter queue (kept, never dropped) when they keep failing.
import PgBoss from "pg-boss";
import type { Database, Db } from "../db/client.ts";
import { log } from "../log.ts";
import { databaseExecutor, type SqlExecutor, transactionExecutor } from "./sql-executor.ts";

// "deadlines": what happens when a hang's answer-by date passes (features/nudges/deadline.ts).
// "webhooks": one job per webhook delivery (features/webhooks/deliver.ts).
// "albums": a photo album's notice to its hosts and its end (features/photos/expiry.ts).
export const QUEUES = ["mail", "deadlines", "webhooks", "albums"] as const;
export type QueueName = (typeof QUEUES)[number];
export const deadLetterQueue = (name: QueueName) => `${name}-failed`;
/** What pg-boss records on a job it expired (plans.js, failJobsByTimeout). */
const EXPIRED_MESSAGE = "job failed by timeout in active state";

export interface QueueSettings {
  /** Seconds before the first retry; each further retry waits twice as long. */
  retryDelaySeconds: number;
  retryLimit: number;
  /** How often an idle worker looks for jobs other instances (or retries) made ready. */
  pollIntervalMs: number;
  /** A job still active after this long belongs to a worker that died: it is retried. */
  expireSeconds: number;
  batchSize: number;
  /**
   * Batches in hand at once per queue: while one batch waits on its last sends or its database
   * writes, the next is already sending (pg-boss hands each job to one fetch only).
   */
  batchesInFlight: number;
}

export interface JobContext<T> {
  id: string;
  data: T;
  retryCount: number;
}

/**
 * Handles a batch of jobs (so a handler can share database round trips across it) and returns,
 * per job, undefined for success or the error that job failed with (it is then retried).
 */
// biome-ignore lint/suspicious/noExplicitAny: each queue's handler knows its own job data
export type JobHandler<T = any> = (jobs: JobContext<T>[]) => Promise<(Error | undefined)[]>;

export interface EnqueueOptions {
  /** At most one waiting job per key: a second enqueue with the same key is dropped. */
  singletonKey?: string;
  startAfter?: Date;
}

export class JobQueue {
  readonly boss: PgBoss;
  private readonly executor: SqlExecutor;
  private loops: Promise<void>[] = [];
  private stopping = false;
  private stopped?: Promise<void>;
  /** The last fetch failed: the workers are running but cannot reach their jobs. */
  private fetchFailing = false;
  private readonly sleepers = new Set<() => void>();

  constructor(
    database: Database,
    private readonly settings: QueueSettings,
  ) {
    this.executor = databaseExecutor(database);
    this.boss = new PgBoss({
      db: this.executor as PgBoss.Db,
      supervise: true,
      schedule: false,
      migrate: true,
      // How often an instance looks for jobs whose worker died: a crash delays their mail by the
      // expiry plus up to this long.
      maintenanceIntervalSeconds: Math.min(10, settings.expireSeconds),
    });
    this.boss.on("error", (error) => log.error({ event: "queue_error", err: error }));
    this.boss.on("maintenance", () => {
      this.retryExpiredAtOnce().catch((error) => log.error({ event: "queue_error", err: error }));
    });
  }

  /**
   * A job that expired was cut off by a crash, not refused by the mail server: it is retried at
   * once rather than after the failure backoff (10 s or more).
   */
  private async retryExpiredAtOnce(): Promise<void> {
    await this.executor.executeSql(
      `update pgboss.job set start_after = now()
       where state = 'retry' and start_after > now() and output->'value'->>'message' = $1`,
      [EXPIRED_MESSAGE],
    );
  }

  /**
   * Creates pg-boss's tables and our queues when missing (needed before the first enqueue). The
   * sole owner of a database (the embedded one) knows that jobs left active were cut off by a
   * crash, and retries them at once instead of waiting for them to expire.
   */
  async prepare(options: { soleOwner: boolean }): Promise<void> {
    await this.boss.start();
    if (options.soleOwner) {
      await this.executor.executeSql(
        "update pgboss.job set started_on = now() - expire_in - interval '1 second' where state = 'active'",
      );
      await (this.boss as unknown as { expire(): Promise<void> }).expire();
      await this.retryExpiredAtOnce();
    }
    for (const name of QUEUES) {
      await this.ensureQueue({ name: deadLetterQueue(name), retentionDays: 365 });
      await this.ensureQueue({
        name,
        retryLimit: this.settings.retryLimit,
        retryDelay: this.settings.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: this.settings.expireSeconds,
        retentionDays: 30,
        deadLetter: deadLetterQueue(name),
      });
    }
  }

  private async ensureQueue(queue: PgBoss.Queue) {
    if (await this.boss.getQueue(queue.name)) return;
    try {
      await this.boss.createQueue(queue.name, queue);
    } catch (error) {
      // Another instance created it at the same moment.
      if (!(await this.boss.getQueue(queue.name))) throw error;
    }
  }

  /** Adds a job as part of the transaction `tx`: it exists only if that transaction commits. */
  async enqueue<T extends object>(tx: Db, name: QueueName, data: T, options: EnqueueOptions = {}) {
    return this.boss.send(name, data, { ...options, db: transactionExecutor(tx) as PgBoss.Db });
  }

  /** Adds several jobs in one statement, as part of the transaction `tx`. */
  async enqueueMany<T extends object>(tx: Db, name: QueueName, data: T[]) {
    if (data.length === 0) return;
    await this.boss.insert(
      data.map((job) => ({ name, data: job })),
      { db: transactionExecutor(tx) as PgBoss.Db },
    );
  }

  /** Tells idle workers in this process to look now (after a commit that enqueued something). */
  wake(): void {
    for (const wakeUp of this.sleepers) wakeUp();
  }

  /** Drains each queue given a handler (a tool that sends mail only may leave the others). */
  work(handlers: Partial<Record<QueueName, JobHandler>>): void {
    for (const name of QUEUES) {
      const handler = handlers[name];
      if (handler) this.loops.push(this.drain(name, handler));
    }
  }

  /**
   * One loop per queue fetches; up to `batchesInFlight` fetched batches are handled at once. An
   * idle queue costs one poll per interval, however many batches a busy one keeps in hand.
   */
  private async drain(name: QueueName, handler: JobHandler): Promise<void> {
    const inHand = new Set<Promise<void>>();
    while (!this.stopping) {
      if (inHand.size >= this.settings.batchesInFlight) {
        await Promise.race(inHand);
        continue;
      }
      let jobs: PgBoss.JobWithMetadata<object>[] = [];
      try {
        jobs = await this.boss.fetch(name, { batchSize: this.settings.batchSize, includeMetadata: true });
        this.fetchFailing = false;
      } catch (error) {
        this.fetchFailing = true;
        log.error({ event: "job_fetch_failed", queue: name, err: error });
      }
      if (jobs.length > 0) {
        const settling = this.settle(name, jobs, handler).finally(() => inHand.delete(settling));
        inHand.add(settling);
        continue;
      }
      await this.idle();
    }
    await Promise.all(inHand);
  }

  private async settle(name: QueueName, jobs: PgBoss.JobWithMetadata<object>[], handler: JobHandler) {
    let errors: (Error | undefined)[];
    try {
      errors = await handler(jobs.map((job) => ({ id: job.id, data: job.data, retryCount: job.retryCount })));
    } catch (error) {
      errors = jobs.map(() => error as Error);
    }
    const done = jobs.filter((_, i) => !errors[i]).map((job) => job.id);
    // One statement completes the whole batch.
    if (done.length > 0)
      await this.boss
        .complete(name, done)
        .catch((e) => log.error({ event: "job_complete_failed", queue: name, err: e }));
    for (const [i, job] of jobs.entries()) {
      const error = errors[i];
      if (!error) continue;
      const last = job.retryCount >= job.retryLimit;
      log.error({
        event: last ? "job_given_up" : "job_failed",
        queue: name,
        jobId: job.id,
        attempt: job.retryCount + 1,
        err: error,
      });
      await this.boss
        .fail(name, job.id, { message: error.message })
        .catch((e) => log.error({ event: "job_fail_record_failed", queue: name, jobId: job.id, err: e }));
    }
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, this.settings.pollIntervalMs);
      this.sleepers.add(done);
    });
  }

  /** For readiness: whether this process's workers are taking jobs. */
  get state(): "working" | "failing" | "stopped" | "no workers" {
    if (this.stopping) return "stopped";
    if (this.loops.length === 0) return "no workers";
    return this.fetchFailing ? "failing" : "working";
  }

  /** Stops taking jobs, lets the ones in hand finish, then stops pg-boss. Safe to call twice. */
  stop(): Promise<void> {
    this.stopped ??= this.stopNow();
    return this.stopped;
  }

  private async stopNow(): Promise<void> {
    this.stopping = true;
    this.wake();
    await Promise.all(this.loops);
    await this.boss.stop({ graceful: true, wait: true, close: false });
  }
}
