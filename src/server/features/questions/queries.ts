// Reads of guests' answers to host questions, shaped for who is asking: the host and the guest who
// gave them see all of them, anyone else only the answers to "everyone sees" questions.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  type HangQuestion,
  type QuestionAnswers,
  readQuestions,
  visibleQuestions,
} from "../../../shared/questions.ts";
import type { Db } from "../../db/client.ts";
import { questionAnswers, responses } from "../../db/schema.ts";
import { AppError } from "../../http/errors.ts";

/** Whose eyes: "all" for the host or the answer's own guest, "public" for anyone else. */
export type AnswerAudience = "all" | "public";

/**
 * The answers of these responses by response id: all of them for "all" (stored answers always fit
 * the hang's questions: an edit drops those that do not), those to "everyone sees" questions else.
 */
export async function questionAnswersOf(
  db: Db,
  hang: { questions: unknown } | null,
  responseIds: readonly string[],
  audience: AnswerAudience,
): Promise<Map<string, QuestionAnswers>> {
  const found = new Map<string, QuestionAnswers>();
  const shown =
    audience === "all" ? undefined : visibleQuestions(readQuestions(hang?.questions), false).map((q) => q.id);
  if (responseIds.length === 0 || shown?.length === 0) return found;
  const rows = await db
    .select({
      responseId: questionAnswers.responseId,
      questionId: questionAnswers.questionId,
      value: questionAnswers.value,
    })
    .from(questionAnswers)
    .where(
      and(
        inArray(questionAnswers.responseId, [...responseIds]),
        shown && inArray(questionAnswers.questionId, shown),
      ),
    );
  for (const row of rows) {
    const answers = found.get(row.responseId) ?? {};
    answers[row.questionId] = row.value;
    found.set(row.responseId, answers);
  }
  return found;
}

/** Each view with `questionAnswers`: the answers this audience may see (empty when none). */
export async function withQuestionAnswers<V extends { id: string }>(
  db: Db,
  hang: { questions: unknown } | null,
  views: readonly V[],
  audience: AnswerAudience,
): Promise<(V & { questionAnswers: QuestionAnswers })[]> {
  const answers = await questionAnswersOf(
    db,
    hang,
    views.map((v) => v.id),
    audience,
  );
  return views.map((v) => ({ ...v, questionAnswers: answers.get(v.id) ?? {} }));
}

/** One line of the answers list: whose answers (anonymised as the public list is) and what they said. */
export interface AnsweredRow {
  id: string;
  guestName: string;
  isPublic: boolean;
  answers: QuestionAnswers;
}

export interface QuestionAnswersPage {
  questions: HangQuestion[];
  rows: AnsweredRow[];
  nextCursor: string | null;
}

const CURSOR = /^(\d{4}-\d{2}-\d{2} [\d:.]+[+-][\d:]+)\|([0-9a-f-]{36})$/i;

function readCursor(cursor: string): { at: string; id: string } {
  const match = CURSOR.exec(Buffer.from(cursor, "base64url").toString());
  if (!match)
    throw new AppError("bad_request", "The cursor is not one this server gave out", {
      cursor: "Invalid cursor",
    });
  return { at: match[1]!, id: match[2]! };
}

/**
 * The answers to the questions this audience may see, a page at a time in RSVP order, only of guests
 * who answered at least one of them. Names of answers kept private read "Anonymous" for the public.
 */
export async function questionAnswersPage(
  db: Db,
  hang: { id: string; questions: unknown },
  audience: AnswerAudience,
  page: { cursor?: string | undefined; limit: number },
): Promise<QuestionAnswersPage> {
  const questions = visibleQuestions(readQuestions(hang.questions), audience === "all");
  if (questions.length === 0) return { questions, rows: [], nextCursor: null };
  const ids = questions.map((q) => q.id);
  const conditions = [
    eq(responses.hangId, hang.id),
    sql`exists (select 1 from ${questionAnswers} qa where qa.response_id = ${responses.id} and qa.question_id in ${ids})`,
  ];
  if (page.cursor) {
    const after = readCursor(page.cursor);
    conditions.push(
      sql`(${responses.respondedAt}, ${responses.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`,
    );
  }
  const found = await db
    .select({
      id: responses.id,
      guestName: responses.guestName,
      isPublic: responses.isPublic,
      at: sql<string>`${responses.respondedAt}::text`,
    })
    .from(responses)
    .where(and(...conditions))
    .orderBy(asc(responses.respondedAt), asc(responses.id))
    .limit(page.limit + 1);
  const shown = found.slice(0, page.limit);
  const answers = await questionAnswersOf(
    db,
    hang,
    shown.map((r) => r.id),
    audience,
  );
  const rows = shown.map((r) => ({
    id: r.id,
    guestName: audience === "all" || r.isPublic ? r.guestName : "Anonymous",
    isPublic: r.isPublic,
    answers: answers.get(r.id) ?? {},
  }));
  const last = shown.at(-1);
  const nextCursor =
    found.length > page.limit && last ? Buffer.from(`${last.at}|${last.id}`).toString("base64url") : null;
  return { questions, rows, nextCursor };
}
