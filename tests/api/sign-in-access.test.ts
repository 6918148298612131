// Who may sign in (SIGN_UP, ADMIN_EMAILS, disabled accounts) over both ways in, what a refused person
// is told, the record of refusals the admin page reads, and ANONYMOUS_HOSTS=false on POST /api/hangs.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordSignInFailure, SIGN_IN_FAILURES_KEPT } from "../../src/server/auth/sign-in-failures.ts";
import {
  ACCOUNT_DISABLED_MESSAGE,
  EMAIL_NOT_VERIFIED_MESSAGE,
  HOST_EMAIL_UNCONFIRMED,
  HOST_SIGN_IN_REQUIRED,
  SIGN_UP_CLOSED_MESSAGE,
  SIGN_UP_DOMAIN_MESSAGE,
} from "../../src/shared/sign-in-errors.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput, responseInput } from "../support/factories.ts";
import { redirectSignIn, sessionCookie, startTestIssuer, type TestIssuer } from "../support/test-issuer.ts";

const ORIGIN = "http://localhost:5000";
const ADMIN = "boss@example.com";
let issuer: TestIssuer;
/** SIGN_UP=closed, one admin, hosts must sign in. */
let closed: TestApp;
/** SIGN_UP=domains:example.org,Example.NET */
let domains: TestApp;

const oidcEnv = () => ({
  OIDC_ISSUER: issuer.issuer,
  OIDC_CLIENT_ID: issuer.clientId,
  OIDC_CLIENT_SECRET: "test-secret",
  SIGN_INS_PER_ADDRESS_PER_MINUTE: "1000",
});

beforeAll(async () => {
  issuer = await startTestIssuer();
  [closed, domains] = await Promise.all([
    startTestApp({
      runWorkers: false,
      env: {
        ...oidcEnv(),
        SIGN_UP: "closed",
        ADMIN_EMAILS: `Someone@example.com, ${ADMIN}`,
        ANONYMOUS_HOSTS: "false",
      },
    }),
    startTestApp({ runWorkers: false, env: { ...oidcEnv(), SIGN_UP: "domains:example.org,Example.NET" } }),
  ]);
});
afterAll(async () => {
  await Promise.all([closed?.close(), domains?.close()]);
  await issuer?.close();
});

let people = 0;
const subject = (name: string) => `${name}-${++people}`;

interface Attempt {
  ok: boolean;
  cookie: string | undefined;
  status: number;
  /** The error code the redirect brings back (the page maps it to its message), or the JSON message. */
  problem: string;
}
type Way = (t: TestApp, claims: Record<string, unknown>) => Promise<Attempt>;

const byIdToken: Way = async (t, claims) => {
  const res = await t.request("POST", "/api/auth/google", { idToken: await issuer.idToken(claims) });
  return {
    ok: res.status === 200,
    status: res.status,
    cookie: res.status === 200 ? sessionCookie(res.headers) : undefined,
    problem: res.status === 200 ? "" : String(res.body.message),
  };
};

const byRedirect: Way = async (t, claims) => {
  const { location, cookie, callback } = await redirectSignIn(t.fetch, issuer, claims);
  const back = new URL(location, ORIGIN);
  return {
    ok: back.pathname === "/dashboard" && !back.searchParams.has("error") && cookie !== undefined,
    status: callback.status,
    cookie,
    problem: back.searchParams.get("error") ?? "",
  };
};

/** Each way, and how it names each refusal: the redirect by code, POST /google by message. */
const WAYS: [string, Way, (code: string, message: string) => string][] = [
  ["the redirect round trip", byRedirect, (code) => code],
  ["POST /api/auth/google", byIdToken, (_code, message) => message],
];

const countUsers = async (t: TestApp, email: string) => {
  const { rows } = (await t.ctx.db.execute(
    sql`select count(*)::int as n from users where lower(email) = lower(${email})`,
  )) as unknown as { rows: { n: number }[] };
  return rows[0]!.n;
};

const signedInAs = async (t: TestApp, cookie: string | undefined) =>
  (await t.request("GET", "/api/auth/user", undefined, cookie ? { cookie } : {})).body.user;

describe.each(WAYS)("SIGN_UP=closed, signing in by %s", (_way, signIn, told) => {
  it("refuses a newcomer nobody invited, with the invite-only message, and makes no account", async () => {
    const sub = subject("newcomer");
    const email = `${sub}@example.com`;
    const attempt = await signIn(closed, { sub, email });
    expect(attempt.ok).toBe(false);
    expect(attempt.problem).toBe(told("sign_up_closed", SIGN_UP_CLOSED_MESSAGE));
    if (signIn === byIdToken) expect(attempt.status).toBe(403);
    expect(await countUsers(closed, email)).toBe(0);
  });

  it("lets in an invited address (any letter case), and keeps letting the account in after", async () => {
    const sub = subject("invited");
    const email = `${sub}@example.com`;
    await closed.ctx.db.execute(sql`insert into account_invitations (email) values (${email.toUpperCase()})`);
    const first = await signIn(closed, { sub, email });
    expect(first, first.problem).toMatchObject({ ok: true });
    expect(await signedInAs(closed, first.cookie)).toMatchObject({ email });

    // Existing accounts sign in whether or not the invitation is still there.
    await closed.ctx.db.execute(sql`delete from account_invitations where lower(email) = ${email}`);
    const again = await signIn(closed, { sub, email });
    expect(again, again.problem).toMatchObject({ ok: true });
  });

  it("lets an admin in without an invitation", async () => {
    const attempt = await signIn(closed, { sub: subject("boss"), email: "Boss@Example.com" });
    expect(attempt, attempt.problem).toMatchObject({ ok: true });
    expect(await signedInAs(closed, attempt.cookie)).toMatchObject({ email: ADMIN, isAdmin: true });
    await closed.ctx.db.execute(sql`delete from users where email = ${ADMIN}`);
  });

  it("an invitation does not help an address the provider does not vouch for", async () => {
    const sub = subject("unverified");
    const email = `${sub}@example.com`;
    await closed.ctx.db.execute(sql`insert into account_invitations (email) values (${email})`);
    const attempt = await signIn(closed, { sub, email, email_verified: false });
    expect(attempt.ok).toBe(false);
    expect(attempt.problem).toBe(told("email_not_verified", EMAIL_NOT_VERIFIED_MESSAGE));
  });
});

describe.each(WAYS)("SIGN_UP=domains, signing in by %s", (_way, signIn, told) => {
  it("lets in verified addresses at the listed domains only", async () => {
    const at = async (domain: string, verified = true) => {
      const sub = subject("domain");
      return signIn(domains, { sub, email: `${sub}@${domain}`, email_verified: verified });
    };
    expect((await at("example.org")).ok).toBe(true);
    expect((await at("EXAMPLE.net")).ok).toBe(true);
    const elsewhere = await at("example.com");
    expect(elsewhere.ok).toBe(false);
    expect(elsewhere.problem).toBe(told("sign_up_domain", SIGN_UP_DOMAIN_MESSAGE));
    // A look-alike is another domain.
    expect((await at("mail.example.org")).ok).toBe(false);
    const unvouched = await at("example.org", false);
    expect(unvouched.problem).toBe(told("email_not_verified", EMAIL_NOT_VERIFIED_MESSAGE));
  });
});

describe.each(WAYS)("a disabled account, signing in by %s", (_way, signIn, told) => {
  const disable = (t: TestApp, email: string) =>
    t.ctx.db.execute(sql`update users set disabled_at = now() where email = ${email}`);

  it("is signed out at once and cannot sign in again", async () => {
    const sub = subject("dora");
    const email = `${sub}@example.org`;
    const first = await signIn(domains, { sub, email });
    expect(first, first.problem).toMatchObject({ ok: true });
    const cookie = first.cookie!;
    expect(await signedInAs(domains, cookie)).toMatchObject({ email });

    await disable(domains, email);
    expect(await signedInAs(domains, cookie)).toBeNull();
    const dashboard = await domains.request("GET", "/api/user/hangs", undefined, { cookie });
    expect(dashboard.status).toBe(401);

    const again = await signIn(domains, { sub, email });
    expect(again.ok).toBe(false);
    expect(again.problem).toBe(told("account_disabled", ACCOUNT_DISABLED_MESSAGE));
    expect(again.cookie).toBeUndefined();

    await domains.ctx.db.execute(sql`update users set disabled_at = null where email = ${email}`);
    expect((await signIn(domains, { sub, email })).ok).toBe(true);
  });

  it("an admin may always sign in", async () => {
    const sub = subject("boss");
    expect((await signIn(closed, { sub, email: ADMIN })).ok).toBe(true);
    await disable(closed, ADMIN);
    const again = await signIn(closed, { sub, email: ADMIN });
    expect(again, again.problem).toMatchObject({ ok: true });
    expect(await signedInAs(closed, again.cookie)).toMatchObject({ email: ADMIN });
    await closed.ctx.db.execute(sql`delete from users where email = ${ADMIN}`);
  });
});

describe("the record of refused and failed sign-ins", () => {
  const failures = async (t: TestApp) =>
    (
      (await t.ctx.db.execute(
        sql`select provider_id, error, description from sign_in_failures order by created_at desc`,
      )) as unknown as { rows: { provider_id: string; error: string; description: string | null }[] }
    ).rows;

  it("keeps the provider, the code and the provider's description, never an address", async () => {
    await closed.ctx.db.execute(sql`delete from sign_in_failures`);
    const sub = subject("stranger");
    await byRedirect(closed, { sub, email: `${sub}@example.com` });
    await byIdToken(closed, { sub, email: `${sub}@example.com` });
    // A token the issuer never signed.
    const forged = await issuer.idToken({ sub, email: `${sub}@example.com` }, { foreignKey: true });
    expect((await closed.request("POST", "/api/auth/google", { idToken: forged })).status).toBe(401);

    // The provider refuses: the person cancelled on its page.
    const { url, cookies } = await startRedirect(closed);
    const back = new URL(issuer.authorize(url));
    back.searchParams.delete("code");
    back.searchParams.set("error", "access_denied");
    back.searchParams.set("error_description", `The user ${sub}@example.com denied access`);
    const cancelled = await closed.fetch(`${back.pathname}${back.search}`, {
      headers: { cookie: cookies },
      redirect: "manual",
    });
    expect(new URL(cancelled.headers.get("location")!, ORIGIN).searchParams.get("error")).toBe(
      "access_denied",
    );

    const rows = await failures(closed);
    expect(rows.map((r) => r.error)).toEqual([
      "access_denied",
      "invalid_id_token",
      "sign_up_closed",
      "sign_up_closed",
    ]);
    expect(rows.every((r) => r.provider_id === "oidc")).toBe(true);
    expect(rows[0]!.description).toBe("The user [email] denied access");
    expect(rows[2]!.description).toBe(SIGN_UP_CLOSED_MESSAGE);
    expect(JSON.stringify(rows)).not.toContain("@example.com");
  });

  it("keeps only the newest", async () => {
    for (let i = 0; i < SIGN_IN_FAILURES_KEPT + 5; i++) {
      await recordSignInFailure(domains.ctx.db, { providerId: "oidc", error: `e${i}` });
    }
    const rows = await failures(domains);
    expect(rows).toHaveLength(SIGN_IN_FAILURES_KEPT);
    expect(rows.map((r) => r.error)).not.toContain("e0");
    expect(rows.map((r) => r.error)).toContain(`e${SIGN_IN_FAILURES_KEPT + 4}`);
  });
});

/** The first half of a redirect sign-in: the provider's URL and the state cookies the browser holds. */
async function startRedirect(t: TestApp) {
  const started = await t.fetch("/api/auth/sign-in/social", {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN },
    body: JSON.stringify({ provider: "oidc", callbackURL: "/", errorCallbackURL: "/" }),
  });
  const { url } = (await started.json()) as { url: string };
  return {
    url,
    cookies: started.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .join("; "),
  };
}

describe("ANONYMOUS_HOSTS=false", () => {
  const create = (headers: Record<string, string> = {}) =>
    closed.request("POST", "/api/hangs", hangInput(), { origin: ORIGIN, ...headers });

  it("tells the page, and refuses a hang from someone not signed in or without a confirmed address", async () => {
    expect((await closed.request("GET", "/api/auth/user")).body.anonymousHosts).toBe(false);
    expect((await domains.request("GET", "/api/auth/user")).body.anonymousHosts).toBe(true);

    const anonymous = await create();
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(HOST_SIGN_IN_REQUIRED);
    // Checked before the body: nothing about the input is revealed or needed.
    const junk = await closed.request("POST", "/api/hangs", "{", { origin: ORIGIN });
    expect(junk.status).toBe(401);

    await closed.ctx.db.execute(sql`insert into account_invitations (email) values ('uma@example.com')`);
    const unconfirmed = await byIdToken(closed, {
      sub: subject("uma"),
      email: "uma@example.com",
      email_verified: false,
    });
    // An unvouched address can't sign up on a closed instance; on an open one it signs in without it.
    expect(unconfirmed.ok).toBe(false);
    const openUnverified = await startTestApp({
      runWorkers: false,
      env: { ...oidcEnv(), ANONYMOUS_HOSTS: "false" },
    });
    try {
      const res = await openUnverified.request("POST", "/api/auth/google", {
        idToken: await issuer.idToken({
          sub: subject("ursula"),
          email: "ursula@example.com",
          email_verified: false,
        }),
      });
      const cookie = sessionCookie(res.headers);
      const refused = await openUnverified.request("POST", "/api/hangs", hangInput(), {
        origin: ORIGIN,
        cookie,
      });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(HOST_EMAIL_UNCONFIRMED);
    } finally {
      await openUnverified.close();
    }
  });

  it("a signed-in host with a confirmed address creates hangs; guests still answer without an account", async () => {
    const sub = subject("hosting");
    await closed.ctx.db.execute(
      sql`insert into account_invitations (email) values (${`${sub}@example.com`})`,
    );
    const host = await byIdToken(closed, { sub, email: `${sub}@example.com` });
    expect(host, host.problem).toMatchObject({ ok: true });
    const created = await create({ cookie: host.cookie! });
    expect(created.status).toBe(201);
    const answered = await closed.request(
      "POST",
      `/api/hangs/${created.body.id}/responses`,
      responseInput(),
      {
        origin: ORIGIN,
      },
    );
    expect(answered.status).toBe(201);
  });
});
