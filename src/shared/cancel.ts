// Cancelling a hang: the server's schema for the cancel page's reason and the edit page's Confirm
// Cancel, built on cancel-rules.ts (which the pages load instead, without a schema library).
import { CANCEL_REASON_MAX, CANCEL_REASON_REQUIRED, CANCEL_REASON_TOO_LONG } from "./cancel-rules.ts";
import { plainText } from "./fields.ts";
import { z } from "./zod.ts";

export * from "./cancel-rules.ts";

export const cancelHangSchema = z.object({
  reason: plainText(CANCEL_REASON_REQUIRED)
    .trim()
    .min(1, CANCEL_REASON_REQUIRED)
    .max(CANCEL_REASON_MAX, CANCEL_REASON_TOO_LONG),
  /** The edit page's Confirm Cancel also marks the name "[CANCELLED]", as the spec's cancel-by-rename. */
  markName: z.boolean().optional(),
});
export type CancelHang = z.output<typeof cancelHangSchema>;
