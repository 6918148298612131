// Reads of the answers the host entered (decision 0068).
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type ResponseRow, responses } from "../../db/schema.ts";

/** Every answer the host entered on the hang, taken over or not, in RSVP order. */
export function enteredAnswers(db: Db, hangId: string): Promise<ResponseRow[]> {
  return db
    .select()
    .from(responses)
    .where(and(eq(responses.hangId, hangId), isNotNull(responses.enteredByHostAt)))
    .orderBy(asc(responses.respondedAt), asc(responses.id));
}

/** The ids of the answers the host entered that are still theirs: lists mark them "added by the host". */
export async function heldByHostIds(db: Db, hangId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: responses.id })
    .from(responses)
    .where(
      and(eq(responses.hangId, hangId), isNotNull(responses.enteredByHostAt), isNull(responses.takenOverAt)),
    );
  return new Set(rows.map((row) => row.id));
}
