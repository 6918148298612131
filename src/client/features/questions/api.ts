// The answers to the host's questions, a page at a time: all of them with the host's token, the
// "everyone sees" ones without. Keyed under the hang, so live events refetch them.
import { useInfiniteQuery } from "@tanstack/react-query";
import type { HangQuestion, QuestionAnswers } from "../../../shared/questions.ts";
import { getJson } from "../../lib/http.ts";
import { asHost, hangKey } from "../hangs/api.ts";

export interface AnsweredRow {
  id: string;
  /** "Anonymous" for others when the guest kept their answer private. */
  guestName: string;
  isPublic: boolean;
  answers: QuestionAnswers;
}

export interface QuestionAnswersPage {
  questions: HangQuestion[];
  rows: AnsweredRow[];
  nextCursor: string | null;
}

export const ANSWERS_PAGE = 20;

export function useQuestionAnswersList(hangId: string, editToken: string | undefined, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...hangKey(hangId), "question-answers", editToken ? "as-host" : "public"],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(ANSWERS_PAGE) });
      if (pageParam) params.set("cursor", pageParam);
      return getJson<QuestionAnswersPage>(
        `/api/hangs/${hangId}/question-answers?${params}`,
        asHost(editToken),
      );
    },
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

/** Where the host's browser downloads the guest list (the token rides in the link, as the spec's host links do). */
export function guestListUrl(hangId: string, editToken: string | undefined): string {
  return `/api/hangs/${hangId}/guests.csv${editToken ? `?token=${encodeURIComponent(editToken)}` : ""}`;
}
