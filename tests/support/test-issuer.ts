// A minimal OpenID issuer for sign-in tests: a real discovery document and JWKS on loopback, ID
// tokens signed with its key (or, to test refusals, with a stranger's), and the provider's half of
// the redirect round trip (authorization code → token endpoint), so both ways of signing in are
// driven over HTTP without a browser.
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";

export interface TestIssuer {
  issuer: string;
  clientId: string;
  /** An ID token for this client; override claims or sign with a key the issuer never published. */
  idToken(claims?: JWTPayload, options?: { foreignKey?: boolean }): Promise<string>;
  /**
   * The provider's answer to an authorization URL, as if the person picked an account with these
   * claims: the callback URL (with a one-time code) the browser is sent back to.
   */
  authorize(authorizationUrl: string, claims?: JWTPayload): string;
  close(): Promise<void>;
}

export interface TestIssuerOptions {
  clientId?: string;
  /** Where to listen (any free port unless given), e.g. where an issuer gone before was. */
  port?: number;
}

export async function startTestIssuer({
  clientId = "hangs-test-client",
  port = 0,
}: TestIssuerOptions = {}): Promise<TestIssuer> {
  const [own, foreign] = await Promise.all([generateKeyPair("RS256"), generateKeyPair("RS256")]);
  const jwk = { ...(await exportJWK(own.publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  /** Codes handed out by authorize(), each redeemable once at the token endpoint. */
  const codes = new Map<string, JWTPayload>();
  let issuer = "";

  const sign = (claims: JWTPayload = {}, options: { foreignKey?: boolean } = {}) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      iss: issuer,
      aud: clientId,
      sub: "subject-1",
      email: "hana@example.com",
      email_verified: true,
      given_name: "Hana",
      family_name: "Host",
      iat: now,
      exp: now + 600,
      // Each token is its own, as a real issuer's are (the app accepts a token once).
      jti: randomUUID(),
      ...claims,
    })
      .setProtectedHeader({ alg: "RS256", kid: "test-key" })
      .sign(options.foreignKey ? foreign.privateKey : own.privateKey);
  };

  const server = http.createServer(async (req, res) => {
    res.setHeader("content-type", "application/json");
    if (req.url === "/.well-known/openid-configuration") {
      res.end(
        JSON.stringify({
          issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          // Like the built-in provider: RP-initiated logout, which takes an id_token_hint.
          end_session_endpoint: `${issuer}/logout`,
          id_token_signing_alg_values_supported: ["RS256"],
        }),
      );
    } else if (req.url === "/jwks") {
      res.end(JSON.stringify({ keys: [jwk] }));
    } else if (req.url === "/token" && req.method === "POST") {
      let body = "";
      for await (const chunk of req) body += chunk;
      const code = new URLSearchParams(body).get("code") ?? "";
      const claims = codes.get(code);
      codes.delete(code);
      if (!claims) {
        res.statusCode = 400;
        res.end(JSON.stringify({ error: "invalid_grant" }));
        return;
      }
      const idToken = await sign(claims);
      res.end(
        JSON.stringify({
          access_token: randomUUID(),
          token_type: "Bearer",
          expires_in: 3600,
          id_token: idToken,
        }),
      );
    } else {
      res.statusCode = 404;
      res.end("{}");
    }
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    clientId,
    idToken: sign,
    authorize(authorizationUrl, claims = {}) {
      const asked = new URL(authorizationUrl).searchParams;
      const redirectUri = asked.get("redirect_uri");
      if (!redirectUri || asked.get("client_id") !== clientId)
        throw new Error(`not for us: ${authorizationUrl}`);
      const code = randomUUID();
      codes.set(code, { nonce: asked.get("nonce") ?? undefined, ...claims });
      const back = new URL(redirectUri);
      back.searchParams.set("code", code);
      back.searchParams.set("state", asked.get("state") ?? "");
      back.searchParams.set("iss", issuer);
      return back.toString();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The session cookie from a response's Set-Cookie, ready for a Cookie header. */
export function sessionCookie(headers: Headers): string {
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("hangs.session_token="));
  if (!cookie) throw new Error(`no session cookie in ${headers.getSetCookie().join(" | ")}`);
  return cookie;
}

type Fetch = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * A browser's redirect sign-in against the app: POST /api/auth/sign-in/social, the provider's
 * answer for these claims, then the callback with the cookies the browser would hold.
 */
export async function redirectSignIn(
  fetchApp: Fetch,
  issuer: TestIssuer,
  claims: JWTPayload,
  options: { cookie?: string; back?: string; origin?: string } = {},
): Promise<{ location: string; cookie: string | undefined; callback: Response }> {
  const back = options.back ?? "/dashboard";
  const started = await fetchApp("/api/auth/sign-in/social", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: options.origin ?? "http://localhost:5000",
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: JSON.stringify({ provider: "oidc", callbackURL: back, errorCallbackURL: back }),
  });
  const { url } = (await started.json()) as { url?: string };
  if (!url) throw new Error(`sign-in did not start: ${started.status}`);
  const stateCookies = started.headers.getSetCookie().map((c) => c.split(";")[0]!);
  const cookies = [options.cookie, ...stateCookies].filter(Boolean).join("; ");
  const callbackUrl = new URL(issuer.authorize(url, claims));
  const callback = await fetchApp(`${callbackUrl.pathname}${callbackUrl.search}`, {
    headers: { cookie: cookies },
    redirect: "manual",
  });
  const session = callback.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("hangs.session_token=") && c !== "hangs.session_token=");
  return { location: callback.headers.get("location") ?? "", cookie: session, callback };
}
