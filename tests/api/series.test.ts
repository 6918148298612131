// Standing hangs through the API: set up for a group or a list of addresses, listed and read by
// who may see them (owner, the group's active members, the listed addresses), changed, paused,
// resumed, ended and skipped by the owner only; standing answers kept per member; each bad input
// refused with its own message and nothing written; a member who left is not asked again; a group
// deleted under a series ends it and its owner is told once; deleting an account takes its series
// and standing answers along, and the data export carries them. The app's clock is pinned, and
// rounds open when a test moves it and wakes the opener.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  hangs,
  invitees,
  mailDeliveries,
  series,
  seriesRounds,
  standingAnswers,
} from "../../src/server/db/schema.ts";
import {
  type CreateSeriesInput,
  SERIES_MESSAGES,
  type SeriesSlot,
  type SeriesView,
} from "../../src/shared/series.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { groupPeople, ORIGIN, type Person } from "../support/group-people.ts";
import { inviteOf } from "../support/ics.ts";
import { BEFORE, ROUND_1, ROUND_2, ROUND_3, ROUND_4, SLOTS, ZONE } from "../support/series-weeks.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { startTestIssuer, type TestIssuer } from "../support/test-issuer.ts";

let issuer: TestIssuer;
let sink: SmtpSink;
let t: TestApp;
const people = groupPeople(
  () => t,
  () => issuer,
);
const person = (name: string) => people.person(name);

beforeAll(async () => {
  issuer = await startTestIssuer();
  sink = await startSmtpSink();
  t = await startTestApp({
    env: {
      PUBLIC_URL: ORIGIN,
      OIDC_ISSUER: issuer.issuer,
      OIDC_CLIENT_ID: issuer.clientId,
      OIDC_CLIENT_SECRET: "test-secret",
      SMTP_URL: sink.url,
      SIGN_INS_PER_ADDRESS_PER_MINUTE: "1000",
      HANGS_PER_ADDRESS_PER_HOUR: "1000",
      GROUPS_PER_ACCOUNT_PER_HOUR: "100",
      // Rounds open when a test wakes the opener, not on the interval's own schedule.
      SERIES_SWEEP_MS: "3600000",
    },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sink?.stop();
  await issuer?.close();
});

beforeEach(() => {
  t.ctx.clock.now = () => BEFORE;
});

/** A request as `p` (anonymous without), checked against the OpenAPI document like every API test's. */
function as(p: Person | undefined, method: string, path: string, body?: unknown, lang?: string) {
  const headers: Record<string, string> = { origin: ORIGIN };
  if (p) headers.cookie = p.cookie;
  if (lang) headers["accept-language"] = lang;
  return t.request(method, path, body, headers);
}

/** A group of `owner`'s with `members` joined; its id. */
async function groupOf(owner: Person, members: Person[], name = "Board gamers"): Promise<string> {
  const group = await as(owner, "POST", "/api/groups", { name });
  expect(group.status, JSON.stringify(group.body)).toBe(201);
  for (const member of members) {
    const added = await as(owner, "POST", `/api/groups/${group.body.id}/members`, {
      name: "Member",
      email: member.email,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect((await as(member, "POST", `/api/groups/${group.body.id}/join`)).status).toBe(200);
  }
  return group.body.id as string;
}

const seriesInput = (
  who: { groupId: string } | { emails: string[] },
  overrides: Partial<CreateSeriesInput> = {},
): CreateSeriesInput => ({
  name: "Game night",
  vibe: "game-night",
  location: "Casa, 1 Main St",
  rrule: "FREQ=WEEKLY;INTERVAL=1",
  startsOn: ROUND_1,
  slots: SLOTS,
  opensDaysBefore: 2,
  answerByDaysBefore: 1,
  hostTimezone: ZONE,
  ...who,
  ...overrides,
});

async function newSeries(
  owner: Person,
  who: { groupId: string } | { emails: string[] },
  overrides: Partial<CreateSeriesInput> = {},
): Promise<SeriesView> {
  const res = await as(owner, "POST", "/api/series", seriesInput(who, overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as SeriesView;
}

async function read(p: Person, id: string): Promise<SeriesView> {
  const res = await as(p, "GET", `/api/series/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as SeriesView;
}

const roundOn = (view: SeriesView, date: string) => view.rounds.find((r) => r.date === date);

const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The clock moved to noon UTC the day before the round's first time: after it opens, before its answer-by. */
function clockInRound(date: string) {
  const at = new Date(`${dayBefore(date)}T12:00:00Z`);
  t.ctx.clock.now = () => at;
}

/** Moves the clock into the round's open window and wakes the opener: the round's row, if it opened. */
async function wakeFor(id: string, date: string) {
  clockInRound(date);
  await t.ctx.series.wake(id);
  const [row] = await t.ctx.db
    .select()
    .from(seriesRounds)
    .where(and(eq(seriesRounds.seriesId, id), eq(seriesRounds.roundDate, date)));
  return row;
}

const invitedTo = async (hangId: string) =>
  (await t.ctx.db.select({ email: invitees.email }).from(invitees).where(eq(invitees.hangId, hangId)))
    .map((i) => i.email)
    .sort();

const seriesCount = async () =>
  Number((await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(series))[0]!.n);

describe("setting up a standing hang", () => {
  it("for a group: the owner reads its rule, times and next four rounds at the host's wall-clock time", async () => {
    const ana = await person("ana");
    const groupId = await groupOf(ana, []);
    const view = await newSeries(ana, { groupId });
    expect(view).toMatchObject({
      name: "Game night",
      rrule: "FREQ=WEEKLY;INTERVAL=1",
      rhythm: "weekly",
      slots: SLOTS,
      groupId,
      emails: [],
      rotation: [],
      opensDaysBefore: 2,
      answerByDaysBefore: 1,
      hostTimezone: ZONE,
      nudges: true,
      autoLock: true,
      status: "active",
      ownerName: "ana Test",
      isOwner: true,
    });
    expect(view.rounds.map((r) => [r.date, r.status])).toEqual([
      [ROUND_1, "upcoming"],
      [ROUND_2, "upcoming"],
      [ROUND_3, "upcoming"],
      [ROUND_4, "upcoming"],
    ]);
    expect(roundOn(view, ROUND_1)).toEqual({
      date: ROUND_1,
      status: "upcoming",
      hangId: null,
      // Sunday and Monday at 7 PM in New York (EST).
      opensAt: "2027-03-01T00:00:00.000Z",
      answerBy: "2027-03-02T00:00:00.000Z",
      slots: [
        { date: "2027-03-02", startTime: "19:00", endTime: "22:00", duration: "3h" },
        { date: "2027-03-04", startTime: "19:00", endTime: "22:00", duration: "3h" },
      ],
      hostName: "ana Test",
      finalDateTime: null,
      going: [],
    });
    // After New York's clocks moved: still 7 PM there, an hour earlier in UTC.
    expect(roundOn(view, ROUND_3)).toMatchObject({ opensAt: "2027-03-14T23:00:00.000Z" });
  });

  it("starts today on the host's clock when no start day is given", async () => {
    const ana = await person("ana");
    // Saturday, February 20, 2027 at noon UTC; Tuesdays offered.
    const view = await newSeries(ana, { emails: ["guest@example.com"] }, { startsOn: undefined });
    expect(view.rounds[0]!.date).toBe("2027-02-20");
    expect(view.rounds[0]!.slots[0]).toMatchObject({ date: "2027-02-23", startTime: "19:00" });
  });

  it("for a list of addresses: only the owner reads them; a listed person sees the series, the turns by name", async () => {
    const ana = await person("ana");
    const bea = await person("bea");
    const view = await newSeries(
      ana,
      { emails: [bea.email, "cal@example.com"] },
      { rotation: [bea.email, ana.email], rrule: "FREQ=WEEKLY;INTERVAL=2" },
    );
    expect(view).toMatchObject({
      rhythm: "biweekly",
      emails: [bea.email, "cal@example.com"],
      rotation: [bea.email, ana.email],
    });
    // Turns by the round's place: the first round is bea's, the second ana's.
    expect(view.rounds.slice(0, 2).map((r) => r.hostName)).toEqual(["bea Test", "ana Test"]);
    const seen = await read(bea, view.id);
    expect(seen).toMatchObject({ isOwner: false, emails: [], rotation: ["bea Test", "ana Test"] });
    const listed = await as(bea, "GET", "/api/series");
    expect(listed.body.series.map((s: SeriesView) => s.id)).toContain(view.id);
  });

  it("opens a round already due at once", async () => {
    const ana = await person("ana");
    const bea = await person("bea");
    const groupId = await groupOf(ana, [bea]);
    clockInRound(ROUND_1);
    const view = await newSeries(ana, { groupId });
    const round = roundOn(view, ROUND_1)!;
    expect(round.status).toBe("open");
    expect(round.hangId).toEqual(expect.any(String));
    expect(await invitedTo(round.hangId!)).toEqual([bea.email]);
  });
});

describe("who sees a standing hang", () => {
  it("lists it for its owner and the group's active members; outsiders and invitees not yet in get 404 or 403", async () => {
    const ana = await person("ana");
    const bea = await person("bea");
    const out = await person("out");
    const pending = await person("pen");
    const groupId = await groupOf(ana, [bea]);
    await as(ana, "POST", `/api/groups/${groupId}/members`, { name: "Pen", email: pending.email });
    const { id } = await newSeries(ana, { groupId });

    for (const p of [ana, bea]) {
      expect((await as(p, "GET", "/api/series")).body.series.map((s: SeriesView) => s.id)).toContain(id);
      const ofGroup = await as(p, "GET", `/api/groups/${groupId}/series`);
      expect(ofGroup.status).toBe(200);
      expect(ofGroup.body.series.map((s: SeriesView) => s.id)).toEqual([id]);
    }
    expect((await read(bea, id)).isOwner).toBe(false);
    for (const p of [out, pending]) {
      expect((await as(p, "GET", "/api/series")).body.series.map((s: SeriesView) => s.id)).not.toContain(id);
      expect(await as(p, "GET", `/api/series/${id}`)).toMatchObject({
        status: 404,
        body: { message: SERIES_MESSAGES.notFound },
      });
    }
    expect((await as(out, "GET", `/api/groups/${groupId}/series`)).status).toBe(404);
    expect((await as(pending, "GET", `/api/groups/${groupId}/series`)).status).toBe(403);
    expect((await as(ana, "GET", "/api/series/not-a-uuid")).status).toBe(404);
  });

  it("answers 401 to every call without a session", async () => {
    const ana = await person("ana");
    const { id } = await newSeries(ana, { emails: ["guest@example.com"] });
    const calls: [string, string, unknown?][] = [
      ["POST", "/api/series", seriesInput({ emails: ["guest@example.com"] })],
      ["GET", "/api/series"],
      ["GET", `/api/series/${id}`],
      ["PATCH", `/api/series/${id}`, { name: "Mine now" }],
      ["POST", `/api/series/${id}/pause`],
      ["POST", `/api/series/${id}/resume`],
      ["POST", `/api/series/${id}/end`],
      ["POST", `/api/series/${id}/rounds/${ROUND_2}/skip`],
      ["POST", `/api/series/${id}/rounds/${ROUND_2}/unskip`],
      ["GET", `/api/series/${id}/standing-answers`],
      ["PUT", `/api/series/${id}/standing-answers`, { answers: [] }],
    ];
    for (const [method, path, body] of calls) {
      const res = await as(undefined, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.message).toBe("Sign in to use standing hangs.");
    }
    expect((await read(ana, id)).status).toBe("active");
  });

  it("lets only a member plan one for a group, and only the owner change it", async () => {
    const ana = await person("ana");
    const bea = await person("bea");
    const out = await person("out");
    const pending = await person("pen");
    const groupId = await groupOf(ana, [bea]);
    await as(ana, "POST", `/api/groups/${groupId}/members`, { name: "Pen", email: pending.email });
    const before = await seriesCount();
    expect((await as(out, "POST", "/api/series", seriesInput({ groupId }))).status).toBe(404);
    expect(await as(pending, "POST", "/api/series", seriesInput({ groupId }))).toMatchObject({
      status: 403,
      body: { message: SERIES_MESSAGES.notMember },
    });
    expect(await seriesCount()).toBe(before);

    // Any active member may set one up for the group.
    const { id } = await newSeries(bea, { groupId });
    const changes: [string, string, unknown?][] = [
      ["PATCH", `/api/series/${id}`, { name: "Mine now" }],
      ["POST", `/api/series/${id}/pause`],
      ["POST", `/api/series/${id}/end`],
      ["POST", `/api/series/${id}/rounds/${ROUND_2}/skip`],
    ];
    for (const [method, path, body] of changes) {
      expect(await as(ana, method, path, body), `${method} ${path}`).toMatchObject({
        status: 403,
        body: { message: "Only the person who set up this standing hang can change it." },
      });
      expect((await as(out, method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    expect(await read(bea, id)).toMatchObject({ name: "Game night", status: "active" });
    expect(roundOn(await read(bea, id), ROUND_2)!.status).toBe("upcoming");
  });
});

describe("changing a standing hang", () => {
  it("changes the rounds not opened yet; a round already open keeps its times", async () => {
    const ana = await person("ana");
    const bea = await person("bea");
    const groupId = await groupOf(ana, [bea]);
    const { id } = await newSeries(ana, { groupId });
    const opened = await wakeFor(id, ROUND_1);
    expect(opened?.status).toBe("open");

    const wednesdays = [{ weekday: 3, startTime: "18:30", duration: "2h" }] satisfies SeriesSlot[];
    const res = await as(ana, "PATCH", `/api/series/${id}`, { slots: wednesdays, name: "Games" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const view = res.body as SeriesView;
    expect(view).toMatchObject({ name: "Games", slots: wednesdays });
    expect(roundOn(view, ROUND_1)).toMatchObject({
      status: "open",
      hangId: opened!.hangId,
      slots: [
        { date: "2027-03-02", startTime: "19:00" },
        { date: "2027-03-04", startTime: "19:00" },
      ],
    });
    expect(roundOn(view, ROUND_2)!.slots).toEqual([
      { date: "2027-03-10", startTime: "18:30", endTime: "20:30", duration: "2h" },
    ]);
    const [hang] = await t.ctx.db.select().from(hangs).where(eq(hangs.id, opened!.hangId!));
    expect(hang!.timeSlots.map((s) => s.date)).toEqual(["2027-03-02", "2027-03-04"]);
  });

  it("refuses a change that breaks the rules, and keeps the series as it was", async () => {
    const ana = await person("ana");
    const { id } = await newSeries(ana, { emails: ["guest@example.com"] });
    const refusals: [unknown, string, string][] = [
      [{ rrule: "FREQ=HOURLY" }, "rrule", SERIES_MESSAGES.rruleTooOften],
      [{ slots: [] }, "slots", SERIES_MESSAGES.noSlots],
      // Each half is fine; against the stored opening (2 days before) it is not.
      [{ answerByDaysBefore: 2 }, "answerByDaysBefore", SERIES_MESSAGES.answerByAfterOpen],
      [{ emails: [] }, "emails", SERIES_MESSAGES.whoRequired],
    ];
    for (const [body, field, message] of refusals) {
      const res = await as(ana, "PATCH", `/api/series/${id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors[field]).toBe(message);
    }
    expect(await read(ana, id)).toMatchObject({
      rrule: "FREQ=WEEKLY;INTERVAL=1",
      slots: SLOTS,
      answerByDaysBefore: 1,
    });
  });

  it("pauses (no round opens), resumes (a due round opens at once) and ends for good", async () => {
    const ana = await person("ana");
    const bea = await person("bea");
    const groupId = await groupOf(ana, [bea]);
    const { id } = await newSeries(ana, { groupId });

    const paused = await as(ana, "POST", `/api/series/${id}/pause`);
    expect(paused).toMatchObject({ status: 200, body: { status: "paused" } });
    expect(await wakeFor(id, ROUND_1)).toBeUndefined();

    const resumed = await as(ana, "POST", `/api/series/${id}/resume`);
    expect(resumed.body.status).toBe("active");
    expect(roundOn(resumed.body, ROUND_1)).toMatchObject({ status: "open", hangId: expect.any(String) });

    const ended = await as(ana, "POST", `/api/series/${id}/end`);
    expect(ended.body.status).toBe("ended");
    // The round already open runs on; no further round is planned.
    expect(ended.body.rounds.map((r: { date: string; status: string }) => [r.date, r.status])).toEqual([
      [ROUND_1, "open"],
    ]);
    expect(await wakeFor(id, ROUND_2)).toBeUndefined();
    for (const [method, path, body] of [
      ["POST", `/api/series/${id}/resume`],
      ["POST", `/api/series/${id}/pause`],
      ["POST", `/api/series/${id}/end`],
      ["PATCH", `/api/series/${id}`, { name: "Again" }],
      ["POST", `/api/series/${id}/rounds/${ROUND_3}/skip`],
    ] as [string, string, unknown?][]) {
      expect(await as(ana, method, path, body), `${method} ${path}`).toMatchObject({
        status: 409,
        body: { message: SERIES_MESSAGES.ended },
      });
    }
  });
});

describe("skipping a round", () => {
  it("never opens a skipped round (nobody is asked), and a skip taken back opens as usual", async () => {
    const ana = await person("ana");
    const bea = await person("bea");
    const groupId = await groupOf(ana, [bea]);
    const { id } = await newSeries(ana, { groupId });

    const skipped = await as(ana, "POST", `/api/series/${id}/rounds/${ROUND_2}/skip`);
    expect(skipped.status, JSON.stringify(skipped.body)).toBe(200);
    expect(roundOn(skipped.body, ROUND_2)).toMatchObject({ status: "skipped", hangId: null });
    // Skipping again changes nothing.
    expect((await as(ana, "POST", `/api/series/${id}/rounds/${ROUND_2}/skip`)).status).toBe(200);
    expect(await wakeFor(id, ROUND_2)).toMatchObject({ status: "skipped", hangId: null });
    expect(roundOn(await read(ana, id), ROUND_2)!.status).toBe("skipped");

    t.ctx.clock.now = () => BEFORE;
    await as(ana, "POST", `/api/series/${id}/rounds/${ROUND_3}/skip`);
    const back = await as(ana, "POST", `/api/series/${id}/rounds/${ROUND_3}/unskip`);
    expect(roundOn(back.body, ROUND_3)!.status).toBe("upcoming");
    const opened = await wakeFor(id, ROUND_3);
    expect(opened?.status).toBe("open");
    expect(await invitedTo(opened!.hangId!)).toEqual([bea.email]);
  });

  it("cancels an open round's hang through the cancel path, its guests told; it cannot be taken back", async () => {
    const ana = await person("ana");
    const dan = await person("dan");
    const groupId = await groupOf(ana, [dan]);
    const { id } = await newSeries(ana, { groupId });
    const opened = await wakeFor(id, ROUND_1);
    const hangId = opened!.hangId!;

    const res = await as(ana, "POST", `/api/series/${id}/rounds/${ROUND_1}/skip`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(roundOn(res.body, ROUND_1)).toMatchObject({ status: "cancelled", hangId });
    const [hang] = await t.ctx.db.select().from(hangs).where(eq(hangs.id, hangId));
    expect(hang).toMatchObject({
      isCancelled: true,
      cancelReason: "The host skipped this round of the standing hang.",
    });
    const mail = await sink.waitForMail(dan.email, "Cancelled: Game night");
    expect(mail.text).toContain("The host skipped this round of the standing hang.");
    // METHOD:CANCEL with the hang's own UID, as for any cancelled hang.
    expect(inviteOf(mail)).toMatchObject({ method: "CANCEL", uid: expect.stringContaining(hangId) });

    expect(await as(ana, "POST", `/api/series/${id}/rounds/${ROUND_1}/unskip`)).toMatchObject({
      status: 409,
      body: { message: SERIES_MESSAGES.roundOpened },
    });
    // The series goes on.
    expect(roundOn(await read(ana, id), ROUND_2)!.status).toBe("upcoming");
  });

  it("refuses a day that is no round, a day that is no date, and a round that is over", async () => {
    const ana = await person("ana");
    const { id } = await newSeries(ana, { emails: ["guest@example.com"] });
    for (const date of ["2027-03-03", "2027-02-30", "next-tuesday"]) {
      expect(await as(ana, "POST", `/api/series/${id}/rounds/${date}/skip`)).toMatchObject({
        status: 404,
        body: { message: SERIES_MESSAGES.roundNotFound },
      });
    }
    t.ctx.clock.now = () => new Date("2027-03-10T12:00:00Z");
    expect(await as(ana, "POST", `/api/series/${id}/rounds/${ROUND_1}/skip`)).toMatchObject({
      status: 409,
      body: { message: SERIES_MESSAGES.roundPassed },
    });
    expect(await t.ctx.db.select().from(seriesRounds).where(eq(seriesRounds.seriesId, id))).toEqual([]);
  });
});

describe("standing answers", () => {
  it("are kept per member for the series' own times, replaced as a whole", async () => {
    const ana = await person("ana");
    const bea = await person("bea");
    const out = await person("out");
    const groupId = await groupOf(ana, [bea]);
    const { id } = await newSeries(ana, { groupId });
    const path = `/api/series/${id}/standing-answers`;

    expect(await as(bea, "GET", path)).toMatchObject({ status: 200, body: { answers: [] } });
    const answers = [
      { weekday: 4, startTime: "19:00", answer: "maybe" },
      { weekday: 2, startTime: "19:00", answer: "no" },
    ];
    const saved = await as(bea, "PUT", path, { answers });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.answers).toEqual([answers[1], answers[0]]);
    expect((await as(bea, "GET", path)).body.answers).toEqual([answers[1], answers[0]]);
    // The owner's own set is separate.
    expect((await as(ana, "GET", path)).body.answers).toEqual([]);

    const wrongTime = await as(bea, "PUT", path, {
      answers: [{ weekday: 3, startTime: "19:00", answer: "yes" }],
    });
    expect(wrongTime).toMatchObject({ status: 400, body: { message: SERIES_MESSAGES.standingAnswerSlot } });
    const twice = await as(bea, "PUT", path, { answers: [answers[0], answers[0]] });
    expect(twice).toMatchObject({ status: 400, body: { message: SERIES_MESSAGES.repeatedSlot } });
    const badAnswer = await as(bea, "PUT", path, {
      answers: [{ weekday: 2, startTime: "19:00", answer: "perhaps" }],
    });
    expect(badAnswer.status).toBe(400);
    expect((await as(bea, "GET", path)).body.answers).toHaveLength(2);

    expect((await as(out, "GET", path)).status).toBe(404);
    expect((await as(out, "PUT", path, { answers })).status).toBe(404);

    // Times the series stops offering take their standing answers along.
    await as(ana, "PATCH", `/api/series/${id}`, { slots: [SLOTS[1]] });
    expect((await as(bea, "GET", path)).body.answers).toEqual([answers[0]]);
    expect((await as(bea, "PUT", path, { answers: [] })).body.answers).toEqual([]);
  });
});

describe("rounds that happened", () => {
  it("show the locked-in time and who came, newest first, before the rounds to come", async () => {
    const ana = await person("ana");
    const kai = await person("kai");
    const lou = await person("lou");
    const groupId = await groupOf(ana, [kai, lou]);
    const { id } = await newSeries(ana, { groupId });
    // Kai's standing answer: Thursdays yes. The opener writes it as his answer to the round.
    await as(kai, "PUT", `/api/series/${id}/standing-answers`, {
      answers: [{ weekday: 4, startTime: "19:00", answer: "yes" }],
    });
    const opened = await wakeFor(id, ROUND_1);
    const hangId = opened!.hangId!;
    const locked = await as(ana, "POST", `/api/hangs/${hangId}/finalize`, {
      finalDateTime: "2027-03-04T19:00",
    });
    expect(locked.status, JSON.stringify(locked.body)).toBe(200);

    const lockedIn = roundOn(await read(lou, id), ROUND_1)!;
    expect(lockedIn).toMatchObject({
      status: "locked",
      hangId,
      // Thursday 7 PM in New York (EST).
      finalDateTime: "2027-03-05T00:00:00.000Z",
      going: [{ name: "kai Test", heads: 1 }],
    });

    // The Friday after: over, listed first among the past, then the next four rounds.
    t.ctx.clock.now = () => new Date("2027-03-05T15:00:00Z");
    const after = await read(lou, id);
    expect(after.rounds.map((r) => [r.date, r.status])).toEqual([
      [ROUND_1, "past"],
      [ROUND_2, "upcoming"],
      [ROUND_3, "upcoming"],
      [ROUND_4, "upcoming"],
      ["2027-03-30", "upcoming"],
    ]);
    expect(after.rounds[0]).toMatchObject({
      finalDateTime: "2027-03-05T00:00:00.000Z",
      going: [{ name: "kai Test", heads: 1 }],
    });
  });
});

describe("bad input", () => {
  const refusals: [string, Partial<CreateSeriesInput> | Record<string, unknown>, string, string][] = [
    [
      "a rule that never happens again",
      { rrule: "FREQ=WEEKLY;UNTIL=20270101" },
      "rrule",
      SERIES_MESSAGES.rruleNever,
    ],
    [
      "a rule counted out",
      { rrule: "FREQ=DAILY;COUNT=2", startsOn: "2026-01-01" },
      "rrule",
      SERIES_MESSAGES.rruleNever,
    ],
    [
      "a rule more often than daily",
      { rrule: "FREQ=HOURLY;INTERVAL=6" },
      "rrule",
      SERIES_MESSAGES.rruleTooOften,
    ],
    ["two times a day", { rrule: "FREQ=DAILY;BYHOUR=9,18" }, "rrule", SERIES_MESSAGES.rruleTooOften],
    ["a rule that is no rule", { rrule: "EVERY=TUESDAY" }, "rrule", SERIES_MESSAGES.rruleInvalid],
    ["no slots", { slots: [] }, "slots", SERIES_MESSAGES.noSlots],
    ["the same time twice", { slots: [SLOTS[0]!, SLOTS[0]!] }, "slots", SERIES_MESSAGES.repeatedSlot],
    [
      "a weekday 8",
      { slots: [{ weekday: 8, startTime: "19:00", duration: "3h" }] },
      "slots.0.weekday",
      SERIES_MESSAGES.weekday,
    ],
    [
      "answer-by after the round's first time",
      { answerByDaysBefore: 0 },
      "answerByDaysBefore",
      SERIES_MESSAGES.answerByAfterFirstSlot,
    ],
    [
      "answer-by not after the round opens",
      { opensDaysBefore: 3, answerByDaysBefore: 3 },
      "answerByDaysBefore",
      SERIES_MESSAGES.answerByAfterOpen,
    ],
    ["opening too early", { opensDaysBefore: 61 }, "opensDaysBefore", SERIES_MESSAGES.opensDays],
    ["an unknown zone", { hostTimezone: "Mars/Olympus" }, "hostTimezone", SERIES_MESSAGES.unknownZone],
    ["nobody invited", { emails: [] }, "emails", SERIES_MESSAGES.whoRequired],
  ];

  it.each(refusals)("%s: 400 with its message, nothing written", async (_, overrides, field, message) => {
    const ana = await person("ana");
    const before = await seriesCount();
    const res = await as(ana, "POST", "/api/series", {
      ...seriesInput({ emails: ["guest@example.com"] }),
      ...overrides,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[field]).toBe(message);
    expect(await seriesCount()).toBe(before);
  });

  it("refuses a group and addresses together, and answers in the page's language", async () => {
    const ana = await person("ana");
    const groupId = await groupOf(ana, []);
    const both = await as(ana, "POST", "/api/series", {
      ...seriesInput({ groupId }),
      emails: ["x@example.com"],
    });
    expect(both).toMatchObject({ status: 400, body: { message: SERIES_MESSAGES.groupOrEmails } });
    const inSpanish = await as(ana, "POST", "/api/series", seriesInput({ groupId }, { slots: [] }), "es");
    expect(inSpanish.status).toBe(400);
    expect(inSpanish.body.message).not.toBe(SERIES_MESSAGES.noSlots);
    const inGerman = await as(
      ana,
      "GET",
      "/api/series/00000000-0000-4000-8000-000000000000",
      undefined,
      "de",
    );
    expect(inGerman.status).toBe(404);
    expect(inGerman.body.message).not.toBe(SERIES_MESSAGES.notFound);
    const signedOut = await as(undefined, "GET", "/api/series", undefined, "de");
    expect(signedOut.body.message).toBe("Melde dich an, um Regeltreffen zu nutzen.");
  });
});

describe("people who leave", () => {
  it("a member who left the group gets no further invitations", async () => {
    const ana = await person("ana");
    const eve = await person("eve");
    const fay = await person("fay");
    const groupId = await groupOf(ana, [eve, fay]);
    const { id } = await newSeries(ana, { groupId });
    const first = await wakeFor(id, ROUND_1);
    expect(await invitedTo(first!.hangId!)).toEqual([eve.email, fay.email]);

    const members = await as(ana, "GET", `/api/groups/${groupId}/members`);
    const eves = members.body.find((m: { email: string }) => m.email === eve.email);
    expect((await as(ana, "DELETE", `/api/groups/${groupId}/members/${eves.id}`)).status).toBe(204);
    // She no longer sees the group's series either.
    expect((await as(eve, "GET", `/api/series/${id}`)).status).toBe(404);

    const second = await wakeFor(id, ROUND_2);
    expect(await invitedTo(second!.hangId!)).toEqual([fay.email]);
    const invitationsTo = (address: string) =>
      t.ctx.db
        .select()
        .from(mailDeliveries)
        .where(and(eq(mailDeliveries.kind, "invitation"), eq(mailDeliveries.recipient, address)));
    expect((await invitationsTo(eve.email)).map((m) => m.hangId)).toEqual([first!.hangId]);
    expect((await invitationsTo(fay.email)).map((m) => m.hangId).sort()).toEqual(
      [first!.hangId, second!.hangId].sort(),
    );
  });

  it("a group deleted under a series ends it, and its owner is told once", async () => {
    const gus = await person("gus");
    const hal = await person("hal");
    const groupId = await groupOf(gus, [hal]);
    // A member's series: the group's creator deletes the group under it.
    const { id } = await newSeries(hal, { groupId }, { name: "Hal's quiz" });
    const ownerDone = await newSeries(gus, { groupId }, { name: "Already over" });
    await as(gus, "POST", `/api/series/${ownerDone.id}/end`);

    expect((await as(gus, "DELETE", `/api/groups/${groupId}`)).status).toBe(204);
    expect(await read(hal, id)).toMatchObject({ status: "ended", rounds: [] });
    expect(await wakeFor(id, ROUND_1)).toBeUndefined();

    const mail = await sink.waitForMail(hal.email, "Your standing hang Hal's quiz has ended");
    expect(mail.text).toContain("The group behind Hal's quiz was deleted, so no more rounds will open.");
    expect(mail.text).toContain(`${ORIGIN}/series/${id}`);
    const told = await t.ctx.db.select().from(mailDeliveries).where(eq(mailDeliveries.kind, "series-ended"));
    // Hal once; nobody about the series that had already ended.
    expect(told.filter((m) => m.recipient === hal.email)).toHaveLength(1);
    expect(told.filter((m) => m.recipient === gus.email)).toEqual([]);
  });

  it("deleting an account takes its series and standing answers, ends others' series in its groups, and the export has them first", async () => {
    const ivy = await person("ivy");
    const jon = await person("jon");
    const groupId = await groupOf(ivy, [jon]);
    const ivys = await newSeries(ivy, { groupId }, { name: "Ivy's run" });
    const jons = await newSeries(jon, { groupId }, { name: "Jon's dinner" });
    const listed = await newSeries(
      jon,
      { emails: [ivy.email, "kim@example.com"] },
      { rotation: [ivy.email] },
    );
    const answer = { weekday: 2, startTime: "19:00", answer: "yes" };
    await as(ivy, "PUT", `/api/series/${jons.id}/standing-answers`, { answers: [answer] });
    await as(jon, "PUT", `/api/series/${ivys.id}/standing-answers`, { answers: [answer] });
    const opened = await wakeFor(ivys.id, ROUND_1);

    const exported = await as(ivy, "GET", "/api/user/export");
    expect(exported.status).toBe(200);
    expect(exported.body.standingHangs).toEqual([
      expect.objectContaining({
        id: ivys.id,
        name: "Ivy's run",
        rrule: "FREQ=WEEKLY;INTERVAL=1",
        slots: SLOTS,
        rounds: [{ date: ROUND_1, status: "open", hangId: opened!.hangId }],
      }),
    ]);
    expect(exported.body.standingAnswers).toEqual([
      expect.objectContaining({ seriesId: jons.id, seriesName: "Jon's dinner", ...answer }),
    ]);

    const deleted = await as(ivy, "DELETE", "/api/user", { confirm: "DELETE" });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await t.ctx.db.select().from(series).where(eq(series.id, ivys.id))).toEqual([]);
    expect(await t.ctx.db.select().from(seriesRounds).where(eq(seriesRounds.seriesId, ivys.id))).toEqual([]);
    expect(
      await t.ctx.db.select().from(standingAnswers).where(eq(standingAnswers.seriesId, jons.id)),
    ).toEqual([]);
    // Her group went with her: Jon's series on it ended, and he was told.
    expect(await read(jon, jons.id)).toMatchObject({ status: "ended" });
    await sink.waitForMail(jon.email, "Your standing hang Jon's dinner has ended");
    // Her address left Jon's list and turns.
    expect(await read(jon, listed.id)).toMatchObject({ emails: ["kim@example.com"], rotation: [] });
  });
});
