// Backup, restore and verify: the one module `npm run backup` / `npm run restore` call, on whichever
// database the configuration names (DATABASE_URL, else the embedded database in DATA_DIR).
import fs from "node:fs";
import { type DumpSummary, summarizeTables, type TableSummary } from "./backup-dump.ts";
import { backupEmbedded, restoreEmbedded, withScratchEmbedded } from "./backup-embedded.ts";
import { backupPostgres, databaseName, restorePostgres, withScratchPostgres } from "./backup-postgres.ts";
import type { RestoreSummary } from "./backup-restore.ts";
import type { SqlSession } from "./backup-session.ts";

export { BackupFileError } from "./backup-format.ts";
export { NotEmptyError } from "./backup-restore.ts";

export interface BackupPlace {
  dataDir: string;
  databaseUrl?: string;
}

export const describePlace = (place: BackupPlace) =>
  place.databaseUrl
    ? `PostgreSQL database "${databaseName(place.databaseUrl)}"`
    : `embedded database in ${place.dataDir}`;

export async function backup(
  place: BackupPlace,
  file: string,
): Promise<DumpSummary & { via: string; bytes: number }> {
  const result = place.databaseUrl
    ? { summary: await backupPostgres(place.databaseUrl, file), via: "a snapshot over its own connection" }
    : await backupEmbedded(place.dataDir, file);
  return { ...result.summary, via: result.via, bytes: fs.statSync(file).size };
}

export function restore(place: BackupPlace, file: string): Promise<RestoreSummary> {
  return place.databaseUrl ? restorePostgres(place.databaseUrl, file) : restoreEmbedded(place.dataDir, file);
}

export interface TableCheck {
  table: string;
  file: TableSummary;
  restored: TableSummary;
  ok: boolean;
}

/**
 * Restores the file into a scratch database of the same kind as `place` (a temporary database on
 * the server, or an in-memory embedded one), then reads every table back as a backup would and
 * compares row counts and checksums with the file's.
 */
export async function verify(
  place: BackupPlace,
  file: string,
): Promise<{ summary: RestoreSummary; checks: TableCheck[] }> {
  const check = async (
    restoreInto: (file: string) => Promise<RestoreSummary>,
    read: <R>(f: (s: SqlSession) => Promise<R>) => Promise<R>,
  ) => {
    const summary = await restoreInto(file);
    const found = await read((s) => summarizeTables(s, summary.columns));
    const checks = Object.entries(summary.tables).map(([table, expected]) => {
      const restored = found[table] ?? { rows: 0, checksum: "" };
      return {
        table,
        file: expected,
        restored,
        ok: restored.rows === expected.rows && restored.checksum === expected.checksum,
      };
    });
    return { summary, checks };
  };
  return place.databaseUrl ? withScratchPostgres(place.databaseUrl, check) : withScratchEmbedded(check);
}
