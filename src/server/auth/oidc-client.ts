// Hangs as a client of one OpenID Connect issuer: who it is, and checking ID tokens it signed.
import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from "jose";

export interface OidcClient {
  providerId: string;
  /** Shown on the button: "Sign In with {name}". */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** The spec's "ID-token max age for sync". */
export const ID_TOKEN_MAX_AGE_SECONDS = 5 * 60;
/** How far the issuer's clock and ours may disagree before a token's times count against it. */
export const CLOCK_SKEW_SECONDS = 30;

export class IdTokenError extends Error {}

type KeySet = ReturnType<typeof createRemoteJWKSet>;
/**
 * Per client, so per running app: an app started later on this process (tests) whose issuer has
 * the same address but new keys under the same key id never reads the keys of one gone before.
 */
const keySets = new WeakMap<OidcClient, Promise<{ issuer: string; keys: KeySet }>>();

/** The issuer's signing keys, found through its discovery document and cached per client. */
function keysOf(client: OidcClient) {
  let found = keySets.get(client);
  if (!found) {
    found = (async () => {
      const res = await fetch(`${client.issuer}/.well-known/openid-configuration`);
      if (!res.ok) throw new Error(`discovery answered ${res.status}`);
      const doc = (await res.json()) as { issuer?: string; jwks_uri?: string };
      if (!doc.jwks_uri || !doc.issuer) throw new Error("discovery names no issuer or jwks_uri");
      return { issuer: doc.issuer, keys: createRemoteJWKSet(new URL(doc.jwks_uri)) };
    })();
    // A failed discovery is tried again on the next sign-in rather than remembered.
    found.catch(() => keySets.delete(client));
    keySets.set(client, found);
  }
  return found;
}

/**
 * Checks an ID token as the spec's sync call needs: signed by the issuer's key, for our client,
 * unexpired, and issued at most five minutes ago. Throws IdTokenError with a message for people.
 */
export async function verifyIdToken(client: OidcClient, token: string): Promise<JWTPayload> {
  let issuer: { issuer: string; keys: KeySet };
  try {
    issuer = await keysOf(client);
  } catch {
    throw new IdTokenError("The sign-in provider could not be reached. Please try again.");
  }
  try {
    const { payload } = await jwtVerify(token, issuer.keys, {
      issuer: issuer.issuer,
      audience: client.clientId,
      maxTokenAge: ID_TOKEN_MAX_AGE_SECONDS,
      clockTolerance: CLOCK_SKEW_SECONDS,
      requiredClaims: ["sub", "iat", "exp"],
    });
    return payload;
  } catch (error) {
    throw new IdTokenError(idTokenProblem(error));
  }
}

function idTokenProblem(error: unknown): string {
  // jose reports a token past maxTokenAge as expired too, naming the iat claim.
  if (error instanceof errors.JWTExpired) {
    return error.claim === "iat"
      ? "The sign-in token is more than 5 minutes old. Please sign in again."
      : "The sign-in token has expired. Please sign in again.";
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === "iss") return "The sign-in token comes from another provider.";
    if (error.claim === "aud") return "The sign-in token was issued for another app.";
    // Past maxTokenAge is JWTExpired (above): a failed time check here is a token from the future.
    if ((error.claim === "iat" || error.claim === "nbf") && error.reason === "check_failed") {
      return "The sign-in token is dated in the future: the provider's clock and ours disagree. Please try again later.";
    }
    return "The sign-in token is missing required details.";
  }
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey) {
    return "The sign-in token's signature is not valid.";
  }
  return "The sign-in token is not valid.";
}
