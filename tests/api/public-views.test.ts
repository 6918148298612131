// What anyone may read: every field of every public answer is walked, and none may hold an e-mail
// address, the edit token or a guest's secret. Private answers show as "Anonymous".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput, responseInput } from "../support/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const EMAIL = /[^\s@<>"']+@[^\s@<>"']+\.[a-z]{2,}/i;
const PRIVATE_KEY = /email|token|secret|voterKey/i;

/** Every [path, value] pair of a JSON value, keys included, depth first. */
function* fields(value: unknown, path = "$"): Generator<[string, unknown]> {
  yield [path, value];
  if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* fields(v, `${path}[${i}]`);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      yield [`${path}.${k} (key)`, k];
      yield* fields(v, `${path}.${k}`);
    }
}

function expectNothingPrivate(body: unknown, secrets: string[], where: string) {
  for (const [path, value] of fields(body)) {
    if (path.endsWith("(key)")) expect(value, `${where} ${path}`).not.toMatch(PRIVATE_KEY);
    if (typeof value !== "string") continue;
    expect(value, `${where} ${path}`).not.toMatch(EMAIL);
    for (const secret of secrets) expect(value, `${where} ${path}`).not.toContain(secret);
  }
}

describe("public views", () => {
  it("are checked by a walker that finds private data at any depth", () => {
    expect(() => expectNothingPrivate({ a: [{ b: "x@y.com" }] }, [], "self")).toThrow();
    expect(() => expectNothingPrivate({ a: [{ guestEmail: null }] }, [], "self")).toThrow();
    expect(() => expectNothingPrivate([["tok-123"]], ["tok-123"], "self")).toThrow();
    expect(() => expectNothingPrivate({ a: [{ b: "fine" }] }, ["tok-123"], "self")).not.toThrow();
  });

  it("never show an e-mail address, the edit token or a secret to the public", async () => {
    const hang = (
      await t.request(
        "POST",
        "/api/hangs",
        hangInput({ allowActivitySuggestions: true, maxCapacity: 2, location: "Casa, 1 Main St" }),
      )
    ).body;
    const answer = (email: string, isPublic: boolean, name: string) =>
      t.request(
        "POST",
        `/api/hangs/${hang.id}/responses`,
        responseInput({ guestName: name, guestEmail: email, isPublic }),
      );
    const pia = (await answer("pia@example.com", true, "Pia Public")).body;
    const sam = (await answer("sam@example.com", false, "Sam Secret")).body;
    const impostor = await answer("sam@example.com", true, "Not Sam");
    const full = await answer("late@example.com", true, "Late");
    const idea = (
      await t.request(
        "POST",
        `/api/hangs/${hang.id}/activity-suggestions`,
        {
          suggestedBy: "Pia Public",
          suggestedByEmail: "pia@example.com",
          vibe: "other",
          customActivity: "Karaoke",
          description: "<script>alert('x')</script> & friends",
        },
        { "X-Response-Secret": pia.secret },
      )
    ).body;
    const vote = await t.request(
      "POST",
      `/api/hangs/${hang.id}/activity-votes`,
      {
        suggestionId: idea.id,
        voterName: "Sam Secret",
        voterEmail: "sam@example.com",
        voteType: "love",
      },
      { "X-Response-Secret": sam.secret },
    );
    expect(vote.status).toBe(201);
    const secrets = [hang.editToken, pia.secret, sam.secret, vote.body.voterKey, idea.voterKey];

    const reads: [string, string, Record<string, string>?][] = [
      ["hang", `/api/hangs/${hang.id}`],
      [
        "hang with a wrong token",
        `/api/hangs/${hang.id}`,
        { "X-Edit-Token": "00000000-0000-4000-8000-000000000000" },
      ],
      ["responses", `/api/hangs/${hang.id}/responses`],
      ["someone's response", `/api/hangs/${hang.id}/responses/${sam.id}`],
      [
        "someone's response, wrong secret",
        `/api/hangs/${hang.id}/responses/${sam.id}`,
        { "X-Response-Secret": pia.secret },
      ],
      ["suggestions", `/api/hangs/${hang.id}/activity-suggestions`],
      ["votes", `/api/hangs/${hang.id}/activity-votes`],
      [
        "votes, claimed voter",
        `/api/hangs/${hang.id}/activity-votes`,
        { "X-Voter-Email": "sam@example.com" },
      ],
      ["calendar", `/api/hangs/${hang.id}/calendar.ics`],
      ["missing hang", "/api/hangs/00000000-0000-4000-8000-000000000000"],
    ];
    for (const [where, path, headers] of reads) {
      const res = await t.request("GET", path, undefined, headers);
      expect(res.status, where).toBeLessThan(500);
      expectNothingPrivate(res.body, secrets, where);
    }
    // Answers to writes that others could make: refusals say nothing about the owner.
    expect(impostor.status).toBe(409);
    expectNothingPrivate(impostor.body, secrets, "impostor refusal");
    expect(full.status).toBe(409);
    expectNothingPrivate(full.body, secrets, "full refusal");
    // Stored and returned as written: the page renders it as text.
    expect(idea.description).toBe("<script>alert('x')</script> & friends");

    const responses = (await t.request("GET", `/api/hangs/${hang.id}/responses`)).body;
    expect(responses.map((r: { guestName: string }) => r.guestName)).toEqual(["Pia Public", "Anonymous"]);
  });
});
