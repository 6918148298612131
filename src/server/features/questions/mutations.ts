// Writes of host questions and guests' answers to them. Answers are saved by the answer's own write,
// in its transaction: a refused answer to a question stores nothing of the answer either.
import { randomUUID } from "node:crypto";
import { and, eq, notInArray, sql } from "drizzle-orm";
import type { QuestionsInput } from "../../../shared/question-schema.ts";
import {
  ANSWER_REQUIRED,
  type AnswerCleanup,
  answerCleanup,
  answerProblems,
  answersToStore,
  type HangQuestion,
  type QuestionAnswers,
  readQuestions,
} from "../../../shared/questions.ts";
import type { Db } from "../../db/client.ts";
import { questionAnswers } from "../../db/schema.ts";
import { AppError } from "../../http/errors.ts";

/** The hang's questions as the host sent them, each new one given its id. */
export function withQuestionIds(questions: QuestionsInput): HangQuestion[] {
  return questions.map((q) => ({ ...q, id: q.id ?? randomUUID() }));
}

/**
 * Throws 400 naming each problem (`questionAnswers.<id>`) when the answers do not fit the hang's
 * questions. `requireAll`: a required question left out is a problem too (a new answer, or a change
 * that sends its answers); a change that sends none keeps the stored ones.
 */
export function assertQuestionAnswers(
  hang: { questions: unknown },
  given: QuestionAnswers | undefined,
  requireAll: boolean,
): void {
  const questions = readQuestions(hang.questions);
  if (given === undefined && !requireAll) return;
  const found = answerProblems(questions, given ?? {});
  const problems = Object.entries(found).filter(([, message]) => requireAll || message !== ANSWER_REQUIRED);
  if (problems.length === 0) return;
  const errors = Object.fromEntries(problems.map(([id, message]) => [`questionAnswers.${id}`, message]));
  const [, first] = problems[0]!;
  const question = questions.find((q) => q.id === problems[0]![0]);
  throw new AppError("bad_request", question ? `${question.label}: ${first}` : first, errors);
}

interface AnswerRows {
  responseId: string;
  hangId: string;
  answers: QuestionAnswers;
}

function rowsOf({ responseId, hangId, answers }: AnswerRows) {
  return Object.entries(answers).map(([questionId, value]) => ({ responseId, hangId, questionId, value }));
}

/**
 * How an answer's answers are saved: a guest's new answer must answer every required question; a
 * new answer the host enters for someone need not; a change replaces the stored ones when it sends
 * answers (then checked as a guest's new answer is) and keeps them when it sends none.
 */
export type AnswerWrite = "new" | "new-by-host" | "change";

/** Checks and stores one answer's answers to the hang's questions, in the answer's transaction. */
export async function saveQuestionAnswers(
  tx: Db,
  hang: { id: string; questions: unknown },
  responseId: string,
  given: QuestionAnswers | undefined,
  how: AnswerWrite,
): Promise<void> {
  assertQuestionAnswers(hang, given, how === "new" || (how === "change" && given !== undefined));
  if (given === undefined) return;
  const answers = answersToStore(readQuestions(hang.questions), given);
  if (how === "change") await tx.delete(questionAnswers).where(eq(questionAnswers.responseId, responseId));
  const rows = rowsOf({ responseId, hangId: hang.id, answers });
  if (rows.length > 0) await tx.insert(questionAnswers).values(rows);
}

/** Stores the answers of new answers written together (already checked, one by one), in one statement. */
export async function saveNewQuestionAnswers(
  tx: Db,
  answers: {
    responseId: string;
    hang: { id: string; questions: unknown };
    given: QuestionAnswers | undefined;
  }[],
): Promise<void> {
  const rows = answers.flatMap(({ responseId, hang, given }) =>
    given === undefined
      ? []
      : rowsOf({
          responseId,
          hangId: hang.id,
          answers: answersToStore(readQuestions(hang.questions), given),
        }),
  );
  if (rows.length > 0) await tx.insert(questionAnswers).values(rows);
}

/**
 * After the host edited the questions: answers that no longer fit go (a removed question, a changed
 * kind, a choice that is gone). In the edit's transaction.
 */
export async function dropAnswersThatNoLongerFit(
  tx: Db,
  hangId: string,
  before: unknown,
  after: readonly HangQuestion[],
): Promise<void> {
  for (const change of answerCleanup(readQuestions(before), after)) await dropAnswers(tx, hangId, change);
}

function dropAnswers(tx: Db, hangId: string, change: AnswerCleanup) {
  const ofQuestion = and(
    eq(questionAnswers.hangId, hangId),
    eq(questionAnswers.questionId, change.questionId),
  );
  const where =
    change.keep === "none"
      ? ofQuestion
      : and(ofQuestion, change.keep.length > 0 ? notInArray(questionAnswers.value, change.keep) : sql`true`);
  return tx.delete(questionAnswers).where(where);
}
