// Announces a change to every app instance's open hang pages. Called inside the transaction that
// makes the change: PostgreSQL (and PGlite) deliver a NOTIFY only when that transaction commits, so
// pages never hear about data that was rolled back.
import { sql } from "drizzle-orm";
import type { HangChange } from "../../../shared/live.ts";
import type { Db } from "../../db/client.ts";

export const HANG_EVENTS_CHANNEL = "hang_events";

export async function announceHangChange(tx: Db, change: HangChange): Promise<void> {
  await tx.execute(sql`select pg_notify(${HANG_EVENTS_CHANNEL}, ${JSON.stringify(change)})`);
}

/** Several changes in one statement (NOTIFY keeps their order). */
export async function announceHangChanges(tx: Db, changes: HangChange[]): Promise<void> {
  if (changes.length === 0) return;
  const payloads = JSON.stringify(changes.map((change) => JSON.stringify(change)));
  await tx.execute(
    sql`select pg_notify(${HANG_EVENTS_CHANNEL}, payload) from json_array_elements_text(${payloads}::json) as payload`,
  );
}
