// /api/auth: the spec's calls (current user, logout, POST /google — a better-auth endpoint of ours)
// and the two better-auth routes the redirect round trip needs (/sign-in/social, /callback/:id).
// Nothing else of better-auth is reachable: an allow-list here rather than its `disabledPaths`
// deny-list, so a route a better-auth upgrade adds stays closed until the app uses it.
import { type Context, Hono } from "hono";
import { isAdmin } from "../access.ts";
import type { Config } from "../config.ts";
import { signedInUser, toAccountView } from "../http/actor.ts";
import { clientAddress } from "../http/client-address.ts";
import { AppError, parseWith, readJson } from "../http/errors.ts";
import { CLIENT_ADDRESS_HEADER } from "./auth-names.ts";
import { redirectFailure, responseFailure } from "./failed-sign-in.ts";
import { idTokenBodySchema } from "./id-token-body.ts";
import { callbackQuerySchema, signInSocialSchema } from "./route-schemas.ts";
import type { SignIn } from "./sign-in.ts";

export function authRoutes(config: Config, signIn: SignIn) {
  const client = signIn.client;
  const provider = client ? { id: client.providerId, name: client.name } : null;

  const auth = () => {
    if (!client) throw new AppError("not_found", "Sign-in is not available on this server");
    return signIn.auth();
  };

  /** The request's headers, with the client's address in the one header better-auth trusts. */
  const headersOf = (c: Context) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c, config.trustProxy));
    headers.delete("content-length");
    return headers;
  };

  /** Hands better-auth the checked input only: a JSON body for a POST, a query for a GET. */
  const forward = async (c: Context, input: { body: unknown } | { query: Record<string, string> }) => {
    const handler = (await auth()).handler;
    const url = new URL(c.req.url);
    const headers = headersOf(c);
    if ("query" in input) {
      url.search = new URLSearchParams(input.query).toString();
      return handler(new Request(url, { method: "GET", headers }));
    }
    headers.set("content-type", "application/json");
    return handler(new Request(url, { method: "POST", headers, body: JSON.stringify(input.body) }));
  };

  return new Hono()
    .get("/user", (c) => {
      const user = signedInUser(c);
      // isAdmin only decides whether the menu offers the admin page; /api/admin checks for itself.
      const account = user ? { ...toAccountView(user), isAdmin: isAdmin(user, config.access) } : null;
      // Whether the create page may show its form to someone not signed in (ANONYMOUS_HOSTS).
      return c.json({ user: account, provider, anonymousHosts: config.access.anonymousHosts });
    })
    .post("/logout", async (c) => {
      if (!client) return c.json({ success: true });
      // better-auth's sign-out deletes the session row (every instance sees it gone) and the cookie.
      // Its own answer may carry a provider logout URL with the ID token in it: answer ours instead.
      const { headers } = await (await auth()).api.signOut({ headers: headersOf(c), returnHeaders: true });
      for (const cookie of headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
      return c.json({ success: true });
    })
    .post("/google", async (c) => {
      await auth();
      const res = await forward(c, { body: parseWith(idTokenBodySchema, await readJson(c)) });
      const failure = await responseFailure(res);
      if (failure) await signIn.recordFailure(failure);
      return res;
    })
    .post("/sign-in/social", async (c) => {
      await auth();
      const body = parseWith(signInSocialSchema(client!.providerId), await readJson(c));
      return forward(c, { body });
    })
    .get("/callback/:id", async (c) => {
      await auth();
      if (c.req.param("id") !== client!.providerId) throw new AppError("not_found", "Not found");
      const query = parseWith(callbackQuerySchema, c.req.query());
      const defined = Object.entries(query).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      );
      const res = await forward(c, { query: Object.fromEntries(defined) });
      const failure = redirectFailure(res);
      if (failure) await signIn.recordFailure(failure);
      return res;
    })
    .all("*", () => {
      throw new AppError("not_found", "Not found");
    });
}
