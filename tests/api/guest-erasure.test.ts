// A guest erases their own answer, votes and suggestions from their private link
// (DELETE /api/hangs/{id}/responses/{responseId} with the answer's secret): the host's counts follow
// at once on open pages, the waitlist moves up, and nobody else can do it for them.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TestApp } from "../support/app.ts";
import { readEventStream } from "../support/event-stream.ts";
import { hangInput, KEYS, responseInput } from "../support/factories.ts";
import { signedInAppForFile } from "../support/signed-in-app.ts";
import { sessionCookie, type TestIssuer } from "../support/test-issuer.ts";

const ORIGIN = "http://localhost:5000";
let issuer: TestIssuer;
let t: TestApp;

signedInAppForFile(
  (app, started) => {
    t = app;
    issuer = started;
  },
  { runWorkers: false },
);

const yes = { [KEYS[0]]: "yes", [KEYS[1]]: "no" } as const;
const maybe = { [KEYS[0]]: "maybe", [KEYS[1]]: "no" } as const;

async function newHang(overrides = {}) {
  const res = await t.request(
    "POST",
    "/api/hangs",
    hangInput({ allowActivitySuggestions: true, ...overrides }),
  );
  expect(res.status).toBe(201);
  return res.body as { id: string; editToken: string };
}

async function answer(
  hangId: string,
  name: string,
  availability: Record<string, "yes" | "maybe" | "no"> = yes,
  extra: { waitlist?: boolean } = {},
) {
  const res = await t.request(
    "POST",
    `/api/hangs/${hangId}/responses`,
    responseInput({
      guestName: name,
      guestEmail: `${name.toLowerCase()}@example.com`,
      timeSlotAvailability: availability,
      ...extra,
    }),
  );
  expect(res.status).toBe(201);
  return res.body as { id: string; secret: string; guestEmail: string };
}

const remove = (hangId: string, responseId: string, headers: Record<string, string> = {}) =>
  t.request("DELETE", `/api/hangs/${hangId}/responses/${responseId}`, undefined, {
    origin: ORIGIN,
    ...headers,
  });

const summary = async (hangId: string) => (await t.request("GET", `/api/hangs/${hangId}/summary`)).body;

describe("Remove my response", () => {
  it("erases the answer with its votes and suggestions; counts drop on open pages at once", async () => {
    const hang = await newHang();
    const ana = await answer(hang.id, "Ana");
    await answer(hang.id, "Ben");
    const asAna = { "X-Response-Secret": ana.secret };
    const idea = await t.request(
      "POST",
      `/api/hangs/${hang.id}/activity-suggestions`,
      {
        suggestedBy: "Ana",
        suggestedByEmail: ana.guestEmail,
        vibe: "bowling",
        customActivity: null,
        description: null,
      },
      asAna,
    );
    expect(idea.status).toBe(201);
    const zoeIdea = await t.request("POST", `/api/hangs/${hang.id}/activity-suggestions`, {
      suggestedBy: "Zoe",
      suggestedByEmail: "zoe@example.com",
      vibe: "hike",
      customActivity: null,
      description: null,
    });
    const voted = await t.request(
      "POST",
      `/api/hangs/${hang.id}/activity-votes`,
      { voterName: "Ana", voterEmail: ana.guestEmail, voteType: "love", suggestionId: zoeIdea.body.id },
      { "X-Voter-Key": idea.body.voterKey },
    );
    expect(voted.status).toBe(201);
    expect((await summary(hang.id)).counts.yes).toBe(2);

    const stream = await readEventStream(await t.fetch(`/api/hangs/${hang.id}/events`));
    try {
      const res = await remove(hang.id, ana.id, asAna);
      expect(res.status).toBe(204);
      const event = await stream.waitFor((e) => e.data.includes("response-removed"));
      expect(JSON.parse(event.data)).toEqual({ hangId: hang.id, kind: "response-removed" });
    } finally {
      await stream.close();
    }

    expect((await summary(hang.id)).counts.yes).toBe(1);
    expect((await t.request("GET", `/api/hangs/${hang.id}/responses/${ana.id}`)).status).toBe(404);
    const ideas = (await t.request("GET", `/api/hangs/${hang.id}/activity-suggestions`)).body;
    expect(ideas.map((s: { vibe: string }) => s.vibe)).toEqual(["coffee", "hike"]);
    const votes = (await t.request("GET", `/api/hangs/${hang.id}/activity-votes`)).body;
    expect(JSON.stringify(votes)).not.toContain("Ana");
    // Gone is gone: a second try finds nothing.
    expect((await remove(hang.id, ana.id, asAna)).status).toBe(404);
    // The address may answer again, as a newcomer.
    expect((await answer(hang.id, "Ana")).id).not.toBe(ana.id);
  });

  it("gives a confirmed guest's spot to the first on the waitlist", async () => {
    const hang = await newHang({ maxCapacity: 2 });
    const ana = await answer(hang.id, "Ana");
    await answer(hang.id, "Ben");
    // Wes asked to wait for a spot ("Put me on the waitlist", decision 0065); May stays a Maybe.
    const wes = await answer(hang.id, "Wes", yes, { waitlist: true });
    await answer(hang.id, "May", maybe);
    expect((await summary(hang.id)).rsvp).toMatchObject({ confirmed: { count: 2 }, waitlist: { count: 1 } });

    expect((await remove(hang.id, ana.id, { "X-Response-Secret": ana.secret })).status).toBe(204);
    expect((await summary(hang.id)).rsvp).toMatchObject({ confirmed: { count: 2 }, waitlist: { count: 0 } });
    const promoted = await t.request("GET", `/api/hangs/${hang.id}/responses/${wes.id}`, undefined, {
      "X-Response-Secret": wes.secret,
    });
    expect(promoted.body).toMatchObject({ response: "yes", waitingFor: [] });
    const { rows } = (await t.ctx.db.execute(
      sql`select recipient from mail_deliveries where kind = 'waitlist-promotion' and hang_id = ${hang.id}`,
    )) as unknown as { rows: { recipient: string }[] };
    expect(rows.map((r) => r.recipient)).toEqual(["wes@example.com"]);
  });

  it("works from the guest's signed-in account without the secret, and on a cancelled hang", async () => {
    const hang = await newHang();
    const cara = await answer(hang.id, "Cara");
    const res = await t.request("POST", "/api/auth/google", {
      idToken: await issuer.idToken({ sub: "cara", email: "cara@example.com" }),
    });
    const cookie = sessionCookie(res.headers);
    const cancelled = await t.request(
      "POST",
      `/api/hangs/${hang.id}/cancel`,
      { reason: "Rain" },
      { "X-Edit-Token": hang.editToken, origin: ORIGIN },
    );
    expect(cancelled.status).toBe(200);
    expect((await remove(hang.id, cara.id, { cookie })).status).toBe(204);
    expect((await summary(hang.id)).counts.yes).toBe(0);
  });

  it("nobody else can remove it, and bad ids answer 404, never 500", async () => {
    const hang = await newHang();
    const ana = await answer(hang.id, "Ana");
    const ben = await answer(hang.id, "Ben");
    const other = await newHang();

    const none = await remove(hang.id, ana.id);
    expect(none.status).toBe(401);
    expect(none.body.message).toBe("Only the guest who answered can remove this response.");
    expect((await remove(hang.id, ana.id, { "X-Response-Secret": ben.secret })).status).toBe(403);
    expect((await remove(hang.id, ana.id, { "X-Response-Secret": "guess" })).status).toBe(403);
    // The host's edit token is not the guest's say.
    expect((await remove(hang.id, ana.id, { "X-Edit-Token": hang.editToken })).status).toBe(401);
    const asAna = { "X-Response-Secret": ana.secret };
    expect((await remove(other.id, ana.id, asAna)).status).toBe(404);
    expect((await remove("nope", ana.id, asAna)).status).toBe(404);
    expect((await remove(hang.id, "nope", asAna)).status).toBe(404);
    expect((await remove(hang.id, "00000000-0000-4000-8000-000000000000", asAna)).status).toBe(404);
    // Another site cannot make the guest's browser do it.
    const foreign = await t.request("DELETE", `/api/hangs/${hang.id}/responses/${ana.id}`, undefined, {
      ...asAna,
      origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
    expect((await summary(hang.id)).counts.yes).toBe(2);
  });
});
