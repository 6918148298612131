// Writes one database's contents in the backup format, from a session already inside a snapshot.
import {
  appliedMigrations,
  listSequences,
  listTables,
  pgBossState,
  quoteIdent,
  quoteQualified,
  SKIPPED_TABLES,
  tableColumns,
} from "./backup-catalog.ts";
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader, RowChecksum } from "./backup-format.ts";
import { localMigrations } from "./backup-schema.ts";
import type { SqlSession } from "./backup-session.ts";

const FETCH_ROWS = 10_000;

export interface TableSummary {
  rows: number;
  checksum: string;
}

export interface DumpSummary {
  header: BackupHeader;
  tables: Record<string, TableSummary>;
  rows: number;
}

/** Reads a table's rows, each a JSON array of its columns' text, through a cursor a batch at a time. */
async function eachRow(
  s: SqlSession,
  table: string,
  columns: string[],
  onRow: (line: string) => Promise<void>,
) {
  const values = columns.map((c) => `${quoteIdent(c)}::text`).join(", ");
  await s.exec(
    `declare backup_rows no scroll cursor for select to_json(array[${values}]::text[])::text as r from ${quoteQualified(table)}`,
  );
  for (;;) {
    const rows = await s.query<{ r: string }>(`fetch forward ${FETCH_ROWS} from backup_rows`);
    for (const row of rows) await onRow(row.r);
    if (rows.length < FETCH_ROWS) break;
  }
  await s.exec("close backup_rows");
}

async function countRows(s: SqlSession, table: string): Promise<number> {
  const [row] = await s.query<{ n: string }>(`select count(*)::text as n from ${quoteQualified(table)}`);
  return Number(row!.n);
}

async function readHeader(s: SqlSession, kind: BackupHeader["source"]["kind"]): Promise<BackupHeader> {
  const [server] = await s.query<{ v: string }>("select current_setting('server_version') as v");
  const tags = new Map(localMigrations().map((m) => [m.folderMillis, m.tag]));
  const migrations = (await appliedMigrations(s)).map((m) => ({ ...m, tag: tags.get(m.createdAt) }));
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    source: { kind, server: server!.v },
    migrations,
    pgboss: await pgBossState(s),
    tables: await listTables(s),
    sequences: await listSequences(s),
    skipped: SKIPPED_TABLES,
  };
}

/** Writes the whole database as backup lines; `write` receives each line (without newline). */
export async function dumpDatabase(
  s: SqlSession,
  kind: BackupHeader["source"]["kind"],
  write: (line: string) => Promise<void>,
): Promise<DumpSummary> {
  const header = await readHeader(s, kind);
  await write(JSON.stringify(header));
  const tables: Record<string, TableSummary> = {};
  let total = 0;
  for (const table of header.tables) {
    const rows = await countRows(s, table);
    const columns = (await tableColumns(s, table)).map((c) => c.name);
    await write(JSON.stringify({ table, columns, rows }));
    const checksum = new RowChecksum();
    let written = 0;
    await eachRow(s, table, columns, async (line) => {
      checksum.add(line);
      written++;
      await write(line);
    });
    // Inside one snapshot the count and the rows agree; if not, the file would be unreadable.
    if (written !== rows)
      throw new Error(`${table} changed during the backup (${rows} counted, ${written} read)`);
    const summary = { rows, checksum: checksum.hex() };
    tables[table] = summary;
    total += rows;
    await write(JSON.stringify({ tableEnd: table, ...summary }));
  }
  await write(JSON.stringify({ backupEnd: true, tables: header.tables.length, rows: total }));
  return { header, tables, rows: total };
}

/** Row counts and checksums of the tables given, read with the file's columns as a dump reads them. */
export async function summarizeTables(
  s: SqlSession,
  tablesColumns: Record<string, string[]>,
): Promise<Record<string, TableSummary>> {
  const tables: Record<string, TableSummary> = {};
  for (const [table, columns] of Object.entries(tablesColumns)) {
    const checksum = new RowChecksum();
    let rows = 0;
    await eachRow(s, table, columns, async (line) => {
      checksum.add(line);
      rows++;
    });
    tables[table] = { rows, checksum: checksum.hex() };
  }
  return tables;
}
