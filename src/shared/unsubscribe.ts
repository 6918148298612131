// What the unsubscribe page and the one-click endpoint say (the page and the server share them).

export const UNSUBSCRIBE_BAD_LINK =
  "This unsubscribe link is not valid. Copy the whole link from the e-mail.";
export const STOP_THIS_HANG = "Stop e-mails about this hang";
export const STOP_GROUP_INVITES = "Stop group invitations";
export const STOP_EVERYTHING = "Never e-mail me from Hangs";
export const NOT_DELIVERED_OPTED_OUT = "Not delivered: this person turned off e-mails from Hangs";

/** This hang's mail, every invitation to join a group, or every message from Hangs. */
export type UnsubscribeScope = "hang" | "groups" | "all";

/** GET /api/unsubscribe?t=…: what the link would stop, and whether it already has. */
export interface UnsubscribeInfo {
  scope: UnsubscribeScope;
  hangName: string | null;
  stopped: boolean;
}

export function stoppedMessage(scope: UnsubscribeScope, hangName: string | null): string {
  if (scope === "all") return "Done. Hangs will not e-mail you again, not even invitations.";
  if (scope === "groups") return "Done. You will get no more invitations to join groups.";
  return `Done. You will get no more e-mails about ${hangName ?? "this hang"}.`;
}
