// Recognises a signed-in person on every API request from their session cookie. The session is read
// from the database each time (no cookie cache), so signing out anywhere, or an admin disabling the
// account, takes effect at once.
import type { Context, MiddlewareHandler, Next } from "hono";
import { SESSION_COOKIE_PREFIX } from "../auth/auth-names.ts";
import type { SignIn } from "../auth/sign-in.ts";
import { isLockedOut } from "../auth/sign-up-policy.ts";
import type { SignedInUser } from "./actor.ts";

const SESSION_COOKIE = `${SESSION_COOKIE_PREFIX}.session_token=`;

export function sessionUser(signIn: SignIn): MiddlewareHandler {
  const recognise = async (c: Context, next: Next) => {
    const auth = await signIn.auth();
    const found = await auth.api.getSession({ headers: c.req.raw.headers });
    // A disabled account's session still exists, but signs nobody in.
    if (found && !isLockedOut(lockState(found.user), signIn.access))
      c.set("user", toSignedInUser(found.user));
    await next();
  };
  // Most requests are guests' and carry no session: they cost nothing here.
  return (c, next) =>
    signIn.client && c.req.header("cookie")?.includes(SESSION_COOKIE) ? recognise(c, next) : next();
}

function lockState(user: Record<string, unknown>) {
  const disabledAt = user.disabledAt;
  return {
    email: String(user.email),
    emailVerified: user.emailVerified === true,
    disabledAt: disabledAt instanceof Date || typeof disabledAt === "string" ? disabledAt : null,
  };
}

function toSignedInUser(user: Record<string, unknown>): SignedInUser {
  const text = (v: unknown) => (typeof v === "string" && v ? v : null);
  return {
    id: String(user.id),
    email: String(user.email),
    emailVerified: user.emailVerified === true,
    name: text(user.name) ?? "",
    firstName: text(user.firstName),
    lastName: text(user.lastName),
    image: text(user.image),
    language: text(user.language),
  };
}
