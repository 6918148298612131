// Who may use this instance: sign-up policy, the admins, and whether anonymous people may host.
// Parsed once from the configuration; the checks live where the actions are.
import { addressKey, isPlainAddress } from "../shared/field-rules.ts";
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

/** SIGN_UP: `open`, `closed` or `domains:example.com,example.org`. */
export function parseSignUp(value: string): SignUpPolicy {
  // Only ASCII letters fold: a look-alike (the Kelvin sign) stays itself, and the domain rule refuses it.
  const text = addressKey(value.trim());
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

/**
 * ADMIN_EMAILS: a comma-separated list of plain addresses, each checked as written before it is
 * folded, by the rule every form and sign-in uses (so no entry can match a look-alike).
 */
export function parseAdminEmails(value: string | undefined): string[] {
  const emails = (value ?? "")
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  const wrong = emails.findIndex((e) => !isPlainAddress(e));
  if (wrong !== -1)
    throw new Error(
      `ADMIN_EMAILS: address ${wrong + 1} is not a plain e-mail address (ASCII letters, digits and . _ ' + -, no trailing dot)`,
    );
  return emails.map(addressKey);
}

/** Whether a verified address is one of ADMIN_EMAILS: compared with only ASCII letters folded. */
export function isAdminAddress(
  person: { email: string; emailVerified: boolean },
  access: AccessPolicy,
): boolean {
  return person.emailVerified && access.adminEmails.includes(addressKey(person.email));
}

/** An admin is a signed-in person whose provider vouches for one of ADMIN_EMAILS. */
export function isAdmin(user: SignedInUser | undefined, access: AccessPolicy): boolean {
  return Boolean(user && isAdminAddress(user, access));
}
