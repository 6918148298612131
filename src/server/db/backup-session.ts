// One connection inside one transaction, the same shape over PGlite and a pg client, so dump and
// restore are written once for both databases.
import type { PGlite, Transaction } from "@electric-sql/pglite";
import type pg from "pg";

export interface SqlSession {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** A parameter-less script of one or more statements. */
  exec(text: string): Promise<void>;
}

// Settings that values' text depends on, fixed so both sides of a comparison print rows alike.
const STABLE_OUTPUT =
  "set local timezone = 'UTC'; set local datestyle = 'ISO, YMD'; set local intervalstyle = 'postgres'; " +
  "set local bytea_output = 'hex'; set local extra_float_digits = 1";

const SNAPSHOT = "set transaction isolation level repeatable read, read only";

function pgliteSession(tx: Transaction): SqlSession {
  return {
    query: async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows,
    exec: async (text) => void (await tx.exec(text)),
  };
}

function pgSession(client: pg.ClientBase): SqlSession {
  return {
    query: async <T>(text: string, params?: unknown[]) =>
      (await client.query(text, params)).rows as unknown as T[],
    exec: async (text) => void (await client.query(text)),
  };
}

/**
 * A consistent read-only view of the whole database while `work` runs. On PGlite the one connection
 * is ours meanwhile: the app's other queries wait (PGlite's own lock) and run after it.
 */
export async function withPgliteSnapshot<T>(pglite: PGlite, work: (s: SqlSession) => Promise<T>): Promise<T> {
  return pglite.transaction(async (tx) => {
    await tx.exec(SNAPSHOT);
    await tx.exec(STABLE_OUTPUT);
    return work(pgliteSession(tx));
  });
}

/** One read-write transaction: everything `work` does commits together or not at all. */
export async function withPgliteTransaction<T>(
  pglite: PGlite,
  work: (s: SqlSession) => Promise<T>,
): Promise<T> {
  return pglite.transaction(async (tx) => {
    await tx.exec(STABLE_OUTPUT);
    return work(pgliteSession(tx));
  });
}

async function inPgTransaction<T>(
  client: pg.ClientBase,
  begin: string,
  work: (s: SqlSession) => Promise<T>,
): Promise<T> {
  await client.query(begin);
  try {
    await client.query(STABLE_OUTPUT);
    const result = await work(pgSession(client));
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  }
}

/** A REPEATABLE READ snapshot on PostgreSQL: writers carry on, the dump sees one instant. */
export function withPgSnapshot<T>(client: pg.ClientBase, work: (s: SqlSession) => Promise<T>): Promise<T> {
  return inPgTransaction(client, "begin isolation level repeatable read, read only", work);
}

export function withPgTransaction<T>(client: pg.ClientBase, work: (s: SqlSession) => Promise<T>): Promise<T> {
  return inPgTransaction(client, "begin", work);
}
