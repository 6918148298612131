// What the host is told after sending a batch of invitations, and what stays pending.
import type { ToastInput } from "../../components/ui/use-toast.ts";
import { type MessageId, type MessageValues, t as pageT } from "../../i18n/i18n.ts";
import { isApiError } from "../../lib/http.ts";

type Translate = (id: MessageId, values?: MessageValues) => string;

export type InviteOutcome = { email: string; ok: true } | { email: string; ok: false; error: unknown };

/** Case-insensitive identity of an address, as the server compares them. */
export const emailKey = (email: string) => email.trim().toLowerCase();

/** The reason a refused invitation gives: a rate limit first, any other client error, else a retry hint. */
function refusalMessage(failed: readonly InviteOutcome[], t: Translate): string {
  const errors = failed.map((o) => (o.ok ? undefined : o.error));
  const limited = errors.find((e) => isApiError(e, 429));
  if (isApiError(limited)) return limited.body.message;
  const refused = errors.find((e) => isApiError(e) && e.status < 500);
  if (isApiError(refused)) return refused.body.message;
  return t("shell.tryAgain");
}

/**
 * The one toast for a batch: success when all went out, otherwise how many were not sent and why.
 * The server's reasons are shown as they come.
 */
export function inviteToast(outcomes: readonly InviteOutcome[], t: Translate = pageT): ToastInput {
  const sent = outcomes.filter((o) => o.ok).length;
  const failed = outcomes.filter((o) => !o.ok);
  if (failed.length > 0) {
    return {
      variant: "destructive",
      title: t(failed.length === 1 ? "create.inviteError" : "create.invitesError"),
      description: t("create.notSent", { count: failed.length, reason: refusalMessage(failed, t) }),
    };
  }
  if (sent === 1) return { title: t("create.inviteSent") };
  return { title: t("create.invitesSent"), description: t("create.invitesOnTheirWay", { count: sent }) };
}

/** The pending list after a batch: addresses that went out leave it, refused ones stay for a retry. */
export function stillPending(pending: readonly string[], outcomes: readonly InviteOutcome[]): string[] {
  const sent = new Set(outcomes.filter((o) => o.ok).map((o) => emailKey(o.email)));
  return pending.filter((email) => !sent.has(emailKey(email)));
}
