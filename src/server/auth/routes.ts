// /api/auth: the spec's calls (current user, logout; POST /google is a better-auth endpoint of
// ours) and better-auth's own routes (/sign-in/social, /callback/:id, …) behind them.
import { Hono } from "hono";
import type { Config } from "../config.ts";
import { signedInUser, toAccountView } from "../http/actor.ts";
import { clientAddress } from "../http/client-address.ts";
import { AppError } from "../http/errors.ts";
import { CLIENT_ADDRESS_HEADER } from "./auth.ts";
import type { SignIn } from "./sign-in.ts";

export function authRoutes(config: Config, signIn: SignIn) {
  const provider = signIn.client ? { id: signIn.client.providerId, name: signIn.client.name } : null;

  /** Hands a request to better-auth with the client's address in the one header it trusts. */
  const toBetterAuth = async (
    request: Request,
    address: string,
    rewrite?: { pathname: string; body: string },
  ) => {
    const headers = new Headers(request.headers);
    headers.set(CLIENT_ADDRESS_HEADER, address);
    const url = new URL(request.url);
    let body: ArrayBuffer | string | undefined;
    if (rewrite) {
      url.pathname = rewrite.pathname;
      headers.set("content-type", "application/json");
      body = rewrite.body;
    } else if (request.method !== "GET" && request.method !== "HEAD") {
      body = await request.arrayBuffer();
    }
    const forwarded = new Request(url, { method: request.method, headers, body });
    return (await signIn.auth()).handler(forwarded);
  };

  return new Hono()
    .get("/user", (c) => {
      const user = signedInUser(c);
      return c.json({ user: user ? toAccountView(user) : null, provider });
    })
    .post("/logout", async (c) => {
      if (!signIn.client) return c.json({ success: true });
      // better-auth's sign-out deletes the session row (every instance sees it gone) and the cookie.
      // The spec's logout has no body; better-auth's sign-out takes a JSON one.
      const signOut = { pathname: "/api/auth/sign-out", body: "{}" };
      return toBetterAuth(c.req.raw, clientAddress(c, config.trustProxy), signOut);
    })
    .all("*", (c) => {
      if (!signIn.client) throw new AppError("not_found", "Sign-in is not available on this server");
      return toBetterAuth(c.req.raw, clientAddress(c, config.trustProxy));
    });
}
