// Rebuilds an empty database's schema at a backup's level: this copy's drizzle/ migrations up to the
// level the backup was made at (newer ones run when the app starts), and pg-boss's own schema.
import fs from "node:fs";
import path from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";
import PgBoss from "pg-boss";
import type { BackupHeader } from "./backup-format.ts";
import { BackupFileError } from "./backup-format.ts";
import type { SqlSession } from "./backup-session.ts";
import { migrationsFolder } from "./migrate.ts";

export interface LocalMigration {
  tag: string;
  folderMillis: number;
  hash: string;
  sql: string[];
}

export function localMigrations(folder = migrationsFolder): LocalMigration[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  return readMigrationFiles({ migrationsFolder: folder }).map((m, i) => ({
    tag: journal.entries[i]!.tag,
    folderMillis: m.folderMillis,
    hash: m.hash,
    sql: m.sql,
  }));
}

/** The local migrations that make up the backup's level; refuses a backup this copy cannot rebuild. */
export function migrationsToApply(
  dumped: BackupHeader["migrations"],
  local: LocalMigration[],
): LocalMigration[] {
  dumped.forEach((m, i) => {
    const mine = local[i];
    const name = m.tag ?? `made at ${new Date(m.createdAt).toISOString()}`;
    if (!mine || mine.folderMillis !== m.createdAt) {
      throw new BackupFileError(
        `This backup was made at a schema level this copy of Hangs does not have (migration ${name}): ` +
          "restore it with the version of Hangs that made it, or a newer one.",
      );
    }
    if (mine.hash !== m.hash) {
      throw new BackupFileError(
        `Migration ${mine.tag} in this copy's drizzle/ folder differs from the one the backed-up database ran: ` +
          "restore with the version of Hangs that made the backup.",
      );
    }
  });
  return local.slice(0, dumped.length);
}

/** pg-boss's schema script without its own BEGIN/COMMIT, so it runs inside the restore's transaction. */
export function pgBossSchemaScript(): { version: number; sql: string } {
  const script = PgBoss.getConstructionPlans("pgboss");
  const version = /INSERT INTO pgboss\.version\(version\) VALUES \('(\d+)'\)/.exec(script)?.[1];
  const body = script.trim();
  if (!version || !body.startsWith("BEGIN;") || !body.endsWith("COMMIT;")) {
    throw new Error("pg-boss's schema script has changed shape: update backup-schema.ts for this pg-boss.");
  }
  const sql = body
    .slice("BEGIN;".length, -"COMMIT;".length)
    // Only right for pg-boss's own short transaction; ours is long and not idle.
    .replace(/SET LOCAL idle_in_transaction_session_timeout = '[^']*';/, "");
  return { version: Number(version), sql };
}

/** The app's migrations (with Drizzle's own record table) and pg-boss's schema with the backup's queues. */
export async function buildSchema(s: SqlSession, header: BackupHeader): Promise<void> {
  const migrations = migrationsToApply(header.migrations, localMigrations());
  if (header.pgboss) {
    const installed = pgBossSchemaScript().version;
    if (installed !== header.pgboss.version) {
      throw new BackupFileError(
        `This backup holds pg-boss schema version ${header.pgboss.version}; this copy of Hangs has version ${installed}: ` +
          "restore it with the version of Hangs that made it.",
      );
    }
  }
  if (migrations.length > 0) {
    // The same table Drizzle's migrator makes; its rows come from the backup.
    await s.exec(
      'create schema if not exists "drizzle"; create table if not exists "drizzle"."__drizzle_migrations" ' +
        "(id serial primary key, hash text not null, created_at bigint)",
    );
    for (const migration of migrations) {
      for (const statement of migration.sql) if (statement.trim()) await s.exec(statement);
    }
  }
  if (header.pgboss) {
    await s.exec(pgBossSchemaScript().sql);
    // Each queue owns a partition of pgboss.job; create_queue makes it, the backup's rows replace the defaults.
    for (const queue of header.pgboss.queues) {
      await s.query("select pgboss.create_queue($1, '{}'::json)", [queue]);
    }
    await s.exec("delete from pgboss.queue; delete from pgboss.version");
  }
}
