// Answer-by dates, nudges, unsubscribing and the host's deadline mail, against the real app and a
// real SMTP server. The app's clock (ctx.clock) is moved where a rule depends on elapsed time;
// nudges themselves are real jobs due seconds from now, delivered by the real workers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeAnswers } from "../../src/server/features/nudges/deadline.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput, KEYS, responseInput, SLOTS } from "../support/factories.ts";
import { type ReceivedMail, type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";

const H = 3_600_000;
const PUBLIC_URL = "http://hangs.test:5000";
let sink: SmtpSink;
let t: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestApp({
    env: { SMTP_URL: sink.url, PUBLIC_URL, JOB_RETRY_DELAY_SECONDS: "1", INVITES_PER_HANG_PER_HOUR: "50" },
  });
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});
beforeEach(() => {
  sink.received.length = 0;
  t.ctx.clock.now = () => new Date();
});

type Hang = { id: string; editToken: string; answerBy: string | null; nudges: boolean; autoLock: boolean };

/** Moves the app's clock by `ms` from the real time, from now on. */
function shiftClock(ms: number) {
  t.ctx.clock.now = () => new Date(Date.now() + ms);
}

async function newHang(overrides = {}): Promise<Hang> {
  const res = await t.request("POST", "/api/hangs", hangInput(overrides));
  expect(res.status).toBe(201);
  await waitForMail((m) => m.subject === "Your hang on Hangs is ready");
  return res.body;
}

const asHost = (hang: Hang) => ({ "X-Edit-Token": hang.editToken });
const invite = (hang: Hang, email: string) =>
  t.request("POST", `/api/hangs/${hang.id}/invite`, { email }, asHost(hang));
const answer = (hang: Hang, name: string, overrides = {}) =>
  t.request(
    "POST",
    `/api/hangs/${hang.id}/responses`,
    responseInput({ guestName: name, guestEmail: `${name.toLowerCase()}@example.com`, ...overrides }),
  );
const edit = (hang: Hang, body: unknown) =>
  t.request("PUT", `/api/hangs/${hang.id}/edit`, body, asHost(hang));

async function waitForMail(match: (m: ReceivedMail) => boolean, count = 1, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = sink.received.filter(match);
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`Expected ${count} matching mails, got ${found.length}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Lets every job due by now run, so a test can say nothing more arrived. */
const settle = (ms = 1_500) => new Promise((r) => setTimeout(r, ms));
/** A header's value as the raw message carries it (unfolded), read by mailparser. */
function rawHeader(mail: ReceivedMail, name: string): string | undefined {
  const line = mail.parsed.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line
    ?.replace(/\r?\n[ \t]+/g, " ")
    .slice(name.length + 1)
    .trim();
}
const nudgesTo = (to: string) => sink.to(to).filter((m) => m.subject.startsWith("Still time to answer"));

describe("the answer-by field", () => {
  it("is stored on create, shown on the public view, and must be an hour ahead", async () => {
    const answerBy = new Date(Date.now() + 3 * 24 * H).toISOString();
    const hang = await newHang({ answerBy, autoLock: true });
    const view = (await t.request("GET", `/api/hangs/${hang.id}`)).body;
    expect(view).toMatchObject({ answerBy, nudges: true, autoLock: true });
    expect(view.editToken).toBeUndefined();

    const soon = new Date(Date.now() + 30 * 60_000).toISOString();
    const refused = await t.request("POST", "/api/hangs", hangInput({ answerBy: soon }));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("Answer by must be at least an hour from now");
    const garbled = await t.request("POST", "/api/hangs", hangInput({ answerBy: "next friday" }));
    expect(garbled.status).toBe(400);

    const moved = await edit(hang, { answerBy: soon });
    expect(moved.status).toBe(400);
    const cleared = await edit(hang, { answerBy: null, nudges: false });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ answerBy: null, nudges: false, autoLock: true });
  });
});

describe("after the answer-by date", () => {
  it("refuses new and changed answers with 409 until the host moves or clears the date", async () => {
    const answerBy = new Date(Date.now() + 2 * H);
    const hang = await newHang({ answerBy: answerBy.toISOString(), hostName: "Hana" });
    const first = await answer(hang, "Ana");
    expect(first.status).toBe(201);

    shiftClock(3 * H);
    const closed = "Answers closed on Fri, Mar 5. Ask Hana to reopen.".replace(
      "Fri, Mar 5",
      new Intl.DateTimeFormat("en-US", {
        timeZone: "Asia/Kathmandu",
        weekday: "short",
        month: "short",
        day: "numeric",
      }).format(answerBy),
    );
    const late = await answer(hang, "Ben");
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(closed);
    const change = await t.request(
      "PUT",
      `/api/hangs/${hang.id}/responses/${first.body.id}`,
      responseInput({ guestName: "Ana", guestEmail: "ana@example.com" }),
      { "X-Response-Secret": first.body.secret },
    );
    expect(change.status).toBe(409);

    // Reopened by moving the date (an hour ahead of the app's clock) or clearing it.
    expect((await edit(hang, { answerBy: new Date(Date.now() + 5 * H).toISOString() })).status).toBe(200);
    expect((await answer(hang, "Ben")).status).toBe(201);
    shiftClock(6 * H);
    expect((await answer(hang, "Cy")).status).toBe(409);
    expect((await edit(hang, { answerBy: null })).status).toBe(200);
    expect((await answer(hang, "Cy")).status).toBe(201);
  });
});

describe("nudges", () => {
  it("nudges each invitee who has not answered once per step, never one who answered or opted out", async () => {
    // Invited seven hours ago by the app's clock; the two-days-before nudge falls due in 12 s.
    shiftClock(-7 * H);
    const answerBy = new Date(Date.now() + 48 * H + 12_000);
    const hang = await newHang({ answerBy: answerBy.toISOString(), hostTimezone: "America/New_York" });
    for (const who of ["ana", "ben", "cat", "dan"])
      expect((await invite(hang, `${who}@example.com`)).status).toBe(201);
    expect((await answer(hang, "Ben")).status).toBe(201);
    const invitations = await waitForMail((m) => m.subject.startsWith("Hana Host invited you"), 4);

    // Cat's mail provider unsubscribes her in one click (RFC 8058), as a raw form POST.
    const cats = invitations.find((m) => m.to === "cat@example.com")!;
    const header = rawHeader(cats, "List-Unsubscribe")!;
    expect(rawHeader(cats, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const oneClick = /^<([^>]+)>$/.exec(header)![1]!;
    expect(oneClick.startsWith(`${PUBLIC_URL}/api/unsubscribe?t=`)).toBe(true);
    const posted = await t.raw(oneClick, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(posted.status).toBe(200);
    // Dan follows the visible "Never e-mail me from Hangs" link; its page posts the same way.
    const dans = invitations.find((m) => m.to === "dan@example.com")!;
    expect(dans.text).toContain("Stop e-mails about this hang: ");
    const everything = /Never e-mail me from Hangs: (\S+)/.exec(dans.text)![1]!;
    const token = new URL(everything).searchParams.get("t")!;
    const info = await t.request("GET", `/api/unsubscribe?t=${encodeURIComponent(token)}`);
    expect(info.body).toEqual({ scope: "all", hangName: "Friday coffee", stopped: false });
    expect((await t.raw(`/api/unsubscribe?t=${encodeURIComponent(token)}`, { method: "POST" })).status).toBe(
      200,
    );
    expect((await t.request("GET", `/api/unsubscribe?t=${encodeURIComponent(token)}`)).body.stopped).toBe(
      true,
    );
    expect((await t.raw("/api/unsubscribe?t=forged.token", { method: "POST" })).status).toBe(400);

    const [nudge] = await waitForMail((m) => m.subject.startsWith("Still time to answer"));
    await settle();
    expect(nudge!.to).toBe("ana@example.com");
    expect(nudgesTo("ana@example.com")).toHaveLength(1);
    for (const who of ["ben", "cat", "dan"]) expect(nudgesTo(`${who}@example.com`)).toHaveLength(0);
    // An absolute date with its zone named: "in 2 days" would be wrong by the time it is read.
    expect(nudge!.text).toMatch(/Answer by \w{3}, \w{3} \d+, \d+:\d\d [AP]M E[SD]T\n/);
    expect(rawHeader(nudge!, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(rawHeader(nudge!, "List-Unsubscribe")).toMatch(
      /^<http:\/\/hangs\.test:5000\/api\/unsubscribe\?t=[^>]+>$/,
    );

    const list = (await t.request("GET", `/api/hangs/${hang.id}/nudges`, undefined, asHost(hang))).body;
    const ana = list.people.find((p: { email: string }) => p.email === "ana@example.com");
    expect(ana.sent.map((s: { step: string }) => s.step)).toEqual(["2_days_before"]);
    expect(ana.next.step).toBe("6_hours_before");
    expect(list.people.find((p: { email: string }) => p.email === "cat@example.com").stopped).toBe(true);
    expect(list.people.some((p: { email: string }) => p.email === "ben@example.com")).toBe(false);
    expect((await t.request("GET", `/api/hangs/${hang.id}/nudges`)).status).toBe(401);

    // Dan turned off everything: a new invitation is not delivered, and the host is told why.
    const other = await newHang();
    expect((await invite(other, "dan@example.com")).status).toBe(201);
    await settle();
    expect(sink.to("dan@example.com").filter((m) => m.subject.includes(other.id))).toHaveLength(0);
    const invitees = (await t.request("GET", `/api/hangs/${other.id}/invitees`, undefined, asHost(other)))
      .body;
    expect(invitees[0].status).toBe("opted-out");
  });

  it("moving the date replans: a nudge planned for the old date never goes", async () => {
    shiftClock(-7 * H);
    const hang = await newHang({ answerBy: new Date(Date.now() + 48 * H + 8_000).toISOString() });
    await invite(hang, "eve@example.com");
    const planned = (await t.request("GET", `/api/hangs/${hang.id}/nudges`, undefined, asHost(hang))).body;
    expect(planned.people[0].next.step).toBe("2_days_before");
    const later = new Date(Date.now() + 72 * H);
    expect((await edit(hang, { answerBy: later.toISOString() })).status).toBe(200);
    await settle(10_000);
    expect(sink.to("eve@example.com").map((m) => m.subject)).toEqual([
      "Hana Host invited you: Friday coffee",
    ]);
    const list = (await t.request("GET", `/api/hangs/${hang.id}/nudges`, undefined, asHost(hang))).body;
    expect(list.people[0].next.step).toBe("2_days_before");
    expect(new Date(list.people[0].next.at).getTime()).toBe(later.getTime() - 48 * H);

    // Switched off: nothing planned at all.
    expect((await edit(hang, { nudges: false })).status).toBe(200);
    const off = (await t.request("GET", `/api/hangs/${hang.id}/nudges`, undefined, asHost(hang))).body;
    expect(off).toMatchObject({
      nudges: false,
      people: [{ email: "eve@example.com", sent: [], next: null }],
    });
  });
});

describe("everyone's in", () => {
  it("tells the host once when every invitee has answered, with the best time", async () => {
    const hang = await newHang();
    await invite(hang, "ana@example.com");
    await invite(hang, "ben@example.com");
    await answer(hang, "Ana");
    await settle(500);
    expect(
      sink.to("hana@example.com").filter((m) => m.subject.startsWith("Everyone's answered")),
    ).toHaveLength(0);
    await answer(hang, "Ben", { timeSlotAvailability: { [KEYS[0]]: "yes", [KEYS[1]]: "yes" } });
    const [mail] = await waitForMail((m) => m.subject.startsWith("Everyone's answered"));
    expect(mail!.subject).toBe("Everyone's answered — Friday 6 PM works for 2 of 2");
    expect(mail!.text).toContain(`${PUBLIC_URL}/hang/${hang.id}?host=true&token=${hang.editToken}`);
    await answer(hang, "Cy");
    await settle();
    expect(sink.received.filter((m) => m.subject.startsWith("Everyone's answered"))).toHaveLength(1);
  });
});

describe("when the answer-by date passes", () => {
  async function hangPastDeadline(
    overrides: Record<string, unknown>,
    answers: Record<string, Record<string, string>>,
  ) {
    const answerBy = new Date(Date.now() + 2 * H);
    const hang = await newHang({ answerBy: answerBy.toISOString(), ...overrides });
    for (const [name, availability] of Object.entries(answers))
      expect((await answer(hang, name, { timeSlotAvailability: availability })).status).toBe(201);
    await settle(500);
    sink.received.length = 0;
    const job = { hangId: hang.id, answerBy: answerBy.toISOString() };
    const later = new Date(answerBy.getTime() + 60_000);
    // Run twice (a retry, or a second instance): the outcome is the same, the mail goes once.
    await Promise.all([closeAnswers(t.ctx, job, later), closeAnswers(t.ctx, job, later)]);
    return hang;
  }

  it("is acted on by the deadlines worker itself when the date passes", async () => {
    const hang = await newHang({ autoLock: true });
    const yesToFirst = { timeSlotAvailability: { [KEYS[0]]: "yes", [KEYS[1]]: "no" } };
    expect((await answer(hang, "Ana", yesToFirst)).status).toBe(201);
    // Two hours behind by the app's clock, a date 8 s away is far enough ahead for the host to set.
    shiftClock(-2 * H);
    expect((await edit(hang, { answerBy: new Date(Date.now() + 8_000).toISOString() })).status).toBe(200);
    await waitForMail((m) => m.subject === "Locked in: Friday coffee", 1, 40_000);
    const view = (await t.request("GET", `/api/hangs/${hang.id}`)).body;
    expect(view.isFinalized).toBe(true);
    expect(view.finalDateTime).toBe(
      new Date(`${SLOTS[0]!.date}T${SLOTS[0]!.startTime}:00+05:45`).toISOString(),
    );
    await waitForMail((m) => m.to === "ana@example.com" && m.subject.startsWith("It's on"));
  }, 60_000);

  it("locks in the best time automatically and mails the guests and the host once", async () => {
    // A tie on yes goes to the slot with more maybe: the second one here.
    const hang = await hangPastDeadline(
      { autoLock: true },
      {
        Ana: { [KEYS[0]]: "yes", [KEYS[1]]: "yes" },
        Ben: { [KEYS[0]]: "no", [KEYS[1]]: "maybe" },
      },
    );
    const view = (await t.request("GET", `/api/hangs/${hang.id}`)).body;
    expect(view.isFinalized).toBe(true);
    expect(view.finalDateTime).toBe(
      new Date(`${SLOTS[1]!.date}T${SLOTS[1]!.startTime}:00+05:45`).toISOString(),
    );
    await waitForMail((m) => m.subject.startsWith("Locked in:"));
    await waitForMail((m) => m.subject.startsWith("It's on"));
    await settle();
    expect(sink.to("hana@example.com").map((m) => m.subject)).toEqual(["Locked in: Friday coffee"]);
    expect(sink.to("ana@example.com").filter((m) => m.subject.startsWith("It's on"))).toHaveLength(1);
  });

  it("ties on yes and maybe go to the earliest time", async () => {
    const hang = await hangPastDeadline(
      { autoLock: true },
      { Ana: { [KEYS[0]]: "yes", [KEYS[1]]: "no" }, Ben: { [KEYS[0]]: "no", [KEYS[1]]: "yes" } },
    );
    const view = (await t.request("GET", `/api/hangs/${hang.id}`)).body;
    expect(view.finalDateTime).toBe(
      new Date(`${SLOTS[0]!.date}T${SLOTS[0]!.startTime}:00+05:45`).toISOString(),
    );
  });

  it("locks nothing when no time has a yes, and tells the host so", async () => {
    const hang = await hangPastDeadline({ autoLock: true }, { Ana: { [KEYS[0]]: "maybe", [KEYS[1]]: "no" } });
    expect((await t.request("GET", `/api/hangs/${hang.id}`)).body.isFinalized).toBe(false);
    const [mail] = await waitForMail((m) => m.to === "hana@example.com");
    expect(mail!.subject).toBe("Answers closed: nothing locked in for Friday coffee");
  });

  it("without automatic lock-in, sends the host the best time and a link to Lock It In", async () => {
    const hang = await hangPastDeadline({}, { Ana: { [KEYS[0]]: "yes", [KEYS[1]]: "no" } });
    const [mail] = await waitForMail((m) => m.to === "hana@example.com");
    await settle();
    expect(sink.to("hana@example.com")).toHaveLength(1);
    expect(mail!.subject).toBe("Answers closed — Friday 6 PM works for 1 of 1");
    expect(mail!.text).toContain(
      `Lock It In: ${PUBLIC_URL}/hang/${hang.id}?host=true&token=${hang.editToken}`,
    );
    expect((await t.request("GET", `/api/hangs/${hang.id}`)).body.isFinalized).toBe(false);
  });
});
