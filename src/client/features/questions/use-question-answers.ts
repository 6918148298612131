// A guest's answers to the host's questions in the answer form, checked with the shared rules (no
// zod on the guest page): a required question left empty shows its message at the field, and the
// first such field takes the focus.
import { useRef, useState } from "react";
import {
  answerProblems,
  type HangQuestion,
  type QuestionAnswers,
  readQuestions,
} from "../../../shared/questions.ts";

export function useQuestionAnswers(hang: { questions?: readonly HangQuestion[] }, initial?: QuestionAnswers) {
  const questions = readQuestions(hang.questions);
  const [values, setValues] = useState<QuestionAnswers>(() => ({ ...initial }));
  // Checked from the first send on, then again as the guest corrects them.
  const [checked, setChecked] = useState(false);
  const fields = useRef(new Map<string, HTMLElement | null>());
  const problems = checked ? answerProblems(questions, values) : {};

  return {
    questions,
    values,
    problems,
    /** Where a question's field registers itself, so it can take the focus. */
    fieldRef: (questionId: string) => (element: HTMLElement | null) => {
      fields.current.set(questionId, element);
    },
    set: (questionId: string, value: string) => setValues((current) => ({ ...current, [questionId]: value })),
    /** Whether the answers can be sent; if not, their messages show and (unless told not to) the first takes the focus. */
    check({ focus = true } = {}): boolean {
      setChecked(true);
      const found = answerProblems(questions, values);
      const first = questions.find((q) => found[q.id]);
      if (first && focus) fields.current.get(first.id)?.focus();
      return !first;
    },
    /** The body's part: nothing for a hang without questions (older clients send nothing either). */
    payload(): { questionAnswers?: QuestionAnswers } {
      if (questions.length === 0) return {};
      const asked = new Set(questions.map((q) => q.id));
      return { questionAnswers: Object.fromEntries(Object.entries(values).filter(([id]) => asked.has(id))) };
    },
  };
}

export type QuestionAnswersState = ReturnType<typeof useQuestionAnswers>;
