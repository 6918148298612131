// Every calendar file a locked-in hang produces — the mailed invite (its inline part and its
// attachment), the calendar.ics download and the person's and group's feeds — read by ical.js and
// Python's icalendar: the locked-in slot's real end or whole day, one UID, and a cancellation that
// cancels. The hang is in New York; the tests run in Kathmandu (+05:45).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hangs } from "../../src/server/db/schema.ts";
import { makeSlot, slotKey } from "../../src/shared/time-slots.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput, responseInput } from "../support/factories.ts";
import { type ParsedEvent, parseEvents } from "../support/feed-parsers.ts";
import { groupPeople, type Person } from "../support/group-people.ts";
import { settle } from "../support/host-flow.ts";
import { inviteOf } from "../support/ics.ts";
import { allParts, mimeTree } from "../support/mime-parts.ts";
import { type ReceivedMail, type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { startTestIssuer, type TestIssuer } from "../support/test-issuer.ts";

const PUBLIC_URL = "http://hangs.test:5000";
let sink: SmtpSink;
let issuer: TestIssuer;
let t: TestApp;
const people = groupPeople(
  () => t,
  () => issuer,
);
const as = (p: Person, method: string, path: string, body?: unknown) =>
  people.as(p, method, path, body, { origin: PUBLIC_URL });

beforeAll(async () => {
  sink = await startSmtpSink();
  issuer = await startTestIssuer();
  t = await startTestApp({
    env: {
      SMTP_URL: sink.url,
      PUBLIC_URL,
      OIDC_ISSUER: issuer.issuer,
      OIDC_CLIENT_ID: issuer.clientId,
      OIDC_CLIENT_SECRET: "test-secret",
    },
  });
});
afterAll(async () => {
  await t?.close();
  await sink?.stop();
  await issuer?.close();
});
beforeEach(() => {
  sink.received.length = 0;
});

// Friday 18:00–21:00 and all of Saturday on the host's clock in New York (EST, -05:00).
const FRI = makeSlot("2027-03-12", "18:00", "3h");
const SAT = makeSlot("2027-03-13", "09:00", "all-day");

interface Hang {
  id: string;
  editToken: string;
  groupId: string;
}

/** Hana hosts a hang for her group; Gus, a member, says yes to both times. */
async function lockInFixture(): Promise<{ hana: Person; gus: Person; hang: Hang }> {
  const hana = await people.person("hana");
  const gus = await people.person("gus");
  const group = (await as(hana, "POST", "/api/groups", { name: `Club ${crypto.randomUUID()}` })).body;
  await as(hana, "POST", `/api/groups/${group.id}/members`, { name: "Gus", email: gus.email });
  expect((await as(gus, "POST", `/api/groups/${group.id}/join`)).status).toBe(200);
  const created = await as(
    hana,
    "POST",
    "/api/hangs",
    hangInput({
      name: "Taco night",
      hostEmail: hana.email,
      hostTimezone: "America/New_York",
      timeSlots: [FRI, SAT],
      location: "1 Main St",
      groupId: group.id,
    }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  // Signed in, so the answer is his in his own feed too.
  const answer = await as(
    gus,
    "POST",
    `/api/hangs/${created.body.id}/responses`,
    responseInput({
      guestName: "Gus",
      guestEmail: gus.email,
      timeSlotAvailability: { [slotKey(FRI)]: "yes", [slotKey(SAT)]: "yes" },
    }),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  await settle();
  return { hana, gus, hang: { ...created.body, groupId: group.id } };
}

const asHost = (hang: Hang) => ({ "X-Edit-Token": hang.editToken });

/** Locks the hang in (or updates it) and returns the invite Gus receives. */
async function lockIn(hang: Hang, gus: Person, finalDateTime: string): Promise<ReceivedMail> {
  sink.received.length = 0;
  const res = await t.request("POST", `/api/hangs/${hang.id}/finalize`, { finalDateTime }, asHost(hang));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const deadline = Date.now() + 20_000;
  const invites = () => sink.to(gus.email).filter((m) => m.raw.includes("text/calendar"));
  while (invites().length === 0) {
    if (Date.now() > deadline) throw new Error("No invite for Gus");
    await settle(100);
  }
  return invites()[0]!;
}

async function feedText(p: Person, groupId?: string): Promise<string> {
  const url = (await as(p, "GET", groupId ? `/api/groups/${groupId}/feed` : "/api/user/feed")).body.url;
  const res = await t.raw(new URL(url).pathname);
  expect(res.status).toBe(200);
  return res.text();
}

/** The hang's calendar files as sent: the invite, the download, the guest's, group's and host's feeds. */
async function channelTexts(hang: Hang, hana: Person, gus: Person, mail: ReceivedMail) {
  const download = await t.raw(`/api/hangs/${hang.id}/calendar.ics`);
  expect(download.status).toBe(200);
  return {
    invite: inviteOf(mail).text,
    download: await download.text(),
    guestFeed: await feedText(gus),
    groupFeed: await feedText(gus, hang.groupId),
    hostFeed: await feedText(hana),
  };
}

/** The hang's one event in each channel, each read by both parsers. */
async function everyChannel(hang: Hang, hana: Person, gus: Person, mail: ReceivedMail) {
  const texts = await channelTexts(hang, hana, gus, mail);
  return Object.fromEntries(
    Object.entries(texts).map(([channel, text]) => {
      const mine = parseEvents(text).filter((e) => e.uid.includes(hang.id));
      expect(mine, channel).toHaveLength(1);
      return [channel, mine[0]!];
    }),
  ) as Record<keyof typeof texts, ParsedEvent>;
}

const times = (e: ParsedEvent) => [e.start, e.end];
const instant = (value: string) => ({ date: false, value });
const day = (value: string) => ({ date: true, value });

describe("a locked-in hang in every calendar file", () => {
  it("is one entry: the same UID in the invite, the download and the guest's, group's and host's feeds", async () => {
    const { hana, gus, hang } = await lockInFixture();
    const channels = await everyChannel(hang, hana, gus, await lockIn(hang, gus, "2027-03-12T18:00"));
    for (const [channel, event] of Object.entries(channels)) {
      expect(event.uid, channel).toBe(`hang-${hang.id}@hangs.test`);
    }
    expect(channels.invite.sequence).toBe(channels.download.sequence);
  });

  it("has the locked-in slot's real end, or its whole day, in every channel", async () => {
    const { hana, gus, hang } = await lockInFixture();

    // Friday's three hours: 18:00–21:00 EST.
    const friday = await everyChannel(hang, hana, gus, await lockIn(hang, gus, "2027-03-12T18:00"));
    for (const [channel, event] of Object.entries(friday)) {
      expect(times(event), channel).toEqual([
        instant("2027-03-12T23:00:00Z"),
        instant("2027-03-13T02:00:00Z"),
      ]);
    }

    // Moved to the all-day Saturday, locked in at its default 12:00: the whole day everywhere.
    const saturday = await everyChannel(hang, hana, gus, await lockIn(hang, gus, "2027-03-13T12:00"));
    for (const [channel, event] of Object.entries(saturday)) {
      expect(times(event), channel).toEqual([day("2027-03-13"), day("2027-03-14")]);
    }
    expect(saturday.invite.sequence).toBeGreaterThan(friday.invite.sequence);

    // A time the host typed, which no slot has: two hours everywhere.
    const typed = await everyChannel(hang, hana, gus, await lockIn(hang, gus, "2027-03-12T19:30"));
    for (const [channel, event] of Object.entries(typed)) {
      expect(times(event), channel).toEqual([
        instant("2027-03-13T00:30:00Z"),
        instant("2027-03-13T02:30:00Z"),
      ]);
    }
  });
});

describe("the mailed invite", () => {
  it("is an inline text/calendar REQUEST beside the text and HTML, and the same calendar attached", async () => {
    const { gus, hang } = await lockInFixture();
    const mail = await lockIn(hang, gus, "2027-03-12T18:00");
    const tree = mimeTree(mail.raw);
    expect(tree.type).toBe("multipart/mixed");
    const alternative = tree.parts.find((p) => p.type === "multipart/alternative")!;
    expect(alternative.parts.map((p) => p.type)).toEqual(["text/plain", "text/html", "text/calendar"]);
    const card = alternative.parts[2]!;
    expect(card.params).toMatchObject({ method: "REQUEST", charset: "utf-8" });
    expect(card.headers["content-disposition"]).toBeUndefined();
    expect(card.body).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*\r\nMETHOD:REQUEST\r\n[\s\S]*END:VCALENDAR\r\n$/);
    const attached = allParts(tree).filter((p) => /attachment/.test(p.headers["content-disposition"] ?? ""));
    expect(attached.map((p) => [p.type, p.params.name])).toEqual([["application/ics", "invite.ics"]]);
    expect(attached[0]!.body).toBe(card.body);
    expect(parseEvents(card.body)[0]).toMatchObject({
      uid: `hang-${hang.id}@hangs.test`,
      status: "CONFIRMED",
    });
  });
});

describe("a cancelled hang", () => {
  it("mails an inline CANCEL, and its download cancels the same entry with a higher SEQUENCE", async () => {
    const { gus, hang } = await lockInFixture();
    const invite = inviteOf(await lockIn(hang, gus, "2027-03-12T18:00"));
    sink.received.length = 0;
    const cancel = await t.request("POST", `/api/hangs/${hang.id}/cancel`, { reason: "Rain" }, asHost(hang));
    expect(cancel.status).toBe(200);
    await sink.waitFor(1);
    const mail = sink.to(gus.email)[0]!;
    const card = allParts(mimeTree(mail.raw)).find((p) => p.type === "text/calendar")!;
    expect(card.params.method).toBe("CANCEL");
    expect(inviteOf(mail)).toMatchObject({ method: "CANCEL", filename: "cancel.ics", uid: invite.uid });

    const res = await t.raw(`/api/hangs/${hang.id}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await res.text();
    expect(text).toContain("\r\nMETHOD:CANCEL\r\n");
    const [event] = parseEvents(text);
    expect(event).toMatchObject({ uid: invite.uid, status: "CANCELLED" });
    expect(event!.sequence).toBeGreaterThan(invite.sequence);
    expect(times(event!)).toEqual([instant("2027-03-12T23:00:00Z"), instant("2027-03-13T02:00:00Z")]);
    // The organizer the invite named (a no-reply address), and no guest's or host's address.
    expect(text.replace(/\r\n /g, "")).toContain('ORGANIZER;CN="Hana Host":mailto:noreply@hangs.test\r\n');
    expect(text).not.toContain("@example.com");
  });
});

/** Content lines as a reader that ends a line at any CR or LF reads them (python-vobject does). */
function laxLines(text: string): string[] {
  return text
    .replace(/(\r\n|\r|\n)[ \t]/g, "")
    .split(/\r\n|\r|\n/)
    .filter(Boolean);
}

describe("a hang stored with control characters before the forms refused them", () => {
  it("writes no line of its own into the invite, the download or any feed", async () => {
    const { hana, gus, hang } = await lockInFixture();
    await t.ctx.db
      .update(hangs)
      .set({
        name: "Coffee\rLOCATION:Fake Street 1\rX-INJECTED:yes",
        location: "1 Main St\r\nX-INJECTED:yes",
        hostName: "Hana\rX-INJECTED:yes",
        additionalDetails: "Bring\u0007 snacks\r\nand\u001b a coat",
      })
      .where(eq(hangs.id, hang.id));
    const texts = await channelTexts(hang, hana, gus, await lockIn(hang, gus, "2027-03-12T18:00"));
    for (const [channel, text] of Object.entries(texts)) {
      expect(text.split("\r\n").join(""), channel).not.toMatch(/(?!\t)\p{Cc}/u);
      const lines = laxLines(text);
      expect(
        lines.filter((line) => /^X-INJECTED/.test(line)),
        channel,
      ).toEqual([]);
      expect(
        lines.filter((line) => line.startsWith("LOCATION:Fake")),
        channel,
      ).toEqual([]);
      const [event] = parseEvents(text).filter((e) => e.uid.includes(hang.id));
      expect(event, channel).toMatchObject({
        summary: "CoffeeLOCATION:Fake Street 1X-INJECTED:yes",
        location: "1 Main St\nX-INJECTED:yes",
      });
      expect(event!.description, channel).toContain("Bring snacks\nand a coat");
    }
    expect(laxLines(texts.invite).find((line) => line.startsWith("ORGANIZER"))).toBe(
      'ORGANIZER;CN="HanaX-INJECTED:yes":mailto:noreply@hangs.test',
    );
  });
});
