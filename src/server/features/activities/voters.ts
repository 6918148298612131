// Who may vote or suggest as an e-mail address. Typing someone's address is not enough (see
// docs/decisions/0007-voter-identity-and-waitlist.md): the first use of an address on a hang hands
// the browser a voter key; later uses need that key, or proof of the address (the answer's mailed
// link, a session). Answering with an address proves nothing of it (0032-answers-prove-no-address).

import type { Db } from "../../db/client.ts";
import { sameEmail } from "../../http/actor.ts";
import { AppError } from "../../http/errors.ts";
import type { ResponseSecrets } from "../../http/response-secrets.ts";
import { findResponseByEmail } from "../responses/queries.ts";
import { emailActiveOnHang, nextVoterKeyGeneration, voterKeyGeneration } from "./queries.ts";

export interface VoterProof {
  /** X-Voter-Key: handed out with the first vote or suggestion of an address on a hang. */
  voterKey?: string;
  /** X-Response-Secret: the answer's secret, or the key of the link mailed about it. */
  responseSecret?: string;
  /** A session whose provider vouches for this address. */
  verifiedEmail?: string;
}

export const EMAIL_ANSWERED_ELSEWHERE =
  "Someone already responded with this email. Open the link in your confirmation email to vote from this browser.";
export const EMAIL_VOTED_ELSEWHERE =
  "This email already voted from another browser. Vote from that browser, or use your own email.";
export const EMAIL_VOTED_BEFORE_ANSWER =
  "This email already voted from another browser. Open the link in your confirmation email to vote from this one.";

// The response-secret HMAC under its own namespace: no response id has this shape. Generation 0
// keeps the shape keys had before generations existed.
function voterRef(hangId: string, email: string, generation: number): string {
  const ref = `voter:${hangId}:${email.trim().toLowerCase()}`;
  return generation === 0 ? ref : `${ref}:${generation}`;
}

/** How a request speaks for an address: as its owner (proved), through a voter key, or not at all. */
export type VoterStanding = "owner" | "key" | undefined;

export async function provesVoter(
  db: Db,
  secrets: ResponseSecrets,
  hangId: string,
  email: string,
  proof: VoterProof,
): Promise<VoterStanding> {
  if (sameEmail(proof.verifiedEmail, email)) return "owner";
  if (proof.responseSecret) {
    const response = await findResponseByEmail(db, hangId, email);
    // Only the mailed link's key proves the address; the secret the answering browser got does not.
    if (response && secrets.provesAddress(response.id, response.guestEmail, proof.responseSecret))
      return "owner";
  }
  const generation = await voterKeyGeneration(db, hangId, email);
  return secrets.owns(voterRef(hangId, email, generation), proof.voterKey) ? "key" : undefined;
}

/**
 * Passes with a proof, or on the first use of an address nobody voted with and nobody but this
 * browser answered with, and hands back the voter key to use from now on. The address's owner
 * proving it (the mailed answer link, a session with that verified e-mail) starts a new key
 * generation: whoever typed the address first loses the key they were given, and the owner can
 * change what was done in their name.
 */
export async function assertMayActAs(
  db: Db,
  secrets: ResponseSecrets,
  hangId: string,
  email: string,
  proof: VoterProof,
): Promise<string> {
  const standing = await provesVoter(db, secrets, hangId, email, proof);
  if (standing === "owner") {
    const generation = await nextVoterKeyGeneration(db, hangId, email);
    return secrets.secretFor(voterRef(hangId, email, generation));
  }
  // A key that passed is the current generation's: hand the same one back.
  if (standing === "key" && proof.voterKey) return proof.voterKey;
  // The browser that answered with the address may use it first, but displaces nobody who did before.
  const answer = await findResponseByEmail(db, hangId, email);
  const answeredHere = Boolean(answer && secrets.opensAnswer(answer.id, proof.responseSecret));
  if (answer && !answeredHere) throw new AppError("conflict", EMAIL_ANSWERED_ELSEWHERE);
  if (await emailActiveOnHang(db, hangId, email)) {
    throw new AppError("conflict", answeredHere ? EMAIL_VOTED_BEFORE_ANSWER : EMAIL_VOTED_ELSEWHERE);
  }
  return secrets.secretFor(voterRef(hangId, email, await voterKeyGeneration(db, hangId, email)));
}
