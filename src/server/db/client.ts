// One Drizzle database over either embedded PGlite (DATA_DIR) or a PostgreSQL server (DATABASE_URL).
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { log } from "../log.ts";
import { initEmbeddedDatabase, needsInit } from "./embedded-init.ts";
import { BYTEA_CODECS, EMBEDDED_DB_OPTIONS } from "./embedded-settings.ts";
import { lockDataDir } from "./lock.ts";
import { letTheLoopTurnBeforeEachQuery } from "./pglite-turns.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = "embedded" | "postgres";

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** The raw driver, for the job queue and tests. */
  pglite?: PGlite;
  pool?: pg.Pool;
  close(): Promise<void>;
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openEmbedded(path.join(opts.dataDir, "db"), opts.dataDir);
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on("error", (error) => log.error({ event: "db_idle_connection_error", err: error }));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, kind: "postgres", pool, close: () => pool.end() };
}

async function openEmbedded(dbDir: string, lockDir: string): Promise<Database> {
  const unlock = lockDataDir(lockDir);
  try {
    fs.mkdirSync(dbDir, { recursive: true });
    if (needsInit(dbDir)) await initEmbeddedDatabase(dbDir);
    const pglite = await PGlite.create(dbDir, { ...EMBEDDED_DB_OPTIONS, ...BYTEA_CODECS });
    letTheLoopTurnBeforeEachQuery(pglite);
    const db = drizzlePglite(pglite, { schema }) as unknown as Db;
    return {
      db,
      kind: "embedded",
      pglite,
      close: async () => {
        await pglite.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
