import { and, asc, eq, sql } from "drizzle-orm";
import type { Answer } from "../../../shared/responses.ts";
import type { Db } from "../../db/client.ts";
import { type ResponseRow, responses } from "../../db/schema.ts";
import { AppError } from "../../http/errors.ts";
import { isUuid } from "../../http/ids.ts";

const rsvpOrder = [asc(responses.respondedAt), asc(responses.id)] as const;

export async function listResponses(db: Db, hangId: string): Promise<ResponseRow[]> {
  return db
    .select()
    .from(responses)
    .where(eq(responses.hangId, hangId))
    .orderBy(...rsvpOrder);
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

export interface PageFilter {
  /** Only responses that answered this slot… */
  slot?: string;
  /** …with this answer (or, without a slot, this overall answer). */
  answer?: Answer;
  cursor?: string;
  limit: number;
}

export interface ResponsesPage {
  rows: ResponseRow[];
  nextCursor: string | null;
}

// A cursor names the last row of a page by its exact responded_at text (microseconds and all,
// which a JS Date would round away) and id.
function encodeCursor(at: string, id: string): string {
  return Buffer.from(`${at}|${id}`).toString("base64url");
}

const CURSOR = /^(\d{4}-\d{2}-\d{2} [\d:.]+[+-][\d:]+)\|([0-9a-f-]{36})$/i;

function decodeCursor(cursor: string): { at: string; id: string } {
  const match = CURSOR.exec(Buffer.from(cursor, "base64url").toString());
  if (!match)
    throw new AppError("bad_request", "The cursor is not one this server gave out", {
      cursor: "Invalid cursor",
    });
  return { at: match[1]!, id: match[2]! };
}

/** One page of responses in RSVP order, with the cursor of the next page (null on the last). */
export async function responsesPage(db: Db, hangId: string, filter: PageFilter): Promise<ResponsesPage> {
  const conditions = [eq(responses.hangId, hangId)];
  if (filter.slot !== undefined) {
    conditions.push(
      filter.answer
        ? sql`${responses.timeSlotAvailability} ->> ${filter.slot} = ${filter.answer}`
        : sql`${responses.timeSlotAvailability} ->> ${filter.slot} is not null`,
    );
  } else if (filter.answer) {
    conditions.push(eq(responses.response, filter.answer));
  }
  if (filter.cursor) {
    const after = decodeCursor(filter.cursor);
    conditions.push(
      sql`(${responses.respondedAt}, ${responses.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`,
    );
  }
  const found = await db
    .select({ row: responses, at: sql<string>`${responses.respondedAt}::text` })
    .from(responses)
    .where(and(...conditions))
    .orderBy(...rsvpOrder)
    .limit(filter.limit + 1);
  const page = found.slice(0, filter.limit);
  const last = page.at(-1);
  return {
    rows: page.map((f) => f.row),
    nextCursor: found.length > filter.limit && last ? encodeCursor(last.at, last.row.id) : null,
  };
}
