// The app's rules at better-auth's gates, for both ways of signing in (the redirect round trip and
// POST /api/auth/google): `user.validateUserInfo` refuses a new account SIGN_UP does not allow (and
// a move to an address another account holds); `session.create.before` (database-hooks.ts) refuses a
// disabled account. A refusal is an APIError with a code, which better-auth turns into `?error=code`
// on the way back to the app, or a 403 with the message for POST /google.
import type { BetterAuthOptions } from "better-auth";
import { APIError } from "better-auth/api";
import { eq, sql } from "drizzle-orm";
import {
  ACCOUNT_DISABLED_CODE,
  ACCOUNT_DISABLED_MESSAGE,
  EMAIL_UNUSABLE_CODE,
  EMAIL_UNUSABLE_MESSAGE,
} from "../../shared/sign-in-errors.ts";
import type { AccessPolicy } from "../access.ts";
import type { Db } from "../db/client.ts";
import { accountInvitations, users } from "../db/schema.ts";
import { refuseTakenEmail } from "./email-in-use.ts";
import { vouchesForUnusableAddress } from "./profile.ts";
import { isLockedOut, signUpRefusal } from "./sign-up-policy.ts";

type ValidateUserInfo = NonNullable<NonNullable<BetterAuthOptions["user"]>["validateUserInfo"]>;

export interface SignInRuleDeps {
  db: Db;
  access: AccessPolicy;
}

async function invitedToSignUp(db: Db, email: string): Promise<boolean> {
  const [found] = await db
    .select({ id: accountInvitations.id })
    .from(accountInvitations)
    .where(sql`lower(${accountInvitations.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return Boolean(found);
}

/**
 * Judged on the provider's own claims, which better-auth hands the gate unmapped: what it puts in
 * `user.email` has been lower-cased already (the Kelvin sign then reads as "k").
 */
function unusableAddressRefusal(profile: Record<string, unknown> | undefined) {
  if (!profile) return undefined;
  const claims = { email: profile.email, emailVerified: profile.email_verified ?? profile.emailVerified };
  return vouchesForUnusableAddress(claims)
    ? { error: EMAIL_UNUSABLE_CODE, errorDescription: EMAIL_UNUSABLE_MESSAGE }
    : undefined;
}

/**
 * better-auth's `user.validateUserInfo`: an address the app cannot hold as sent is refused on every
 * way in (a new account, a new link, a returning sign-in); then the sign-up policy for new accounts,
 * taken addresses for the rest.
 */
export function checkUserInfo(deps: SignInRuleDeps): ValidateUserInfo {
  return async (data, ctx) => {
    const unusable = unusableAddressRefusal(data.source.oauth?.profile);
    if (unusable) return unusable;
    if (data.source.action !== "create-user") return refuseTakenEmail(data, ctx);
    const person = {
      email: typeof data.user.email === "string" ? data.user.email : "",
      emailVerified: data.user.emailVerified === true,
    };
    const refusal = await signUpRefusal(person, deps.access, (email) => invitedToSignUp(deps.db, email));
    if (refusal) return { error: refusal.code, errorDescription: refusal.message };
  };
}

/** Throws the "account disabled" refusal when this user may not start a session. */
export async function refuseDisabledAccount(deps: SignInRuleDeps, userId: string): Promise<void> {
  const [user] = await deps.db
    .select({ email: users.email, emailVerified: users.emailVerified, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (user && isLockedOut(user, deps.access)) {
    throw new APIError("FORBIDDEN", { code: ACCOUNT_DISABLED_CODE, message: ACCOUNT_DISABLED_MESSAGE });
  }
}
