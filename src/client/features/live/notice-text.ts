// The short line a live page shows when someone else changes the hang.
import type { HangChange } from "../../../shared/live.ts";
import { type MessageId, type MessageValues, t as pageT } from "../../i18n/i18n.ts";

type Translate = (id: MessageId, values?: MessageValues) => string;

/** The name as the viewer is allowed to see it; a private answer reads "Anonymous". */
function who(name: string | undefined, t: Translate): string {
  return name && name !== "Anonymous" ? name : t("responses.someone");
}

/**
 * The notice for a change, or undefined when none is worth showing: invitations, a cancellation
 * (the page itself changes) and the host's own changes on the host's page.
 */
export function noticeText(
  change: HangChange,
  name: string | undefined,
  viewerIsHost: boolean,
  t: Translate = pageT,
): string | undefined {
  switch (change.kind) {
    case "response-created":
      return t("responses.justAnswered", { name: who(name, t) });
    case "response-updated":
      return t("responses.changedAnswer", { name: who(name, t) });
    case "waitlist-promoted":
      return t("responses.gotSpot", { name: who(name, t) });
    case "suggestion-added":
      return t("responses.suggestedActivity", { name: who(name, t) });
    case "vote-cast":
      return t("responses.votedActivity");
    case "bring-list-changed":
      return t("bring.listChanged");
    case "finalized":
      return viewerIsHost ? undefined : t("responses.hostLockedIn");
    case "edited":
      return viewerIsHost ? undefined : t("responses.hostUpdated");
    default:
      return undefined;
  }
}
