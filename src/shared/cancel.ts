// Cancelling a hang: the cancel page's reason (the server's rule and the page's own message), and
// the edit page's older cancel-by-rename.
import { z } from "zod";

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
});
export type CancelHang = z.output<typeof cancelHangSchema>;

export const CANCELLED_PREFIX = "[CANCELLED]";
export const CANCELLED_NOTE = "This hang has been cancelled by the host.";

/** The edit call that cancels by renaming: the prefixed name and the note. */
export function cancelByRename(name: string): { name: string; additionalDetails: string } {
  const bare = name.startsWith(CANCELLED_PREFIX) ? name.slice(CANCELLED_PREFIX.length).trim() : name;
  // The name limit is 120 characters: a long name is shortened to make room for the prefix.
  const room = 120 - CANCELLED_PREFIX.length - 1;
  return { name: `${CANCELLED_PREFIX} ${bare.slice(0, room)}`, additionalDetails: CANCELLED_NOTE };
}

export function isCancelledByRename(name: string): boolean {
  return name.startsWith(CANCELLED_PREFIX);
}
