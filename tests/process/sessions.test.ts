// Sessions live in the database: they survive a restart, and on PostgreSQL any instance honours a
// session made on another, and signing out on one ends it on all. In production with no provider
// configured, sign-in is simply off and the built-in provider does not exist.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server.ts";
import { sessionCookie, startTestIssuer, type TestIssuer } from "../support/test-issuer.ts";

const onPostgres = process.env.TEST_DB === "postgres";
let issuer: TestIssuer;
const servers: RunningServer[] = [];
beforeAll(async () => {
  issuer = await startTestIssuer();
});
afterAll(async () => {
  for (const s of servers.reverse()) await s.stop();
  for (const s of servers) await s.location.dispose().catch(() => {});
  await issuer.close();
});

const signInEnv = () => ({
  OIDC_ISSUER: issuer.issuer,
  OIDC_CLIENT_ID: issuer.clientId,
  OIDC_CLIENT_SECRET: "test-secret",
});

async function signIn(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/google`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify({
      idToken: await issuer.idToken({ sub: "traveller", email: "traveller@example.com" }),
    }),
  });
  expect(res.status).toBe(200);
  return sessionCookie(res.headers);
}

async function whoIs(server: RunningServer, cookie: string): Promise<string | null> {
  const res = await fetch(`${server.url}/api/auth/user`, { headers: { cookie } });
  return ((await res.json()) as { user: { email: string } | null }).user?.email ?? null;
}

describe("sessions in the database", () => {
  it(
    onPostgres
      ? "a session made on one instance works on another, and signing out on one ends it on both"
      : "a session survives a restart of the app",
    async () => {
      const first = await startServer({ env: signInEnv() });
      servers.push(first);
      const cookie = await signIn(first);
      expect(await whoIs(first, cookie)).toBe("traveller@example.com");

      if (!onPostgres) {
        await first.stop();
        servers.pop();
        const restarted = await startServer({ location: first.location, env: signInEnv() });
        servers.push(restarted);
        expect(await whoIs(restarted, cookie)).toBe("traveller@example.com");
        return;
      }

      const second = await startServer({ location: first.location, env: signInEnv() });
      servers.push(second);
      expect(await whoIs(second, cookie)).toBe("traveller@example.com");
      const out = await fetch(`${second.url}/api/auth/logout`, {
        method: "POST",
        headers: { cookie, Origin: second.url },
      });
      expect(out.status).toBe(200);
      expect(await whoIs(first, cookie)).toBeNull();
      expect(await whoIs(second, cookie)).toBeNull();
    },
  );
});

describe("production without a configured provider", () => {
  it("starts with sign-in off, says so, and serves no built-in provider", async () => {
    const server = await startServer({
      env: { NODE_ENV: "production", SESSION_SECRET: "a-production-secret-of-at-least-32-chars" },
    });
    servers.push(server);
    expect(server.output()).toMatch(/sign-in is off/);
    const me = await (await fetch(`${server.url}/api/auth/user`)).json();
    expect(me).toMatchObject({ user: null, provider: null });
    const discovery = await fetch(`${server.url}/dev-idp/.well-known/openid-configuration`);
    expect(await discovery.text()).not.toContain("authorization_endpoint");
    const signInCall = await fetch(`${server.url}/api/auth/sign-in/social`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ provider: "local", callbackURL: "/" }),
    });
    expect(signInCall.status).toBe(404);
  });
});
