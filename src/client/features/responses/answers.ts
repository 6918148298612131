// How answers read in lists and counts.
import type { Answer } from "../../../shared/responses.ts";

export const GROUP_LABELS: Record<Answer, string> = { yes: "Going", maybe: "Maybe", no: "Can't make it" };
export const COUNT_LABELS: Record<Answer, string> = { yes: "Going", maybe: "Maybe", no: "Can't go" };
export const OVERALL_LABELS: Record<Answer, string> = { yes: "I'm in", maybe: "Maybe", no: "Can't make it" };
export const ANSWER_EMOJI: Record<Answer, string> = { yes: "✅", maybe: "🤔", no: "❌" };

export const ANONYMOUS = "Anonymous";

/** The avatar letter: "?" for a guest who kept their answer private. */
export function initialOf(name: string): string {
  if (name === ANONYMOUS) return "?";
  return name.trim().charAt(0).toUpperCase() || "?";
}
