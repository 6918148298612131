// Who is asking: the host (edit token) or the guest who owns a response (response secret).
import { createHash, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { addressKey } from "../../shared/field-rules.ts";
import { isClaimedEmail } from "../auth/profile.ts";

export function editTokenFrom(c: Context): string | undefined {
  return c.req.query("token") || c.req.header("x-edit-token") || undefined;
}

export function responseSecretFrom(c: Context): string | undefined {
  return c.req.header("x-response-secret") || undefined;
}

/** Constant-time comparison so a token cannot be guessed byte by byte from timings. */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

/** A person signed in through the provider (from their session, checked on every request). */
export interface SignedInUser {
  id: string;
  email: string;
  /** The provider vouches for the address: only then does it grant rights by e-mail. */
  emailVerified: boolean;
  name: string;
  firstName: string | null;
  lastName: string | null;
  image: string | null;
  /** The language this person chose for every browser they sign in on (en, es, de), if any. */
  language: string | null;
}

declare module "hono" {
  interface ContextVariableMap {
    user: SignedInUser | undefined;
  }
}

export function signedInUser(c: Context): SignedInUser | undefined {
  return c.get("user");
}

/** The signed-in person's e-mail, lower-cased, when the provider vouches for it. */
export function verifiedEmailFrom(c: Context): string | undefined {
  const user = signedInUser(c);
  return user?.emailVerified ? addressKey(user.email) : undefined;
}

/** What proves someone is a hang's host: its edit token, or a session with the host's e-mail. */
export interface HostProof {
  editToken?: string;
  verifiedEmail?: string;
}

export function hostProofFrom(c: Context): HostProof {
  return { editToken: editTokenFrom(c), verifiedEmail: verifiedEmailFrom(c) };
}

/** Only ASCII letters fold, so no look-alike letter ever matches the address it resembles. */
export function sameEmail(a: string | undefined, b: string | undefined): boolean {
  return Boolean(a && b && addressKey(a.trim()) === addressKey(b.trim()));
}

/** The account as its owner sees it (the spec's client-side user, plus the names it needs). */
export function toAccountView(user: SignedInUser) {
  // An account whose provider vouches for no address holds a placeholder: show none.
  const email = isClaimedEmail(user.email) ? user.email : "";
  const displayName =
    [user.firstName, user.lastName].filter(Boolean).join(" ") || user.name || email.split("@")[0] || email;
  return {
    uid: user.id,
    email,
    emailVerified: user.emailVerified,
    displayName,
    firstName: user.firstName,
    lastName: user.lastName,
    photoURL: user.image,
  };
}
