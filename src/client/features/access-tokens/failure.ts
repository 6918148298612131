// A token form's problem from the shared schema, in the page's language (the server's refusals
// arrive translated already).
import {
  MAX_TOKEN_NAME,
  TOKEN_EXPIRY_INVALID,
  TOKEN_EXPIRY_PAST,
  TOKEN_NAME_REQUIRED,
  TOKEN_SCOPE_REQUIRED,
} from "../../../shared/access-tokens.ts";
import { tooLong } from "../../../shared/field-rules.ts";
import { t } from "../../i18n/i18n.ts";
import { isApiError } from "../../lib/http.ts";

export function tokenFieldMessage(message: string): string {
  if (message === TOKEN_NAME_REQUIRED) return t("tokens.nameRequired");
  if (message === TOKEN_SCOPE_REQUIRED) return t("tokens.scopeRequired");
  if (message === TOKEN_EXPIRY_INVALID) return t("tokens.expiryInvalid");
  if (message === TOKEN_EXPIRY_PAST) return t("tokens.expiryPast");
  if (message === tooLong(MAX_TOKEN_NAME)) return t("answer.tooLong", { max: MAX_TOKEN_NAME });
  return message;
}

/** The server's reason when it refused (4xx), else "try again". */
export function tokenFailure(error: Error): string {
  return isApiError(error) && error.status < 500 && error.body.message
    ? error.body.message
    : t("tokens.oops");
}
