// What the owner or a member reads when a change to a standing hang fails: the server's reason
// (already in the page's language) when it refused, else a plain "try again".
import { t } from "../../i18n/i18n.ts";
import { isApiError } from "../../lib/http.ts";

export function seriesFailed(error: Error) {
  const title = t("series.failed");
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    return { title, description: error.body.message };
  }
  return { title, description: t("series.tryAgain") };
}
