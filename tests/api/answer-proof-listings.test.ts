// Anyone can answer with someone else's address. A person's dashboard and calendar feed list an
// answer with their address only once it was given with proof of it: signed in with that address,
// or through the link mailed to it. Until then the stranger's answer stays out of both.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserHang } from "../../src/shared/user-hangs.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput, KEYS, responseInput } from "../support/factories.ts";
import { type ParsedEvent, parseWithIcalJs } from "../support/feed-parsers.ts";
import { groupPeople, type Person } from "../support/group-people.ts";
import { startTestIssuer, type TestIssuer } from "../support/test-issuer.ts";

let issuer: TestIssuer;
let t: TestApp;
const { as, person } = groupPeople(
  () => t,
  () => issuer,
);

beforeAll(async () => {
  issuer = await startTestIssuer();
  t = await startTestApp({
    env: { OIDC_ISSUER: issuer.issuer, OIDC_CLIENT_ID: issuer.clientId, OIDC_CLIENT_SECRET: "test-secret" },
  });
});
afterAll(async () => {
  await t?.close();
  await issuer?.close();
});

async function strangersHang(name: string) {
  const res = await t.request("POST", "/api/hangs", hangInput({ name, hostEmail: "olga@example.com" }));
  expect(res.status).toBe(201);
  return res.body as { id: string; editToken: string };
}

/** An answer of yes with `email`, from a browser with no session (or as `p`). */
async function answerAs(hangId: string, email: string, p?: Person) {
  const input = responseInput({
    guestName: "Stranger",
    guestEmail: email,
    timeSlotAvailability: { [KEYS[0]]: "yes" },
  });
  const res = await as(p, "POST", `/api/hangs/${hangId}/responses`, input);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; secret: string };
}

async function dashboard(p: Person): Promise<Record<string, UserHang>> {
  const res = await as(p, "GET", "/api/user/hangs");
  expect(res.status).toBe(200);
  return Object.fromEntries((res.body as UserHang[]).map((h) => [h.id, h]));
}

async function feedEvents(p: Person, hangId: string): Promise<ParsedEvent[]> {
  const url = (await as(p, "GET", "/api/user/feed")).body.url as string;
  const res = await t.raw(new URL(url).pathname);
  expect(res.status).toBe(200);
  return parseWithIcalJs(await res.text()).events.filter((e) => e.uid.includes(hangId));
}

/** Reads the answer as its page does, with the key the browser holds. */
async function openAnswer(hangId: string, responseId: string, key: string) {
  const res = await t.request("GET", `/api/hangs/${hangId}/responses/${responseId}`, undefined, {
    "X-Response-Secret": key,
  });
  expect(res.status).toBe(200);
  expect(res.body.guestEmail).toBeDefined();
}

describe("an answer given with someone else's address", () => {
  it("is on neither their dashboard nor their feed, even opened with the answering browser's secret", async () => {
    const dana = await person("dana");
    const hang = await strangersHang("Call +1-900-SCAM now");
    const answer = await answerAs(hang.id, dana.email);
    await openAnswer(hang.id, answer.id, answer.secret);

    expect(await dashboard(dana)).not.toHaveProperty(hang.id);
    expect(await feedEvents(dana, hang.id)).toEqual([]);
  });

  it("leaves an invitee invited, with no answer of theirs", async () => {
    const ivy = await person("ivy");
    const hang = await strangersHang("Ivy's invitation");
    await t.request(
      "POST",
      `/api/hangs/${hang.id}/invite`,
      { email: ivy.email },
      { "X-Edit-Token": hang.editToken },
    );
    await answerAs(hang.id, ivy.email);

    expect(await dashboard(ivy)).toHaveProperty(
      hang.id,
      expect.objectContaining({ role: "invited", ownAnswer: null }),
    );
    const summaries = (await feedEvents(ivy, hang.id)).map((e) => e.summary);
    expect(summaries.filter((s) => s.startsWith("Hold:"))).toEqual([]);
  });

  it("moved to another address, is not that address's either", async () => {
    const ed = await person("ed");
    const fay = await person("fay");
    const hang = await strangersHang("Moved answer");
    const answer = await answerAs(hang.id, fay.email, fay);
    const moved = responseInput({
      guestName: "Fay",
      guestEmail: ed.email,
      timeSlotAvailability: { [KEYS[0]]: "yes" },
    });
    const res = await t.request("PUT", `/api/hangs/${hang.id}/responses/${answer.id}`, moved, {
      "X-Response-Secret": answer.secret,
    });
    expect(res.status).toBe(200);

    expect(await dashboard(ed)).not.toHaveProperty(hang.id);
    expect(await feedEvents(ed, hang.id)).toEqual([]);
  });
});

describe("an answer given with proof of the address", () => {
  it("is theirs once the link mailed to the address opens it", async () => {
    const gil = await person("gil");
    const hang = await strangersHang("Gil's picnic");
    const answer = await answerAs(hang.id, gil.email);
    await openAnswer(hang.id, answer.id, t.ctx.secrets.mailedKeyFor(answer.id, gil.email));

    expect(await dashboard(gil)).toHaveProperty(
      hang.id,
      expect.objectContaining({ role: "answered", ownAnswer: "yes" }),
    );
    expect((await feedEvents(gil, hang.id)).map((e) => e.summary)).toEqual([
      expect.stringMatching(/^Hold: Gil's picnic/),
    ]);
  });

  it("is theirs at once when they answer signed in", async () => {
    const hal = await person("hal");
    const hang = await strangersHang("Hal's hike");
    await answerAs(hang.id, hal.email, hal);

    expect(await dashboard(hal)).toHaveProperty(
      hang.id,
      expect.objectContaining({ role: "answered", ownAnswer: "yes" }),
    );
    expect((await feedEvents(hal, hang.id)).map((e) => e.summary)).toEqual([
      expect.stringMatching(/^Hold: Hal's hike/),
    ]);
  });

  it("is theirs once they change it signed in", async () => {
    const ida = await person("ida");
    const hang = await strangersHang("Ida's idea");
    const answer = await answerAs(hang.id, ida.email);
    expect(await dashboard(ida)).not.toHaveProperty(hang.id);
    const changed = responseInput({
      guestName: "Ida",
      guestEmail: ida.email,
      timeSlotAvailability: { [KEYS[0]]: "yes" },
    });
    expect((await as(ida, "PUT", `/api/hangs/${hang.id}/responses/${answer.id}`, changed)).status).toBe(200);

    expect(await dashboard(ida)).toHaveProperty(hang.id, expect.objectContaining({ role: "answered" }));
  });
});
