// Who may change an answer: what proves a guest owns it, and what proves they receive mail at its
// address (decisions 0058 and 0068).
import { hostEntryOf } from "../../../shared/host-answers.ts";
import type { ResponseRow } from "../../db/schema.ts";
import { sameEmail } from "../../http/actor.ts";
import type { ResponseSecrets } from "../../http/response-secrets.ts";

/**
 * What proves a guest owns an answer: the secret its browser got (or the key of a link mailed about
 * it, which carries that secret), or a session with that answer's e-mail (verified).
 */
export interface GuestProof {
  secret?: string;
  verifiedEmail?: string;
  /** The address a personal invitation link was mailed to, when the page was opened from it. */
  invitedEmail?: string;
}

/** The proof holds the address itself: a session with it, or the invitation mailed to it. */
export function holdsAddress(proof: GuestProof, email: string): boolean {
  return sameEmail(proof.verifiedEmail, email) || sameEmail(proof.invitedEmail, email);
}

export function ownsResponse(secrets: ResponseSecrets, row: ResponseRow, proof: GuestProof): boolean {
  // An answer the host entered becomes its person's by proving its address as it is now (decision 0068).
  if (hostEntryOf(row) === "host") return provesAnswerAddress(secrets, row.id, row.guestEmail, proof);
  return secrets.opensAnswer(row.id, proof.secret) || holdsAddress(proof, row.guestEmail);
}

/** Whether the proof shows its holder receives mail at `email`: a session with it, or its mailed key. */
export function provesAnswerAddress(
  secrets: ResponseSecrets,
  responseId: string,
  email: string,
  proof: GuestProof,
): boolean {
  return holdsAddress(proof, email) || secrets.provesAddress(responseId, email, proof.secret);
}
