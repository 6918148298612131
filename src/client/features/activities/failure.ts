import { t } from "../../i18n/i18n.ts";
import { isApiError } from "../../lib/http.ts";

/** "Oops! That didn't work", with the server's reason when it refused (409) or slowed (429) it. */
export function activityFailed(error: Error) {
  const title = t("activities.failed");
  if (isApiError(error, 409) || isApiError(error, 429)) return { title, description: error.body.message };
  return { title, description: t("activities.tryAgain") };
}
