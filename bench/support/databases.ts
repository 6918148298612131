// The two databases under test, each fresh and migrated: embedded PGlite in a temp dir, and a
// throw-away database on the local PostgreSQL server (dropped again by cleanup()).
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type Config, loadConfig } from "../../src/server/config.ts";
import { type Database, openDatabase } from "../../src/server/db/client.ts";
import { migrateDatabase } from "../../src/server/db/migrate.ts";

export const DEFAULT_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/test";

export interface BenchDatabase {
  label: string;
  config: Config;
  database: Database;
  /** Closes the database and removes everything the bench created for it. */
  cleanup(): Promise<void>;
}

export type Opened = { ok: true; value: BenchDatabase } | { ok: false; reason: string };

/** `env` adds configuration, e.g. an OpenID issuer for benches that need a signed-in person. */
export async function openEmbeddedBench(env: Record<string, string> = {}): Promise<Opened> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "hangs-bench-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dir, LOG_LEVEL: "error", ...env });
  let database: Database | undefined;
  const cleanup = async () => {
    await database?.close();
    await fs.rm(dir, { recursive: true, force: true });
  };
  try {
    database = await openDatabase({ dataDir: config.dataDir });
    await migrateDatabase(database);
  } catch (error) {
    await cleanup().catch(() => {});
    throw error;
  }
  return { ok: true, value: { label: "embedded (PGlite)", config, database, cleanup } };
}

export async function openPostgresBench(
  adminUrl = DEFAULT_ADMIN_URL,
  env: Record<string, string> = {},
): Promise<Opened> {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    await admin.end().catch(() => {});
    return { ok: false, reason: `cannot connect to ${redact(adminUrl)}: ${(error as Error).message}` };
  }
  const name = `hangs_bench_${randomBytes(6).toString("hex")}`;
  const dropDatabase = async () => {
    // pool.end() resolves before the server has seen every disconnect; FORCE would then kill the
    // stragglers and the pool would log errors. Wait for them (briefly) first.
    for (let i = 0; i < 50; i++) {
      const { rows } = await admin.query(
        "select count(*)::int as n from pg_stat_activity where datname = $1",
        [name],
      );
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    await admin.end().catch(() => {});
    return { ok: false, reason: `cannot create a database: ${(error as Error).message}` };
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "hangs-bench-pg-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dir,
    DATABASE_URL: url.toString(),
    LOG_LEVEL: "error",
    ...env,
  });
  let database: Database | undefined;
  const cleanup = async () => {
    await database?.close();
    await dropDatabase();
    await fs.rm(dir, { recursive: true, force: true });
  };
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await migrateDatabase(database);
  } catch (error) {
    await cleanup().catch(() => {});
    throw error;
  }
  return { ok: true, value: { label: `postgres (${name})`, config, database, cleanup } };
}

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = "***";
  return u.toString();
}

export type DatabaseKind = "embedded" | "postgres";

/**
 * Runs `bench` on a fresh embedded database, then on a fresh PostgreSQL database (the server at
 * BENCH_DATABASE_URL), saying so when one cannot be had. `env` adds configuration to both.
 * BENCH_DATABASES (e.g. "postgres") runs only those, to profile one.
 */
export async function eachDatabase<T>(
  bench: (database: BenchDatabase, kind: DatabaseKind) => Promise<T>,
  env: Record<string, string> = {},
): Promise<T[]> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
  const openers: [DatabaseKind, () => Promise<Opened>][] = [
    ["embedded", () => openEmbeddedBench(env)],
    ["postgres", () => openPostgresBench(adminUrl, env)],
  ];
  const only = process.env.BENCH_DATABASES?.split(",").filter(Boolean);
  const results: T[] = [];
  for (const [kind, open] of openers) {
    if (only?.length && !only.includes(kind)) continue;
    const opened = await open();
    if (!opened.ok) {
      console.log(`\nSKIPPED ${kind}: ${opened.reason} (set BENCH_DATABASE_URL to use another server)`);
      continue;
    }
    results.push(await bench(opened.value, kind));
  }
  return results;
}
