// Who may use this instance: sign-up policy, the admins, and whether anonymous people may host.
// Parsed once from the configuration; the checks live where the actions are.
import type { SignedInUser } from "./http/actor.ts";

export type SignUpPolicy =
  | { kind: "open" }
  /** Only existing accounts, and people an admin invited. */
  | { kind: "closed" }
  /** Only verified addresses at these domains (lower-case, no leading @). */
  | { kind: "domains"; domains: string[] };

export interface AccessPolicy {
  signUp: SignUpPolicy;
  /** Verified addresses (lower-case) that are admins. */
  adminEmails: string[];
  /** false: creating a hang needs sign-in; guests still answer without an account. */
  anonymousHosts: boolean;
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SIGN_UP: `open`, `closed` or `domains:example.com,example.org`. */
export function parseSignUp(value: string): SignUpPolicy {
  const text = value.trim().toLowerCase();
  if (text === "open") return { kind: "open" };
  if (text === "closed") return { kind: "closed" };
  if (text.startsWith("domains:")) {
    const domains = text
      .slice("domains:".length)
      .split(",")
      .map((d) => d.trim().replace(/^@/, ""))
      .filter(Boolean);
    const wrong = domains.find((d) => !DOMAIN.test(d));
    if (domains.length === 0 || wrong !== undefined)
      throw new Error(`SIGN_UP: "${wrong ?? ""}" is not a domain name (domains:example.com,example.org)`);
    return { kind: "domains", domains };
  }
  throw new Error("SIGN_UP must be open, closed or domains:example.com,example.org");
}

/** ADMIN_EMAILS: a comma-separated list of addresses. */
export function parseAdminEmails(value: string | undefined): string[] {
  const emails = (value ?? "")
    .split(",")
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  const wrong = emails.find((e) => !EMAIL.test(e));
  if (wrong !== undefined) throw new Error(`ADMIN_EMAILS: "${wrong}" is not an e-mail address`);
  return emails;
}

/** An admin is a signed-in person whose provider vouches for one of ADMIN_EMAILS. */
export function isAdmin(user: SignedInUser | undefined, access: AccessPolicy): boolean {
  return Boolean(user?.emailVerified && access.adminEmails.includes(user.email.toLowerCase()));
}
