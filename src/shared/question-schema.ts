// The host's questions and a guest's answers to them as the server checks them, on the limits and
// messages of questions.ts (which the forms use without zod).
import { plainText } from "./fields.ts";
import {
  ANSWER_TOO_LONG,
  MAX_OPTIONS,
  MAX_QUESTIONS,
  OPTION_MAX,
  OPTION_REQUIRED,
  OPTION_TOO_LONG,
  OPTIONS_REPEATED,
  OPTIONS_TOO_FEW,
  OPTIONS_TOO_MANY,
  QUESTION_ANSWER_MAX,
  QUESTION_ID,
  QUESTION_IDS_REPEATED,
  QUESTION_KINDS,
  QUESTION_LABEL_MAX,
  QUESTION_LABEL_REQUIRED,
  QUESTION_LABEL_TOO_LONG,
  QUESTION_VISIBILITIES,
  QUESTIONS_TOO_MANY,
  UNKNOWN_QUESTION,
} from "./questions.ts";
import { z } from "./zod.ts";

const questionSchema = z
  .object({
    /** Left out for a new question: the server gives it one. */
    id: z.string().regex(QUESTION_ID, "A question id is 1–40 letters, digits, - or _").optional(),
    kind: z.enum(QUESTION_KINDS, { error: "A question is text or choice" }),
    label: plainText(QUESTION_LABEL_REQUIRED)
      .trim()
      .min(1, QUESTION_LABEL_REQUIRED)
      .max(QUESTION_LABEL_MAX, QUESTION_LABEL_TOO_LONG),
    options: z
      .array(plainText(OPTION_REQUIRED).trim().min(1, OPTION_REQUIRED).max(OPTION_MAX, OPTION_TOO_LONG))
      .max(MAX_OPTIONS, OPTIONS_TOO_MANY)
      .default([]),
    required: z.boolean({ error: "Required must be true or false" }).default(false),
    visibility: z
      .enum(QUESTION_VISIBILITIES, { error: 'Visibility is "host" or "everyone"' })
      .default("host"),
  })
  .superRefine((q, ctx) => {
    if (q.kind !== "choice") return;
    if (q.options.length < 2) ctx.addIssue({ code: "custom", message: OPTIONS_TOO_FEW, path: ["options"] });
    else if (new Set(q.options).size !== q.options.length)
      ctx.addIssue({ code: "custom", message: OPTIONS_REPEATED, path: ["options"] });
  })
  // A text question has no choices, whatever was sent.
  .transform((q) => (q.kind === "text" ? { ...q, options: [] } : q));

/** The hang's questions on create and edit (edit: the whole list, in order, replaces the old one). */
export const questionsField = z
  .array(questionSchema, { error: "Questions must be a list" })
  .max(MAX_QUESTIONS, QUESTIONS_TOO_MANY)
  .refine((qs) => {
    const ids = qs.flatMap((q) => (q.id ? [q.id] : []));
    return new Set(ids).size === ids.length;
  }, QUESTION_IDS_REPEATED);
export type QuestionsInput = z.output<typeof questionsField>;

/** A guest's answers by question id; each one checked against the hang's questions by the server. */
export const questionAnswersField = z
  .record(
    z.string().regex(QUESTION_ID, UNKNOWN_QUESTION),
    z.string({ error: "An answer is text" }).max(QUESTION_ANSWER_MAX, ANSWER_TOO_LONG),
  )
  .refine((answers) => Object.keys(answers).length <= MAX_QUESTIONS, QUESTIONS_TOO_MANY);

/** GET /api/hangs/{id}/question-answers: a page of answers, by cursor. */
export const questionAnswersPageQuery = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(200, "limit must be at most 200")
    .default(50),
  cursor: z.string().max(200).optional(),
});
