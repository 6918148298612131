// Cancelling a hang: the cancel page's reason (the server's rule and the page's own message), and
// the edit page's Confirm Cancel, which cancels the same way and also marks the name.
import { z } from "./zod.ts";

export const CANCEL_REASON_REQUIRED = "Cancellation reason is required";
/** What the cancel page says before it asks the server. */
export const CANCEL_REASON_PROMPT = "Please provide a reason for cancelling";
export const ALREADY_CANCELLED = "This hang has already been cancelled.";

export const cancelHangSchema = z.object({
  reason: z
    .string({ error: CANCEL_REASON_REQUIRED })
    .trim()
    .min(1, CANCEL_REASON_REQUIRED)
    .max(1000, "Cancellation reason must be at most 1000 characters"),
  /** The edit page's Confirm Cancel also marks the name "[CANCELLED]", as the spec's cancel-by-rename. */
  markName: z.boolean().optional(),
});
export type CancelHang = z.output<typeof cancelHangSchema>;

export const CANCELLED_PREFIX = "[CANCELLED]";
export const CANCELLED_NOTE = "This hang has been cancelled by the host.";

/** What the edit page's Confirm Cancel sends to the cancel call. */
export const CANCEL_FROM_EDIT: CancelHang = { reason: CANCELLED_NOTE, markName: true };

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
