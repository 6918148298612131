// Guests' answers to a hang's host questions (the questions themselves are `hangs.questions`): one
// row per answer and question, gone with the answer or the hang (docs/decisions/0067-…).
import { index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";
import { hangs, responses } from "./schema.ts";

export const questionAnswers = pgTable(
  "question_answers",
  {
    responseId: uuid("response_id")
      .notNull()
      .references(() => responses.id, { onDelete: "cascade" }),
    hangId: uuid("hang_id")
      .notNull()
      .references(() => hangs.id, { onDelete: "cascade" }),
    /** The id of the question in `hangs.questions`. */
    questionId: text("question_id").notNull(),
    /** The text typed, or the choice picked (one of the question's options). */
    value: text("value").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.responseId, t.questionId] }),
    index("question_answers_hang_question_idx").on(t.hangId, t.questionId),
  ],
);

export type QuestionAnswerRow = typeof questionAnswers.$inferSelect;
