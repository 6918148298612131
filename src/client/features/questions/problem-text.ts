// The shared rules' messages about questions and answers (the server's words too), in the page's
// language.
import {
  ANSWER_CONTROL_CHARACTERS,
  ANSWER_NOT_AN_OPTION,
  ANSWER_REQUIRED,
  ANSWER_TOO_LONG,
  MAX_OPTIONS,
  MIN_OPTIONS,
  OPTION_MAX,
  OPTION_REQUIRED,
  OPTION_TOO_LONG,
  OPTIONS_REPEATED,
  OPTIONS_TOO_FEW,
  OPTIONS_TOO_MANY,
  QUESTION_ANSWER_MAX,
  QUESTION_LABEL_MAX,
  QUESTION_LABEL_REQUIRED,
  QUESTION_LABEL_TOO_LONG,
} from "../../../shared/questions.ts";
import type { MessageId, MessageValues } from "../../i18n/i18n.ts";

const TEXTS: Record<string, [MessageId, MessageValues?]> = {
  [QUESTION_LABEL_REQUIRED]: ["questions.labelRequired"],
  [QUESTION_LABEL_TOO_LONG]: ["questions.labelTooLong", { max: QUESTION_LABEL_MAX }],
  [OPTIONS_TOO_FEW]: ["questions.optionsTooFew", { min: MIN_OPTIONS }],
  [OPTIONS_TOO_MANY]: ["questions.optionsTooMany", { max: MAX_OPTIONS }],
  [OPTION_REQUIRED]: ["questions.optionRequired"],
  [OPTION_TOO_LONG]: ["questions.optionTooLong", { max: OPTION_MAX }],
  [OPTIONS_REPEATED]: ["questions.optionsRepeated"],
  [ANSWER_CONTROL_CHARACTERS]: ["questions.controlCharacters"],
  [ANSWER_REQUIRED]: ["questions.answerRequired"],
  [ANSWER_TOO_LONG]: ["questions.answerTooLong", { max: QUESTION_ANSWER_MAX }],
  [ANSWER_NOT_AN_OPTION]: ["questions.notAnOption"],
};

/** A problem in the page's language; one this list does not know stays as the server wrote it. */
export function questionProblemText(
  t: (id: MessageId, values?: MessageValues) => string,
  message: string | undefined,
): string | undefined {
  if (message === undefined) return undefined;
  const known = TEXTS[message];
  return known ? t(...known) : message;
}
