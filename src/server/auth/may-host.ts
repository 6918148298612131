// ANONYMOUS_HOSTS=false: creating a hang needs a signed-in person whose provider vouches for their
// address (so the host is someone this instance can reach and hold to account). Guests still
// answer without an account.
import type { Context } from "hono";
import { HOST_EMAIL_UNCONFIRMED, HOST_SIGN_IN_REQUIRED } from "../../shared/sign-in-errors.ts";
import type { AccessPolicy } from "../access.ts";
import { signedInUser } from "../http/actor.ts";
import { AppError } from "../http/errors.ts";

export function assertMayHost(c: Context, access: AccessPolicy): void {
  if (access.anonymousHosts) return;
  const user = signedInUser(c);
  if (!user) throw new AppError("unauthorized", HOST_SIGN_IN_REQUIRED);
  if (!user.emailVerified) throw new AppError("forbidden", HOST_EMAIL_UNCONFIRMED);
}
