// A guest's answer: per-slot availability and the overall answer derived from it.
import { z } from "zod";
import { emailField, requiredText } from "./fields.ts";

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

const answerField = z.enum(ANSWERS, { error: "Choose yes, maybe or no" });

export const guestResponseSchema = z.object({
  guestName: requiredText("Name is required", 100),
  guestEmail: emailField(),
  isPublic: z.boolean().default(false),
  response: answerField.optional(),
  availableTimeWindows: z.array(z.string().max(200)).max(60).default([]),
  timeSlotAvailability: z
    .record(z.string().max(64), answerField)
    .refine((m) => Object.keys(m).length <= 60, "Too many time slots")
    .default({}),
});
export type GuestResponseInput = z.input<typeof guestResponseSchema>;
export type GuestResponse = z.output<typeof guestResponseSchema>;

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

/** Answers are one per e-mail, compared without case or surrounding spaces. */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
