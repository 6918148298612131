// Backups on a PostgreSQL server: a dump reads one REPEATABLE READ snapshot over its own connection
// while the app's instances keep writing; a restore is one transaction, so it lands whole or not at all.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DumpSummary, dumpDatabase } from "./backup-dump.ts";
import { dumpToFile, openBackup, writeAtomically } from "./backup-files.ts";
import { type RestoreSummary, restoreBackup } from "./backup-restore.ts";
import { type SqlSession, withPgSnapshot, withPgTransaction } from "./backup-session.ts";

/** The database's name only: the URL may hold a password, which never reaches a message. */
export const databaseName = (url: string) =>
  decodeURIComponent(new URL(url).pathname.slice(1)) || "(default)";

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: "hangs-backup" });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function backupPostgres(url: string, file: string): Promise<DumpSummary> {
  return writeAtomically(file, (partial) =>
    withClient(url, (client) =>
      dumpToFile(partial, (write) => withPgSnapshot(client, (s) => dumpDatabase(s, "postgres", write))),
    ),
  );
}

export function restorePostgres(url: string, file: string): Promise<RestoreSummary> {
  const events = openBackup(file);
  const target = {
    name: `the database "${databaseName(url)}"`,
    hint: "Create a new one (createdb hangs_restored), point DATABASE_URL at it and run the restore again.",
  };
  return withClient(url, (client) => withPgTransaction(client, (s) => restoreBackup(s, events, target)));
}

/** A throw-away database on the same server for `--verify`, dropped afterwards. */
export async function withScratchPostgres<T>(
  url: string,
  work: (
    restore: (file: string) => Promise<RestoreSummary>,
    read: <R>(f: (s: SqlSession) => Promise<R>) => Promise<R>,
  ) => Promise<T>,
): Promise<T> {
  const name = `hangs_verify_${randomBytes(6).toString("hex")}`;
  const scratchUrl = new URL(url);
  scratchUrl.pathname = `/${name}`;
  return withClient(url, async (admin) => {
    try {
      await admin.query(`create database "${name}"`);
    } catch (error) {
      throw new Error(
        `Cannot create a scratch database to verify into (${(error as Error).message}). Grant CREATEDB, or ` +
          "verify with DATABASE_URL unset (into a temporary embedded database).",
      );
    }
    try {
      return await withClient(scratchUrl.toString(), (client) =>
        work(
          (file) =>
            withPgTransaction(client, (s) =>
              restoreBackup(s, openBackup(file), { name: "the scratch database", hint: "" }),
            ),
          (f) => withPgSnapshot(client, f),
        ),
      );
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
    }
  });
}
