// Subscribable calendar feeds, read back with two independent parsers (ical.js and Python's
// icalendar): who gets which URL, what each hang becomes in the feed, how the feed follows a hang's
// life, and the HTTP a calendar app expects (caching, gzip, no cookies, a per-feed limit).
import { gunzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authSessions, hangs } from "../../src/server/db/schema.ts";
import { makeSlot, slotKey } from "../../src/shared/time-slots.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput, responseInput } from "../support/factories.ts";
import { type ParsedEvent, type ParsedFeed, parseFeed } from "../support/feed-parsers.ts";
import { groupPeople, ORIGIN, type Person } from "../support/group-people.ts";
import { startTestIssuer, type TestIssuer } from "../support/test-issuer.ts";

const PUBLIC_URL = ORIGIN;
const FEED_LIMIT = 25;
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
      PUBLIC_URL,
      OIDC_ISSUER: issuer.issuer,
      OIDC_CLIENT_ID: issuer.clientId,
      OIDC_CLIENT_SECRET: "test-secret",
      FEED_READS_PER_FEED_PER_HOUR: String(FEED_LIMIT),
    },
  });
});
afterAll(async () => {
  await t?.close();
  await issuer?.close();
});

// On the host's clock in Kathmandu (+05:45): 18:00–19:30 and 10:00–12:00, and a whole day.
const FRI = makeSlot("2027-03-05", "18:00", "1.5h");
const SAT = makeSlot("2027-03-06", "10:00", "2h");
const SUN = makeSlot("2027-03-07", "06:00", "all-day");
const MON = makeSlot("2027-03-08", "19:00", "1h");

/** The path of a feed URL (the test app answers in-process). */
const pathOf = (url: string) => new URL(url).pathname;

async function feedUrlOf(p: Person, groupId?: string): Promise<string> {
  const res = await as(p, "GET", groupId ? `/api/groups/${groupId}/feed` : "/api/user/feed");
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.url as string;
}

async function readFeed(url: string): Promise<{ feed: ParsedFeed; text: string }> {
  const res = await t.raw(pathOf(url));
  expect(res.status).toBe(200);
  const text = await res.text();
  return { feed: parseFeed(text), text };
}

async function eventsOf(p: Person, groupId?: string): Promise<ParsedEvent[]> {
  return (await readFeed(await feedUrlOf(p, groupId))).feed.events;
}

/** A hang hosted by `host` (by e-mail), on Friday, Saturday and Sunday unless told otherwise. */
async function newHang(host: Person, overrides: Parameters<typeof hangInput>[0] = {}) {
  const res = await as(
    host,
    "POST",
    "/api/hangs",
    hangInput({
      hostEmail: host.email,
      timeSlots: [FRI, SAT, SUN],
      location: "Casa, 1 Main St",
      ...overrides,
    }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; editToken: string };
}

const asHost = (hang: { editToken: string }) => ({ "X-Edit-Token": hang.editToken, origin: PUBLIC_URL });

/** `p` answers, signed in: the answer proves its address, so it is theirs in their feed. */
async function answer(hang: { id: string }, p: Person, availability: Record<string, "yes" | "maybe" | "no">) {
  const res = await as(
    p,
    "POST",
    `/api/hangs/${hang.id}/responses`,
    responseInput({ guestName: "Guest", guestEmail: p.email, timeSlotAvailability: availability }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; responseSecret?: string };
}

async function invite(hang: { id: string; editToken: string }, email: string) {
  const res = await t.request("POST", `/api/hangs/${hang.id}/invite`, { email }, asHost(hang));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

const ofHang = (events: ParsedEvent[], hangId: string) => events.filter((e) => e.uid.includes(hangId));

describe("the feed's URL", () => {
  it("needs a session, stays the same until reset, and a reset URL answers 404 at once", async () => {
    expect((await as(undefined, "GET", "/api/user/feed")).status).toBe(401);
    expect((await as(undefined, "POST", "/api/user/feed/reset")).status).toBe(401);
    const rita = await people.person("rita");
    const url = await feedUrlOf(rita);
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/feed/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(await feedUrlOf(rita)).toBe(url);
    expect((await t.raw(pathOf(url))).status).toBe(200);

    const reset = await as(rita, "POST", "/api/user/feed/reset");
    expect(reset.status).toBe(200);
    expect(reset.body.url).not.toBe(url);
    expect((await t.raw(pathOf(url))).status).toBe(404);
    expect((await t.raw(pathOf(reset.body.url))).status).toBe(200);
    expect(await feedUrlOf(rita)).toBe(reset.body.url);
    // Only a hash is kept: the secret itself is nowhere in the database.
    const secret = /feed\/(.+)\.ics$/.exec(reset.body.url)![1]!;
    const stored = (await t.ctx.db.execute(sql`select secret_hash from calendar_feeds`)) as {
      rows: unknown[];
    };
    expect(JSON.stringify(stored.rows)).not.toContain(secret);
  });

  it("answers 404 for a made-up secret or path", async () => {
    expect((await t.raw(`/feed/${"a".repeat(43)}.ics`)).status).toBe(404);
    expect((await t.raw("/feed/nothing.ics")).status).toBe(404);
    expect((await t.raw("/feed/")).status).toBe(404);
  });

  it("is for the group's members only", async () => {
    const gail = await people.person("gail");
    const outsider = await people.person("otto");
    const pending = await people.person("pia");
    const group = (await as(gail, "POST", "/api/groups", { name: "Climbers" })).body;
    await as(gail, "POST", `/api/groups/${group.id}/members`, { name: "Pia", email: pending.email });
    expect((await as(outsider, "GET", `/api/groups/${group.id}/feed`)).status).toBe(404);
    expect((await as(pending, "GET", `/api/groups/${group.id}/feed`)).status).toBe(403);
    expect((await as(undefined, "GET", `/api/groups/${group.id}/feed`)).status).toBe(401);
    expect((await as(gail, "GET", "/api/groups/not-a-group/feed")).status).toBe(404);
    const url = await feedUrlOf(gail, group.id);
    expect(url).not.toBe(await feedUrlOf(gail));
    const { feed } = await readFeed(url);
    expect(feed.name).toBe("Hangs — Climbers");
  });
});

describe("what a person's feed shows", () => {
  it("hosted, answered and invited hangs as holds; nothing declined; nothing private", async () => {
    const hana = await people.person("hana");
    const host = await people.person("hugo");
    const hosted = await newHang(hana, { name: "Taco Tuesday" });
    await invite(hosted, "secret.friend@example.com");
    const maybe = await newHang(host, { name: "Board games" });
    await answer(maybe, hana, { [slotKey(FRI)]: "maybe", [slotKey(SAT)]: "no", [slotKey(SUN)]: "yes" });
    await answer(maybe, await people.person("zed"), { [slotKey(FRI)]: "yes" });
    const declined = await newHang(host, { name: "Declined" });
    await answer(declined, hana, { [slotKey(FRI)]: "no", [slotKey(SAT)]: "no", [slotKey(SUN)]: "no" });
    const invitedWithDeadline = await newHang(host, { name: "Picnic" });
    await invite(invitedWithDeadline, hana.email);
    await t.ctx.db
      .update(hangs)
      .set({ answerBy: new Date("2027-03-01T17:00:00Z") }) // 22:45 in Kathmandu, on the 1st
      .where(eq(hangs.id, invitedWithDeadline.id));
    const invitedOnly = await newHang(host, { name: "No deadline" });
    await invite(invitedOnly, hana.email);
    await newHang(host, { name: "Someone else's" });

    const url = await feedUrlOf(hana);
    const { feed, text } = await readFeed(url);
    expect(feed.name).toBe("Hangs — hana");
    expect(feed.refresh).toBe("PT1H");
    expect(feed.ttl).toBe("PT1H");

    const own = ofHang(feed.events, hosted.id);
    expect(own.map((e) => [e.summary, e.status, e.start])).toEqual(
      expect.arrayContaining([
        ["Option: Taco Tuesday (1 of 3 times)", "TENTATIVE", { date: false, value: "2027-03-05T12:15:00Z" }],
        ["Option: Taco Tuesday (2 of 3 times)", "TENTATIVE", { date: false, value: "2027-03-06T04:15:00Z" }],
        ["Option: Taco Tuesday (3 of 3 times)", "TENTATIVE", { date: true, value: "2027-03-07" }],
      ]),
    );
    expect(own).toHaveLength(3);
    const friday = own.find((e) => e.summary.includes("1 of 3"))!;
    expect(friday.end).toEqual({ date: false, value: "2027-03-05T13:45:00Z" });
    expect(own.find((e) => e.summary.includes("3 of 3"))!.end).toEqual({ date: true, value: "2027-03-08" });
    expect(friday.url).toBe(`${PUBLIC_URL}/hang/${hosted.id}`);
    expect(friday.description).toContain(`${PUBLIC_URL}/hang/${hosted.id}`);
    expect(friday.location).toBe("Casa, 1 Main St");

    const answered = ofHang(feed.events, maybe.id);
    expect(answered.map((e) => [e.summary, e.status]).sort()).toEqual([
      ["Hold: Board games (3 of 3 times)", "TENTATIVE"],
      ["Maybe: Board games (1 of 3 times)", "TENTATIVE"],
    ]);
    expect(ofHang(feed.events, declined.id)).toEqual([]);
    expect(
      ofHang(feed.events, invitedWithDeadline.id).map((e) => [e.summary, e.status, e.start, e.end]),
    ).toEqual([
      [
        "Answer: Picnic",
        "TENTATIVE",
        { date: true, value: "2027-03-01" },
        { date: true, value: "2027-03-02" },
      ],
    ]);
    expect(ofHang(feed.events, invitedOnly.id)).toEqual([]);
    expect(feed.events).toHaveLength(6);
    // Every UID is unique, and nobody else's address, no edit token and no host address is in it.
    expect(new Set(feed.events.map((e) => e.uid)).size).toBe(feed.events.length);
    for (const secret of [
      "secret.friend@example.com",
      "zed@example.com",
      host.email,
      hosted.editToken,
      "@example",
    ])
      expect(text).not.toContain(secret);
  });

  it("lists the group's hangs to every member, and the member's own feed has them too", async () => {
    const gwen = await people.person("gwen");
    const mo = await people.person("mo");
    const group = (await as(gwen, "POST", "/api/groups", { name: "Book club" })).body;
    await as(gwen, "POST", `/api/groups/${group.id}/members`, { name: "Mo", email: mo.email });
    expect((await as(mo, "POST", `/api/groups/${group.id}/join`)).status).toBe(200);
    const planned = await newHang(gwen, { name: "Chapter 3", groupId: group.id, timeSlots: [MON] });
    await t.ctx.db
      .update(hangs)
      .set({ answerBy: new Date("2027-03-04T06:00:00Z") })
      .where(eq(hangs.id, planned.id));
    await newHang(mo, { name: "Not the group's" });

    const inGroupFeed = await eventsOf(mo, group.id);
    expect(inGroupFeed.map((e) => e.summary)).toEqual(["Answer: Chapter 3"]);
    expect(inGroupFeed[0]!.uid).toContain("group-feed");
    const inOwnFeed = ofHang(await eventsOf(mo), planned.id);
    expect(inOwnFeed.map((e) => e.summary)).toEqual(["Answer: Chapter 3"]);
    expect(inOwnFeed[0]!.uid).not.toBe(inGroupFeed[0]!.uid);
    expect((await eventsOf(gwen, group.id)).map((e) => e.summary)).toEqual(["Option: Chapter 3"]);

    // A member who leaves (here: removed) loses the group's feed at once.
    const url = await feedUrlOf(mo, group.id);
    const members = (await as(gwen, "GET", `/api/groups/${group.id}/members`)).body as any[];
    const moMember = members.find((m) => m.email === mo.email);
    expect((await as(gwen, "DELETE", `/api/groups/${group.id}/members/${moMember.id}`)).status).toBe(204);
    expect((await t.raw(pathOf(url))).status).toBe(404);
  });

  it("keeps a cancelled hang as cancelled for 30 days, then drops it", async () => {
    const cara = await people.person("cara");
    const hang = await newHang(cara, { name: "Rained out" });
    const finalized = await newHang(cara, { name: "Was on" });
    expect(
      (
        await t.request(
          "POST",
          `/api/hangs/${finalized.id}/finalize`,
          { finalDateTime: "2027-03-05T18:00" },
          asHost(finalized),
        )
      ).status,
    ).toBe(200);
    for (const h of [hang, finalized]) {
      expect(
        (await t.request("POST", `/api/hangs/${h.id}/cancel`, { reason: "Rain" }, asHost(h))).status,
      ).toBe(200);
    }
    const events = await eventsOf(cara);
    expect(ofHang(events, hang.id).map((e) => e.status)).toEqual(["CANCELLED", "CANCELLED", "CANCELLED"]);
    expect(ofHang(events, finalized.id).map((e) => [e.summary, e.status])).toEqual([["Was on", "CANCELLED"]]);
    for (const event of ofHang(events, hang.id))
      expect(event.description).toMatch(/^Cancelled by the host\./);
    await t.ctx.db
      .update(hangs)
      .set({ cancelledAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(hangs.id, hang.id));
    const later = await eventsOf(cara);
    expect(ofHang(later, hang.id)).toEqual([]);
    expect(ofHang(later, finalized.id)).toHaveLength(1);
  });
});

describe("a hang's life in the guest's and the host's feeds", () => {
  it("created → answered maybe → rescheduled → finalized → cancelled", async () => {
    const host = await people.person("lena");
    const guest = await people.person("gus");
    const hang = await newHang(host, { name: "Taco Tuesday", timeSlots: [FRI, SAT] });
    await invite(hang, guest.email);
    await t.ctx.db
      .update(hangs)
      .set({ answerBy: new Date("2027-03-03T12:00:00Z") })
      .where(eq(hangs.id, hang.id));
    const urls = { guest: await feedUrlOf(guest), host: await feedUrlOf(host) };
    // Each feed as it is now: the hang's events, and [summary, status, sequence] of each.
    const seen = { guest: [] as ParsedEvent[], host: [] as ParsedEvent[] };
    const snapshot = async () => {
      seen.guest = ofHang((await readFeed(urls.guest)).feed.events, hang.id);
      seen.host = ofHang((await readFeed(urls.host)).feed.events, hang.id);
      const pick = (events: ParsedEvent[]) =>
        events
          .map((e): [string, string, number] => [e.summary, e.status, e.sequence])
          .sort((a, b) => a[0].localeCompare(b[0]));
      return { guest: pick(seen.guest), host: pick(seen.host) };
    };

    // Created: the guest is asked to answer by the 3rd; the host holds both times.
    expect(await snapshot()).toEqual({
      guest: [["Answer: Taco Tuesday", "TENTATIVE", 1]],
      host: [
        ["Option: Taco Tuesday (1 of 2 times)", "TENTATIVE", 1],
        ["Option: Taco Tuesday (2 of 2 times)", "TENTATIVE", 1],
      ],
    });

    // Answered maybe to Friday: a hold on Friday instead of the reminder to answer.
    await answer(hang, guest, { [slotKey(FRI)]: "maybe", [slotKey(SAT)]: "no" });
    expect((await snapshot()).guest).toEqual([["Maybe: Taco Tuesday (1 of 2 times)", "TENTATIVE", 2]]);

    // Rescheduled: Saturday moves to Monday. The guest's Friday answer stands (their answer for the
    // removed Saturday is cleared, a change too); every event's sequence rises.
    const edit = await t.request(
      "PUT",
      `/api/hangs/${hang.id}/edit`,
      { timeSlots: [FRI, MON] },
      asHost(hang),
    );
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const rescheduled = await snapshot();
    expect(rescheduled.guest).toEqual([["Maybe: Taco Tuesday (1 of 2 times)", "TENTATIVE", 4]]);
    expect(rescheduled.host).toEqual([
      ["Option: Taco Tuesday (1 of 2 times)", "TENTATIVE", 2],
      ["Option: Taco Tuesday (2 of 2 times)", "TENTATIVE", 2],
    ]);
    const hostMonday = seen.host.find((e) => e.summary.includes("2 of 2"))!;
    expect(hostMonday.start).toEqual({ date: false, value: "2027-03-08T13:15:00Z" });

    // Locked in on Friday: one event at the final time, the holds are gone; the guest said Maybe to
    // Friday, so theirs is tentative, the host's confirmed.
    const fin = await t.request(
      "POST",
      `/api/hangs/${hang.id}/finalize`,
      { finalDateTime: "2027-03-05T18:00" },
      asHost(hang),
    );
    expect(fin.status, JSON.stringify(fin.body)).toBe(200);
    const finalized = await snapshot();
    expect(finalized.guest).toEqual([["Taco Tuesday", "TENTATIVE", 5]]);
    expect(finalized.host).toEqual([["Taco Tuesday", "CONFIRMED", 3]]);
    const confirmed = seen.guest[0]!;
    expect([confirmed.start, confirmed.end]).toEqual([
      { date: false, value: "2027-03-05T12:15:00Z" },
      { date: false, value: "2027-03-05T13:45:00Z" },
    ]);
    expect(confirmed.location).toBe("Casa, 1 Main St");

    // Cancelled: the same event, cancelled, with a higher sequence.
    expect(
      (await t.request("POST", `/api/hangs/${hang.id}/cancel`, { reason: "Rain" }, asHost(hang))).status,
    ).toBe(200);
    expect(await snapshot()).toEqual({
      guest: [["Taco Tuesday", "CANCELLED", 6]],
      host: [["Taco Tuesday", "CANCELLED", 4]],
    });
    // The confirmed event keeps its UID from finalize to cancel.
    expect(seen.guest[0]!.uid).toBe(confirmed.uid);
  });
});

describe("a locked-in hang in a guest's feed", () => {
  it("follows the guest's answer for the time locked in, not their answers overall", async () => {
    const host = await people.person("hugo");
    const yes = await people.person("yara");
    const no = await people.person("nils");
    const hang = await newHang(host, { name: "Pottery", timeSlots: [FRI, SAT] });
    await answer(hang, yes, { [slotKey(FRI)]: "no", [slotKey(SAT)]: "yes" });
    await answer(hang, no, { [slotKey(FRI)]: "yes", [slotKey(SAT)]: "no" });
    const saturday = `${SAT.date}T${SAT.startTime}`;
    const fin = await t.request(
      "POST",
      `/api/hangs/${hang.id}/finalize`,
      { finalDateTime: saturday },
      asHost(hang),
    );
    expect(fin.status, JSON.stringify(fin.body)).toBe(200);
    expect(ofHang(await eventsOf(yes), hang.id).map((e) => [e.summary, e.status])).toEqual([
      ["Pottery", "CONFIRMED"],
    ]);
    // Yes to Friday, No to Saturday: nothing in their calendar for Saturday.
    expect(ofHang(await eventsOf(no), hang.id)).toEqual([]);
  });
});

describe("HTTP for calendar apps", () => {
  it("answers text/calendar with ETag and Last-Modified, 304 when unchanged, gzip, and no cookies", async () => {
    const ida = await people.person("ida");
    await newHang(ida, { name: "Long enough to compress ".repeat(4).trim() });
    await newHang(ida, { name: "Another one" });
    const path = pathOf(await feedUrlOf(ida));
    const sessionsBefore = (await t.ctx.db.select().from(authSessions)).length;

    const res = await t.raw(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("set-cookie")).toBeNull();
    const etag = res.headers.get("etag")!;
    const modified = res.headers.get("last-modified")!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(new Date(modified).getTime()).toBeLessThanOrEqual(Date.now());
    const text = await res.text();
    expect(text).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n");
    expect(text).toContain("X-PUBLISHED-TTL:PT1H\r\n");

    const again = await t.raw(path, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect((await t.raw(path, { headers: { "If-Modified-Since": modified } })).status).toBe(304);
    const stale = new Date(new Date(modified).getTime() - 1000).toUTCString();
    expect((await t.raw(path, { headers: { "If-Modified-Since": stale } })).status).toBe(200);
    expect((await t.raw(path, { headers: { "If-None-Match": 'W/"other"' } })).status).toBe(200);

    const zipped = await t.raw(path, { headers: { "Accept-Encoding": "gzip" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(new Uint8Array(await zipped.arrayBuffer())).toString("utf8")).toBe(text);
    expect((await t.ctx.db.select().from(authSessions)).length).toBe(sessionsBefore);

    // A change to a hang in the feed changes the ETag.
    await newHang(ida, { name: "A third" });
    const changed = await t.raw(path, { headers: { "If-None-Match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("limits reads per feed, whatever the address", async () => {
    const lou = await people.person("lou");
    const path = pathOf(await feedUrlOf(lou));
    for (let i = 0; i < FEED_LIMIT; i++) {
      const address = `10.0.${i}.1`;
      const res = await t.app.request(path, {}, { incoming: { socket: { remoteAddress: address } } });
      expect(res.status).toBe(200);
    }
    const refused = await t.raw(path);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another person's feed is unaffected.
    expect((await t.raw(pathOf(await feedUrlOf(await people.person("max"))))).status).toBe(200);
  });
});

describe("the feed's language", () => {
  it("is its owner's: the calendar's name and every entry's words, as the account chose", async () => {
    const vera = await people.person("vera");
    const chosen = await as(vera, "PUT", "/api/user/language", { language: "de" });
    expect(chosen.status).toBe(200);
    const hang = await newHang(vera, { name: "Spieleabend", vibe: "game-night" });
    const { feed } = await readFeed(await feedUrlOf(vera));
    expect(feed.name).toBe("Hangs — vera");
    const [friday] = ofHang(feed.events, hang.id);
    expect(friday!.summary).toBe("Option: Spieleabend (1 von 3 Zeiten)");
    expect(friday!.description).toContain(
      "Noch nicht entschieden: eine von 3 Zeiten, die du angeboten hast.",
    );
    expect(friday!.description).toContain("🎲 Spieleabend mit");
    expect(friday!.description).toContain(`Details und wer kommt: ${PUBLIC_URL}/hang/${hang.id}`);
  });
});
