// Activity suggestions and votes: only on hangs that allow them, one vote per voter per suggestion,
// and an address can be used only by the browser that first used it (or the answer's owner).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hangs } from "../../src/server/db/schema.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput, responseInput } from "../support/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function newHang(overrides = {}) {
  return (await t.request("POST", "/api/hangs", hangInput({ allowActivitySuggestions: true, ...overrides })))
    .body as { id: string; editToken: string };
}

const suggestion = (overrides = {}) => ({
  suggestedBy: "Gita Guest",
  suggestedByEmail: "gita@example.com",
  vibe: "bowling",
  customActivity: null,
  description: "Lanes are half price on Fridays",
  ...overrides,
});

function suggest(hangId: string, body: object, headers: Record<string, string> = {}) {
  return t.request("POST", `/api/hangs/${hangId}/activity-suggestions`, body, headers);
}

function vote(hangId: string, body: object, headers: Record<string, string> = {}) {
  return t.request(
    "POST",
    `/api/hangs/${hangId}/activity-votes`,
    { voterName: "Vic Voter", voterEmail: "vic@example.com", voteType: "love", ...body },
    headers,
  );
}

describe("suggestions", () => {
  it("lists the original activity first, attributed to the host, then the suggestions", async () => {
    const hang = await newHang();
    const added = await suggest(hang.id, suggestion());
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ suggestedBy: "Gita Guest", vibe: "bowling", isOriginal: false });
    expect(added.body.voterKey).toMatch(/^[\w-]{40,}$/);
    expect(added.body.suggestedByEmail).toBeUndefined();

    const other = await suggest(
      hang.id,
      suggestion({ vibe: "other", customActivity: "Escape room", description: null }),
      { "X-Voter-Key": added.body.voterKey },
    );
    expect(other.status).toBe(201);
    const { body } = await t.request("GET", `/api/hangs/${hang.id}/activity-suggestions`);
    expect(
      body.map((s: { id: string; vibe: string }) => [s.id === "original" ? "original" : "id", s.vibe]),
    ).toEqual([
      ["original", "coffee"],
      ["id", "bowling"],
      ["id", "other"],
    ]);
    expect(body[0]).toMatchObject({ suggestedBy: "Hana Host", isOriginal: true });
    expect(body[2]).toMatchObject({ customActivity: "Escape room", description: null });
    expect(JSON.stringify(body)).not.toContain("@");

    const asHost = await t.request("GET", `/api/hangs/${hang.id}/activity-suggestions`, undefined, {
      "X-Edit-Token": hang.editToken,
    });
    expect(asHost.body[1].suggestedByEmail).toBe("gita@example.com");
  });

  it.each([
    [{ vibe: "" }, "Please select an activity"],
    [{ vibe: "other", customActivity: "  " }, "Please describe your activity"],
    [
      { suggestedBy: "Guest" },
      "Fill out your name and email above to vote on activities and suggest alternatives!",
    ],
    [{ suggestedByEmail: "nope" }, "Valid email is required"],
  ])("refuses %j with %s", async (override, message) => {
    const hang = await newHang();
    const { status, body } = await suggest(hang.id, suggestion(override));
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it("drops custom text on a named vibe", async () => {
    const hang = await newHang();
    const { body } = await suggest(hang.id, suggestion({ customActivity: "ignored" }));
    expect(body.customActivity).toBeNull();
  });

  it("answers only when the hang allows suggestions", async () => {
    const hang = await newHang({ allowActivitySuggestions: false });
    for (const path of ["activity-suggestions", "activity-votes"]) {
      const res = await t.request("GET", `/api/hangs/${hang.id}/${path}`);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("Activity suggestions are turned off for this hang.");
    }
    expect((await suggest(hang.id, suggestion())).status).toBe(403);
    expect((await t.request("GET", "/api/hangs/not-a-hang/activity-suggestions")).status).toBe(404);
  });
});

describe("votes", () => {
  it("counts one vote per voter per suggestion; voting again changes it", async () => {
    const hang = await newHang();
    const idea = (await suggest(hang.id, suggestion())).body;
    const first = await vote(hang.id, { suggestionId: idea.id, voteType: "love" });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ suggestionId: idea.id, voteType: "love", mine: true });
    const key = { "X-Voter-Key": first.body.voterKey };
    const changed = await vote(
      hang.id,
      { suggestionId: idea.id, voteType: "down", voterEmail: "VIC@example.com" },
      key,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.id).toBe(first.body.id);
    await vote(hang.id, {
      suggestionId: idea.id,
      voteType: "up",
      voterName: "Uma",
      voterEmail: "uma@example.com",
    });

    const everyone = await t.request("GET", `/api/hangs/${hang.id}/activity-votes`);
    expect(everyone.body.map((v: { voteType: string }) => v.voteType).sort()).toEqual(["down", "up"]);
    expect(everyone.body.every((v: { mine: boolean }) => v.mine === false)).toBe(true);
    expect(JSON.stringify(everyone.body)).not.toMatch(/@|Vic|Uma/);

    const mine = await t.request("GET", `/api/hangs/${hang.id}/activity-votes`, undefined, {
      "X-Voter-Email": "vic@example.com",
      ...key,
    });
    expect(
      mine.body.filter((v: { mine: boolean }) => v.mine).map((v: { voteType: string }) => v.voteType),
    ).toEqual(["down"]);
    // Claiming an address without its key marks nothing.
    const claimed = await t.request("GET", `/api/hangs/${hang.id}/activity-votes`, undefined, {
      "X-Voter-Email": "vic@example.com",
    });
    expect(claimed.body.some((v: { mine: boolean }) => v.mine)).toBe(false);

    const asHost = await t.request("GET", `/api/hangs/${hang.id}/activity-votes`, undefined, {
      "X-Edit-Token": hang.editToken,
    });
    expect(asHost.body.map((v: { voterName: string }) => v.voterName).sort()).toEqual(["Uma", "Vic Voter"]);
  });

  it("refuses votes on the original activity, on unknown suggestions and on other hangs' suggestions", async () => {
    const hang = await newHang();
    const elsewhere = await newHang();
    const foreign = (await suggest(elsewhere.id, suggestion())).body;
    expect((await vote(hang.id, { suggestionId: "original" })).status).toBe(400);
    expect((await vote(hang.id, { suggestionId: "00000000-0000-4000-8000-000000000000" })).status).toBe(404);
    expect((await vote(hang.id, { suggestionId: foreign.id })).status).toBe(404);
    expect((await vote(hang.id, { suggestionId: foreign.id, voteType: "meh" })).status).toBe(400);
  });

  it("keeps an address's votes from someone else who types it", async () => {
    const hang = await newHang();
    const idea = (await suggest(hang.id, suggestion())).body;
    const first = await vote(hang.id, { suggestionId: idea.id, voteType: "love" });
    const impostor = await vote(hang.id, { suggestionId: idea.id, voteType: "down", voterName: "Not Vic" });
    expect(impostor.status).toBe(409);
    expect(impostor.body.message).toBe(
      "This email already voted from another browser. Vote from that browser, or use your own email.",
    );
    const wrongKey = await vote(
      hang.id,
      { suggestionId: idea.id, voteType: "down" },
      { "X-Voter-Key": "guess" },
    );
    expect(wrongKey.status).toBe(409);
    const votes = (await t.request("GET", `/api/hangs/${hang.id}/activity-votes`)).body;
    expect(votes).toEqual([expect.objectContaining({ id: first.body.id, voteType: "love" })]);
  });

  it("lets a guest who answered vote with their answer's secret, and nobody else with that address", async () => {
    const hang = await newHang();
    const idea = (await suggest(hang.id, suggestion())).body;
    const answer = (
      await t.request(
        "POST",
        `/api/hangs/${hang.id}/responses`,
        responseInput({ guestEmail: "rae@example.com" }),
      )
    ).body;
    const asRae = { voterName: "Rae", voterEmail: "rae@example.com", suggestionId: idea.id };
    expect((await vote(hang.id, asRae)).status).toBe(409);
    const withSecret = await vote(hang.id, asRae, { "X-Response-Secret": answer.secret });
    expect(withSecret.status).toBe(201);
    // As the page asks: with the voter key it was handed and the answer's secret.
    const mine = await t.request("GET", `/api/hangs/${hang.id}/activity-votes`, undefined, {
      "X-Voter-Email": "rae@example.com",
      "X-Response-Secret": answer.secret,
      "X-Voter-Key": withSecret.body.voterKey,
    });
    expect(mine.body.filter((v: { mine: boolean }) => v.mine)).toHaveLength(1);
  });

  it("takes the address back from whoever typed it first once its owner proves it", async () => {
    const hang = await newHang();
    const idea = (await suggest(hang.id, suggestion())).body;
    // Someone votes as Oli before Oli ever came: the first use hands them a key.
    const asOli = { voterName: "Oli", voterEmail: "oli@example.com", suggestionId: idea.id };
    const squatted = await vote(hang.id, { ...asOli, voteType: "down" });
    expect(squatted.status).toBe(201);
    const squatterKey = { "X-Voter-Key": squatted.body.voterKey };
    expect((await vote(hang.id, { ...asOli, voteType: "down" }, squatterKey)).status).toBe(200);

    // Oli answers: the answer's secret proves nothing of the address, the mailed link's key does.
    const answer = (
      await t.request(
        "POST",
        `/api/hangs/${hang.id}/responses`,
        responseInput({ guestEmail: "oli@example.com" }),
      )
    ).body;
    expect((await vote(hang.id, asOli, { "X-Response-Secret": answer.secret })).status).toBe(409);
    const mailedKey = t.ctx.secrets.mailedKeyFor(answer.id, "oli@example.com");
    const owned = await vote(hang.id, { ...asOli, voteType: "love" }, { "X-Response-Secret": mailedKey });
    expect(owned.status).toBe(200);
    expect(owned.body.voterKey).not.toBe(squatted.body.voterKey);

    // The key handed out before no longer works; the owner's new one does.
    const again = await vote(hang.id, { ...asOli, voteType: "down" }, squatterKey);
    expect(again.status).toBe(409);
    expect(
      (await suggest(hang.id, suggestion({ suggestedByEmail: "oli@example.com" }), squatterKey)).status,
    ).toBe(409);
    expect(
      (await vote(hang.id, { ...asOli, voteType: "up" }, { "X-Voter-Key": owned.body.voterKey })).status,
    ).toBe(200);
    const votes = (await t.request("GET", `/api/hangs/${hang.id}/activity-votes`)).body;
    expect(votes).toEqual([expect.objectContaining({ voteType: "up" })]);
  });

  it("lets the owner remove a suggestion and a vote made in their name, and nobody else", async () => {
    const hang = await newHang();
    const squatter = await suggest(
      hang.id,
      suggestion({ suggestedBy: "Oli?", suggestedByEmail: "oli@example.com" }),
    );
    const idea = (await suggest(hang.id, suggestion({ vibe: "trivia" }))).body;
    const cast = await vote(
      hang.id,
      { voterName: "Oli?", voterEmail: "oli@example.com", suggestionId: idea.id },
      { "X-Voter-Key": squatter.body.voterKey },
    );
    expect(cast.status).toBe(201);
    const remove = (path: string, headers: Record<string, string> = {}) =>
      t.request("DELETE", `/api/hangs/${hang.id}/${path}`, undefined, {
        "Content-Type": "application/json",
        ...headers,
      });

    // Nobody without a proof, and not the suggester of another idea.
    expect((await remove(`activity-suggestions/${squatter.body.id}`)).status).toBe(403);
    const other = { "X-Voter-Key": idea.voterKey };
    expect((await remove(`activity-suggestions/${squatter.body.id}`, other)).status).toBe(403);
    const asOli = { "X-Voter-Email": "oli@example.com" };
    expect((await remove(`activity-votes/${idea.id}`, asOli)).status).toBe(403);

    // Oli answers; the mailed link's key proves the address, and what was done in it can go.
    const answer = (
      await t.request(
        "POST",
        `/api/hangs/${hang.id}/responses`,
        responseInput({ guestEmail: "oli@example.com" }),
      )
    ).body;
    const answered = { ...asOli, "X-Response-Secret": answer.secret };
    expect((await remove(`activity-suggestions/${squatter.body.id}`, answered)).status).toBe(403);
    const proof = { ...asOli, "X-Response-Secret": t.ctx.secrets.mailedKeyFor(answer.id, "oli@example.com") };
    const listed = (await t.request("GET", `/api/hangs/${hang.id}/activity-suggestions`, undefined, proof))
      .body;
    expect(listed.filter((s: { mine?: boolean }) => s.mine).map((s: { id: string }) => s.id)).toEqual([
      squatter.body.id,
    ]);
    expect((await remove(`activity-votes/${idea.id}`, proof)).status).toBe(204);
    expect((await remove(`activity-suggestions/${squatter.body.id}`, proof)).status).toBe(204);
    const left = (await t.request("GET", `/api/hangs/${hang.id}/activity-suggestions`)).body;
    expect(left.map((s: { id: string }) => s.id)).toEqual(["original", idea.id]);
    expect((await t.request("GET", `/api/hangs/${hang.id}/activity-votes`)).body).toEqual([]);
  });

  it("refuses suggestions and votes on a cancelled hang", async () => {
    const hang = await newHang();
    const idea = (await suggest(hang.id, suggestion())).body;
    await t.database.db.update(hangs).set({ isCancelled: true }).where(eq(hangs.id, hang.id));
    expect((await vote(hang.id, { suggestionId: idea.id })).status).toBe(409);
    expect((await suggest(hang.id, suggestion({ suggestedByEmail: "new@example.com" }))).status).toBe(409);
  });
});
