// The one write readiness makes: a row rewritten and committed, so a probe sees what a guest's answer
// would meet (a read-only server, a full disk), not only whether reads come back.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { readinessWrites } from "../db/schema.ts";

export async function recordReadinessWrite(db: Db): Promise<void> {
  await db
    .insert(readinessWrites)
    .values({ id: 1, writtenAt: sql`now()` })
    .onConflictDoUpdate({ target: readinessWrites.id, set: { writtenAt: sql`excluded.written_at` } });
}
