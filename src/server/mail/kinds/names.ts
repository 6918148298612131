// The kinds of mail, by name: what the queue, the metrics and the callers need without loading the
// composers and their React templates (kinds/index.ts, read with the first message; decision 0069).

export const MAIL_KINDS = [
  "hang-ready",
  "invitation",
  "response-confirmation",
  "response-edit-link",
  "final-details",
  "details-update",
  "locked-in-elsewhere",
  "locked-in-waitlist",
  "reminder",
  "cancellation",
  "re-poll",
  "waitlist-promotion",
  "nudge",
  "everyone-answered",
  "answers-closed",
  "host-entered-answer",
  "album-ending",
  "new-photos",
] as const;

export type MailKind = (typeof MAIL_KINDS)[number];

/** Messages about a group rather than a hang (a standing hang ended with its group among them). */
export const GROUP_MAIL_KINDS = ["group-invitation", "series-ended"] as const;

export type GroupMailKind = (typeof GROUP_MAIL_KINDS)[number];

/** A reminder's version is "{hang version}:{which reminder}". */
export function reminderVersion(hangVersion: number, key: string): string {
  return `${hangVersion}:${key}`;
}
