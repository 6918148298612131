// What readiness probes and metric scrapes read: small reads a load balancer or Prometheus may repeat
// every few seconds. Job counts come from pg-boss's own table, which keeps finished jobs only until
// they are archived, so these stay cheap however long the app has run.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

type Rows<T> = { rows: T[] };

/** The newest migration the database has applied (drizzle's journal timestamp), 0 for none. */
export async function latestAppliedMigration(db: Db): Promise<number> {
  const result = (await db.execute(
    sql`select coalesce(max(created_at), 0)::text as latest from drizzle.__drizzle_migrations`,
  )) as unknown as Rows<{ latest: string }>;
  return Number(result.rows[0]?.latest ?? 0);
}

/** Seconds a trivial statement takes to come back: on the embedded database, the wait for its one connection. */
export async function pingSeconds(db: Db): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return (performance.now() - started) / 1000;
}

export async function databaseSizeBytes(db: Db): Promise<number> {
  const result = (await db.execute(
    sql`select pg_database_size(current_database())::text as size`,
  )) as unknown as Rows<{ size: string }>;
  return Number(result.rows[0]?.size ?? 0);
}

export interface JobCount {
  queue: string;
  state: string;
  count: number;
}

/** Jobs by queue and state (created, retry, active, completed, cancelled, failed), every instance's. */
export async function jobCounts(db: Db): Promise<JobCount[]> {
  const result = (await db.execute(
    sql`select name as queue, state::text as state, count(*)::int as count from pgboss.job group by 1, 2`,
  )) as unknown as Rows<JobCount>;
  return result.rows;
}

/** Mail waiting to be sent (new, or failed and waiting to be retried), by kind; never who it is for. */
export async function queuedMailByKind(db: Db): Promise<{ kind: string; count: number }[]> {
  const result = (await db.execute(
    sql`select coalesce(data->>'kind', 'unknown') as kind, count(*)::int as count from pgboss.job
        where name = 'mail' and state in ('created', 'retry') group by 1`,
  )) as unknown as Rows<{ kind: string; count: number }>;
  return result.rows;
}
