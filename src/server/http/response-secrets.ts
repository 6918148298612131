// A guest's proof of owning an answer: HMACs under the server's key, so nothing is stored and the
// server can mail a link at any time (docs/decisions/0032-answers-prove-no-address.md). The secret
// handed to the browser that answered opens the answer and proves nothing of its address. The key
// in a link mailed to an address is that secret plus a proof of the address it was mailed to: it
// opens the answer wherever it moves, and proves the address only while the answer still has it.
import { createHmac } from "node:crypto";
import { sameSecret } from "./actor.ts";

export interface ResponseSecrets {
  /** The server's HMAC of `ref`: an answer's secret for a response id, voter keys for theirs. */
  secretFor(ref: string): string;
  owns(ref: string, given: string | undefined): boolean;
  /** The key of the edit link mailed to `email` about this answer. */
  mailedKeyFor(responseId: string, email: string): string;
  /** The answer's secret, or the key of a link mailed about the answer. */
  opensAnswer(responseId: string, given: string | undefined): boolean;
  /** A key from a link mailed to `email` about this answer. */
  provesAddress(responseId: string, email: string, given: string | undefined): boolean;
}

// Never in base64url, so a mailed key splits cleanly into its two parts.
const SEPARATOR = ".";

export function responseSecrets(serverKey: string): ResponseSecrets {
  const secretFor = (ref: string) =>
    createHmac("sha256", serverKey).update(`response:${ref}`).digest("base64url");
  // Its own namespace: no response id, and no voter reference, has this shape.
  const addressProof = (responseId: string, email: string) =>
    secretFor(`${responseId}:mailed-to:${email.trim().toLowerCase()}`);
  const parts = (given: string | undefined) => {
    const [secret, proof, ...rest] = (given ?? "").split(SEPARATOR);
    return rest.length === 0 ? { secret, proof } : {};
  };
  return {
    secretFor,
    owns: (ref, given) => sameSecret(given, secretFor(ref)),
    mailedKeyFor: (responseId, email) =>
      `${secretFor(responseId)}${SEPARATOR}${addressProof(responseId, email)}`,
    opensAnswer: (responseId, given) => sameSecret(parts(given).secret, secretFor(responseId)),
    provesAddress: (responseId, email, given) => {
      const { secret, proof } = parts(given);
      return sameSecret(secret, secretFor(responseId)) && sameSecret(proof, addressProof(responseId, email));
    },
  };
}
