// The short line a live page shows when someone else changes the hang.
import type { HangChange } from "../../../shared/live.ts";

/** The name as the viewer is allowed to see it; a private answer reads "Anonymous". */
function who(name: string | undefined): string {
  return name && name !== "Anonymous" ? name : "Someone";
}

/**
 * The notice for a change, or undefined when none is worth showing: invitations, a cancellation
 * (the page itself changes) and the host's own changes on the host's page.
 */
export function noticeText(
  change: HangChange,
  name: string | undefined,
  viewerIsHost: boolean,
): string | undefined {
  switch (change.kind) {
    case "response-created":
      return `${who(name)} just answered`;
    case "response-updated":
      return `${who(name)} changed their answer`;
    case "waitlist-promoted":
      return `${who(name)} got a spot from the waitlist`;
    case "suggestion-added":
      return `${who(name)} suggested an activity`;
    case "vote-cast":
      return "Someone voted on an activity";
    case "finalized":
      return viewerIsHost ? undefined : "The host locked it in!";
    case "edited":
      return viewerIsHost ? undefined : "The host updated the details";
    default:
      return undefined;
  }
}
