// Host questions: up to three per hang, each a short text or one choice from a list, optional or
// required, answered for the host alone (the default) or for everyone. Plain rules without zod: the
// guest page checks its answers with them (docs/decisions/0029-no-zod-on-the-guest-page.md), the
// server's schema (question-schema.ts) is built on the same limits and messages.
import { hasControlCharacters } from "./field-rules.ts";

export const QUESTION_KINDS = ["text", "choice"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
/** "host": only the host sees the answers; "everyone": they show beside the answer on the public list. */
export const QUESTION_VISIBILITIES = ["host", "everyone"] as const;
export type QuestionVisibility = (typeof QUESTION_VISIBILITIES)[number];

export interface HangQuestion {
  /** Stable across edits: answers are stored by it. */
  id: string;
  kind: QuestionKind;
  label: string;
  /** The choices of a "choice" question (2–10); empty for "text". */
  options: string[];
  required: boolean;
  visibility: QuestionVisibility;
}

/** A guest's answers by question id; a question left blank has no entry. */
export type QuestionAnswers = Record<string, string>;

export const MAX_QUESTIONS = 3;
export const QUESTION_LABEL_MAX = 200;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 10;
export const OPTION_MAX = 80;
export const QUESTION_ANSWER_MAX = 300;
export const QUESTION_ID = /^[A-Za-z0-9_-]{1,40}$/;

export const QUESTIONS_TOO_MANY = `At most ${MAX_QUESTIONS} questions`;
export const QUESTION_LABEL_REQUIRED = "Write the question";
export const QUESTION_LABEL_TOO_LONG = `Questions are at most ${QUESTION_LABEL_MAX} characters`;
export const OPTIONS_TOO_FEW = `Give at least ${MIN_OPTIONS} choices`;
export const OPTIONS_TOO_MANY = `At most ${MAX_OPTIONS} choices`;
export const OPTION_REQUIRED = "Write the choice or remove it";
export const OPTION_TOO_LONG = `Choices are at most ${OPTION_MAX} characters`;
export const OPTIONS_REPEATED = "Each choice must be different";
export const QUESTION_IDS_REPEATED = "Each question needs its own id";
export const ANSWER_REQUIRED = "This question needs an answer";
export const ANSWER_TOO_LONG = `Answers are at most ${QUESTION_ANSWER_MAX} characters`;
export const ANSWER_NOT_AN_OPTION = "Choose one of the question's choices";
export const UNKNOWN_QUESTION = "That question is not part of this hang";
export const ANSWER_CONTROL_CHARACTERS = "Must not contain control characters";

/** What is wrong with one question as the host wrote it, by field; empty when nothing. */
export interface QuestionProblems {
  label?: string;
  options?: string;
  /** Per choice, by position. */
  option?: Record<number, string>;
}

export function questionProblems(q: Pick<HangQuestion, "kind" | "label" | "options">): QuestionProblems {
  const problems: QuestionProblems = {};
  const label = q.label.trim();
  if (label === "") problems.label = QUESTION_LABEL_REQUIRED;
  else if (label.length > QUESTION_LABEL_MAX) problems.label = QUESTION_LABEL_TOO_LONG;
  else if (hasControlCharacters(label)) problems.label = ANSWER_CONTROL_CHARACTERS;
  if (q.kind !== "choice") return problems;
  const option: Record<number, string> = {};
  q.options.forEach((text, i) => {
    const trimmed = text.trim();
    if (trimmed === "") option[i] = OPTION_REQUIRED;
    else if (trimmed.length > OPTION_MAX) option[i] = OPTION_TOO_LONG;
    else if (hasControlCharacters(trimmed)) option[i] = ANSWER_CONTROL_CHARACTERS;
  });
  if (Object.keys(option).length > 0) problems.option = option;
  // A blank choice has its own message above: the list's count is of the fields.
  const given = q.options.map((o) => o.trim()).filter((o) => o !== "");
  if (q.options.length < MIN_OPTIONS) problems.options = OPTIONS_TOO_FEW;
  else if (q.options.length > MAX_OPTIONS) problems.options = OPTIONS_TOO_MANY;
  else if (new Set(given).size !== given.length) problems.options = OPTIONS_REPEATED;
  return problems;
}

/** An answer as stored: trimmed; blank means none. */
export const normalAnswer = (value: string | undefined): string => (value ?? "").trim();

/**
 * The problem with each question's answer, by question id: a required one left blank, a choice that
 * is not one of the question's, a text past the limit, an answer to a question the hang does not ask.
 */
export function answerProblems(
  questions: readonly HangQuestion[],
  answers: QuestionAnswers,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const asked = new Set(questions.map((q) => q.id));
  for (const id of Object.keys(answers)) if (!asked.has(id)) problems[id] = UNKNOWN_QUESTION;
  for (const q of questions) {
    const value = normalAnswer(answers[q.id]);
    if (value === "") {
      if (q.required) problems[q.id] = ANSWER_REQUIRED;
    } else if (q.kind === "choice") {
      if (!q.options.includes(value)) problems[q.id] = ANSWER_NOT_AN_OPTION;
    } else if (value.length > QUESTION_ANSWER_MAX) problems[q.id] = ANSWER_TOO_LONG;
    else if (hasControlCharacters(value)) problems[q.id] = ANSWER_CONTROL_CHARACTERS;
  }
  return problems;
}

/** The answers worth storing: trimmed, blanks left out, only for questions the hang asks. */
export function answersToStore(
  questions: readonly HangQuestion[],
  answers: QuestionAnswers,
): QuestionAnswers {
  const kept: QuestionAnswers = {};
  for (const q of questions) {
    const value = normalAnswer(answers[q.id]);
    if (value !== "") kept[q.id] = value;
  }
  return kept;
}

/**
 * What an edit of the questions does to answers already given (docs/decisions/0067-…): a removed
 * question's answers go, a question whose kind changed loses them all, a choice question keeps only
 * answers that are still among its choices. A reworded question, or a changed visibility or
 * "required", keeps them.
 */
export type AnswerCleanup = { questionId: string; keep: "none" } | { questionId: string; keep: string[] };

export function answerCleanup(
  before: readonly HangQuestion[],
  after: readonly HangQuestion[],
): AnswerCleanup[] {
  const next = new Map(after.map((q) => [q.id, q]));
  const cleanup: AnswerCleanup[] = [];
  for (const old of before) {
    const now = next.get(old.id);
    if (!now || now.kind !== old.kind) cleanup.push({ questionId: old.id, keep: "none" });
    else if (now.kind === "choice" && old.options.some((o) => !now.options.includes(o)))
      cleanup.push({ questionId: old.id, keep: now.options });
  }
  return cleanup;
}

/** The questions whose answers this viewer may read: all for the host, "everyone" ones for others. */
export function visibleQuestions(questions: readonly HangQuestion[], isHost: boolean): HangQuestion[] {
  return isHost ? [...questions] : questions.filter((q) => q.visibility === "everyone");
}

/** The hang's questions as stored (jsonb): anything that is not a list reads as none. */
export function readQuestions(value: unknown): HangQuestion[] {
  return Array.isArray(value) ? (value as HangQuestion[]) : [];
}
