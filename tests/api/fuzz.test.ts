// Generated hostile bodies against every write endpoint (fast-check): wrong types, NUL characters,
// over-long and unpaired-surrogate text, deep nesting, prototype keys, broken JSON. Whatever
// arrives, the answer is never a 5xx; a refusal has the one error shape and stores nothing.
// Then hostile path parameters (malformed ids, NUL, `%00`, `..`, very long, any script) in every
// API route the app has, signed in as the host and group creator so every check is reached.
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput, responseInput } from "../support/factories.ts";
import { sessionCookie, startTestIssuer, type TestIssuer } from "../support/test-issuer.ts";

const RUNS_PER_ENDPOINT = 40;
const NO_LIMIT = "1000000";

let t: TestApp;
let issuer: TestIssuer;
let hang: { id: string; editToken: string };
/** Its own hang: a generated body that happens to be a valid reason cancels it. */
let hangToCancel: { id: string; editToken: string };
let answer: { id: string; secret: string };
let suggestionId: string;
let guests = 0;

beforeAll(async () => {
  // The abuse limits would answer 429 long before the generator is done: this file is about input.
  const env = Object.fromEntries(
    [
      "HANGS_PER_ADDRESS_PER_HOUR",
      "ANSWERS_PER_ADDRESS_PER_MINUTE",
      "ANSWERS_PER_HANG_PER_MINUTE",
      "ANSWER_CHANGES_PER_ADDRESS_PER_MINUTE",
      "ANSWER_CHANGES_PER_HANG_PER_MINUTE",
      "SUGGESTIONS_PER_ADDRESS_PER_MINUTE",
      "SUGGESTIONS_PER_HANG_PER_MINUTE",
      "VOTES_PER_ADDRESS_PER_MINUTE",
      "VOTES_PER_HANG_PER_MINUTE",
      "INVITES_PER_HANG_PER_HOUR",
      "INVITES_PER_ADDRESS_PER_HOUR",
      "INVITES_PER_GROUP_PER_HOUR",
      "INVITES_PER_RECIPIENT_PER_HOUR",
      "GROUPS_PER_ACCOUNT_PER_HOUR",
      "GROUPS_PER_ADDRESS_PER_HOUR",
      "PLACE_SEARCHES_PER_ADDRESS_PER_MINUTE",
      "SIGN_INS_PER_ADDRESS_PER_MINUTE",
    ].map((name) => [name, NO_LIMIT]),
  );
  issuer = await startTestIssuer();
  t = await startTestApp({
    runWorkers: false,
    env: {
      ...env,
      OIDC_ISSUER: issuer.issuer,
      OIDC_CLIENT_ID: issuer.clientId,
      OIDC_CLIENT_SECRET: "test-secret",
    },
  });
  hang = (await t.request("POST", "/api/hangs", hangInput())).body;
  hangToCancel = (await t.request("POST", "/api/hangs", hangInput())).body;
  answer = (await t.request("POST", `/api/hangs/${hang.id}/responses`, responseInput())).body;
  const suggestion = await t.request("POST", `/api/hangs/${hang.id}/activity-suggestions`, {
    suggestedBy: "Gita Guest",
    suggestedByEmail: "gita@example.com",
    vibe: "bowling",
  });
  suggestionId = suggestion.body.id;
});
afterAll(async () => {
  await t?.close();
  await issuer?.close();
});

interface Endpoint {
  method: string;
  path: () => string;
  headers?: () => Record<string, string>;
  /** A valid body: each generated case spoils one field of it, or replaces it whole. */
  valid: () => Record<string, unknown>;
}

const asHost = () => ({ "X-Edit-Token": hang.editToken });
const ENDPOINTS: Record<string, Endpoint> = {
  "create a hang": { method: "POST", path: () => "/api/hangs", valid: () => ({ ...hangInput() }) },
  "edit a hang": {
    method: "PUT",
    path: () => `/api/hangs/${hang.id}/edit`,
    headers: asHost,
    valid: () => ({ name: "Friday coffee", hostName: "Hana Host" }),
  },
  answer: {
    method: "POST",
    path: () => `/api/hangs/${hang.id}/responses`,
    // A new address each time: a taken one is refused by design, and mails its owner a link.
    valid: () => ({ ...responseInput({ guestEmail: `guest${++guests}@example.com` }) }),
  },
  "change an answer": {
    method: "PUT",
    path: () => `/api/hangs/${hang.id}/responses/${answer.id}`,
    headers: () => ({ "X-Response-Secret": answer.secret }),
    valid: () => ({ ...responseInput() }),
  },
  invite: {
    method: "POST",
    path: () => `/api/hangs/${hang.id}/invite`,
    headers: asHost,
    valid: () => ({ email: "friend@example.com" }),
  },
  finalize: {
    method: "POST",
    path: () => `/api/hangs/${hang.id}/finalize`,
    headers: asHost,
    valid: () => ({
      finalDateTime: "2027-03-15T18:00",
      notifyConfirmed: true,
      additionalDetails: "Bring a coat",
    }),
  },
  cancel: {
    method: "POST",
    path: () => `/api/hangs/${hangToCancel.id}/cancel`,
    headers: () => ({ "X-Edit-Token": hangToCancel.editToken }),
    valid: () => ({ reason: "Rain" }),
  },
  suggest: {
    method: "POST",
    path: () => `/api/hangs/${hang.id}/activity-suggestions`,
    valid: () => ({ suggestedBy: "Vic", suggestedByEmail: "vic@example.com", vibe: "bowling" }),
  },
  vote: {
    method: "POST",
    path: () => `/api/hangs/${hang.id}/activity-votes`,
    valid: () => ({ suggestionId, voterName: "Vic", voterEmail: "vic@example.com", voteType: "love" }),
  },
};

const deep = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;

/** A value no field of ours accepts: wrong type, NUL, far too long, nested or shaped like an attack. */
const spoiledValue = fc.oneof(
  fc.string().map((s) => `${s}\u0000${s}`),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.array(fc.anything({ maxDepth: 3 }), { minLength: 1, maxLength: 4 }),
  fc.dictionary(fc.string(), fc.anything({ maxDepth: 2 }), { minKeys: 1, maxKeys: 4 }),
  fc.string({ minLength: 1 }).map((s) => s.repeat(Math.ceil(5000 / s.length))),
  fc.constantFrom({ __proto__: null, constructor: { prototype: { isHost: true } } }, { toString: 1 }),
);

/** A JSON text: one field of the valid body spoiled, or a whole body that is no body at all. */
function bodies(endpoint: Endpoint) {
  const fields = Object.keys(endpoint.valid());
  const oneFieldSpoiled = fc
    .record({ field: fc.constantFrom(...fields), value: spoiledValue })
    .map(({ field, value }) => JSON.stringify({ ...endpoint.valid(), [field]: value }));
  const unicodeEverywhere = fc
    .string({ unit: "binary", minLength: 1, maxLength: 40 })
    .map((text) => JSON.stringify(Object.fromEntries(fields.map((field) => [field, text]))));
  const wholeBody = fc.oneof(
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.constantFrom(
      "",
      "{",
      "nul\u0000",
      '{"__proto__": {"isHost": true, "editToken": "x"}}',
      '{"constructor": {"prototype": {"isHost": true}}}',
      deep(5000),
      deepObject(5000),
      '"just a string"',
      "null",
      "1e999",
    ),
  );
  return fc.oneof({ weight: 3, arbitrary: oneFieldSpoiled }, unicodeEverywhere, wholeBody);
}

/** Everything a write could leave behind. */
async function stored() {
  const result = (await t.ctx.db.execute(sql`
    select (select count(*) from hangs) as hangs,
           (select coalesce(sum(version), 0) from hangs) as versions,
           (select max(updated_at)::text from hangs) as updated,
           (select count(*) from responses) as responses,
           (select max(updated_at)::text from responses) as answers_updated,
           (select count(*) from invitees) as invitees,
           (select count(*) from activity_suggestions) as suggestions,
           (select count(*) from activity_votes) as votes,
           (select count(*) from mail_deliveries) as mail`)) as unknown as { rows: unknown[] };
  return JSON.stringify(result.rows[0]);
}

describe.each(Object.entries(ENDPOINTS))("%s", (_name, endpoint) => {
  it("never answers 5xx; a refusal has the error shape and stores nothing", async () => {
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(bodies(endpoint), async (body) => {
        const before = await stored();
        const res = await t.app.request(endpoint.path(), {
          method: endpoint.method,
          headers: { "Content-Type": "application/json", ...endpoint.headers?.() },
          body,
        });
        seen.add(res.status);
        expect(res.status).toBeLessThan(500);
        if (res.status < 400) return;
        const answerBody = await res.json();
        expect(typeof answerBody.message).toBe("string");
        expect(answerBody.message.length).toBeGreaterThan(0);
        if (answerBody.errors !== undefined) {
          for (const message of Object.values(answerBody.errors)) expect(typeof message).toBe("string");
        }
        expect(await stored()).toBe(before);
      }),
      { numRuns: RUNS_PER_ENDPOINT },
    );
    // The generator reached the validation, not only the JSON parser.
    expect([...seen].some((s) => s === 400)).toBe(true);
    expect(({} as Record<string, unknown>).isHost).toBeUndefined();
  }, 90_000);
});

/** Hostile text for one path segment, as it would be written into a URL. */
const badSegment = fc.oneof(
  fc.constantFrom(
    "%00",
    "nul%00",
    `${"0".repeat(8)}-0000-4000-8000-${"0".repeat(12)}%00`,
    "..",
    "%2e%2e",
    "%2F",
    "%",
    "%ZZ",
    "%E0%A4%A",
    "%F0%9F%98%80",
    "%E2%80%AE",
    "%C0%80",
    "x".repeat(5000),
    "-1",
    "1e999",
    "null",
    "__proto__",
    "'; select 1 --",
  ),
  fc.uuid().map((id) => id.toUpperCase()),
  fc.string({ unit: "binary", minLength: 1, maxLength: 60 }).map(encodeURIComponent),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 200 }).map(encodeURIComponent),
);

describe("path parameters of every API route", () => {
  const PATH_RUNS = 12;
  let cookie: string;
  /** Real ids, so that a route's other parameters lead as deep into it as a real call would. */
  let real: (route: string, param: string) => string;

  beforeAll(async () => {
    const signIn = await t.request("POST", "/api/auth/google", {
      idToken: await issuer.idToken({ sub: "fuzz-host", email: "hana@example.com" }),
    });
    cookie = sessionCookie(signIn.headers);
    const headers = { cookie, origin: "http://localhost:5000" };
    const group = (await t.request("POST", "/api/groups", { name: "Fuzzers" }, headers)).body;
    const member = (
      await t.request(
        "POST",
        `/api/groups/${group.id}/members`,
        { name: "M", email: "m@example.com" },
        headers,
      )
    ).body;
    const friends = (
      await t.request("POST", "/api/friend-groups", { name: "F", emails: ["f@example.com"] }, headers)
    ).body;
    const ids: Record<string, string> = {
      "/api/hangs/:id": hang.id,
      "/api/user/hangs/:id": hang.id,
      "/api/groups/:id": group.id,
      "/api/friend-groups/:id": friends.id,
      ":responseId": answer.id,
      ":suggestionId": suggestionId,
      ":membershipId": member.id,
    };
    real = (route, param) => ids[param] ?? ids[route.slice(0, route.indexOf(param) + param.length)] ?? "oidc";
  });

  it("finds the routes to try in the app itself", () => {
    const routes = apiRoutesWithParams();
    expect(routes.length).toBeGreaterThan(25);
    expect(routes).toContainEqual({ method: "DELETE", path: "/api/groups/:id/members/:membershipId" });
  });

  /** Every API route with a path parameter, as the app has them (middleware entries are ALL). */
  function apiRoutesWithParams() {
    const seen = new Map<string, { method: string; path: string }>();
    for (const { method, path } of t.app.routes) {
      if (method === "ALL" || !path.startsWith("/api/") || !path.includes("/:")) continue;
      seen.set(`${method} ${path}`, { method, path });
    }
    return [...seen.values()];
  }

  it("never answers 5xx, whichever parameter is spoiled", async () => {
    const failures: string[] = [];
    for (const { method, path } of apiRoutesWithParams()) {
      const params = path.match(/:\w+/g) ?? [];
      // Each parameter spoiled alone (the others real), then all of them at once.
      const spoilings = [...params.map((p) => [p]), params];
      for (const spoiled of spoilings) {
        await fc.assert(
          fc.asyncProperty(badSegment, async (bad) => {
            const url = params.reduce(
              (built, param) => built.replace(param, spoiled.includes(param) ? bad : real(path, param)),
              path,
            );
            const res = await t.app.request(url, {
              method,
              headers: {
                cookie,
                origin: "http://localhost:5000",
                "content-type": "application/json",
                "x-edit-token": hang.editToken,
                "x-response-secret": answer.secret,
              },
              body: method === "GET" || method === "DELETE" ? undefined : "{}",
            });
            // Event streams stay open: only the status matters.
            await res.body?.cancel();
            if (res.status >= 500) failures.push(`${method} ${url.slice(0, 120)} -> ${res.status}`);
          }),
          { numRuns: PATH_RUNS },
        );
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
