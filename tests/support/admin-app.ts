// The app with admins (ADMIN_EMAILS) and a loopback OpenID issuer, so a test signs people in by the
// real redirect round trip and calls /api/admin as each of them.
import { type ApiResult, startTestApp, type TestApp } from "./app.ts";
import { redirectSignIn, startTestIssuer, type TestIssuer } from "./test-issuer.ts";

export const ADMIN = "ada@example.com";
const ORIGIN = "http://localhost:5000";

export interface AdminApp {
  t: TestApp;
  issuer: TestIssuer;
  /** Signs a person in (one provider subject per address) and returns their session cookie. */
  signIn(email: string, claims?: Record<string, unknown>): Promise<string>;
  /** A call as the holder of `cookie` (none: signed out), from the app's own origin. */
  as<T = any>(
    cookie: string | undefined,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<ApiResult<T>>;
  close(): Promise<void>;
}

export async function startAdminApp(
  options: { env?: Record<string, string>; runWorkers?: boolean } = {},
): Promise<AdminApp> {
  const issuer = await startTestIssuer();
  const t = await startTestApp({
    runWorkers: options.runWorkers,
    env: {
      OIDC_ISSUER: issuer.issuer,
      OIDC_CLIENT_ID: issuer.clientId,
      OIDC_CLIENT_SECRET: "test-secret",
      SIGN_INS_PER_ADDRESS_PER_MINUTE: "1000",
      ADMIN_EMAILS: ADMIN,
      ...options.env,
    },
  });
  return {
    t,
    issuer,
    async signIn(email, claims = {}) {
      const [local = "someone"] = email.split("@");
      const name = local.charAt(0).toUpperCase() + local.slice(1);
      const { cookie, location } = await redirectSignIn(t.fetch, issuer, {
        sub: `subject-${email.toLowerCase()}`,
        email,
        given_name: name,
        family_name: "Tester",
        ...claims,
      });
      if (!cookie) throw new Error(`${email} could not sign in: ${location}`);
      return cookie;
    },
    as(cookie, method, path, body) {
      const headers: Record<string, string> = { origin: ORIGIN };
      if (cookie) headers.cookie = cookie;
      return t.request(method, path, body, headers);
    },
    async close() {
      await t.close();
      await issuer.close();
    },
  };
}
