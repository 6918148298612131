// A new answer survives a reload of the page (a tap on the wrong link, the phone dropping the tab):
// what was typed and chosen is kept in this tab per hang until it is sent. A new answer otherwise
// starts from the name and address this browser last answered with, and an invited guest's address
// is always the one their invitation was sent to.
import { useEffect } from "react";
import type { Answer } from "../../../shared/responses.ts";
import { answerDraftFor, rememberedGuest, saveAnswerDraft } from "../../lib/storage.ts";
import { type AnswerValues, EMPTY_ANSWER } from "./use-answer-form.ts";

const ANSWERS: readonly string[] = ["yes", "maybe", "no"];
const isAnswer = (value: unknown): value is Answer => typeof value === "string" && ANSWERS.includes(value);

/** The stored draft, read field by field: anything malformed is left out, not trusted. */
function draftValues(hangId: string): Partial<AnswerValues> {
  const draft = answerDraftFor(hangId);
  if (!draft) return {};
  const values: Partial<AnswerValues> = {};
  // A blank name or address keeps the remembered one.
  if (typeof draft.guestName === "string" && draft.guestName) values.guestName = draft.guestName;
  if (typeof draft.guestEmail === "string" && draft.guestEmail) values.guestEmail = draft.guestEmail;
  if (typeof draft.isPublic === "boolean") values.isPublic = draft.isPublic;
  if (isAnswer(draft.response)) values.response = draft.response;
  if (Array.isArray(draft.availableTimeWindows))
    values.availableTimeWindows = draft.availableTimeWindows.filter(
      (w): w is string => typeof w === "string",
    );
  if (draft.timeSlotAvailability && typeof draft.timeSlotAvailability === "object") {
    values.timeSlotAvailability = Object.fromEntries(
      Object.entries(draft.timeSlotAvailability).filter((entry): entry is [string, Answer] =>
        isAnswer(entry[1]),
      ),
    );
  }
  return values;
}

/** What the form keeps beside its own values: the party and the answers to the host's questions. */
export interface DraftExtras {
  plusOnes?: number;
  plusOneNames?: string[];
  questionAnswers?: Record<string, string>;
}

/** The party and question answers a reload left, read as carefully as the values. */
export function draftExtras(hangId: string): DraftExtras {
  const draft = answerDraftFor(hangId);
  if (!draft) return {};
  const extras: DraftExtras = {};
  if (Number.isInteger(draft.plusOnes) && (draft.plusOnes as number) >= 0)
    extras.plusOnes = draft.plusOnes as number;
  if (Array.isArray(draft.plusOneNames))
    extras.plusOneNames = draft.plusOneNames.filter((n): n is string => typeof n === "string");
  if (draft.questionAnswers && typeof draft.questionAnswers === "object")
    extras.questionAnswers = Object.fromEntries(
      Object.entries(draft.questionAnswers).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
  return extras;
}

/** What a new answer's form starts with. */
export function startingAnswer(
  hangId: string,
  prefill: Pick<AnswerValues, "guestName" | "guestEmail" | "isPublic"> | undefined,
  invitedEmail: string | undefined,
): AnswerValues {
  const remembered = rememberedGuest();
  const known = prefill ?? (remembered ? { guestName: remembered.name, guestEmail: remembered.email } : {});
  const values: AnswerValues = { ...EMPTY_ANSWER, ...known, ...draftValues(hangId) };
  return invitedEmail ? { ...values, guestEmail: invitedEmail } : values;
}

/** Keeps a new answer's values in this tab as they change (RsvpForm forgets them once sent). */
export function useKeptDraft(hangId: string, keep: boolean, values: AnswerValues, extras: DraftExtras): void {
  const draft = JSON.stringify({ ...values, ...extras });
  useEffect(() => {
    if (keep) saveAnswerDraft(hangId, JSON.parse(draft) as Record<string, unknown>);
  }, [hangId, keep, draft]);
}
