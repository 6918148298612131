// The guest list read a page at a time in RSVP order, with each answer's answers to the host's
// questions and its bring-list claims: the file is written as the pages come, so memory stays the
// same whether a hang has ten answers or ten thousand.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Answer } from "../../../shared/responses.ts";
import type { Db } from "../../db/client.ts";
import { bringClaims, bringItems, questionAnswers, responses } from "../../db/schema.ts";

/** Answers per page: few enough to hold, many enough that round trips do not dominate. */
export const GUEST_LIST_PAGE = 1000;

export interface GuestListRow {
  id: string;
  guestName: string;
  guestEmail: string;
  response: Answer;
  timeSlotAvailability: Record<string, Answer>;
  availableTimeWindows: string[];
  plusOnes: number;
  plusOneNames: string[];
  /** Entered by the host (decision 0068), and when its person took it over. */
  enteredByHostAt: Date | null;
  takenOverAt: Date | null;
  respondedAt: Date;
  answeredAt: Date;
  /** By question id. */
  answers: Record<string, string>;
  /** Names of the bring-list items this answer claimed. */
  bringing: string[];
}

// Drizzle names a column of a one-table select without its table; in a subquery that would be the
// subquery's own column, so the outer row is named in full.
const responseId = sql.raw(`"responses"."id"`);

/** Each answer with its answers to the questions and its claims: one statement per page. */
const columns = {
  id: responses.id,
  guestName: responses.guestName,
  guestEmail: responses.guestEmail,
  response: responses.response,
  timeSlotAvailability: responses.timeSlotAvailability,
  availableTimeWindows: responses.availableTimeWindows,
  plusOnes: responses.plusOnes,
  plusOneNames: responses.plusOneNames,
  enteredByHostAt: responses.enteredByHostAt,
  takenOverAt: responses.takenOverAt,
  respondedAt: responses.respondedAt,
  answeredAt: responses.updatedAt,
  answers: sql<
    Record<string, string>
  >`(select coalesce(jsonb_object_agg(qa.question_id, qa.value), '{}'::jsonb)
    from ${questionAnswers} qa where qa.response_id = ${responseId})`,
  bringing: sql<string[]>`(select coalesce(jsonb_agg(i.name order by i.created_at, i.id), '[]'::jsonb)
    from ${bringClaims} c join ${bringItems} i on i.id = c.item_id where c.response_id = ${responseId})`,
  // Exact, for the next page's cursor: a JS Date would round the microseconds away.
  at: sql<string>`${responses.respondedAt}::text`,
};

/** The hang's answers, page by page, in RSVP order (responded at, then id). */
export async function* guestListPages(
  db: Db,
  hangId: string,
  pageSize = GUEST_LIST_PAGE,
): AsyncGenerator<GuestListRow[]> {
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const found = await db
      .select(columns)
      .from(responses)
      .where(
        and(
          eq(responses.hangId, hangId),
          after &&
            sql`(${responses.respondedAt}, ${responses.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`,
        ),
      )
      .orderBy(asc(responses.respondedAt), asc(responses.id))
      .limit(pageSize);
    if (found.length === 0) return;
    yield found;
    if (found.length < pageSize) return;
    const last = found.at(-1)!;
    after = { at: last.at, id: last.id };
  }
}

/**
 * The Yes answers of a hang with a capacity, lean, in RSVP order: who waits where is decided over
 * all of them at once (attendance.ts), so only these few columns of the Yes answers are held.
 */
export function yesAnswersForWaitlist(db: Db, hangId: string) {
  return db
    .select({
      id: responses.id,
      response: responses.response,
      timeSlotAvailability: responses.timeSlotAvailability,
      respondedAt: responses.respondedAt,
      plusOnes: responses.plusOnes,
      yesSince: responses.yesSince,
      waitingFor: responses.waitingFor,
    })
    .from(responses)
    .where(and(eq(responses.hangId, hangId), eq(responses.response, "yes")))
    .orderBy(asc(responses.respondedAt), asc(responses.id));
}
