// A guest's proof of owning an answer: an HMAC of the response id under the server's key. Nothing
// is stored, so the server can put the same secret in the owner's e-mailed edit link at any time.
import { createHmac } from "node:crypto";
import { sameSecret } from "./actor.ts";

export interface ResponseSecrets {
  secretFor(responseId: string): string;
  owns(responseId: string, given: string | undefined): boolean;
}

export function responseSecrets(serverKey: string): ResponseSecrets {
  const secretFor = (responseId: string) =>
    createHmac("sha256", serverKey).update(`response:${responseId}`).digest("base64url");
  return {
    secretFor,
    owns: (responseId, given) => sameSecret(given, secretFor(responseId)),
  };
}
