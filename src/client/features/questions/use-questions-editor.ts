// The host's questions as the create and edit forms hold them, checked with the shared rules before
// sending: the first problem takes the focus, each shows at its field.
import { useRef, useState } from "react";
import {
  type HangQuestion,
  MAX_OPTIONS,
  MAX_QUESTIONS,
  type QuestionKind,
  type QuestionProblems,
  type QuestionVisibility,
  questionProblems,
} from "../../../shared/questions.ts";

export interface QuestionDraft {
  /** Local key for React: stays while the question is edited. */
  key: number;
  /** The stored question's id; none for a question added now (the server gives it one). */
  id?: string;
  kind: QuestionKind;
  label: string;
  options: string[];
  required: boolean;
  visibility: QuestionVisibility;
}

/** A question as the server takes it. */
export type QuestionToSend = Omit<HangQuestion, "id"> & { id?: string };

let nextKey = 1;

const draftOf = (q: HangQuestion): QuestionDraft => ({ key: nextKey++, ...q, options: [...q.options] });

export function useQuestionsEditor(initial: readonly HangQuestion[] = []) {
  const [drafts, setDrafts] = useState<QuestionDraft[]>(() => initial.map(draftOf));
  const [problems, setProblems] = useState<Record<number, QuestionProblems>>({});
  // The editor's element: the first field marked invalid in it takes the focus.
  const root = useRef<HTMLElement | null>(null);

  const update = (key: number, change: Partial<QuestionDraft>) => {
    setDrafts((all) => all.map((d) => (d.key === key ? { ...d, ...change } : d)));
    setProblems((all) => (all[key] ? { ...all, [key]: {} } : all));
  };

  return {
    drafts,
    problems,
    root,
    update,
    canAdd: drafts.length < MAX_QUESTIONS,
    add: () =>
      setDrafts((all) =>
        all.length >= MAX_QUESTIONS
          ? all
          : [
              ...all,
              {
                key: nextKey++,
                kind: "text",
                label: "",
                options: ["", ""],
                required: false,
                visibility: "host",
              },
            ],
      ),
    remove: (key: number) => setDrafts((all) => all.filter((d) => d.key !== key)),
    addOption: (key: number) =>
      setDrafts((all) =>
        all.map((d) =>
          d.key === key && d.options.length < MAX_OPTIONS ? { ...d, options: [...d.options, ""] } : d,
        ),
      ),
    removeOption: (key: number, index: number) =>
      setDrafts((all) =>
        all.map((d) => (d.key === key ? { ...d, options: d.options.filter((_, i) => i !== index) } : d)),
      ),
    /**
     * The questions to send, or undefined when one needs fixing: its problems show at their fields
     * and the first takes the focus.
     */
    toSend(): QuestionToSend[] | undefined {
      const found: Record<number, QuestionProblems> = {};
      for (const d of drafts) {
        const p = questionProblems(d);
        if (Object.keys(p).length > 0) found[d.key] = p;
      }
      setProblems(found);
      if (Object.keys(found).length > 0) {
        // After the render that marks the fields.
        requestAnimationFrame(() =>
          root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
        );
        return undefined;
      }
      return drafts.map(({ key: _, id, kind, label, options, required, visibility }) => ({
        ...(id ? { id } : {}),
        kind,
        label: label.trim(),
        options: kind === "choice" ? options.map((o) => o.trim()) : [],
        required,
        visibility,
      }));
    },
  };
}

export type QuestionsEditorState = ReturnType<typeof useQuestionsEditor>;
