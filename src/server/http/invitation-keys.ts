// The key in a personal invitation link: an HMAC of the hang and the address it was mailed to,
// under the server's key (nothing stored, like an answer's secret). It names no address: the
// server finds the invitee whose key it is, so the link opens the page as that address only.
import type { ResponseSecrets } from "./response-secrets.ts";

/** The key mailed with an invitation of `email` to a hang. */
export function invitationKeyFor(secrets: Pick<ResponseSecrets, "secretFor">, hangId: string, email: string) {
  // Its own namespace: no response id, mailed key or voter reference has this shape.
  return secrets.secretFor(`invitation:${hangId}:to:${email.trim().toLowerCase()}`);
}
