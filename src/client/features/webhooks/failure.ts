// What the host or group admin reads when a webhook call fails: the server's reason (already in
// the page's language) when it refused, else a plain "try again".
import {
  WEBHOOK_EVENTS_REQUIRED,
  WEBHOOK_URL_CREDENTIALS,
  WEBHOOK_URL_INVALID,
  WEBHOOK_URL_NOT_HTTPS,
} from "../../../shared/webhooks.ts";
import { type MessageId, t } from "../../i18n/i18n.ts";
import { isApiError } from "../../lib/http.ts";

/** The shared rules' refusals the form finds before sending, by their English. */
const RULES: Record<string, MessageId> = {
  [WEBHOOK_URL_INVALID]: "webhooks.urlInvalid",
  [WEBHOOK_URL_NOT_HTTPS]: "webhooks.urlNotHttps",
  [WEBHOOK_URL_CREDENTIALS]: "webhooks.urlCredentials",
  [WEBHOOK_EVENTS_REQUIRED]: "webhooks.eventsRequired",
};

/** A rule's refusal in the page's language (the server's come translated already). */
export const ruleText = (message: string) => (RULES[message] ? t(RULES[message]) : message);

export function webhookFailed(error: Error) {
  const title = t("webhooks.failed");
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    return { title, description: error.body.message };
  }
  return { title, description: t("webhooks.tryAgain") };
}
