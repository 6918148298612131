// The shared rules' refusals in the page's language: the form finds them before sending, in the
// English the schema speaks, and each is a catalog message word for word (the server's come translated).
import { EMAIL_REQUIRED } from "../../../shared/field-rules.ts";
import { SERIES_MESSAGES } from "../../../shared/series.ts";
import { type MessageId, t } from "../../i18n/i18n.ts";

const RULES = new Map<string, MessageId>([
  ...Object.entries(SERIES_MESSAGES).map(
    ([key, english]) => [english, `series.rule.${key}` as MessageId] as const,
  ),
  ["E-mail is required", "series.emailRequired"],
  [EMAIL_REQUIRED, "series.emailRequired"],
  ["Valid email is required", "series.emailInvalid"],
]);

export const ruleText = (message: string) => {
  const id = RULES.get(message);
  return id ? t(id) : message;
};
