// The `Authorization: Bearer …` header, read the one way both the Origin check and the access-token
// check read it.
import type { Context } from "hono";

const BEARER = /^Bearer(?:\s+(.*))?$/i;

/** The credentials of an `Authorization: Bearer …` header, if the request has one. */
export function bearerCredentials(c: Context): string | undefined {
  const match = BEARER.exec(c.req.header("authorization") ?? "");
  return match ? (match[1] ?? "").trim() : undefined;
}

/**
 * A token in the header and no cookie: nothing a browser adds by itself, so no cross-site forgery
 * (the Origin check lets it pass; http/access-token-user.ts then accepts the token or refuses it).
 */
export function isCookielessBearer(c: Context): boolean {
  return bearerCredentials(c) !== undefined && !c.req.header("cookie");
}
