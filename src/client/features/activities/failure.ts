import { ACTIVITY_FAILED } from "../../../shared/activities.ts";
import { isApiError } from "../../lib/http.ts";

/** "Oops! That didn't work", with the server's reason when it refused (409) or slowed (429) it. */
export function activityFailed(error: Error) {
  if (isApiError(error, 409) || isApiError(error, 429))
    return { title: ACTIVITY_FAILED.title, description: error.body.message };
  return ACTIVITY_FAILED;
}
