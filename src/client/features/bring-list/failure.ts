import { ITEM_NAME_REQUIRED, MAX_ITEM_NAME, QUANTITY_RANGE } from "../../../shared/bring-list-rules.ts";
import { tooLong } from "../../../shared/field-rules.ts";
import { t } from "../../i18n/i18n.ts";
import { isApiError } from "../../lib/http.ts";

/** "Oops! That didn't work", with the server's reason when it refused (4xx) the change. */
export function bringFailed(error: Error) {
  const title = t("bring.failed");
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    return { title, description: error.body.message };
  }
  return { title, description: t("bring.tryAgain") };
}

/** A field's problem from the shared item schema, in the page's language. */
export function itemFieldMessage(message: string): string {
  if (message === ITEM_NAME_REQUIRED) return t("bring.itemNameRequired");
  if (message === QUANTITY_RANGE) return t("bring.quantityRange");
  if (message === tooLong(MAX_ITEM_NAME)) return t("answer.tooLong", { max: MAX_ITEM_NAME });
  return message;
}
