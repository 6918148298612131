// A provider vouching for a look-alike of someone's address (the Kelvin sign for "k", fullwidth or
// mathematical letters, ſ, ß, ı, another script's "а", spaces, a trailing dot) gets nobody into that
// person's account or admin rights: the sign-in is refused with a message, over both ways in.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { EMAIL_UNUSABLE_CODE, EMAIL_UNUSABLE_MESSAGE } from "../../src/shared/sign-in-errors.ts";
import type { TestApp } from "../support/app.ts";
import { hangInput } from "../support/factories.ts";
import { signedInAppForFile } from "../support/signed-in-app.ts";
import { redirectSignIn, sessionCookie, type TestIssuer } from "../support/test-issuer.ts";

const ORIGIN = "http://localhost:5000";
/** An admin whose address holds every letter a look-alike is made for: k, i, s. */
const KIT = "kit.ross@example.com";
const KIT_SUBJECT = "kit";

let issuer: TestIssuer;
let t: TestApp;
signedInAppForFile(
  (app, started) => {
    t = app;
    issuer = started;
  },
  { runWorkers: false, env: { ADMIN_EMAILS: KIT } },
);

const LOOK_ALIKES: [string, string][] = [
  ["the Kelvin sign", "\u212Ait.ross@example.com"],
  ["the Kelvin sign, upper case", "\u212AIT.ROSS@EXAMPLE.COM"],
  ["fullwidth letters", "ｋｉｔ.ross@example.com"],
  ["a mathematical letter", "\u{1D424}it.ross@example.com"],
  ["a dotless ı", "k\u0131t.ross@example.com"],
  ["long s", "kit.ro\u017F\u017F@example.com"],
  ["sharp s", "kit.ro\u00DF@example.com"],
  ["a Cyrillic а", "kit.ross@ex\u0430mple.com"],
  ["a trailing dot", "kit.ross@example.com."],
  ["a leading space", " kit.ross@example.com"],
  ["a no-break space", "kit.ross@example.com\u00A0"],
  ["a byte-order mark", "\uFEFFkit.ross@example.com"],
];

interface Attempt {
  cookie: string | undefined;
  /** The refusal: the code and description in the redirect, or the status and message of POST /google. */
  code: string;
  message: string;
}
type Way = (claims: Record<string, unknown>) => Promise<Attempt>;

const byRedirect: Way = async (claims) => {
  const { location, cookie } = await redirectSignIn(t.fetch, issuer, claims);
  const back = new URL(location, ORIGIN).searchParams;
  return { cookie, code: back.get("error") ?? "", message: back.get("error_description") ?? "" };
};

const byIdToken: Way = async (claims) => {
  const res = await t.request("POST", "/api/auth/google", { idToken: await issuer.idToken(claims) });
  return {
    cookie: res.status === 200 ? sessionCookie(res.headers) : undefined,
    code: res.status === 200 ? "" : `${res.status} ${res.body.code}`,
    message: res.status === 200 ? "" : String(res.body.message),
  };
};

const WAYS: [string, Way, string][] = [
  ["the redirect round trip", byRedirect, EMAIL_UNUSABLE_CODE],
  ["POST /api/auth/google", byIdToken, `403 ${EMAIL_UNUSABLE_CODE}`],
];

let kitId = "";
let hangId = "";
let people = 0;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;

async function kitAsStored() {
  const [kit] = await rows<{ email: string; subjects: string[] }>(
    sql`select u.email, array_agg(a.account_id order by a.account_id) as subjects
        from users u join auth_accounts a on a.user_id = u.id where u.id = ${kitId} group by u.email`,
  );
  return kit;
}

const userCount = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from users`))[0]!.n;

/** What a sign-in's cookie reaches: whose account, the admin page, the hang Kit hosts. */
async function reached(cookie: string | undefined) {
  const headers: Record<string, string> = cookie ? { cookie, origin: ORIGIN } : { origin: ORIGIN };
  const me = (await t.request("GET", "/api/auth/user", undefined, headers)).body.user;
  const admin = await t.request("GET", "/api/admin/people", undefined, headers);
  const hang = await t.request("GET", `/api/hangs/${hangId}`, undefined, headers);
  return { uid: me?.uid ?? null, admin: admin.status, host: hang.body.viewer?.isHost ?? false };
}

beforeAll(async () => {
  const kit = await byIdToken({ sub: KIT_SUBJECT, email: KIT });
  expect(kit.cookie, kit.message).toBeDefined();
  const seen = await reached(kit.cookie);
  expect(seen).toMatchObject({ admin: 200 });
  kitId = seen.uid;
  hangId = (await t.request("POST", "/api/hangs", hangInput({ hostEmail: KIT }), { origin: ORIGIN })).body.id;
  expect((await reached(kit.cookie)).host).toBe(true);
});

describe.each(WAYS)("a look-alike of an admin's address, signing in by %s", (_way, signIn, refusedAs) => {
  it.each(LOOK_ALIKES)(
    "with %s is refused with a message, and reaches nothing of Kit's",
    async (_, email) => {
      const before = await userCount();
      const sub = `look-alike-${++people}`;
      const attempt = await signIn({ sub, email, email_verified: true });

      expect(await reached(attempt.cookie)).toEqual({ uid: null, admin: 404, host: false });
      expect(attempt.code).toBe(refusedAs);
      expect(attempt.message).toBe(EMAIL_UNUSABLE_MESSAGE);
      // No account made, and no provider subject linked to Kit's.
      expect(await userCount()).toBe(before);
      expect(await rows(sql`select 1 from auth_accounts where account_id = ${sub}`)).toEqual([]);
      expect(await kitAsStored()).toEqual({ email: KIT, subjects: [KIT_SUBJECT] });
    },
  );

  it("is refused for a subject linked to Kit's account before, and for Kit's own subject", async () => {
    // What a sign-in with the Kelvin sign left behind before addresses were checked as sent.
    const planted = `planted-${++people}`;
    await t.ctx.db.execute(
      sql`insert into auth_accounts (account_id, provider_id, user_id) values (${planted}, 'oidc', ${kitId})`,
    );
    try {
      for (const sub of [planted, KIT_SUBJECT]) {
        const attempt = await signIn({ sub, email: "\u212Ait.ross@example.com" });
        expect(await reached(attempt.cookie), sub).toEqual({ uid: null, admin: 404, host: false });
        expect(attempt.code, sub).toBe(refusedAs);
      }
    } finally {
      await t.ctx.db.execute(sql`delete from auth_accounts where account_id = ${planted}`);
    }
    const kit = await signIn({ sub: KIT_SUBJECT, email: KIT });
    expect(await reached(kit.cookie)).toEqual({ uid: kitId, admin: 200, host: true });
  });

  it("a plus address is another address: its own account, not an admin, not the host", async () => {
    const sub = `plus-${++people}`;
    const plus = await signIn({ sub, email: "kit.ross+hangs@example.com" });
    expect(plus.cookie, plus.message).toBeDefined();
    const seen = await reached(plus.cookie);
    expect(seen.uid).not.toBe(kitId);
    expect(seen).toMatchObject({ admin: 404, host: false });
  });

  it("a look-alike the provider does not vouch for signs in without any address", async () => {
    const attempt = await signIn({
      sub: `unvouched-${++people}`,
      email: "\u212Ait.ross@example.com",
      email_verified: false,
    });
    expect(attempt.cookie, attempt.message).toBeDefined();
    const seen = await reached(attempt.cookie);
    expect(seen.uid).not.toBe(kitId);
    expect(seen).toMatchObject({ admin: 404, host: false });
    const me = await t.request("GET", "/api/auth/user", undefined, { cookie: attempt.cookie! });
    expect(me.body.user).toMatchObject({ email: "", emailVerified: false });
  });
});
