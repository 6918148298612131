// Answering with an address proves nothing of it: only the link mailed to the address (or a session
// with that verified e-mail) does. Until then the answer cannot displace or remove what the address
// did earlier: its votes, its suggestions, the voter key of the browser that used it.
import { describe, expect, it } from "vitest";
import { hangInput, responseInput } from "../support/factories.ts";
import { appWithMailSink } from "../support/mail-app.ts";

const app = appWithMailSink();

async function newHang() {
  const res = await app.t.request("POST", "/api/hangs", hangInput({ allowActivitySuggestions: true }));
  return res.body as { id: string; editToken: string };
}

const idea = (email: string, vibe = "bowling") => ({
  suggestedBy: "Vic Voter",
  suggestedByEmail: email,
  vibe,
  customActivity: null,
  description: null,
});

/** The key of the newest private link mailed to `email` about answer `responseId`. */
async function mailedKey(email: string, responseId: string): Promise<string> {
  const pattern = new RegExp(`[?&]response=${responseId}&key=([\\w.-]+)`);
  const find = () =>
    app.sink
      .to(email)
      .map((mail) => pattern.exec(mail.text)?.[1])
      .filter(Boolean)
      .at(-1);
  await expect.poll(find, { timeout: 20_000 }).toBeTruthy();
  return find()!;
}

/** Vic suggests an idea and votes on it from their own browser, before anyone answers as Vic. */
async function vicWasHere(hangId: string) {
  const vic = "vic@example.com";
  const suggested = await app.t.request("POST", `/api/hangs/${hangId}/activity-suggestions`, idea(vic));
  expect(suggested.status).toBe(201);
  const key = { "X-Voter-Key": suggested.body.voterKey as string };
  const voted = await app.t.request(
    "POST",
    `/api/hangs/${hangId}/activity-votes`,
    { suggestionId: suggested.body.id, voterName: "Vic Voter", voterEmail: vic, voteType: "love" },
    key,
  );
  expect(voted.status).toBe(201);
  return { suggestionId: suggested.body.id as string, key };
}

/** Everything someone holding only `secret` tries with Vic's address, and what stays as Vic left it. */
async function expectVicUntouched(
  hangId: string,
  secret: string,
  vic: Awaited<ReturnType<typeof vicWasHere>>,
) {
  const t = app.t;
  const asVic = { "X-Voter-Email": "vic@example.com", "X-Response-Secret": secret };
  const vote = await t.request(
    "POST",
    `/api/hangs/${hangId}/activity-votes`,
    { suggestionId: vic.suggestionId, voterName: "Mal", voterEmail: "vic@example.com", voteType: "down" },
    { "X-Response-Secret": secret },
  );
  expect(vote.status).toBe(409);
  const suggest = await t.request(
    "POST",
    `/api/hangs/${hangId}/activity-suggestions`,
    idea("vic@example.com", "trivia"),
    { "X-Response-Secret": secret },
  );
  expect(suggest.status).toBe(409);
  const remove = (path: string) =>
    t.request("DELETE", `/api/hangs/${hangId}/${path}`, undefined, {
      "Content-Type": "application/json",
      ...asVic,
    });
  expect((await remove(`activity-votes/${vic.suggestionId}`)).status).toBe(403);
  expect((await remove(`activity-suggestions/${vic.suggestionId}`)).status).toBe(403);
  const votes = await t.request("GET", `/api/hangs/${hangId}/activity-votes`, undefined, asVic);
  expect(votes.body).toEqual([expect.objectContaining({ voteType: "love", mine: false })]);
  const suggestions = await t.request("GET", `/api/hangs/${hangId}/activity-suggestions`, undefined, asVic);
  expect(suggestions.body.map((s: { id: string; mine?: boolean }) => [s.id, s.mine])).toEqual([
    ["original", undefined],
    [vic.suggestionId, false],
  ]);

  // Vic's own browser still votes as Vic, with the key it was given.
  const again = await t.request(
    "POST",
    `/api/hangs/${hangId}/activity-votes`,
    {
      suggestionId: vic.suggestionId,
      voterName: "Vic Voter",
      voterEmail: "vic@example.com",
      voteType: "love",
    },
    vic.key,
  );
  expect(again.status).toBe(200);
  expect(again.body.voterKey).toBe(vic.key["X-Voter-Key"]);
}

describe("an answer given with someone else's address", () => {
  it("neither votes as them, suggests as them, nor removes what they did", async () => {
    const hang = await newHang();
    const vic = await vicWasHere(hang.id);
    const answer = await app.t.request(
      "POST",
      `/api/hangs/${hang.id}/responses`,
      responseInput({ guestName: "Mal", guestEmail: "vic@example.com" }),
    );
    expect(answer.status).toBe(201);
    await expectVicUntouched(hang.id, answer.body.secret, vic);
    const vote = await app.t.request(
      "POST",
      `/api/hangs/${hang.id}/activity-votes`,
      { suggestionId: vic.suggestionId, voterName: "Mal", voterEmail: "vic@example.com", voteType: "down" },
      { "X-Response-Secret": answer.body.secret },
    );
    expect(vote.body.message).toBe(
      "This email already voted from another browser. Open the link in your confirmation email to vote from this one.",
    );
  });

  it("moved onto their address with PUT, gains no more than answering with it", async () => {
    const hang = await newHang();
    const vic = await vicWasHere(hang.id);
    const own = (
      await app.t.request(
        "POST",
        `/api/hangs/${hang.id}/responses`,
        responseInput({ guestName: "Mal", guestEmail: "mal@example.com" }),
      )
    ).body;
    // Mal's own mailed link proves mal@, and is no proof of the address the answer moves to.
    const malKey = await mailedKey("mal@example.com", own.id);
    const moved = await app.t.request(
      "PUT",
      `/api/hangs/${hang.id}/responses/${own.id}`,
      responseInput({ guestName: "Mal", guestEmail: "vic@example.com" }),
      { "X-Response-Secret": malKey },
    );
    expect(moved.status).toBe(200);
    expect(moved.body.guestEmail).toBe("vic@example.com");
    // Mal's link still opens the answer, wherever it moved.
    const path = `/api/hangs/${hang.id}/responses/${own.id}`;
    const withOldKey = await app.t.request("GET", path, undefined, { "X-Response-Secret": malKey });
    expect(withOldKey.body.guestEmail).toBe("vic@example.com");

    await expectVicUntouched(hang.id, malKey, vic);
    await expectVicUntouched(hang.id, own.secret, vic);
  });
});

describe("the address's owner", () => {
  it("answers, then votes and suggests from the same browser with the answer's secret", async () => {
    const hang = await newHang();
    const answer = (
      await app.t.request(
        "POST",
        `/api/hangs/${hang.id}/responses`,
        responseInput({ guestEmail: "rae@example.com" }),
      )
    ).body;
    const secret = { "X-Response-Secret": answer.secret };
    const suggested = await app.t.request(
      "POST",
      `/api/hangs/${hang.id}/activity-suggestions`,
      idea("rae@example.com"),
      secret,
    );
    expect(suggested.status).toBe(201);
    const proof = { ...secret, "X-Voter-Key": suggested.body.voterKey };
    const vote = await app.t.request(
      "POST",
      `/api/hangs/${hang.id}/activity-votes`,
      { suggestionId: suggested.body.id, voterName: "Rae", voterEmail: "rae@example.com", voteType: "love" },
      proof,
    );
    expect(vote.status).toBe(201);
    const mine = await app.t.request("GET", `/api/hangs/${hang.id}/activity-votes`, undefined, {
      "X-Voter-Email": "rae@example.com",
      ...proof,
    });
    expect(mine.body).toEqual([expect.objectContaining({ mine: true })]);
  });

  it("takes back with the mailed link what was done in their name, answer included", async () => {
    const hang = await newHang();
    // Someone uses Vic's address first (a suggestion and a vote), then answers with it.
    const squat = await vicWasHere(hang.id);
    const taken = (
      await app.t.request(
        "POST",
        `/api/hangs/${hang.id}/responses`,
        responseInput({ guestName: "Not Vic", guestEmail: "vic@example.com" }),
      )
    ).body;
    // The confirmation went to Vic's inbox: its link proves the address.
    const key = { "X-Response-Secret": await mailedKey("vic@example.com", taken.id) };
    const own = await app.t.request("GET", `/api/hangs/${hang.id}/responses/${taken.id}`, undefined, key);
    expect(own.body.guestEmail).toBe("vic@example.com");

    const asVic = { "X-Voter-Email": "vic@example.com", ...key };
    const listed = await app.t.request("GET", `/api/hangs/${hang.id}/activity-votes`, undefined, asVic);
    expect(listed.body).toEqual([expect.objectContaining({ mine: true })]);
    const vote = await app.t.request(
      "POST",
      `/api/hangs/${hang.id}/activity-votes`,
      { suggestionId: squat.suggestionId, voterName: "Vic", voterEmail: "vic@example.com", voteType: "down" },
      key,
    );
    expect(vote.status).toBe(200);
    expect(vote.body.voterKey).not.toBe(squat.key["X-Voter-Key"]);
    // The key handed out before stops working.
    const stale = await app.t.request(
      "POST",
      `/api/hangs/${hang.id}/activity-votes`,
      {
        suggestionId: squat.suggestionId,
        voterName: "Not Vic",
        voterEmail: "vic@example.com",
        voteType: "up",
      },
      squat.key,
    );
    expect(stale.status).toBe(409);
    const removed = await app.t.request(
      "DELETE",
      `/api/hangs/${hang.id}/activity-suggestions/${squat.suggestionId}`,
      undefined,
      { "Content-Type": "application/json", ...asVic },
    );
    expect(removed.status).toBe(204);
    const left = await app.t.request("GET", `/api/hangs/${hang.id}/activity-suggestions`);
    expect(left.body.map((s: { id: string }) => s.id)).toEqual(["original"]);
  });
});
