// Generated hostile input (fast-check) against every /api/auth route the app keeps: malformed
// bodies, queries and headers (cookies, content types). Whatever arrives, the answer is never a 5xx
// and never puts a session token in a JSON body (the cookie is HttpOnly: the page never sees it).
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app.ts";
import { sessionCookie, startTestIssuer, type TestIssuer } from "../support/test-issuer.ts";

const RUNS_PER_ROUTE = 40;
const ORIGIN = "http://localhost:5000";

let issuer: TestIssuer;
let t: TestApp;
/** Good ID tokens, each accepted once: a generated case that keeps one signs someone in. */
const idTokens: string[] = [];
let cookie: string;
/** Every JSON body the routes answered with, checked against every session token at the end. */
const answered: string[] = [];
/** Every session token a route set as a cookie (sessions also end, so the database has fewer). */
const issued = new Set<string>();

beforeAll(async () => {
  issuer = await startTestIssuer();
  t = await startTestApp({
    runWorkers: false,
    env: {
      OIDC_ISSUER: issuer.issuer,
      OIDC_CLIENT_ID: issuer.clientId,
      OIDC_CLIENT_SECRET: "test-secret",
      // The limits would answer 429 long before the generator is done: this file is about input.
      SIGN_INS_PER_ADDRESS_PER_MINUTE: "1000000",
    },
  });
  for (let i = 0; i < RUNS_PER_ROUTE; i++)
    idTokens.push(await issuer.idToken({ sub: `fuzz-${i}`, email: `fuzz${i}@example.com` }));
  const signedIn = await t.request("POST", "/api/auth/google", {
    idToken: await issuer.idToken({ sub: "fuzz-session", email: "fuzz.session@example.com" }),
  });
  cookie = sessionCookie(signedIn.headers);
});
afterAll(async () => {
  await t?.close();
  await issuer?.close();
});

interface Route {
  method: "GET" | "POST";
  path: string;
  /** A valid body (POST) or query (GET): each generated case spoils one field, or replaces it. */
  valid: () => Record<string, unknown>;
}

let nextToken = 0;
const ROUTES: Record<string, Route> = {
  "POST /api/auth/google": {
    method: "POST",
    path: "/api/auth/google",
    valid: () => ({ idToken: idTokens[nextToken++ % idTokens.length], user: { displayName: "Fuzz" } }),
  },
  "POST /api/auth/sign-in/social": {
    method: "POST",
    path: "/api/auth/sign-in/social",
    valid: () => ({ provider: "oidc", callbackURL: "/dashboard", errorCallbackURL: "/" }),
  },
  "GET /api/auth/callback/oidc": {
    method: "GET",
    path: "/api/auth/callback/oidc",
    valid: () => ({ code: "a-code", state: "a-state", iss: issuer.issuer }),
  },
  "POST /api/auth/logout": { method: "POST", path: "/api/auth/logout", valid: () => ({}) },
  "GET /api/auth/user": { method: "GET", path: "/api/auth/user", valid: () => ({}) },
};

/** A value no field accepts: wrong type, NUL, newline, far too long, nested or shaped like an attack. */
const spoiledValue = fc.oneof(
  fc.string().map((s) => `${s}\u0000${s}`),
  fc.string().map((s) => `/${s}\n{"forged":true}`),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything({ maxDepth: 2 }), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.string(), fc.anything({ maxDepth: 2 }), { minKeys: 1, maxKeys: 3 }),
  fc.string({ minLength: 1 }).map((s) => s.repeat(Math.ceil(10_000 / s.length))),
  fc.constantFrom("https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)"),
  fc.constantFrom({ __proto__: null, constructor: { prototype: { isHost: true } } }, { toString: 1 }),
);

function inputs(route: Route) {
  const fields = [...Object.keys(route.valid()), "idToken", "token", "disableRedirect", "newUserCallbackURL"];
  const oneFieldSpoiled = fc
    .record({ field: fc.constantFrom(...fields), value: spoiledValue })
    .map(({ field, value }) => ({ ...route.valid(), [field]: value }));
  const unicodeEverywhere = fc
    .string({ unit: "binary", minLength: 1, maxLength: 40 })
    .map((text) => Object.fromEntries(fields.map((field) => [field, text])));
  return fc.oneof({ weight: 3, arbitrary: oneFieldSpoiled }, unicodeEverywhere, fc.jsonValue());
}

/** Raw bodies that are not a JSON object at all. */
const brokenBody = fc.constantFrom(
  "",
  "{",
  "nul\u0000",
  '"just a string"',
  "null",
  "1e999",
  `${"[".repeat(5000)}${"]".repeat(5000)}`,
  '{"__proto__": {"isHost": true}}',
);

const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 200,
});
/** Headers a client may send: session cookies real, forged and broken, odd content types. */
const headers = fc.record(
  {
    cookie: fc.oneof(
      fc.constant(() => cookie),
      printable.map((s) => () => `hangs.session_token=${s}`),
      printable.map((s) => () => `hangs.session_token=${encodeURIComponent(s)}.${s}; hangs.state=${s}`),
      printable.map((s) => () => s),
    ),
    "content-type": fc.constantFrom(
      "application/json",
      "application/json; charset=utf-8",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ),
    "x-forwarded-for": printable,
  },
  { requiredKeys: [] },
);

const asQuery = (value: unknown) => {
  const query = new URLSearchParams();
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, v] of Object.entries(value))
      query.append(key, typeof v === "string" ? v : JSON.stringify(v));
  } else query.append("code", JSON.stringify(value) ?? "");
  return query.toString();
};

describe.each(Object.entries(ROUTES))("%s", (_name, route) => {
  it("never answers 5xx, and never hands a session token to the page", async () => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          { weight: 4, arbitrary: inputs(route) },
          brokenBody.map((raw) => ({ raw })),
        ),
        headers,
        async (input, sent) => {
          const raw = input && typeof input === "object" && "raw" in input ? String(input.raw) : undefined;
          const init: RequestInit = {
            method: route.method,
            redirect: "manual",
            headers: {
              origin: ORIGIN,
              ...(sent["content-type"] ? { "content-type": sent["content-type"] } : {}),
              ...(sent["x-forwarded-for"] ? { "x-forwarded-for": sent["x-forwarded-for"] } : {}),
              ...(sent.cookie ? { cookie: sent.cookie() } : {}),
            },
          };
          let path = route.path;
          if (route.method === "POST") init.body = raw ?? JSON.stringify(input);
          else path += `?${asQuery(raw ?? input)}`;
          const res = await t.app.request(path, init);
          statuses.add(res.status);
          expect(res.status, `${res.status} for ${path}`).toBeLessThan(500);
          const text = await res.text();
          const token = res.headers
            .getSetCookie()
            .map((c) => /^hangs\.session_token=([^.;]+)/.exec(c)?.[1])
            .find(Boolean);
          if (token) {
            issued.add(token);
            expect(text).not.toContain(token);
          }
          if (res.headers.get("content-type")?.includes("json")) answered.push(text);
        },
      ),
      // The route's valid input comes first, so every run signs someone in at least once where the
      // route can (the token checks below are never left with nothing to check).
      { numRuns: RUNS_PER_ROUTE, examples: [[route.valid(), { "content-type": "application/json" }]] },
    );
    // The generator got past the parser to the checks (and, for the kept routes, to better-auth).
    expect([...statuses].some((status) => status >= 200 && status < 500 && status !== 404)).toBe(true);
  }, 90_000);
});

describe("every other better-auth route", () => {
  it("answers 404 to anything, signed in or not", async () => {
    const auth = await t.ctx.signIn.auth();
    const kept = new Set(["/google", "/sign-in/social", "/callback/:id"]);
    const others = [
      ...new Set(Object.values(auth.api).map((endpoint) => (endpoint as { path?: string }).path)),
    ]
      .filter((path): path is string => typeof path === "string" && !kept.has(path))
      .map((path) => `/api/auth${path.replace(/:[^/]+/g, "oidc")}`);
    expect(others).toEqual(expect.arrayContaining(["/api/auth/update-user", "/api/auth/get-session"]));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...others),
        fc.constantFrom("GET", "POST"),
        inputs(ROUTES["POST /api/auth/google"]!),
        fc.boolean(),
        async (path, method, body, signedIn) => {
          const res = await t.app.request(path, {
            method,
            redirect: "manual",
            headers: { origin: ORIGIN, "content-type": "application/json", ...(signedIn ? { cookie } : {}) },
            ...(method === "POST" ? { body: JSON.stringify(body) } : {}),
          });
          expect(res.status, `${method} ${path}`).toBe(404);
          answered.push(await res.text());
        },
      ),
      { numRuns: others.length * 4 },
    );
  }, 90_000);
});

it("left no session token in any JSON body it was answered with", async () => {
  const { rows } = (await t.ctx.db.execute(sql`select token from auth_sessions`)) as unknown as {
    rows: { token: string }[];
  };
  const tokens = new Set([...issued, ...rows.map((row) => row.token)]);
  // Generated cases did sign people in, and the routes did answer in JSON.
  expect(issued.size).toBeGreaterThan(0);
  expect(answered.length).toBeGreaterThan(0);
  for (const token of tokens) for (const text of answered) expect(text).not.toContain(token);
});
