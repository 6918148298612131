// A minimal OpenID issuer for tests of the ID-token call: a real discovery document and JWKS on
// loopback, and ID tokens signed with its key (or, to test refusals, with a stranger's).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";

export interface TestIssuer {
  issuer: string;
  clientId: string;
  /** An ID token for this client; override claims or sign with a key the issuer never published. */
  idToken(claims?: JWTPayload, options?: { foreignKey?: boolean }): Promise<string>;
  close(): Promise<void>;
}

export async function startTestIssuer(clientId = "hangs-test-client"): Promise<TestIssuer> {
  const [own, foreign] = await Promise.all([generateKeyPair("RS256"), generateKeyPair("RS256")]);
  const jwk = { ...(await exportJWK(own.publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const server = http.createServer((req, res) => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    res.setHeader("content-type", "application/json");
    if (req.url === "/.well-known/openid-configuration") {
      res.end(
        JSON.stringify({
          issuer: base,
          authorization_endpoint: `${base}/auth`,
          token_endpoint: `${base}/token`,
          jwks_uri: `${base}/jwks`,
          id_token_signing_alg_values_supported: ["RS256"],
        }),
      );
    } else if (req.url === "/jwks") {
      res.end(JSON.stringify({ keys: [jwk] }));
    } else {
      res.statusCode = 404;
      res.end("{}");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    clientId,
    async idToken(claims = {}, options = {}) {
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
        ...claims,
      })
        .setProtectedHeader({ alg: "RS256", kid: "test-key" })
        .sign(options.foreignKey ? foreign.privateKey : own.privateKey);
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
