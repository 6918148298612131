// What a backup holds, read from the database's own catalog, so a table added by a later migration
// is backed up without anyone remembering to list it.
import type { SqlSession } from "./backup-session.ts";

/** Hangs' schemas: the app's tables, Drizzle's migration record, and pg-boss's queue. */
export const BACKUP_SCHEMAS = ["public", "drizzle", "pgboss"];

/** Tables not made by the migrations or pg-boss, left out on purpose. */
export const SKIPPED_TABLES: Record<string, string> = {
  "public.rate_limits":
    "abuse counters that expire within the hour; rate-limiter-flexible recreates the table at start",
};

export const MIGRATIONS_TABLE = "drizzle.__drizzle_migrations";

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** "schema.table" (as written in the file) → "schema"."table" (as SQL needs it). */
export function quoteQualified(qualified: string): string {
  const dot = qualified.indexOf(".");
  return `${quoteIdent(qualified.slice(0, dot))}.${quoteIdent(qualified.slice(dot + 1))}`;
}

const IN_SCHEMAS = `n.nspname in (${BACKUP_SCHEMAS.map((s) => `'${s}'`).join(", ")})`;

/** Every table to back up, each after the tables it references (pgboss.job: its parent, not partitions). */
export async function listTables(s: SqlSession): Promise<string[]> {
  const tables = await s.query<{ oid: number; name: string }>(
    `select c.oid::int as oid, n.nspname || '.' || c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where ${IN_SCHEMAS} and c.relkind in ('r', 'p') and not c.relispartition
      order by 2`,
  );
  const wanted = tables.filter((t) => !(t.name in SKIPPED_TABLES));
  const edges = await s.query<{ child: number; parent: number }>(
    // A partition's references count as its parent's (pgboss.job's partitions reference pgboss.queue).
    `select coalesce(pg_partition_root(conrelid), conrelid)::int as child,
            coalesce(pg_partition_root(confrelid), confrelid)::int as parent
       from pg_constraint where contype = 'f' and conrelid <> confrelid`,
  );
  const byOid = new Map(wanted.map((t) => [t.oid, t.name]));
  const parents = new Map<string, string[]>();
  for (const { child, parent } of edges) {
    const c = byOid.get(child);
    const p = byOid.get(parent);
    if (c && p) parents.set(c, [...(parents.get(c) ?? []), p]);
  }
  return dependencyOrder(
    wanted.map((t) => t.name),
    parents,
  );
}

/** Parents before children; a cycle (none today) keeps name order and is left to the restore's checks. */
export function dependencyOrder(names: string[], parents: Map<string, string[]>): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (placed.has(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const parent of parents.get(name) ?? []) visit(parent);
    visiting.delete(name);
    placed.add(name);
    ordered.push(name);
  };
  for (const name of names) visit(name);
  return ordered;
}

/** The columns a row can be written with (no dropped or generated ones), in table order, with the
 * type to read each one's text as (without its modifier: a too-long text then fails, not truncates). */
export async function tableColumns(s: SqlSession, table: string): Promise<{ name: string; type: string }[]> {
  return s.query(
    `select attname as name, format_type(atttypid, null) as type from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
      order by attnum`,
    [quoteQualified(table)],
  );
}

export async function tableExists(s: SqlSession, table: string): Promise<boolean> {
  const [row] = await s.query<{ found: boolean }>("select to_regclass($1) is not null as found", [
    quoteQualified(table),
  ]);
  return row?.found === true;
}

export async function listSequences(s: SqlSession) {
  const names = await s.query<{ name: string }>(
    `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where ${IN_SCHEMAS} and c.relkind = 'S' order by 1`,
  );
  const sequences: { name: string; lastValue: string; isCalled: boolean }[] = [];
  for (const { name } of names) {
    const [row] = await s.query<{ lastValue: string; isCalled: boolean }>(
      `select last_value::text as "lastValue", is_called as "isCalled" from ${quoteQualified(name)}`,
    );
    sequences.push({ name, lastValue: row!.lastValue, isCalled: row!.isCalled });
  }
  return sequences;
}

export async function appliedMigrations(s: SqlSession): Promise<{ hash: string; createdAt: number }[]> {
  if (!(await tableExists(s, MIGRATIONS_TABLE))) return [];
  return s.query(
    `select hash, created_at::float8 as "createdAt" from ${quoteQualified(MIGRATIONS_TABLE)} order by created_at, id`,
  );
}

export async function pgBossState(s: SqlSession): Promise<{ version: number; queues: string[] } | null> {
  if (!(await tableExists(s, "pgboss.version"))) return null;
  const [row] = await s.query<{ version: number }>("select max(version)::int as version from pgboss.version");
  const queues = await s.query<{ name: string }>("select name from pgboss.queue order by name");
  return { version: row!.version, queues: queues.map((q) => q.name) };
}

/** Tables and sequences in any non-system schema (the first few, app tables first): an empty database has none. */
export async function existingRelations(s: SqlSession): Promise<{ count: number; first: string[] }> {
  const rows = await s.query<{ name: string; count: number }>(
    `select n.nspname || '.' || c.relname as name, (count(*) over ())::int as count
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and not c.relispartition
        and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
      order by n.nspname <> 'public', c.relkind = 'S', 1 limit 3`,
  );
  return { count: rows[0]?.count ?? 0, first: rows.map((r) => r.name) };
}
