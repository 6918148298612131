// POST /api/hangs/{id}/attach: a hang created without an account (or under another address) moves
// to the signed-in account, proven by its edit token and a verified address; nothing else moves it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserHang } from "../../src/shared/user-hangs.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput } from "../support/factories.ts";
import { sessionCookie, startTestIssuer, type TestIssuer } from "../support/test-issuer.ts";

let issuer: TestIssuer;
let t: TestApp;
const ORIGIN = "http://localhost:5000";

beforeAll(async () => {
  issuer = await startTestIssuer();
  t = await startTestApp({
    env: { OIDC_ISSUER: issuer.issuer, OIDC_CLIENT_ID: issuer.clientId, OIDC_CLIENT_SECRET: "test-secret" },
  });
});
afterAll(async () => {
  await t?.close();
  await issuer?.close();
});

async function signIn(sub: string, email: string, verified = true) {
  const idToken = await issuer.idToken({ sub, email, email_verified: verified });
  const res = await t.request("POST", "/api/auth/google", { idToken });
  expect(res.status).toBe(200);
  return { cookie: sessionCookie(res.headers), origin: ORIGIN };
}

async function createHang() {
  const res = await t.request("POST", "/api/hangs", hangInput({ hostEmail: "anon@example.com" }));
  expect(res.status).toBe(201);
  return res.body as { id: string; editToken: string };
}

describe("POST /api/hangs/{id}/attach", () => {
  it("makes the signed-in account the host when the edit token proves the hang was theirs", async () => {
    const hang = await createHang();
    const me = await signIn("attach-ok", "Rae@Example.com");
    const before = await t.request<UserHang[]>("GET", "/api/user/hangs", undefined, me);
    expect(before.body.map((h) => h.id)).not.toContain(hang.id);

    const res = await t.request("POST", `/api/hangs/${hang.id}/attach`, undefined, {
      ...me,
      "x-edit-token": hang.editToken,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: hang.id, hostEmail: "rae@example.com", editToken: hang.editToken });

    const after = await t.request<UserHang[]>("GET", "/api/user/hangs", undefined, me);
    expect(after.body.find((h) => h.id === hang.id)?.role).toBe("host");
    // The session alone proves the host now; the token still works too.
    const asHost = await t.request("GET", `/api/hangs/${hang.id}`, undefined, me);
    expect(asHost.body.viewer).toEqual({ isHost: true });
    const byToken = await t.request("GET", `/api/hangs/${hang.id}?token=${hang.editToken}`);
    expect(byToken.body.viewer).toEqual({ isHost: true });
  });

  it("refuses without a session, without the right token, or with an unconfirmed address", async () => {
    const hang = await createHang();
    const token = { "x-edit-token": hang.editToken, origin: ORIGIN };
    const anonymous = await t.request("POST", `/api/hangs/${hang.id}/attach`, undefined, token);
    expect(anonymous.status).toBe(401);

    const me = await signIn("attach-no", "sam@example.com");
    const wrong = await t.request("POST", `/api/hangs/${hang.id}/attach`, undefined, {
      ...me,
      "x-edit-token": crypto.randomUUID(),
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe("Only the hang's private edit link can move it to your account.");
    const noToken = await t.request("POST", `/api/hangs/${hang.id}/attach`, undefined, me);
    expect(noToken.status).toBe(403);

    const unverified = await signIn("attach-unverified", "una@example.com", false);
    const refused = await t.request("POST", `/api/hangs/${hang.id}/attach`, undefined, {
      ...unverified,
      "x-edit-token": hang.editToken,
    });
    expect(refused.status).toBe(403);

    const missing = await t.request("POST", `/api/hangs/${crypto.randomUUID()}/attach`, undefined, {
      ...me,
      "x-edit-token": hang.editToken,
    });
    expect(missing.status).toBe(404);
    // Still the first host's.
    const still = await t.request("GET", `/api/hangs/${hang.id}?token=${hang.editToken}`);
    expect(still.body.hostEmail).toBe("anon@example.com");
  });
});
