// Sign-in through the spec's POST /api/auth/google (an ID token from the configured issuer), and
// what a session then lets a person do as host and as guest.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput, responseInput } from "../support/factories.ts";
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

async function signIn(claims: Record<string, unknown> = {}) {
  const res = await t.request("POST", "/api/auth/google", { idToken: await issuer.idToken(claims) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { cookie: sessionCookie(res.headers), body: res.body };
}

const asUser = (cookie: string, extra: Record<string, string> = {}) => ({ cookie, origin: ORIGIN, ...extra });

describe("POST /api/auth/google", () => {
  const refused: [string, () => Promise<string>, RegExp][] = [
    ["a bad signature", () => issuer.idToken({}, { foreignKey: true }), /signature is not valid/],
    ["another audience", () => issuer.idToken({ aud: "someone-else" }), /issued for another app/],
    ["another issuer", () => issuer.idToken({ iss: "https://evil.example" }), /comes from another provider/],
    ["an expired token", () => issuer.idToken({ iat: now() - 3600, exp: now() - 60 }), /has expired/],
    [
      "a token issued more than 5 minutes ago",
      () => issuer.idToken({ iat: now() - 6 * 60, exp: now() + 3600 }),
      /more than 5 minutes old/,
    ],
  ];
  for (const [what, token, message] of refused) {
    it(`refuses ${what} with 401 and a clear message, and starts no session`, async () => {
      const res = await t.request("POST", "/api/auth/google", { idToken: await token() });
      expect(res.status).toBe(401);
      expect(res.body.message).toMatch(message);
      expect(res.headers.getSetCookie().some((c) => c.startsWith("hangs.session_token="))).toBe(false);
    });
  }

  it("accepts a good token: a session whose user has the spec's fields", async () => {
    const { cookie } = await signIn({ sub: "subject-good", email: "Good.Person@Example.com" });
    const me = await t.request("GET", "/api/auth/user", undefined, { cookie });
    expect(me.body.user).toMatchObject({
      email: "good.person@example.com",
      emailVerified: true,
      firstName: "Hana",
      lastName: "Host",
      displayName: "Hana Host",
    });
    expect(me.body.provider).toEqual({ id: "oidc", name: "127.0.0.1" });
  });

  it("says who is signed in: nobody without a session", async () => {
    const me = await t.request("GET", "/api/auth/user");
    expect(me.status).toBe(200);
    expect(me.body.user).toBeNull();
  });
});

describe("a signed-in host", () => {
  it("is the host of hangs with their verified e-mail: host view, edit and cancel without a token", async () => {
    const { cookie } = await signIn({ sub: "host-1", email: "host.one@example.com" });
    const created = await t.request("POST", "/api/hangs", hangInput({ hostEmail: "Host.One@example.com" }));
    const id = created.body.id;

    const view = await t.request("GET", `/api/hangs/${id}`, undefined, { cookie });
    expect(view.body.viewer.isHost).toBe(true);
    expect(view.body.hostEmail).toBe("Host.One@example.com");
    // The session proves the host; no token is handed to the browser.
    expect(view.body).not.toHaveProperty("editToken");

    const editable = await t.request("GET", `/api/hangs/${id}/edit`, undefined, { cookie });
    expect(editable.status).toBe(200);
    const edited = await t.request(
      "PUT",
      `/api/hangs/${id}/edit`,
      { ...hangInput({ hostEmail: "Host.One@example.com" }), name: "Renamed by session" },
      asUser(cookie),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.name).toBe("Renamed by session");

    const cancelled = await t.request("POST", `/api/hangs/${id}/cancel`, { reason: "Rain" }, asUser(cookie));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.isCancelled).toBe(true);
  });

  it("gets no host rights from an address the provider does not vouch for", async () => {
    const { cookie } = await signIn({
      sub: "unverified",
      email: "claims@example.com",
      email_verified: false,
    });
    const created = await t.request("POST", "/api/hangs", hangInput({ hostEmail: "claims@example.com" }));
    const view = await t.request("GET", `/api/hangs/${created.body.id}`, undefined, { cookie });
    expect(view.body.viewer.isHost).toBe(false);
    expect(view.body).not.toHaveProperty("hostEmail");
    const editable = await t.request("GET", `/api/hangs/${created.body.id}/edit`, undefined, { cookie });
    expect(editable.status).toBe(401);
  });

  it("is not the host of someone else's hang", async () => {
    const { cookie } = await signIn({ sub: "other", email: "other@example.com" });
    const created = await t.request("POST", "/api/hangs", hangInput());
    const editable = await t.request("GET", `/api/hangs/${created.body.id}/edit`, undefined, { cookie });
    expect(editable.status).toBe(403);
  });

  it("cannot be used from another site: a write with the cookie and a foreign Origin is refused", async () => {
    const { cookie } = await signIn({ sub: "csrf", email: "csrf@example.com" });
    const created = await t.request("POST", "/api/hangs", hangInput({ hostEmail: "csrf@example.com" }));
    const res = await t.request(
      "POST",
      `/api/hangs/${created.body.id}/cancel`,
      { reason: "forged" },
      { cookie, origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
    const view = await t.request("GET", `/api/hangs/${created.body.id}`);
    expect(view.body.isCancelled).toBe(false);
  });
});

describe("a signed-in guest", () => {
  it("changes their own answer from any device without the mailed link; nobody else can", async () => {
    const hang = (await t.request("POST", "/api/hangs", hangInput())).body;
    const answered = await t.request("POST", `/api/hangs/${hang.id}/responses`, responseInput());
    expect(answered.status).toBe(201);

    const { cookie } = await signIn({ sub: "gita", email: "gita@example.com" });
    const mine = await t.request("GET", `/api/hangs/${hang.id}/my-response`, undefined, { cookie });
    expect(mine.body).toMatchObject({ id: answered.body.id, guestEmail: "gita@example.com" });
    const changed = await t.request(
      "PUT",
      `/api/hangs/${hang.id}/responses/${answered.body.id}`,
      responseInput({ guestName: "Gita from her laptop" }),
      asUser(cookie),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.guestName).toBe("Gita from her laptop");

    const stranger = await signIn({ sub: "stranger", email: "stranger@example.com" });
    const refused = await t.request(
      "PUT",
      `/api/hangs/${hang.id}/responses/${answered.body.id}`,
      responseInput({ guestName: "Not Gita" }),
      asUser(stranger.cookie),
    );
    expect(refused.status).toBe(403);
    const nothing = await t.request("GET", `/api/hangs/${hang.id}/my-response`, undefined, {
      cookie: stranger.cookie,
    });
    expect(nothing.body).toBeNull();
  });

  it("votes under their e-mail even though it answered from another browser", async () => {
    const hang = (await t.request("POST", "/api/hangs", hangInput({ allowActivitySuggestions: true }))).body;
    await t.request(
      "POST",
      `/api/hangs/${hang.id}/responses`,
      responseInput({ guestEmail: "vera@example.com" }),
    );
    const suggestion = await t.request("POST", `/api/hangs/${hang.id}/activity-suggestions`, {
      suggestedBy: "Sam",
      suggestedByEmail: "sam@example.com",
      vibe: "brunch",
      customActivity: null,
      description: null,
    });
    expect(suggestion.status).toBe(201);
    const vote = {
      suggestionId: suggestion.body.id,
      voterName: "Vera",
      voterEmail: "vera@example.com",
      voteType: "love",
    };
    const anonymous = await t.request("POST", `/api/hangs/${hang.id}/activity-votes`, vote);
    expect(anonymous.status).toBe(409);
    const { cookie } = await signIn({ sub: "vera", email: "vera@example.com" });
    const signedIn = await t.request("POST", `/api/hangs/${hang.id}/activity-votes`, vote, asUser(cookie));
    expect(signedIn.status).toBe(201);
  });
});

describe("signing out", () => {
  it("ends the session on the server: the same cookie no longer signs anyone in", async () => {
    const { cookie } = await signIn({ sub: "leaver", email: "leaver@example.com" });
    const out = await t.request("POST", "/api/auth/logout", undefined, asUser(cookie));
    expect(out.status).toBe(200);
    const me = await t.request("GET", "/api/auth/user", undefined, { cookie });
    expect(me.body.user).toBeNull();
  });
});

function now() {
  return Math.floor(Date.now() / 1000);
}

describe("sign-in limits", () => {
  it("answers 429 when one address keeps trying to sign in", async () => {
    const limited = await startTestApp({
      env: {
        OIDC_ISSUER: issuer.issuer,
        OIDC_CLIENT_ID: issuer.clientId,
        OIDC_CLIENT_SECRET: "test-secret",
        SIGN_INS_PER_ADDRESS_PER_MINUTE: "2",
      },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.request("POST", "/api/auth/google", { idToken: await issuer.idToken() });
        statuses.push(res.status);
        if (res.status === 429) expect(res.body.message).toMatch(/too many/i);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe("a provider started again with new keys", () => {
  it("signs people in to an app started after it, at the same address, with the same key id", async () => {
    const signInOn = async (issuer: TestIssuer) => {
      const app = await startTestApp({
        env: {
          OIDC_ISSUER: issuer.issuer,
          OIDC_CLIENT_ID: issuer.clientId,
          OIDC_CLIENT_SECRET: "test-secret",
        },
      });
      try {
        const idToken = await issuer.idToken({
          sub: "again-1",
          email: "again@example.com",
          email_verified: true,
        });
        return (await app.request("POST", "/api/auth/google", { idToken })).status;
      } finally {
        await app.close();
      }
    };
    const before = await startTestIssuer();
    const port = Number(new URL(before.issuer).port);
    expect(await signInOn(before)).toBe(200);
    await before.close();
    const after = await startTestIssuer({ port });
    try {
      expect(after.issuer).toBe(before.issuer);
      expect(await signInOn(after)).toBe(200);
    } finally {
      await after.close();
    }
  });
});
