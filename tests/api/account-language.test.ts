// The footer's language choice kept with an account (PUT /api/user/language): a browser that has
// made no choice of its own opens a signed-in person's pages in it, and a browser's own choice
// still wins there. And the messages of a language, for a page that switches to it.
import { describe, expect, it } from "vitest";
import { LANGUAGE_REQUIRED } from "../../src/shared/account.ts";
import type { TestApp } from "../support/app.ts";
import { signedInAppForFile } from "../support/signed-in-app.ts";
import { sessionCookie, type TestIssuer } from "../support/test-issuer.ts";

const ORIGIN = "http://localhost:5000";
let issuer: TestIssuer;
let t: TestApp;

signedInAppForFile((app, started) => {
  t = app;
  issuer = started;
});

async function signIn(sub: string, email: string): Promise<string> {
  const idToken = await issuer.idToken({ sub, email, given_name: "Lena", family_name: "Lang" });
  const res = await t.request("POST", "/api/auth/google", { idToken });
  expect(res.status).toBe(200);
  return sessionCookie(res.headers);
}

const choose = (language: unknown, cookie?: string) =>
  t.request("PUT", "/api/user/language", { language }, { origin: ORIGIN, ...(cookie ? { cookie } : {}) });

/** The language a page comes in, as a browser asking in English with these cookies gets it. */
async function pageLanguage(cookie: string | undefined, path = "/dashboard") {
  const res = await t.raw(path, {
    headers: { "Accept-Language": "en-US", ...(cookie ? { Cookie: cookie } : {}) },
  });
  expect(res.status).toBe(200);
  return /<html lang="([^"]+)">/.exec(await res.text())?.[1];
}

describe("a signed-in person's language", () => {
  it("is kept with the account and opens their pages in a browser that has chosen none", async () => {
    const session = await signIn("lang-1", "lena@example.com");
    expect(await pageLanguage(session)).toBe("en");
    const saved = await choose("de", session);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ language: "de" });

    expect(await pageLanguage(session)).toBe("de");
    expect(await pageLanguage(session, "/")).toBe("de");
    // Another browser of theirs (a new session) opens in it too.
    expect(await pageLanguage(await signIn("lang-1", "lena@example.com"))).toBe("de");
    // A browser's own choice wins in that browser; signed out, the account's choice is not known.
    expect(await pageLanguage(`${session}; hangs-lang=es`)).toBe("es");
    expect(await pageLanguage(undefined)).toBe("en");
  });

  it("is refused with a clear message when it is not a language Hangs speaks, or nobody is signed in", async () => {
    const session = await signIn("lang-2", "lars@example.com");
    for (const bad of ["fr", "", 3, null]) {
      const res = await choose(bad, session);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(LANGUAGE_REQUIRED);
    }
    expect(await pageLanguage(session)).toBe("en");
    const anonymous = await choose("es");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe("Sign in to manage your account");
  });
});

describe("a language's messages (GET /api/i18n/:locale)", () => {
  it("come as JSON for a language Hangs speaks, and another is refused in the asker's language", async () => {
    const spanish = await t.raw("/api/i18n/es");
    expect(spanish.status).toBe(200);
    expect(spanish.headers.get("content-type")).toContain("application/json");
    expect(Object.keys(await spanish.json()).length).toBeGreaterThan(100);

    for (const [asks, message] of [
      ["en-US", "Hangs does not speak that language."],
      ["de-DE", "Diese Sprache spricht Hangs nicht."],
      ["es", "Hangs no habla ese idioma."],
    ]) {
      const refused = await t.raw("/api/i18n/fr", { headers: { "Accept-Language": asks! } });
      expect([refused.status, (await refused.json()).message]).toEqual([404, message]);
    }
  });
});
