// What the unsubscribe page and the one-click endpoint say (the page and the server share them).

export const UNSUBSCRIBE_BAD_LINK =
  "This unsubscribe link is not valid. Copy the whole link from the e-mail.";
export const STOP_THIS_HANG = "Stop reminders for this hang";
export const STOP_EVERYTHING = "Never e-mail me from Hangs";
export const NOT_DELIVERED_OPTED_OUT = "Not delivered: this person turned off e-mails from Hangs";

export type UnsubscribeScope = "hang" | "all";

/** GET /api/unsubscribe?t=…: what the link would stop, and whether it already has. */
export interface UnsubscribeInfo {
  scope: UnsubscribeScope;
  hangName: string | null;
  stopped: boolean;
}

export function stoppedMessage(scope: UnsubscribeScope, hangName: string | null): string {
  return scope === "all"
    ? "Done. Hangs will not e-mail you again, not even invitations."
    : `Done. You will get no more reminders about ${hangName ?? "this hang"}.`;
}
