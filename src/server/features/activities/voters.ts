// Who may vote or suggest as an e-mail address. Typing someone's address is not enough (see
// docs/decisions/0007-voter-identity-and-waitlist.md): the first use of an address on a hang hands
// the browser a voter key; later uses need that key, or the secret of the answer given with it.

import type { Db } from "../../db/client.ts";
import { sameEmail } from "../../http/actor.ts";
import { AppError } from "../../http/errors.ts";
import type { ResponseSecrets } from "../../http/response-secrets.ts";
import { findResponseByEmail } from "../responses/queries.ts";
import { emailActiveOnHang } from "./queries.ts";

export interface VoterProof {
  /** X-Voter-Key: handed out with the first vote or suggestion of an address on a hang. */
  voterKey?: string;
  /** X-Response-Secret: the answer's secret, when the address answered the hang. */
  responseSecret?: string;
  /** A session whose provider vouches for this address. */
  verifiedEmail?: string;
}

export const EMAIL_ANSWERED_ELSEWHERE =
  "Someone already responded with this email. Open the link in your confirmation email to vote from this browser.";
export const EMAIL_VOTED_ELSEWHERE =
  "This email already voted from another browser. Vote from that browser, or use your own email.";

// The response-secret HMAC under its own namespace: no response id has this shape.
const voterRef = (hangId: string, email: string) => `voter:${hangId}:${email.trim().toLowerCase()}`;

export function voterKeyFor(secrets: ResponseSecrets, hangId: string, email: string): string {
  return secrets.secretFor(voterRef(hangId, email));
}

/** True when the request proves it speaks for this address. */
export async function provesVoter(
  db: Db,
  secrets: ResponseSecrets,
  hangId: string,
  email: string,
  proof: VoterProof,
): Promise<boolean> {
  if (sameEmail(proof.verifiedEmail, email)) return true;
  if (secrets.owns(voterRef(hangId, email), proof.voterKey)) return true;
  if (!proof.responseSecret) return false;
  const response = await findResponseByEmail(db, hangId, email);
  return Boolean(response && secrets.owns(response.id, proof.responseSecret));
}

/** Passes with a proof, or on the first use of an address nobody answered or voted with. */
export async function assertMayActAs(
  db: Db,
  secrets: ResponseSecrets,
  hangId: string,
  email: string,
  proof: VoterProof,
): Promise<void> {
  if (await provesVoter(db, secrets, hangId, email, proof)) return;
  if (await findResponseByEmail(db, hangId, email)) throw new AppError("conflict", EMAIL_ANSWERED_ELSEWHERE);
  if (await emailActiveOnHang(db, hangId, email)) throw new AppError("conflict", EMAIL_VOTED_ELSEWHERE);
}
