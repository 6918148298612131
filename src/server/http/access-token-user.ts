// Recognises a personal access token (`Authorization: Bearer hangs_pat_…`) on API requests, beside
// the session cookie: a good token acts as its owner. The token is looked up on every request, so a
// revocation holds at once on every instance. Refusals: malformed, unknown, revoked or expired → 401
// with a WWW-Authenticate challenge; a read-only token writing → 403; a token in the address → 400.
import type { Context, MiddlewareHandler } from "hono";
import {
  isReadMethod,
  TOKEN_EXPIRED,
  TOKEN_IN_QUERY,
  TOKEN_MALFORMED,
  TOKEN_NOT_ALLOWED_HERE,
  TOKEN_PATTERN,
  TOKEN_PREFIX,
  TOKEN_READ_ONLY,
  TOKEN_REVOKED,
  TOKEN_UNKNOWN,
  type TokenScope,
} from "../../shared/access-tokens.ts";
import { ACCOUNT_DISABLED_MESSAGE } from "../../shared/sign-in-errors.ts";
import { isLockedOut } from "../auth/sign-up-policy.ts";
import type { ServerContext } from "../context.ts";
import { lastUseIsStale, markTokenUsed } from "../features/access-tokens/mutations.ts";
import { type FoundToken, tokenByHash } from "../features/access-tokens/queries.ts";
import { hashAccessToken } from "../features/access-tokens/token-secret.ts";
import type { SignedInUser } from "./actor.ts";
import { bearerCredentials } from "./bearer.ts";
import { clientAddress } from "./client-address.ts";
import { AppError } from "./errors.ts";

declare module "hono" {
  interface ContextVariableMap {
    /** Set when the request is authenticated by a personal access token. */
    accessToken: { id: string; scope: TokenScope } | undefined;
  }
}

/** 401 with the challenge RFC 6750 asks for, so a client knows to get a new token. */
function invalidToken(c: Context, message: string): never {
  c.header("WWW-Authenticate", 'Bearer error="invalid_token"');
  throw new AppError("unauthorized", message);
}

/** Addresses end up in logs, histories and referrers: a token there is refused, never read. */
function refuseTokenInAddress(c: Context) {
  const query = c.req.queries();
  const inAddress =
    "access_token" in query ||
    Object.values(query).some((values) => values.some((v) => v.startsWith(TOKEN_PREFIX)));
  if (inAddress) throw new AppError("bad_request", TOKEN_IN_QUERY);
}

function whyRefused(found: FoundToken | undefined, now: Date): string | undefined {
  if (!found) return TOKEN_UNKNOWN;
  if (found.token.revokedAt) return TOKEN_REVOKED;
  if (found.token.expiresAt && found.token.expiresAt <= now) return TOKEN_EXPIRED;
  return undefined;
}

function ownerOf(found: FoundToken): SignedInUser {
  const { owner } = found;
  return {
    id: owner.id,
    email: owner.email,
    emailVerified: owner.emailVerified,
    name: owner.name,
    firstName: owner.firstName,
    lastName: owner.lastName,
    image: owner.image,
    language: owner.language,
  };
}

export function accessTokenUser(ctx: ServerContext): MiddlewareHandler {
  const recognise = async (c: Context, credentials: string) => {
    if (!TOKEN_PATTERN.test(credentials)) invalidToken(c, TOKEN_MALFORMED);
    const now = ctx.clock.now();
    const found = await tokenByHash(ctx.db, hashAccessToken(credentials));
    const refused = whyRefused(found, now);
    if (refused || !found) return invalidToken(c, refused ?? TOKEN_UNKNOWN);
    // A disabled account's tokens, like its sessions, sign nobody in.
    if (isLockedOut(found.owner, ctx.signIn.access)) invalidToken(c, ACCOUNT_DISABLED_MESSAGE);
    if (found.token.scope === "read" && !isReadMethod(c.req.method))
      throw new AppError("forbidden", TOKEN_READ_ONLY);
    await ctx.limits.consume("accessToken", {
      address: clientAddress(c, ctx.config.trustProxy),
      accountId: found.owner.id,
    });
    if (lastUseIsStale(found.token.lastUsedAt, now)) await markTokenUsed(ctx.db, found.token.id, now);
    c.set("user", ownerOf(found));
    c.set("accessToken", { id: found.token.id, scope: found.token.scope });
  };
  return async (c, next) => {
    if (c.req.url.includes("?")) refuseTokenInAddress(c);
    const credentials = bearerCredentials(c);
    if (credentials !== undefined) await recognise(c, credentials);
    await next();
  };
}

/**
 * For what needs the person at the site (admin pages, deleting the account, managing tokens): a
 * token is refused, so a leaked one can neither lock its owner out nor mint itself a successor.
 */
export const sessionOnly: MiddlewareHandler = async (c, next) => {
  if (c.get("accessToken") || bearerCredentials(c) !== undefined)
    throw new AppError("forbidden", TOKEN_NOT_ALLOWED_HERE);
  await next();
};
