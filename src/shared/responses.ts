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
