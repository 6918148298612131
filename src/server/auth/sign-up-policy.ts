// Who may make a new account (SIGN_UP) and who may use one (disabled accounts): pure rules over what
// the provider vouches for, so both ways of signing in and the session check apply the same ones.
// Admins (ADMIN_EMAILS, verified) may always sign in.

import { addressKey } from "../../shared/field-rules.ts";
import {
  EMAIL_NOT_VERIFIED_CODE,
  EMAIL_NOT_VERIFIED_MESSAGE,
  SIGN_UP_CLOSED_CODE,
  SIGN_UP_CLOSED_MESSAGE,
  SIGN_UP_DOMAIN_CODE,
  SIGN_UP_DOMAIN_MESSAGE,
} from "../../shared/sign-in-errors.ts";
import { type AccessPolicy, isAdminAddress } from "../access.ts";

export interface Refusal {
  code: string;
  message: string;
}

/** The person as the provider describes them (after the app's claim rules in profile.ts). */
export interface Claimed {
  email: string;
  emailVerified: boolean;
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
  if (policy.kind === "open" || isAdminAddress(person, access)) return undefined;
  if (!person.emailVerified) return { code: EMAIL_NOT_VERIFIED_CODE, message: EMAIL_NOT_VERIFIED_MESSAGE };
  const email = addressKey(person.email);
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
  return Boolean(user.disabledAt) && !isAdminAddress(user, access);
}
