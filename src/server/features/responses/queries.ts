import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type ResponseRow, responses } from "../../db/schema.ts";
import { AppError } from "../../http/errors.ts";
import { isUuid } from "../../http/ids.ts";

export async function listResponses(db: Db, hangId: string): Promise<ResponseRow[]> {
  return db
    .select()
    .from(responses)
    .where(eq(responses.hangId, hangId))
    .orderBy(asc(responses.respondedAt), asc(responses.id));
}

export async function findResponseByEmail(db: Db, hangId: string, email: string) {
  const [row] = await db
    .select()
    .from(responses)
    .where(and(eq(responses.hangId, hangId), sql`lower(${responses.guestEmail}) = lower(${email})`))
    .limit(1);
  return row;
}

export async function findResponse(
  db: Db,
  hangId: string,
  responseId: string,
): Promise<ResponseRow | undefined> {
  const [row] = isUuid(responseId)
    ? await db
        .select()
        .from(responses)
        .where(and(eq(responses.hangId, hangId), eq(responses.id, responseId)))
        .limit(1)
    : [];
  return row;
}

export async function getResponse(db: Db, hangId: string, responseId: string): Promise<ResponseRow> {
  const row = await findResponse(db, hangId, responseId);
  if (!row) throw new AppError("not_found", "Response not found");
  return row;
}
