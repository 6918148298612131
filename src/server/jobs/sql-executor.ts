// pg-boss talks to the database through `executeSql(text, values)`. These adapters let it use our
// connection: the whole database for its own work, or one open transaction for an enqueue that
// must commit or roll back with the change that caused it.
import type { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import type { Database, Db } from "../db/client.ts";

export interface SqlExecutor {
  // biome-ignore lint/suspicious/noExplicitAny: pg-boss's own Db interface types rows this way
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
}

/** pg-boss's own queries, outside any transaction of ours. */
export function databaseExecutor(database: Database): SqlExecutor {
  if (database.pglite) return pgliteExecutor(database.pglite);
  const pool = database.pool!;
  return {
    executeSql: async (text, values) => ({ rows: (await pool.query(text, values as unknown[])).rows }),
  };
}

function pgliteExecutor(pglite: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return { rows: (await pglite.query(text, values)).rows };
      // Parameter-less scripts (schema creation, migrations) may hold several statements.
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/** Runs pg-boss statements inside a Drizzle transaction (or any Drizzle handle). */
export function transactionExecutor(tx: Db): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const result = (await tx.execute(withParams(text, values))) as { rows: Record<string, unknown>[] };
      return { rows: result.rows };
    },
  };
}

/** Turns "… $1 … $2 …" plus values into a Drizzle SQL with real bind parameters. */
export function withParams(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const query = sql.empty();
  parts.forEach((part, i) => {
    if (i % 2 === 0) query.append(sql.raw(part));
    else query.append(sql`${values[Number(part) - 1] ?? null}`);
  });
  return query;
}
