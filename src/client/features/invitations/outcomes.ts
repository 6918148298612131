// What the host is told after sending a batch of invitations, and what stays pending.
import { INVITE_TOASTS } from "../../../shared/invitations.ts";
import type { ToastInput } from "../../components/ui/use-toast.ts";
import { isApiError } from "../../lib/http.ts";

export type InviteOutcome = { email: string; ok: true } | { email: string; ok: false; error: unknown };

/** Case-insensitive identity of an address, as the server compares them. */
export const emailKey = (email: string) => email.trim().toLowerCase();

/** The reason a refused invitation gives: a rate limit first, any other client error, else a retry hint. */
function refusalMessage(failed: readonly InviteOutcome[]): string {
  const errors = failed.map((o) => (o.ok ? undefined : o.error));
  const limited = errors.find((e) => isApiError(e, 429));
  if (isApiError(limited)) return limited.body.message;
  const refused = errors.find((e) => isApiError(e) && e.status < 500);
  if (isApiError(refused)) return refused.body.message;
  return "Please try again.";
}

/** The one toast for a batch: success when all went out, otherwise how many were not sent and why. */
export function inviteToast(outcomes: readonly InviteOutcome[]): ToastInput {
  const sent = outcomes.filter((o) => o.ok).length;
  const failed = outcomes.filter((o) => !o.ok);
  if (failed.length > 0) {
    return {
      variant: "destructive",
      title: failed.length === 1 ? INVITE_TOASTS.error : INVITE_TOASTS.errorMany,
      description: `${failed.length} not sent: ${refusalMessage(failed)}`,
    };
  }
  return sent === 1 ? { title: INVITE_TOASTS.sent } : INVITE_TOASTS.sentMany(sent);
}

/** The pending list after a batch: addresses that went out leave it, refused ones stay for a retry. */
export function stillPending(pending: readonly string[], outcomes: readonly InviteOutcome[]): string[] {
  const sent = new Set(outcomes.filter((o) => o.ok).map((o) => emailKey(o.email)));
  return pending.filter((email) => !sent.has(emailKey(email)));
}
