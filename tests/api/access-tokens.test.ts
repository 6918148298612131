// Personal access tokens: made, listed and revoked by a signed-in person (POST/GET/DELETE
// /api/account/tokens), then sent as `Authorization: Bearer …` by a script acting as that person —
// within its scope, never on admin pages, account deletion or token management, and refused at once
// on every instance once revoked.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app.ts";
import { loadConfig } from "../../src/server/config.ts";
import { createContext, type ServerContext } from "../../src/server/context.ts";
import { personalAccessTokens } from "../../src/server/db/schema.ts";
import {
  MAX_LIVE_TOKENS,
  TOKEN_EXPIRED,
  TOKEN_EXPIRY_PAST,
  TOKEN_IN_QUERY,
  TOKEN_MALFORMED,
  TOKEN_NAME_REQUIRED,
  TOKEN_NOT_ALLOWED_HERE,
  TOKEN_PATTERN,
  TOKEN_READ_ONLY,
  TOKEN_REVOKED,
  TOKEN_SCOPE_REQUIRED,
  TOKEN_UNKNOWN,
  TOO_MANY_TOKENS,
} from "../../src/shared/access-tokens.ts";
import type { TestApp } from "../support/app.ts";
import { hangInput, responseInput } from "../support/factories.ts";
import { signedInAppForFile } from "../support/signed-in-app.ts";
import { sessionCookie, type TestIssuer } from "../support/test-issuer.ts";

let issuer: TestIssuer;
let t: TestApp;
const ORIGIN = "http://localhost:5000";
const ADMIN = "root@example.com";

signedInAppForFile(
  (app, started) => {
    t = app;
    issuer = started;
  },
  { runWorkers: false, env: { ADMIN_EMAILS: ADMIN } },
);

let people = 0;
interface Person {
  email: string;
  session: { cookie: string; origin: string };
}

async function signIn(email = `person-${++people}@example.com`): Promise<Person> {
  const idToken = await issuer.idToken({ sub: `sub-${email}`, email, email_verified: true });
  const res = await t.request("POST", "/api/auth/google", { idToken });
  expect(res.status).toBe(200);
  return { email, session: { cookie: sessionCookie(res.headers), origin: ORIGIN } };
}

async function newToken(person: Person, scope: "read" | "write" = "read", extra: object = {}) {
  const res = await t.request(
    "POST",
    "/api/account/tokens",
    { name: `${scope} script`, scope, ...extra },
    person.session,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; token: string; name: string };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe("managing tokens with a session", () => {
  it("creates a token shown once, lists names, scopes and dates, and revokes it", async () => {
    const me = await signIn();
    const created = await t.request(
      "POST",
      "/api/account/tokens",
      { name: "  Home Assistant ", scope: "write", expiresAt: "2099-01-31T23:59:59Z" },
      me.session,
    );
    expect(created.status).toBe(201);
    expect(created.body.token).toMatch(TOKEN_PATTERN);
    expect(created.body).toMatchObject({
      name: "Home Assistant",
      scope: "write",
      lastUsedAt: null,
      expiresAt: "2099-01-31T23:59:59.000Z",
    });

    const listed = await t.request("GET", "/api/account/tokens", undefined, me.session);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      {
        id: created.body.id,
        name: "Home Assistant",
        scope: "write",
        createdAt: expect.any(String),
        lastUsedAt: null,
        expiresAt: "2099-01-31T23:59:59.000Z",
      },
    ]);
    // Stored as a hash only: the token itself is nowhere in the database or the list.
    const [row] = await t.ctx.db
      .select()
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.id, created.body.id));
    expect(JSON.stringify(row)).not.toContain(created.body.token.slice(10));
    expect(JSON.stringify(listed.body)).not.toContain(created.body.token);

    const revoked = await t.request(
      "DELETE",
      `/api/account/tokens/${created.body.id}`,
      undefined,
      me.session,
    );
    expect(revoked.status).toBe(204);
    expect((await t.request("GET", "/api/account/tokens", undefined, me.session)).body).toEqual([]);
    const again = await t.request("DELETE", `/api/account/tokens/${created.body.id}`, undefined, me.session);
    expect(again.status).toBe(404);
  });

  it("refuses bad input with a clear message, and strangers", async () => {
    const me = await signIn();
    const post = (body: unknown) => t.request("POST", "/api/account/tokens", body, me.session);
    expect((await post({ name: " ", scope: "read" })).body.message).toBe(TOKEN_NAME_REQUIRED);
    expect((await post({ name: "x", scope: "admin" })).body.message).toBe(TOKEN_SCOPE_REQUIRED);
    const past = await post({ name: "x", scope: "read", expiresAt: "2020-01-01T00:00:00Z" });
    expect(past).toMatchObject({ status: 400, body: { message: TOKEN_EXPIRY_PAST } });
    expect((await post({ name: "x", scope: "read", expiresAt: "tomorrow" })).status).toBe(400);
    expect((await post({ name: "x".repeat(81), scope: "read" })).status).toBe(400);

    const anonymous = await t.request("POST", "/api/account/tokens", { name: "x", scope: "read" });
    expect(anonymous.status).toBe(401);
    // Someone else's token cannot be revoked: it is not found.
    const theirs = await newToken(await signIn());
    const res = await t.request("DELETE", `/api/account/tokens/${theirs.id}`, undefined, me.session);
    expect(res.status).toBe(404);
    expect((await t.request("GET", "/api/user/hangs", undefined, bearer(theirs.token))).status).toBe(200);
  });

  it(`holds at most ${MAX_LIVE_TOKENS} live tokens per person; a revoked one frees a place`, async () => {
    const me = await signIn();
    const made = [];
    for (let i = 0; i < MAX_LIVE_TOKENS; i++) made.push(await newToken(me));
    const over = await t.request(
      "POST",
      "/api/account/tokens",
      { name: "one more", scope: "read" },
      me.session,
    );
    expect(over).toMatchObject({ status: 409, body: { message: TOO_MANY_TOKENS } });
    await t.request("DELETE", `/api/account/tokens/${made[0]!.id}`, undefined, me.session);
    await newToken(me);
  }, 30_000);
});

describe("a token acting as its owner", () => {
  it("lists the person's hangs, and notes its last use at most once a minute", async () => {
    const me = await signIn();
    const hang = await t.request(
      "POST",
      "/api/hangs",
      hangInput({ name: "Token brunch", hostEmail: me.email }),
    );
    expect(hang.status).toBe(201);
    const { token, id } = await newToken(me);

    const start = Date.now();
    t.ctx.clock.now = () => new Date(start);
    try {
      const res = await t.request("GET", "/api/user/hangs", undefined, bearer(token));
      expect(res.status).toBe(200);
      expect(res.body.map((h: { name: string }) => h.name)).toEqual(["Token brunch"]);
      const used = async () =>
        (await t.request("GET", "/api/account/tokens", undefined, me.session)).body.find(
          (row: { id: string }) => row.id === id,
        ).lastUsedAt;
      expect(await used()).toBe(new Date(start).toISOString());
      t.ctx.clock.now = () => new Date(start + 30_000);
      await t.request("GET", "/api/user/hangs", undefined, bearer(token));
      expect(await used()).toBe(new Date(start).toISOString());
      t.ctx.clock.now = () => new Date(start + 61_000);
      await t.request("GET", "/api/user/hangs", undefined, bearer(token));
      expect(await used()).toBe(new Date(start + 61_000).toISOString());
    } finally {
      t.ctx.clock.now = () => new Date();
    }
  });

  it("with write scope creates a hang and answers one, as curl would (no Origin, no cookie)", async () => {
    const me = await signIn();
    const { token } = await newToken(me, "write");
    const created = await t.request("POST", "/api/hangs", hangInput({ hostEmail: me.email }), bearer(token));
    expect(created.status).toBe(201);
    // The owner's address makes them the host: the host's view, without the edit token.
    const view = await t.request("GET", `/api/hangs/${created.body.id}`, undefined, bearer(token));
    expect(view.body.viewer.isHost).toBe(true);

    const other = await t.request("POST", "/api/hangs", hangInput({ hostEmail: "olga@example.com" }));
    const answered = await t.request(
      "POST",
      `/api/hangs/${other.body.id}/responses`,
      responseInput({ guestEmail: me.email, guestName: "Token Guest" }),
      // A script on another site's page: the Origin check does not apply to a cookie-less token.
      { ...bearer(token), origin: "https://tools.example.org" },
    );
    expect(answered.status).toBe(201);
    const mine = await t.request("GET", "/api/user/hangs", undefined, bearer(token));
    expect(mine.body.find((h: { id: string }) => h.id === other.body.id)).toMatchObject({
      role: "answered",
      ownAnswer: "yes",
    });
  });

  it("with a cookie as well still meets the Origin check", async () => {
    const me = await signIn();
    const { token } = await newToken(me, "write");
    const res = await t.request("POST", "/api/hangs", hangInput({ hostEmail: me.email }), {
      ...bearer(token),
      cookie: me.session.cookie,
      origin: "https://evil.example",
    });
    expect(res).toMatchObject({ status: 403, body: { message: "Cross-site request refused" } });
  });

  it("read only: reads, and every write is refused", async () => {
    const me = await signIn();
    const { token } = await newToken(me, "read");
    expect((await t.request("GET", "/api/user/hangs", undefined, bearer(token))).status).toBe(200);
    const hang = await t.request("POST", "/api/hangs", hangInput({ hostEmail: me.email }), bearer(token));
    expect(hang).toMatchObject({ status: 403, body: { message: TOKEN_READ_ONLY } });
    const language = await t.request("PUT", "/api/user/language", { language: "de" }, bearer(token));
    expect(language).toMatchObject({ status: 403, body: { message: TOKEN_READ_ONLY } });
  });

  it("never reaches admin pages, account deletion or token management", async () => {
    const admin = await signIn(ADMIN);
    expect((await t.request("GET", "/api/admin/people", undefined, admin.session)).status).toBe(200);
    const { token } = await newToken(admin, "write");
    for (const [method, path, body] of [
      ["GET", "/api/admin/people"],
      ["GET", "/api/admin"],
      ["POST", "/api/admin/mail/retry-all", {}],
      ["DELETE", "/api/user", { confirm: "DELETE" }],
      ["GET", "/api/account/tokens"],
      ["POST", "/api/account/tokens", { name: "successor", scope: "write" }],
    ] as const) {
      const res = await t.request(method, path, body, bearer(token));
      expect(res, `${method} ${path}`).toMatchObject({
        status: 403,
        body: { message: TOKEN_NOT_ALLOWED_HERE },
      });
    }
    // Spelled another way, the admin pages are still out of reach.
    for (const path of [
      "/api/%61dmin/people",
      "/api//admin/people",
      "/api/admin/./people",
      "/api/ADMIN/people",
    ]) {
      const res = await t.request("GET", path, undefined, bearer(token));
      expect([403, 404], path).toContain(res.status);
    }
    // The account is still there, and its own tokens were not touched.
    expect((await t.request("GET", "/api/account/tokens", undefined, admin.session)).body).toHaveLength(1);
  });
});

describe("refusals", () => {
  const refusedWith = async (authorization: string, message: string) => {
    const res = await t.request("GET", "/api/user/hangs", undefined, { authorization });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(message);
    expect(res.headers.get("www-authenticate")).toBe('Bearer error="invalid_token"');
  };

  it("malformed or unknown tokens get 401 and a challenge", async () => {
    await refusedWith("Bearer nonsense", TOKEN_MALFORMED);
    await refusedWith("Bearer ", TOKEN_MALFORMED);
    await refusedWith(`Bearer hangs_pat_${"A".repeat(42)}`, TOKEN_MALFORMED);
    await refusedWith(`Bearer hangs_pat_${"A".repeat(43)}`, TOKEN_UNKNOWN);
  });

  it("an expired token is refused from its expiry on", async () => {
    const me = await signIn();
    const expiresAt = new Date(Date.now() + 3_600_000);
    const { token } = await newToken(me, "read", { expiresAt: expiresAt.toISOString() });
    expect((await t.request("GET", "/api/user/hangs", undefined, bearer(token))).status).toBe(200);
    t.ctx.clock.now = () => expiresAt;
    try {
      await refusedWith(`Bearer ${token}`, TOKEN_EXPIRED);
    } finally {
      t.ctx.clock.now = () => new Date();
    }
  });

  it("in Spanish when the client asks for it", async () => {
    const res = await t.request("GET", "/api/user/hangs", undefined, {
      authorization: "Bearer nonsense",
      "accept-language": "es",
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/^El token de acceso no es válido/);
  });

  it("a token in the address is refused, whatever its name; the host's edit link still works", async () => {
    const me = await signIn();
    const { token } = await newToken(me);
    for (const query of [`access_token=${token}`, `token=${token}`, "access_token=x"]) {
      const res = await t.request("GET", `/api/user/hangs?${query}`);
      expect(res, query).toMatchObject({ status: 400, body: { message: TOKEN_IN_QUERY } });
    }
    const hang = await t.request("POST", "/api/hangs", hangInput());
    const host = await t.request("GET", `/api/hangs/${hang.body.id}?token=${hang.body.editToken}`);
    expect(host.body.viewer.isHost).toBe(true);
  });
});

describe("on every instance", () => {
  let second: { ctx: ServerContext; app: ReturnType<typeof createApp> } | undefined;
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "error",
      DATA_DIR: t.database.location.dataDir,
      TOKEN_REQUESTS_PER_ACCOUNT_PER_MINUTE: "3",
    });
    const ctx = await createContext(config, t.database, { runWorkers: false });
    second = { ctx, app: createApp(ctx) };
  });
  afterAll(async () => second?.ctx.stop());
  const onSecond = (path: string, headers: Record<string, string>) => second!.app.request(path, { headers });

  it("a revoked token is refused at once by a second instance", async () => {
    const me = await signIn();
    const { token, id } = await newToken(me);
    expect((await onSecond("/api/user/hangs", bearer(token))).status).toBe(200);
    expect((await t.request("DELETE", `/api/account/tokens/${id}`, undefined, me.session)).status).toBe(204);
    const refused = await onSecond("/api/user/hangs", bearer(token));
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toBe(TOKEN_REVOKED);
    expect(refused.headers.get("www-authenticate")).toBe('Bearer error="invalid_token"');
  });

  it("counts a token's requests by the person it acts for", async () => {
    const me = await signIn();
    const [a, b] = [await newToken(me), await newToken(me)];
    expect((await onSecond("/api/user/hangs", bearer(a.token))).status).toBe(200);
    expect((await onSecond("/api/user/hangs", bearer(b.token))).status).toBe(200);
    expect((await onSecond("/api/user/hangs", bearer(a.token))).status).toBe(200);
    const over = await onSecond("/api/user/hangs", bearer(b.token));
    expect(over.status).toBe(429);
    expect(((await over.json()) as { message: string }).message).toMatch(
      /^Too many requests with an access token from your account/,
    );
    // Someone else's budget is their own.
    const other = await newToken(await signIn());
    expect((await onSecond("/api/user/hangs", bearer(other.token))).status).toBe(200);
  });
});

describe("the person's data", () => {
  it("the export lists tokens by name, scope and dates; deleting the account deletes them", async () => {
    const me = await signIn();
    const { token, id } = await newToken(me, "write");
    await t.request("DELETE", `/api/account/tokens/${id}`, undefined, me.session);
    const live = await newToken(me, "read");
    const exported = await t.request("GET", "/api/user/export", undefined, me.session);
    expect(exported.body.account.accessTokens).toEqual([
      expect.objectContaining({ name: "write script", scope: "write", revokedAt: expect.any(String) }),
      expect.objectContaining({ name: "read script", scope: "read", revokedAt: null, lastUsedAt: null }),
    ]);
    const text = JSON.stringify(exported.body);
    expect(text).not.toContain(token.slice(10));
    expect(text).not.toContain(live.token.slice(10));
    expect(text).not.toMatch(/tokenHash|token_hash/);

    const deleted = await t.request("DELETE", "/api/user", { confirm: "DELETE" }, me.session);
    expect(deleted.status).toBe(200);
    const rows = await t.ctx.db
      .select()
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.id, live.id));
    expect(rows).toEqual([]);
    await expect(
      t.request("GET", "/api/user/hangs", undefined, bearer(live.token)).then((r) => r.status),
    ).resolves.toBe(401);
  });
});
