// What a live hang page is told: the kind of change and ids, never names, e-mails or secrets.
// The server re-checks every event with readHangChange before it reaches a stream, and the client
// reads it with the same function (plain checks, so the guest page loads no schema library).

export const HANG_CHANGES = [
  "response-created",
  "response-updated",
  // A guest erased their answer (or deleted their account): counts and names change.
  "response-removed",
  "waitlist-promoted",
  "suggestion-added",
  "suggestion-removed",
  "vote-cast",
  "vote-removed",
  "invited",
  "finalized",
  "edited",
  "cancelled",
  // An item was added, changed or removed, or someone took or gave back a claim.
  "bring-list-changed",
  // Photos were added to the album, deleted, hidden or shown, or the album ended.
  "album-changed",
] as const;

export type HangChangeKind = (typeof HANG_CHANGES)[number];

export interface HangChange {
  hangId: string;
  kind: HangChangeKind;
  /** The answer that changed (answers and waitlist promotions). */
  responseId?: string;
  /** The activity suggestion that was added or voted on. */
  suggestionId?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown) => typeof value === "string" && UUID.test(value);
const optionalUuid = (value: unknown) => value === undefined || isUuid(value);

/** A change exactly as described above: no other key, ids that are UUIDs, a known kind. */
function isHangChange(value: unknown): value is HangChange {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const { hangId, kind, responseId, suggestionId, ...rest } = value as Record<string, unknown>;
  return (
    Object.keys(rest).length === 0 &&
    isUuid(hangId) &&
    (HANG_CHANGES as readonly unknown[]).includes(kind) &&
    optionalUuid(responseId) &&
    optionalUuid(suggestionId)
  );
}

/** SSE event names: a change, or "resync" (events may have been missed: read everything again). */
export const LIVE_CHANGE_EVENT = "change";
export const LIVE_RESYNC_EVENT = "resync";

export const liveEventsPath = (hangId: string) => `/api/hangs/${hangId}/events`;

/** The parsed change, or undefined for anything that is not one (never throws). */
export function readHangChange(text: string): HangChange | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return isHangChange(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
