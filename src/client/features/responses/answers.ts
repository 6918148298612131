// How answers read in lists and counts.
import type { Answer } from "../../../shared/responses.ts";
import { type MessageId, t } from "../../i18n/i18n.ts";

/** Labels in the page's language, looked up each time one is read (the language is set after modules load). */
function labels(ids: Record<Answer, MessageId>): Readonly<Record<Answer, string>> {
  return {
    get yes() {
      return t(ids.yes);
    },
    get maybe() {
      return t(ids.maybe);
    },
    get no() {
      return t(ids.no);
    },
  };
}

/** Available / Maybe / Not Available (the server's English ones are ANSWER_LABELS). */
export const CHOICE_LABELS = labels({
  yes: "answer.available",
  maybe: "answer.maybe",
  no: "answer.notAvailable",
});
export const GROUP_LABELS = labels({ yes: "answer.going", maybe: "answer.maybe", no: "answer.groupNo" });
export const COUNT_LABELS = labels({ yes: "answer.going", maybe: "answer.maybe", no: "answer.countNo" });
export const OVERALL_LABELS = labels({ yes: "answer.imIn", maybe: "answer.maybe", no: "answer.cantMakeIt" });
export const ANSWER_EMOJI: Record<Answer, string> = { yes: "✅", maybe: "🤔", no: "❌" };

export const ANONYMOUS = "Anonymous";

/** The avatar letter: "?" for a guest who kept their answer private. */
export function initialOf(name: string): string {
  if (name === ANONYMOUS) return "?";
  return name.trim().charAt(0).toUpperCase() || "?";
}
