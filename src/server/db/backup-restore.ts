// Loads a backup into an empty database, inside the caller's one transaction: the schema at the
// backup's level, every table's rows, the sequences. Any failure rolls all of it back.
import {
  existingRelations,
  quoteIdent,
  quoteQualified,
  tableColumns,
  tableExists,
} from "./backup-catalog.ts";
import type { TableSummary } from "./backup-dump.ts";
import type { BackupEvent, BackupHeader } from "./backup-format.ts";
import { buildSchema } from "./backup-schema.ts";
import type { SqlSession } from "./backup-session.ts";

/** Same id as migrate.ts: an app starting meanwhile waits for the restore instead of migrating. */
const MIGRATION_LOCK_ID = 724_021_001;

export class NotEmptyError extends Error {}

export interface RestoreSummary {
  header: BackupHeader;
  /** As the file states them (its checksums were checked while loading). */
  tables: Record<string, TableSummary>;
  columns: Record<string, string[]>;
  rows: number;
}

/** Where a restore goes, as a person reads it, and what to do when it is not empty. */
export interface RestoreTarget {
  name: string;
  hint: string;
}

export async function assertEmpty(s: SqlSession, target: RestoreTarget): Promise<void> {
  const found = await existingRelations(s);
  if (found.count > 0) {
    const more = found.count > found.first.length ? ` and ${found.count - found.first.length} more` : "";
    throw new NotEmptyError(
      `Refusing to restore: ${target.name} is not empty (it holds ${found.first.join(", ")}${more}). ` +
        `A restore only goes into an empty one, so nothing is overwritten. ${target.hint}`,
    );
  }
}

/** The statement that loads a batch of the table's rows (JSON arrays of column text) in one go. */
async function insertStatement(s: SqlSession, table: string, columns: string[]): Promise<string> {
  if (!(await tableExists(s, table))) {
    throw new Error(`The restored schema has no table ${table}, which the backup holds.`);
  }
  const types = new Map((await tableColumns(s, table)).map((c) => [c.name, c.type]));
  const missing = columns.filter((c) => !types.has(c));
  if (missing.length > 0) {
    throw new Error(`The restored table ${table} lacks the backup's column(s) ${missing.join(", ")}.`);
  }
  const values = columns.map((c, i) => `(r->>${i})::${types.get(c)}`).join(", ");
  return `insert into ${quoteQualified(table)} (${columns.map(quoteIdent).join(", ")}) select ${values} from jsonb_array_elements($1::jsonb) r`;
}

export async function restoreBackup(
  s: SqlSession,
  events: AsyncIterable<BackupEvent>,
  target: RestoreTarget,
): Promise<RestoreSummary> {
  let header: BackupHeader | undefined;
  let insert = "";
  const tables: Record<string, TableSummary> = {};
  const columns: Record<string, string[]> = {};
  let rows = 0;
  for await (const event of events) {
    switch (event.kind) {
      case "header":
        header = event.header;
        await s.query("select pg_advisory_xact_lock($1)", [MIGRATION_LOCK_ID]);
        await assertEmpty(s, target);
        await buildSchema(s, header);
        break;
      case "table":
        insert = await insertStatement(s, event.start.table, event.start.columns);
        columns[event.start.table] = event.start.columns;
        break;
      case "rows":
        await s.query(insert, [`[${event.rows.join(",")}]`]);
        break;
      case "tableEnd":
        tables[event.end.tableEnd] = { rows: event.end.rows, checksum: event.end.checksum };
        rows += event.end.rows;
        break;
      case "end":
        for (const seq of header!.sequences) {
          await s.query("select setval($1::regclass, $2::bigint, $3)", [
            quoteQualified(seq.name),
            seq.lastValue,
            seq.isCalled,
          ]);
        }
        return { header: header!, tables, columns, rows };
    }
  }
  throw new Error("The backup ended without its closing line.");
}
