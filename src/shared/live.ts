// What a live hang page is told: the kind of change and ids, never names, e-mails or secrets.
// The server re-checks every event against this schema before it reaches a stream, and the
// client reads it with the same schema.
import { z } from "zod";

export const HANG_CHANGES = [
  "response-created",
  "response-updated",
  "waitlist-promoted",
  "suggestion-added",
  "suggestion-removed",
  "vote-cast",
  "vote-removed",
  "invited",
  "finalized",
  "edited",
  "cancelled",
] as const;

export type HangChangeKind = (typeof HANG_CHANGES)[number];

export const hangChangeSchema = z.strictObject({
  hangId: z.uuid(),
  kind: z.enum(HANG_CHANGES),
  /** The answer that changed (answers and waitlist promotions). */
  responseId: z.uuid().optional(),
  /** The activity suggestion that was added or voted on. */
  suggestionId: z.uuid().optional(),
});

export type HangChange = z.infer<typeof hangChangeSchema>;

/** SSE event names: a change, or "resync" (events may have been missed: read everything again). */
export const LIVE_CHANGE_EVENT = "change";
export const LIVE_RESYNC_EVENT = "resync";

export const liveEventsPath = (hangId: string) => `/api/hangs/${hangId}/events`;

/** The parsed change, or undefined for anything that is not one (never throws). */
export function readHangChange(text: string): HangChange | undefined {
  try {
    const parsed = hangChangeSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
