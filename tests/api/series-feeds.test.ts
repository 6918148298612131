// Standing hangs in calendar feeds, read back with ical.js and Python's icalendar: each active series
// a person can see shows its next round as one tentative placeholder (first time offered, the others
// named) in their own feed and in the group's feed, until its hang is locked in; a skipped or
// cancelled round gives way to the one after; paused and ended series, former members and
// outsiders see nothing. The app's clock is pinned so no round falls due on its own.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seriesRounds } from "../../src/server/db/schema.ts";
import type { CreateSeriesInput } from "../../src/shared/series.ts";
import { makeSlot, slotKey } from "../../src/shared/time-slots.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { responseInput } from "../support/factories.ts";
import { type ParsedEvent, parseFeed } from "../support/feed-parsers.ts";
import { groupPeople, ORIGIN, type Person } from "../support/group-people.ts";
import { BEFORE, ROUND_1, ROUND_2, ROUND_3, SLOTS, ZONE } from "../support/series-weeks.ts";
import { startTestIssuer, type TestIssuer } from "../support/test-issuer.ts";

let issuer: TestIssuer;
let t: TestApp;
const people = groupPeople(
  () => t,
  () => issuer,
);
const { as } = people;

beforeAll(async () => {
  issuer = await startTestIssuer();
  t = await startTestApp({
    env: {
      PUBLIC_URL: ORIGIN,
      OIDC_ISSUER: issuer.issuer,
      OIDC_CLIENT_ID: issuer.clientId,
      OIDC_CLIENT_SECRET: "test-secret",
      FEED_READS_PER_FEED_PER_HOUR: "100000",
      // Rounds open when a test wakes the opener, not on the interval's own schedule.
      SERIES_SWEEP_MS: "3600000",
    },
  });
});
afterAll(async () => {
  await t?.close();
  await issuer?.close();
});

beforeEach(() => {
  t.ctx.clock.now = () => BEFORE;
});

const pathOf = (url: string) => new URL(url).pathname;

/** A group of `owner`'s with `members` joined. */
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

/** A series set up by `owner` through the API (rounds open two days before, answer-by one day before). */
async function newSeries(
  owner: Person,
  who: { groupId: string } | { emails: string[] },
  overrides: Partial<CreateSeriesInput> = {},
): Promise<string> {
  const res = await as(owner, "POST", "/api/series", {
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
  } satisfies CreateSeriesInput);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

/** The owner's action on the series (pause, resume, end, rounds/{date}/skip). */
async function ownerDoes(owner: Person, seriesId: string, action: string) {
  const res = await as(owner, "POST", `/api/series/${seriesId}/${action}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function feedUrlOf(p: Person, groupId?: string): Promise<string> {
  const res = await as(p, "GET", groupId ? `/api/groups/${groupId}/feed` : "/api/user/feed");
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.url as string;
}

/** The feed's events as both parsers read them (which must agree). */
async function eventsAt(url: string): Promise<ParsedEvent[]> {
  const res = await t.raw(pathOf(url));
  expect(res.status).toBe(200);
  return parseFeed(await res.text()).events;
}

async function eventsOf(p: Person, groupId?: string): Promise<ParsedEvent[]> {
  return eventsAt(await feedUrlOf(p, groupId));
}

/** The series' placeholders among a feed's events. */
const roundsOf = (events: ParsedEvent[], seriesId: string) =>
  events.filter((e) => e.uid.includes(`series-${seriesId}-`));
const at = (value: string) => ({ date: false, value });

/**
 * The round on `date` opened by the app's own opener: the clock moved to the day before its
 * first time (after it opens, before its answer-by), then the opener woken. Its hang's id.
 */
async function openRound(seriesId: string, date: string): Promise<string> {
  const opensFrom = new Date(`${dayBefore(date)}T12:00:00Z`);
  t.ctx.clock.now = () => opensFrom;
  await t.ctx.series.wake(seriesId);
  const [round] = await t.ctx.db
    .select()
    .from(seriesRounds)
    .where(and(eq(seriesRounds.seriesId, seriesId), eq(seriesRounds.roundDate, date)));
  expect(round).toMatchObject({ status: "open" });
  return round!.hangId!;
}

const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe("the next round of a standing hang", () => {
  it("is one tentative event in the member's, the owner's and the group's feeds", async () => {
    const sol = await people.person("sol");
    const mia = await people.person("mia");
    const groupId = await groupOf(sol, [mia]);
    const id = await newSeries(sol, { groupId });

    const own = roundsOf(await eventsOf(mia), id);
    expect(own).toHaveLength(1);
    const [event] = own;
    expect(event).toMatchObject({
      uid: `feed-series-${id}-${ROUND_1}@localhost`,
      status: "TENTATIVE",
      summary: "Next round: Game night",
      // Tuesday 7–10 PM in New York (EST).
      start: at("2027-03-03T00:00:00Z"),
      end: at("2027-03-03T03:00:00Z"),
      location: "Casa, 1 Main St",
      url: `${ORIGIN}/series/${id}`,
    });
    expect(event!.description).toContain("Not decided yet: this is the first of 2 times offered");
    expect(event!.description).toContain("Also offered:\n- Thursday, March 4 - 7:00 PM to 10:00 PM");
    expect(event!.description).toContain("Hangs asks everyone which times work on Sun, Feb 28, 7:00 PM.");
    expect(event!.description).toContain("Times are in sol Test's time zone (New York).");
    expect(event!.description).toContain("Game Night with sol Test");
    expect(event!.description).toContain(`${ORIGIN}/series/${id}`);

    // A second series of the group: one entry each, and nothing else tentative.
    const dinner = await newSeries(
      sol,
      { groupId },
      {
        name: "Dinner",
        rrule: "FREQ=MONTHLY;INTERVAL=1",
        startsOn: "2027-03-06",
        slots: [{ weekday: 6, startTime: "18:00", duration: "2h" }],
      },
    );
    const all = await eventsOf(mia);
    expect(
      all
        .filter((e) => e.status === "TENTATIVE")
        .map((e) => e.uid)
        .sort(),
    ).toEqual(
      [`feed-series-${id}-${ROUND_1}@localhost`, `feed-series-${dinner}-2027-03-06@localhost`].sort(),
    );
    expect(roundsOf(all, dinner)[0]).toMatchObject({
      summary: "Next round: Dinner",
      start: at("2027-03-06T23:00:00Z"),
      end: at("2027-03-07T01:00:00Z"),
    });
    expect(roundsOf(all, dinner)[0]!.description).toContain(
      "Not decided yet: this is the time offered for this round.",
    );
    expect(roundsOf(all, dinner)[0]!.description).not.toContain("Also offered");

    const inGroup = roundsOf(await eventsOf(mia, groupId), id);
    expect(inGroup.map((e) => [e.uid, e.status, e.start])).toEqual([
      [`group-feed-series-${id}-${ROUND_1}@localhost`, "TENTATIVE", at("2027-03-03T00:00:00Z")],
    ]);
    expect(roundsOf(await eventsOf(sol), id).map((e) => e.uid)).toEqual([
      `feed-series-${id}-${ROUND_1}@localhost`,
    ]);
    expect(roundsOf(await eventsOf(sol, groupId), id)).toHaveLength(1);
  });

  it("is not shown to outsiders, and is gone for a member who left", async () => {
    const ada = await people.person("ada");
    const leo = await people.person("leo");
    const otto = await people.person("otto");
    const groupId = await groupOf(ada, [leo]);
    const id = await newSeries(ada, { groupId });
    expect(roundsOf(await eventsOf(otto), id)).toEqual([]);
    expect((await as(otto, "GET", `/api/groups/${groupId}/feed`)).status).toBe(404);

    const groupFeed = await feedUrlOf(leo, groupId);
    expect(roundsOf(await eventsOf(leo), id)).toHaveLength(1);
    const members = (await as(ada, "GET", `/api/groups/${groupId}/members`)).body as {
      id: string;
      email: string;
    }[];
    const leoMember = members.find((m) => m.email === leo.email)!;
    expect((await as(ada, "DELETE", `/api/groups/${groupId}/members/${leoMember.id}`)).status).toBe(204);
    expect(roundsOf(await eventsOf(leo), id)).toEqual([]);
    expect((await t.raw(pathOf(groupFeed))).status).toBe(404);
  });

  it("of a list of addresses is in the feeds of those on the list and the owner's only", async () => {
    const eli = await people.person("eli");
    const ema = await people.person("ema");
    const nob = await people.person("nob");
    const id = await newSeries(eli, { emails: ["Ema@Example.com", "someone.else@example.com"] });
    expect(roundsOf(await eventsOf(ema), id).map((e) => e.summary)).toEqual(["Next round: Game night"]);
    expect(roundsOf(await eventsOf(eli), id)).toHaveLength(1);
    expect(roundsOf(await eventsOf(nob), id)).toEqual([]);
  });

  it("shows nothing while the series is paused or once it has ended", async () => {
    const pam = await people.person("pam");
    const groupId = await groupOf(pam, []);
    const id = await newSeries(pam, { groupId });
    const url = await feedUrlOf(pam, groupId);
    expect(roundsOf(await eventsAt(url), id)).toHaveLength(1);
    await ownerDoes(pam, id, "pause");
    expect(roundsOf(await eventsAt(url), id)).toEqual([]);
    await ownerDoes(pam, id, "resume");
    expect(roundsOf(await eventsAt(url), id)).toHaveLength(1);
    await ownerDoes(pam, id, "end");
    expect(roundsOf(await eventsAt(url), id)).toEqual([]);
    expect(roundsOf(await eventsOf(pam), id)).toEqual([]);
  });

  it("gives way to the round after when skipped, with a new ETag and Last-Modified", async () => {
    const sky = await people.person("sky");
    const groupId = await groupOf(sky, []);
    const id = await newSeries(sky, { groupId });
    const path = pathOf(await feedUrlOf(sky, groupId));
    const first = await t.raw(path);
    const etag = first.headers.get("etag")!;
    const modified = first.headers.get("last-modified")!;

    await ownerDoes(sky, id, `rounds/${ROUND_1}/skip`);
    // As if skipped a minute later than anything else in the feed: Last-Modified moves to it.
    const later = new Date(Date.parse(modified) + 60_000);
    await t.ctx.db
      .update(seriesRounds)
      .set({ createdAt: later })
      .where(and(eq(seriesRounds.seriesId, id), eq(seriesRounds.roundDate, ROUND_1)));
    const after = await t.raw(path, { headers: { "If-None-Match": etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    expect(after.headers.get("last-modified")).toBe(later.toUTCString());
    const events = roundsOf(parseFeed(await after.text()).events, id);
    expect(events.map((e) => [e.uid, e.start])).toEqual([
      [`group-feed-series-${id}-${ROUND_2}@localhost`, at("2027-03-10T00:00:00Z")],
    ]);

    // An edit of the series (here its name, made at the app's clock) changes both again.
    const renaming = await as(sky, "PATCH", `/api/series/${id}`, { name: "Games!" });
    expect(renaming.status, JSON.stringify(renaming.body)).toBe(200);
    const renamed = await t.raw(path, { headers: { "If-None-Match": after.headers.get("etag")! } });
    expect(renamed.status).toBe(200);
    expect(renamed.headers.get("last-modified")).toBe(BEFORE.toUTCString());
    expect(roundsOf(parseFeed(await renamed.text()).events, id).map((e) => e.summary)).toEqual([
      "Next round: Games!",
    ]);
  });

  it("keeps wall-clock time across the DST change as the clock moves on", async () => {
    const dee = await people.person("dee");
    const groupId = await groupOf(dee, []);
    const id = await newSeries(dee, { groupId });
    const url = await feedUrlOf(dee, groupId);
    // After the second round's Thursday (EST), before the third round's Tuesday (EDT).
    t.ctx.clock.now = () => new Date("2027-03-12T06:00:00Z");
    const [event, ...more] = roundsOf(await eventsAt(url), id);
    expect(more).toEqual([]);
    expect([event!.uid, event!.start, event!.end]).toEqual([
      `group-feed-series-${id}-${ROUND_3}@localhost`,
      at("2027-03-16T23:00:00Z"),
      at("2027-03-17T02:00:00Z"),
    ]);
    expect(event!.description).toContain("- Thursday, March 18 - 7:00 PM to 10:00 PM");
    expect(event!.description).toContain("which times work on Sun, Mar 14, 7:00 PM.");
  });

  it("speaks the feed owner's language", async () => {
    const vera = await people.person("vera");
    expect((await as(vera, "PUT", "/api/user/language", { language: "de" })).status).toBe(200);
    const groupId = await groupOf(vera, []);
    const id = await newSeries(vera, { groupId }, { name: "Spieleabend" });
    const [event] = roundsOf(await eventsOf(vera), id);
    expect(event!.summary).toBe("Nächste Runde: Spieleabend");
    expect(event!.description).toContain("Noch nicht entschieden: das ist die erste von 2 Zeiten");
    expect(event!.description).toContain("Außerdem angeboten:");
  });
});

describe("an opened round", () => {
  it("is still the placeholder, linking to its hang, and the hang's own holds are left out", async () => {
    const ola = await people.person("ola");
    const gus = await people.person("gus");
    const groupId = await groupOf(ola, [gus]);
    const id = await newSeries(ola, { groupId });
    const hangId = await openRound(id, ROUND_1);

    for (const [who, group] of [
      [gus, undefined],
      [gus, groupId],
      [ola, undefined],
      [ola, groupId],
    ] as const) {
      const events = await eventsOf(who, group);
      const placeholders = roundsOf(events, id);
      expect(placeholders.map((e) => [e.status, e.start, e.url])).toEqual([
        ["TENTATIVE", at("2027-03-03T00:00:00Z"), `${ORIGIN}/hang/${hangId}`],
      ]);
      expect(placeholders[0]!.description).toContain(
        "Answer by Mon, Mar 1, 7:00 PM: which times work for you?",
      );
      expect(placeholders[0]!.description).toContain(`${ORIGIN}/hang/${hangId}`);
      // No "Option:" or "Answer:" entries of the round's hang beside it.
      expect(events.filter((e) => e.uid.includes(hangId))).toEqual([]);
      expect(events.filter((e) => e.status === "TENTATIVE")).toHaveLength(1);
    }

    // A member who says no to every time of the round has it in neither feed, as any declined hang
    // (and their feed, with nothing else in it, still answers: a feed of declined hangs only was a 404).
    const no: Record<string, "no"> = {
      [slotKey(makeSlot(ROUND_1, "19:00", "3h"))]: "no",
      [slotKey(makeSlot("2027-03-04", "19:00", "3h"))]: "no",
    };
    const declined = await as(
      gus,
      "POST",
      `/api/hangs/${hangId}/responses`,
      responseInput({ guestName: "Gus", guestEmail: gus.email, timeSlotAvailability: no }),
    );
    expect(declined.status, JSON.stringify(declined.body)).toBe(201);
    expect(roundsOf(await eventsOf(gus), id)).toEqual([]);
    expect(roundsOf(await eventsOf(gus, groupId), id)).toEqual([]);
    expect(roundsOf(await eventsOf(ola, groupId), id)).toHaveLength(1);
  });

  it("is the hang's own event once locked in, and the next round's placeholder after it", async () => {
    const lia = await people.person("lia");
    const max = await people.person("max");
    const groupId = await groupOf(lia, [max]);
    const id = await newSeries(lia, { groupId });
    const hangId = await openRound(id, ROUND_1);
    // The owner hosts the round, and locks in Thursday.
    const fin = await as(lia, "POST", `/api/hangs/${hangId}/finalize`, { finalDateTime: "2027-03-04T19:00" });
    expect(fin.status, JSON.stringify(fin.body)).toBe(200);

    const inGroup = await eventsOf(max, groupId);
    expect(roundsOf(inGroup, id)).toEqual([]);
    expect(
      inGroup.filter((e) => e.uid === `hang-${hangId}@localhost`).map((e) => [e.status, e.start, e.end]),
    ).toEqual([["CONFIRMED", at("2027-03-05T00:00:00Z"), at("2027-03-05T03:00:00Z")]]);
    expect(roundsOf(await eventsOf(max), id)).toEqual([]);
    expect((await eventsOf(lia)).filter((e) => e.uid === `hang-${hangId}@localhost`)).toHaveLength(1);

    // Once that round is over, the next one is the placeholder.
    t.ctx.clock.now = () => new Date("2027-03-06T12:00:00Z");
    expect(roundsOf(await eventsOf(max, groupId), id).map((e) => e.uid)).toEqual([
      `group-feed-series-${id}-${ROUND_2}@localhost`,
    ]);
  });

  it("disappears when its hang is cancelled, and the round after takes its place", async () => {
    const cy = await people.person("cy");
    const bo = await people.person("bo");
    const groupId = await groupOf(cy, [bo]);
    const id = await newSeries(cy, { groupId });
    const hangId = await openRound(id, ROUND_1);
    const cancel = await as(cy, "POST", `/api/hangs/${hangId}/cancel`, { reason: "Away" });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    for (const [who, group] of [
      [bo, groupId],
      [cy, undefined],
    ] as const) {
      const events = await eventsOf(who, group);
      expect(roundsOf(events, id).map((e) => [e.status, e.start])).toEqual([
        ["TENTATIVE", at("2027-03-10T00:00:00Z")],
      ]);
      expect(events.filter((e) => e.uid.includes(hangId))).toEqual([]);
    }

    // The owner skips the next round once it has opened (which cancels its hang): the round after
    // it, past the change to summer time, takes its place; the series goes on.
    const second = await openRound(id, ROUND_2);
    await ownerDoes(cy, id, `rounds/${ROUND_2}/skip`);
    const events = await eventsOf(bo, groupId);
    expect(roundsOf(events, id).map((e) => [e.uid, e.status, e.start])).toEqual([
      [`group-feed-series-${id}-${ROUND_3}@localhost`, "TENTATIVE", at("2027-03-16T23:00:00Z")],
    ]);
    expect(events.filter((e) => e.uid.includes(second))).toEqual([]);
  });
});
