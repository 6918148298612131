// A guest's answer: per-slot availability and the overall answer derived from it. The schema the
// server checks it with is in response-schema.ts, apart, so the guest page loads no zod.
import { addressKey, emailProblem, textProblem } from "./field-rules.ts";

export const ANSWERS = ["yes", "maybe", "no"] as const;
export type Answer = (typeof ANSWERS)[number];

export const ANSWER_LABELS: Record<Answer, string> = {
  yes: "Available",
  maybe: "Maybe",
  no: "Not Available",
};

export const RESPONSE_REQUIRED = {
  title: "Please select a response",
  description: "Let us know if you can make it!",
};
export const ALREADY_RESPONDED = "You've already responded to this hang!";
/** What a 409 for a taken e-mail says about the owner's private link (in `errors.editLink`). */
export const EDIT_LINK_SENT = "We've just e-mailed a private link to change that answer to this address.";
export const EDIT_LINK_ALREADY_SENT =
  "A private link to change that answer was already e-mailed to this address within the last hour.";

export const GUEST_NAME_REQUIRED = "Name is required";
export const GUEST_NAME_MAX = 100;

/** The name and e-mail fields' problems, as the schema finds them (response-schema.ts). */
export function guestFieldProblems(fields: { guestName: string; guestEmail: string }) {
  return {
    guestName: textProblem(fields.guestName, GUEST_NAME_REQUIRED, GUEST_NAME_MAX),
    guestEmail: emailProblem(fields.guestEmail),
  };
}

/** yes if any slot is yes, else maybe if any is maybe, else no; undefined when nothing is answered. */
export function overallAnswer(availability: Record<string, Answer>): Answer | undefined {
  const answers = Object.values(availability);
  if (answers.length === 0) return undefined;
  if (answers.includes("yes")) return "yes";
  if (answers.includes("maybe")) return "maybe";
  return "no";
}

export interface AnswerCounts {
  yes: number;
  maybe: number;
  no: number;
}

export function countAnswers(responses: readonly { response: Answer }[]): AnswerCounts {
  const counts: AnswerCounts = { yes: 0, maybe: 0, no: 0 };
  for (const r of responses) counts[r.response] += 1;
  return counts;
}

/** Answers are one per e-mail, compared without ASCII case or surrounding spaces (no look-alike folds). */
export function sameEmail(a: string, b: string): boolean {
  return addressKey(a.trim()) === addressKey(b.trim());
}
