// Applies the committed drizzle/ migrations. On PostgreSQL an advisory lock lets several
// instances start at once without racing each other.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client.ts";

/** The committed drizzle/ folder: found upwards from this module, in src/ or in the built dist/. */
export const migrationsFolder = findUpwards(path.dirname(fileURLToPath(import.meta.url)), "drizzle");

function findUpwards(from: string, name: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, name, "meta", "_journal.json");
    if (fs.existsSync(candidate)) return path.join(dir, name);
    if (path.dirname(dir) === dir) throw new Error(`no ${name}/ folder above ${from}`);
  }
}
const MIGRATION_LOCK_ID = 724_021_001;

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "embedded") {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}

export async function pingDatabase(database: Database): Promise<void> {
  await database.db.execute(sql`select 1`);
}
