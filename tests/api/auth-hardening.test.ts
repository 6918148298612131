// What the pen test found in signing in, each checked over both ways in: the provider's redirect
// round trip (sign-in/social → callback) and the spec's POST /api/auth/google with an ID token.
import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app.ts";
import { createSignIn } from "../../src/server/auth/sign-in.ts";
import { serverKey } from "../../src/server/db/server-key.ts";
import type { TestApp } from "../support/app.ts";
import { hangInput } from "../support/factories.ts";
import { signedInAppForFile } from "../support/signed-in-app.ts";
import { redirectSignIn, sessionCookie, type TestIssuer } from "../support/test-issuer.ts";

let issuer: TestIssuer;
let t: TestApp;
const ORIGIN = "http://localhost:5000";

signedInAppForFile(
  (app, started) => {
    t = app;
    issuer = started;
  },
  { runWorkers: false },
);

const now = () => Math.floor(Date.now() / 1000);
let people = 0;
/** A fresh provider subject per test, so tests share no accounts. */
const subject = (name: string) => `${name}-${++people}`;
/** Claims of a fresh person with a verified address of their own. */
const person = (name: string) => {
  const sub = subject(name);
  return { sub, email: `${sub}@example.com` };
};

interface Attempt {
  ok: boolean;
  cookie: string | undefined;
  /** What the person is told when it fails: the JSON message, or the error code in the redirect. */
  problem: string;
}

type Way = (claims: Record<string, unknown>, cookie?: string) => Promise<Attempt>;

const byIdToken: Way = async (claims, cookie) => {
  const res = await t.request(
    "POST",
    "/api/auth/google",
    { idToken: await issuer.idToken(claims) },
    cookie ? { cookie } : {},
  );
  return {
    ok: res.status === 200,
    cookie: res.status === 200 ? sessionCookie(res.headers) : undefined,
    problem: res.status === 200 ? "" : String(res.body.message),
  };
};

const byRedirect: Way = async (claims, cookie) => {
  const { location, cookie: session } = await redirectSignIn(t.fetch, issuer, claims, { cookie });
  const error = new URL(location, ORIGIN).searchParams;
  return {
    ok: location === "/dashboard" && session !== undefined,
    cookie: session,
    problem: [error.get("error"), error.get("error_description")].filter(Boolean).join(": "),
  };
};

const WAYS: [string, Way][] = [
  ["the redirect round trip", byRedirect],
  ["POST /api/auth/google", byIdToken],
];

async function signedInAs(cookie: string | undefined) {
  return (await t.request("GET", "/api/auth/user", undefined, cookie ? { cookie } : {})).body.user;
}

describe.each(WAYS)("signing in by %s", (_way, signIn) => {
  it("an unverified address claims nothing: its verified owner signs in and reaches their hangs", async () => {
    const email = `owner-${subject("mail")}@example.com`;
    const hang = (await t.request("POST", "/api/hangs", hangInput({ hostEmail: email }))).body;

    // The person whose provider does not vouch for the address still signs in, without it.
    const squatter = await signIn({ sub: subject("squatter"), email, email_verified: false });
    expect(squatter, squatter.problem).toMatchObject({ ok: true });
    expect(await signedInAs(squatter.cookie)).toMatchObject({ email: "", emailVerified: false });
    const seen = await t.request("GET", `/api/hangs/${hang.id}`, undefined, { cookie: squatter.cookie! });
    expect(seen.body.viewer.isHost).toBe(false);
    const listed = await t.request("GET", "/api/user/hangs", undefined, { cookie: squatter.cookie! });
    expect(JSON.stringify(listed.body)).not.toContain(hang.id);

    const owner = await signIn({ sub: subject("owner"), email });
    expect(owner, owner.problem).toMatchObject({ ok: true });
    expect(await signedInAs(owner.cookie)).toMatchObject({ email, emailVerified: true });
    const dashboard = await t.request("GET", "/api/user/hangs", undefined, { cookie: owner.cookie! });
    expect(JSON.stringify(dashboard.body)).toContain(hang.id);
    const view = await t.request("GET", `/api/hangs/${hang.id}`, undefined, { cookie: owner.cookie! });
    expect(view.body.viewer.isHost).toBe(true);

    // Another unverified claim, now that the owner holds the address: still signs in, still without it.
    const again = await signIn({ sub: subject("squatter-again"), email, email_verified: false });
    expect(again, again.problem).toMatchObject({ ok: true });
    expect(await signedInAs(again.cookie)).toMatchObject({ email: "", emailVerified: false });
  });

  it("an address another person holds is a clear sign-in error, and that person still signs in", async () => {
    const [ana, ben] = [subject("ana"), subject("ben")];
    const anaEmail = `${ana}@example.com`;
    const benEmail = `${ben}@example.com`;
    expect((await signIn({ sub: ana, email: anaEmail })).ok).toBe(true);
    expect((await signIn({ sub: ben, email: benEmail })).ok).toBe(true);

    // Ana's provider now says her address is Ben's.
    const moved = await signIn({ sub: ana, email: benEmail });
    expect(moved.ok).toBe(false);
    expect(moved.problem).toMatch(/another account already uses this e-mail address/i);

    const benAgain = await signIn({ sub: ben, email: benEmail });
    expect(benAgain, benAgain.problem).toMatchObject({ ok: true });
    expect(await signedInAs(benAgain.cookie)).toMatchObject({ email: benEmail });
    const anaAgain = await signIn({ sub: ana, email: anaEmail });
    expect(await signedInAs(anaAgain.cookie)).toMatchObject({ email: anaEmail });
  });

  it("a new sign-in in the same browser ends the session it replaces", async () => {
    const [one, two] = [subject("first"), subject("second")];
    const first = await signIn({ sub: one, email: `${one}@example.com` });
    expect(await signedInAs(first.cookie)).not.toBeNull();
    const second = await signIn({ sub: two, email: `${two}@example.com` }, first.cookie);
    expect(second.ok).toBe(true);
    expect(await signedInAs(second.cookie)).not.toBeNull();
    // The earlier cookie (kept by whoever copied it) signs nobody in any more.
    expect(await signedInAs(first.cookie)).toBeNull();
  });

  it("names from the provider follow the app's rules: at most 100 characters, no NUL", async () => {
    const long = await signIn({
      ...person("long"),
      // As long as a token the app accepts can carry (8 KB): far past the app's limit.
      name: "N".repeat(2_000),
      given_name: "G".repeat(2_000),
      family_name: "Fam\u0000ily",
    });
    expect(long, long.problem).toMatchObject({ ok: true });
    const me = await signedInAs(long.cookie);
    expect(me.firstName).toHaveLength(100);
    expect(me.lastName).toBe("Family");
    expect(me.displayName.length).toBeLessThanOrEqual(201);
  });
});

describe("an address taken before this release by an unverified sign-in", () => {
  it("is released by the migration: its verified owner signs in, the other account still does", async () => {
    const email = `legacy-${subject("owner")}@example.com`;
    const squatter = subject("legacy-squatter");
    // What earlier releases stored for an unverified first sign-in: the address itself.
    const [row] = (
      (await t.ctx.db.execute(
        sql`insert into users (email, name, email_verified) values (${email}, 'Squatter', false) returning id`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    await t.ctx.db.execute(
      sql`insert into auth_accounts (account_id, provider_id, user_id) values (${squatter}, 'oidc', ${row!.id})`,
    );
    const hang = (await t.request("POST", "/api/hangs", hangInput({ hostEmail: email }))).body;

    const migration = await readFile("drizzle/0005_release_unverified_addresses.sql", "utf8");
    await t.ctx.db.execute(sql.raw(migration));

    const owner = await byIdToken({ sub: subject("legacy-owner"), email });
    expect(owner, owner.problem).toMatchObject({ ok: true });
    const view = await t.request("GET", `/api/hangs/${hang.id}`, undefined, { cookie: owner.cookie! });
    expect(view.body.viewer.isHost).toBe(true);
    const again = await byIdToken({ sub: squatter, email, email_verified: false });
    expect(again, again.problem).toMatchObject({ ok: true });
    expect(await signedInAs(again.cookie)).toMatchObject({ email: "", emailVerified: false });
  });
});

describe("ID tokens", () => {
  it("are accepted once, on every instance sharing the database", async () => {
    const idToken = await issuer.idToken(person("once"));
    const first = await t.request("POST", "/api/auth/google", { idToken });
    expect(first.status).toBe(200);
    const again = await t.request("POST", "/api/auth/google", { idToken });
    expect(again.status).toBe(401);
    expect(again.body.message).toMatch(/already been used/);

    // A second instance on the same database: the record is there, not in the first one's memory.
    const other = createApp({
      ...t.ctx,
      signIn: createSignIn(t.ctx.config, t.ctx.db, await serverKey(t.ctx.db, undefined)),
    });
    const token2 = await issuer.idToken(person("twice"));
    expect((await other.request("/api/auth/google", postJson({ idToken: token2 }))).status).toBe(200);
    const replayed = await t.request("POST", "/api/auth/google", { idToken: token2 });
    expect(replayed.status).toBe(401);
  });

  it("never come back to the page: signing out hands back no token, and cannot be undone", async () => {
    const idToken = await issuer.idToken(person("leaver"));
    const signedIn = await t.request("POST", "/api/auth/google", { idToken });
    const cookie = sessionCookie(signedIn.headers);
    const out = await t.request("POST", "/api/auth/logout", undefined, { cookie, origin: ORIGIN });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    expect(out.headers.get("location")).toBeNull();
    const [, payload] = idToken.split(".");
    expect(JSON.stringify(out.body)).not.toContain(payload);

    const undo = await t.request("POST", "/api/auth/google", { idToken });
    expect(undo.status).toBe(401);
    expect(await signedInAs(cookie)).toBeNull();
  });

  it("sent to sign-in/social (better-auth's own ID-token sign-in) start no session", async () => {
    const idToken = await issuer.idToken(person("social"));
    const res = await t.request(
      "POST",
      "/api/auth/sign-in/social",
      { provider: "oidc", callbackURL: "/", idToken: { token: idToken } },
      { origin: ORIGIN },
    );
    expect(res.headers.getSetCookie().some((c) => /^hangs\.session_token=[^;]/.test(c))).toBe(false);
  });

  it("dated in the future are refused with their own message; a little clock skew is fine", async () => {
    const ahead = await t.request("POST", "/api/auth/google", {
      idToken: await issuer.idToken({ ...person("future"), iat: now() + 600, exp: now() + 1200 }),
    });
    expect(ahead.status).toBe(401);
    expect(ahead.body.message).toBe(
      "The sign-in token is dated in the future: the provider's clock and ours disagree. Please try again later.",
    );
    const skewed = await t.request("POST", "/api/auth/google", {
      idToken: await issuer.idToken({ ...person("skew"), iat: now() + 20, exp: now() + 600 }),
    });
    expect(skewed.status).toBe(200);
  });
});

describe("better-auth's routes", () => {
  it("answer 404 unless the app uses them, with or without a session", async () => {
    const { body, headers } = await t.request("POST", "/api/auth/google", {
      idToken: await issuer.idToken(person("routes")),
    });
    expect(body.user).toBeDefined();
    const cookie = sessionCookie(headers);
    const unused: [string, string, unknown?][] = [
      ["GET", "/api/auth/get-session"],
      ["GET", "/api/auth/list-sessions"],
      ["POST", "/api/auth/update-user", { name: null }],
      ["POST", "/api/auth/update-user", { name: "nul\u0000name" }],
      ["POST", "/api/auth/update-user", { name: "x".repeat(60_000) }],
      ["POST", "/api/auth/sign-out", {}],
      ["POST", "/api/auth/revoke-sessions", {}],
      ["POST", "/api/auth/delete-user", {}],
      ["GET", "/api/auth/list-accounts"],
      ["POST", "/api/auth/unlink-account", { providerId: "oidc" }],
      ["POST", "/api/auth/link-social", { provider: "oidc" }],
      ["POST", "/api/auth/sign-in/email", { email: "a@example.com", password: "x" }],
      ["POST", "/api/auth/callback/oidc", {}],
      ["GET", "/api/auth/error"],
      ["GET", "/api/auth/ok"],
    ];
    for (const [method, path, payload] of unused) {
      const asAnyoneAndSignedIn: Record<string, string>[] = [{ origin: ORIGIN }, { origin: ORIGIN, cookie }];
      for (const headers of asAnyoneAndSignedIn) {
        const res = await t.request(method, path, payload, headers);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body.message).toBe("Not found");
      }
    }
    const me = await signedInAs(cookie);
    expect(me.displayName).toBe("Hana Host");
  });

  it("never put a session token in a JSON body", async () => {
    const res = await t.request("POST", "/api/auth/google", {
      idToken: await issuer.idToken(person("token")),
    });
    const cookie = sessionCookie(res.headers);
    const bodies = [JSON.stringify(res.body)];
    for (const path of ["/api/auth/user", "/api/auth/get-session", "/api/auth/list-sessions"]) {
      bodies.push(JSON.stringify((await t.request("GET", path, undefined, { cookie })).body));
    }
    const tokens = (await t.ctx.db.execute(sql`select token from auth_sessions`)) as unknown as {
      rows: { token: string }[];
    };
    expect(tokens.rows.length).toBeGreaterThan(0);
    for (const { token } of tokens.rows) for (const body of bodies) expect(body).not.toContain(token);
  });

  it("check their input with the app's rules before better-auth sees it", async () => {
    const start = (body: unknown) => t.request("POST", "/api/auth/sign-in/social", body, { origin: ORIGIN });
    const good = await start({ provider: "oidc", callbackURL: "/hang/1?x=1", errorCallbackURL: "/" });
    expect(good.status).toBe(200);
    expect(new URL(good.body.url).origin).toBe(issuer.issuer);

    for (const callbackURL of ["https://evil.example/", "//evil.example/x", "/\nforged", "/\u0000"]) {
      const res = await start({ provider: "oidc", callbackURL });
      expect(res.status, JSON.stringify(callbackURL)).toBe(400);
      expect(res.body.message).toMatch(/path on this site|NUL/);
    }
    const unknown = await start({ provider: "google-evil", callbackURL: "/" });
    expect(unknown.status).toBe(400);
    const notAToken = await t.request("POST", "/api/auth/google", { idToken: 42 });
    expect(notAToken.status).toBe(400);
    const callback = await t.fetch(`/api/auth/callback/oidc?state=${"s".repeat(5000)}&code=x`, {
      redirect: "manual",
    });
    expect(callback.status).toBe(400);
  });
});

function postJson(body: unknown): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN },
    body: JSON.stringify(body),
  };
}
