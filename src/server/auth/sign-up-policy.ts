// Who may make a new account (SIGN_UP) and who may use one (disabled accounts): pure rules over what
// the provider vouches for, so both ways of signing in and the session check apply the same ones.
// Admins (ADMIN_EMAILS, verified) may always sign in.

import {
  EMAIL_NOT_VERIFIED_CODE,
  EMAIL_NOT_VERIFIED_MESSAGE,
  SIGN_UP_CLOSED_CODE,
  SIGN_UP_CLOSED_MESSAGE,
  SIGN_UP_DOMAIN_CODE,
  SIGN_UP_DOMAIN_MESSAGE,
} from "../../shared/sign-in-errors.ts";
import type { AccessPolicy } from "../access.ts";

export interface Refusal {
  code: string;
  message: string;
}

/** The person as the provider describes them (after the app's claim rules in profile.ts). */
export interface Claimed {
  email: string;
  emailVerified: boolean;
}

function adminAddress(person: Claimed, access: AccessPolicy): boolean {
  return person.emailVerified && access.adminEmails.includes(person.email.toLowerCase());
}

/**
 * Why this person may not make an account here, or undefined when they may. `invited` is asked only
 * under SIGN_UP=closed, for a verified address.
 */
export async function signUpRefusal(
  person: Claimed,
  access: AccessPolicy,
  invited: (email: string) => Promise<boolean>,
): Promise<Refusal | undefined> {
  const policy = access.signUp;
  if (policy.kind === "open" || adminAddress(person, access)) return undefined;
  if (!person.emailVerified) return { code: EMAIL_NOT_VERIFIED_CODE, message: EMAIL_NOT_VERIFIED_MESSAGE };
  const email = person.email.toLowerCase();
  if (policy.kind === "domains") {
    const domain = email.slice(email.lastIndexOf("@") + 1);
    return policy.domains.includes(domain)
      ? undefined
      : { code: SIGN_UP_DOMAIN_CODE, message: SIGN_UP_DOMAIN_MESSAGE };
  }
  return (await invited(email)) ? undefined : { code: SIGN_UP_CLOSED_CODE, message: SIGN_UP_CLOSED_MESSAGE };
}

/** A disabled account may neither sign in nor use a session it still holds; an admin always may. */
export function isLockedOut(
  user: Claimed & { disabledAt?: Date | string | null | undefined },
  access: AccessPolicy,
): boolean {
  return Boolean(user.disabledAt) && !adminAddress(user, access);
}
