// The round opener in the app: a due round of a standing hang opens once, as an ordinary hang with
// the rule's slots in the host's zone, its group's active members invited and mailed once, and
// standing answers written as their answers and said in the invitation ("We put you down as…").
// Series are written straight to the database here; tests/process/series-rounds.test.ts drives the
// same through POST /api/series across restarts.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  friendGroups,
  groupMemberships,
  hangs,
  invitees,
  responses,
  type SeriesRow,
  series,
  seriesRounds,
  standingAnswers,
  users,
} from "../../src/server/db/schema.ts";
import { openRound } from "../../src/server/features/series/open-round.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";

let sink: SmtpSink;
let t: TestApp;
const ids: Record<string, string> = {};

/** 1 March 2027, 12:00 UTC: the round of 8 March (first time Tue 9 March) opened on 27 Feb. */
const NOW = new Date("2027-03-01T12:00:00Z");

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestApp({
    env: { SMTP_URL: sink.url, JOB_RETRY_DELAY_SECONDS: "1", SERIES_SWEEP_MS: "3600000" },
  });
  t.ctx.clock.now = () => NOW;
  const people = await t.ctx.db
    .insert(users)
    .values(
      ["hana", "walt", "zed", "pat", "lena"].map((name) => ({
        email: `${name}@example.com`,
        name: `${name[0]!.toUpperCase()}${name.slice(1)} Test`,
        emailVerified: true,
        language: name === "lena" ? "de" : null,
      })),
    )
    .returning();
  for (const u of people) ids[u.email.split("@")[0]!] = u.id;
  const [group] = await t.ctx.db
    .insert(friendGroups)
    .values({ name: "Game night", creatorId: ids.hana! })
    .returning();
  ids.group = group!.id;
  await t.ctx.db.insert(groupMemberships).values([
    { groupId: group!.id, userId: ids.hana, email: "hana@example.com", role: "creator", status: "active" },
    { groupId: group!.id, userId: ids.walt, email: "walt@example.com", status: "active" },
    { groupId: group!.id, userId: ids.zed, email: "zed@example.com", status: "active" },
    { groupId: group!.id, userId: ids.lena, email: "lena@example.com", status: "active" },
    // Invited but not joined: not asked.
    { groupId: group!.id, email: "pat@example.com", status: "pending" },
  ]);
});
afterAll(async () => {
  await t?.close();
  await sink?.stop();
});

async function newSeries(overrides: Partial<typeof series.$inferInsert> = {}): Promise<SeriesRow> {
  const [row] = await t.ctx.db
    .insert(series)
    .values({
      ownerId: ids.hana!,
      groupId: ids.group!,
      name: "Board games",
      vibe: "games",
      rrule: "FREQ=WEEKLY;INTERVAL=1",
      startsOn: "2027-03-01",
      slots: [
        { weekday: 2, startTime: "19:00", duration: "3h" },
        { weekday: 4, startTime: "19:00", duration: "3h" },
      ],
      opensDaysBefore: 10,
      answerByDaysBefore: 3,
      hostTimezone: "America/New_York",
      language: "en",
      ...overrides,
    })
    .returning();
  return row!;
}

const roundsOf = (seriesId: string) =>
  t.ctx.db.select().from(seriesRounds).where(eq(seriesRounds.seriesId, seriesId));

const hangOf = async (hangId: string) => {
  const [hang] = await t.ctx.db.select().from(hangs).where(eq(hangs.id, hangId));
  return hang!;
};

const inviteesOf = async (hangId: string) =>
  (await t.ctx.db.select({ email: invitees.email }).from(invitees).where(eq(invitees.hangId, hangId)))
    .map((r) => r.email)
    .sort();

describe("opening a round", () => {
  let roundHang: string;

  it("opens the due round once, with the rule's times in the host's zone", async () => {
    const row = await newSeries();
    await t.ctx.db.insert(standingAnswers).values([
      // Tuesdays yes; a Wednesday answer the round does not offer; nothing for Thursday.
      { seriesId: row.id, userId: ids.walt!, weekday: 2, startTime: "19:00", answer: "yes" },
      { seriesId: row.id, userId: ids.walt!, weekday: 3, startTime: "19:00", answer: "no" },
      { seriesId: row.id, userId: ids.lena!, weekday: 2, startTime: "19:00", answer: "no" },
      { seriesId: row.id, userId: ids.lena!, weekday: 4, startTime: "19:00", answer: "maybe" },
    ]);
    await t.ctx.series.wake(row.id);
    await t.ctx.series.wake(row.id);
    await t.ctx.series.wake();
    const rounds = await roundsOf(row.id);
    // The round of 1 March had its answer-by (26 Feb) pass before anyone looked: never opened.
    expect(rounds.map((r) => [r.roundDate, r.status])).toEqual([["2027-03-08", "open"]]);
    roundHang = rounds[0]!.hangId!;
    const hang = await hangOf(roundHang);
    expect(hang).toMatchObject({
      name: "Board games",
      hostName: "Hana Test",
      hostEmail: "hana@example.com",
      hostTimezone: "America/New_York",
      groupId: ids.group,
      nudges: true,
      autoLock: true,
    });
    expect(hang.timeSlots).toEqual([
      { date: "2027-03-09", startTime: "19:00", endTime: "22:00", duration: "3h" },
      { date: "2027-03-11", startTime: "19:00", endTime: "22:00", duration: "3h" },
    ]);
    // Three days before 9 March 19:00 in New York (EST, −05:00).
    expect(hang.answerBy?.toISOString()).toBe("2027-03-07T00:00:00.000Z");
    expect(await inviteesOf(roundHang)).toEqual(["lena@example.com", "walt@example.com", "zed@example.com"]);
  });

  it("writes standing answers as the members' answers, counted in the summary", async () => {
    const rows = await t.ctx.db.select().from(responses).where(eq(responses.hangId, roundHang));
    const byEmail = Object.fromEntries(rows.map((r) => [r.guestEmail, r]));
    expect(Object.keys(byEmail).sort()).toEqual(["lena@example.com", "walt@example.com"]);
    // Thursday has no standing answer: walt is still asked about it.
    expect(byEmail["walt@example.com"]).toMatchObject({
      guestName: "Walt Test",
      response: "yes",
      timeSlotAvailability: { "2027-03-09_19:00_22:00": "yes" },
    });
    expect(byEmail["lena@example.com"]?.timeSlotAvailability).toEqual({
      "2027-03-09_19:00_22:00": "no",
      "2027-03-11_19:00_22:00": "maybe",
    });
    const summary = await t.request("GET", `/api/hangs/${roundHang}/summary`);
    expect(summary.status).toBe(200);
    expect(summary.body.counts).toMatchObject({ yes: 1, maybe: 1 });
    expect(summary.body.slots[0]).toMatchObject({ key: "2027-03-09_19:00_22:00" });
  });

  it("mails each invitee once, and tells those with standing answers what they were put down as", async () => {
    const walt = await sink.waitForMail("walt@example.com", "Hana Test invited you");
    expect(walt.text).toContain("We put you down as:");
    expect(walt.text).toMatch(/Tuesday, March 9 .*: Yes/);
    expect(walt.text).toMatch(/Thursday, March 11 .*: not answered yet/);
    // The change link opens the answer itself, with the key mailed to its address.
    const change = /Change your answers.*: (\S+)/.exec(walt.text)?.[1];
    expect(change).toMatch(/\/hang\/[0-9a-f-]+\?response=[0-9a-f-]+&key=/);
    expect(walt.html).toContain(`href="${change!.replaceAll("&", "&amp;")}"`);
    const lena = await sink.waitForMail("lena@example.com", "Hana Test");
    expect(lena.text).toContain("Wir haben dich so eingetragen:");
    expect(lena.text).toContain(": Vielleicht");
    const zed = await sink.waitForMail("zed@example.com", "Hana Test invited you");
    expect(zed.text).not.toContain("We put you down as");
    expect(zed.text).toContain("?invite=");
    await sink.waitForMail("hana@example.com", "");
    const invitations = sink.received.filter(
      (m) => /invited you|eingeladen/.test(m.subject) && m.subject.includes("Board games"),
    );
    expect(invitations.map((m) => m.to).sort()).toEqual([
      "lena@example.com",
      "walt@example.com",
      "zed@example.com",
    ]);
  });
});

describe("exactly once", () => {
  it("opens a round once however many try at the same moment", async () => {
    const row = await newSeries({ name: "Race" });
    const tries = await Promise.all(
      Array.from({ length: 6 }, () =>
        openRound({ db: t.ctx.db, jobs: t.ctx.jobs }, row.id, "2027-03-08", NOW),
      ),
    );
    expect(tries.filter(Boolean)).toHaveLength(1);
    const made = await t.ctx.db.select({ id: hangs.id }).from(hangs).where(eq(hangs.name, "Race"));
    expect(made).toHaveLength(1);
    expect(await roundsOf(row.id)).toHaveLength(1);
  });

  it("opens nothing for a skipped round, a paused or ended series, or a date off the rule", async () => {
    const skipped = await newSeries({ name: "Skipped" });
    await t.ctx.db
      .insert(seriesRounds)
      .values({ seriesId: skipped.id, roundDate: "2027-03-08", status: "skipped" });
    const paused = await newSeries({ name: "Paused", status: "paused" });
    const ended = await newSeries({ name: "Ended", status: "ended" });
    await t.ctx.series.wake();
    const deps = { db: t.ctx.db, jobs: t.ctx.jobs };
    expect(await openRound(deps, paused.id, "2027-03-08", NOW)).toBeUndefined();
    expect(await openRound(deps, skipped.id, "2027-03-09", NOW)).toBeUndefined();
    for (const s of [paused, ended]) expect(await roundsOf(s.id)).toEqual([]);
    expect((await roundsOf(skipped.id)).map((r) => r.status)).toEqual(["skipped"]);
    const made = await t.ctx.db.select({ name: hangs.name }).from(hangs);
    expect(made.map((h) => h.name)).not.toEqual(expect.arrayContaining(["Skipped", "Paused", "Ended"]));
  });
});

describe("who is asked", () => {
  it("asks the group's members as they are when the round opens: one who left is not invited", async () => {
    const row = await newSeries({ name: "Left", startsOn: "2027-03-15" });
    await t.ctx.db
      .delete(groupMemberships)
      .where(and(eq(groupMemberships.groupId, ids.group!), eq(groupMemberships.email, "zed@example.com")));
    t.ctx.clock.now = () => new Date("2027-03-08T12:00:00Z");
    try {
      await t.ctx.series.wake(row.id);
    } finally {
      t.ctx.clock.now = () => NOW;
    }
    const [round] = await roundsOf(row.id);
    expect(round?.roundDate).toBe("2027-03-15");
    expect(await inviteesOf(round!.hangId!)).toEqual(["lena@example.com", "walt@example.com"]);
  });

  it("names the rotation's next person as each round's host, and asks the owner like anyone", async () => {
    const row = await newSeries({
      name: "Rotation",
      groupId: null,
      emails: ["hana@example.com", "walt@example.com", "nora@example.org"],
      rotation: ["walt@example.com", "nora@example.org"],
      startsOn: "2027-02-22",
      opensDaysBefore: 14,
      answerByDaysBefore: 1,
    });
    await t.ctx.series.wake(row.id);
    const rounds = (await roundsOf(row.id)).sort((a, b) => a.roundDate.localeCompare(b.roundDate));
    // 22 Feb: past its answer-by; 1 March: the second round (nora); 8 March: the third (walt).
    expect(rounds.map((r) => r.roundDate)).toEqual(["2027-03-01", "2027-03-08"]);
    const [second, third] = await Promise.all(rounds.map((r) => hangOf(r.hangId!)));
    expect([second!.hostName, second!.hostEmail]).toEqual(["nora", "nora@example.org"]);
    expect([third!.hostName, third!.hostEmail]).toEqual(["Walt Test", "walt@example.com"]);
    expect(await inviteesOf(third!.id)).toEqual(["hana@example.com", "nora@example.org"]);
  });
});
