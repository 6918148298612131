// Cancelling a hang without its schema: the reason's messages, the "[CANCELLED]" name mark and what
// the edit page's Confirm Cancel sends. The cancel page loads these and no schema library;
// cancel.ts builds the server's schema on them.

export const CANCEL_REASON_REQUIRED = "Cancellation reason is required";
/** What the cancel page says before it asks the server. */
export const CANCEL_REASON_PROMPT = "Please provide a reason for cancelling";
export const CANCEL_REASON_MAX = 1000;
export const CANCEL_REASON_TOO_LONG = `Cancellation reason must be at most ${CANCEL_REASON_MAX} characters`;
export const ALREADY_CANCELLED = "This hang has already been cancelled.";

export const CANCELLED_PREFIX = "[CANCELLED]";
export const CANCELLED_NOTE = "This hang has been cancelled by the host.";

/** What the edit page's Confirm Cancel sends to the cancel call; it also marks the name. */
export const CANCEL_FROM_EDIT: { reason: string; markName?: boolean } = {
  reason: CANCELLED_NOTE,
  markName: true,
};

/** The name without the "[CANCELLED]" mark. */
export function bareName(name: string): string {
  return name.startsWith(CANCELLED_PREFIX) ? name.slice(CANCELLED_PREFIX.length).trim() : name;
}

/** "[CANCELLED] {name}", shortened to the 120-character name limit to make room for the prefix. */
export function markedCancelled(name: string): string {
  const room = 120 - CANCELLED_PREFIX.length - 1;
  return `${CANCELLED_PREFIX} ${bareName(name).slice(0, room)}`;
}

export function isCancelledByRename(name: string): boolean {
  return name.startsWith(CANCELLED_PREFIX);
}
