// better-auth's own log lines, as an operator reads them from the running app: one JSON line each
// (request input cannot forge a line), no e-mail addresses or query parameters, and LOG_LEVEL=silent
// prints none of them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server.ts";
import { startTestIssuer, type TestIssuer } from "../support/test-issuer.ts";

let issuer: TestIssuer;
const servers: RunningServer[] = [];
beforeAll(async () => {
  issuer = await startTestIssuer();
});
afterAll(async () => {
  for (const server of servers) await server.dispose();
  await issuer?.close();
});

const FORGED = '{"level":50,"event":"forged"}';
const VICTIM = "victim@example.com";

async function serverWith(logLevel: string) {
  const server = await startServer({
    env: {
      LOG_LEVEL: logLevel,
      OIDC_ISSUER: issuer.issuer,
      OIDC_CLIENT_ID: issuer.clientId,
      OIDC_CLIENT_SECRET: "test-secret",
    },
  });
  servers.push(server);
  return server;
}

/** Requests that make better-auth log: request input in a logged value, and a refused insert. */
async function provoke(server: RunningServer) {
  // No state: better-auth logs "State not found" with the provider's error parameter beside it.
  const error = `denied\n${FORGED}\n${VICTIM}`;
  const callback = await fetch(`${server.url}/api/auth/callback/oidc?error=${encodeURIComponent(error)}`, {
    redirect: "manual",
  });
  expect(callback.status).toBe(302);
  // A name PostgreSQL cannot store: a failed insert quotes its parameters (the address among them).
  const idToken = await issuer.idToken({ sub: "victim", email: VICTIM, name: "Vic\u0000tim" });
  const signIn = await fetch(`${server.url}/api/auth/google`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ idToken }),
  });
  expect(signIn.status).toBeLessThan(500);
  // Let the process flush what it wrote.
  await new Promise((resolve) => setTimeout(resolve, 300));
}

describe("better-auth's log lines", () => {
  it("are the app's JSON lines: no forged line, no address, no query parameters", async () => {
    const server = await serverWith("error");
    await provoke(server);
    const lines = server.output().split("\n");
    for (const line of lines) {
      expect(line.trim()).not.toBe(FORGED);
      expect(line).not.toContain(VICTIM);
      expect(line).not.toMatch(/params: (?!\[redacted\])/);
    }
    // It did log, through the app's logger (so the checks above had something to look at).
    const fromBetterAuth = lines.filter((line) => line.includes('"event":"better_auth"'));
    expect(fromBetterAuth.length).toBeGreaterThan(0);
    for (const line of fromBetterAuth) expect(() => JSON.parse(line)).not.toThrow();
    expect(server.output()).not.toContain("[Better Auth]");
  });

  it("are not printed at all with LOG_LEVEL=silent", async () => {
    const server = await serverWith("silent");
    await provoke(server);
    expect(server.output()).not.toMatch(/better.?auth|State not found|victim/i);
  });
});
