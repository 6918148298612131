// The waitlist: on a full time, a Yes given with "Put me on the waitlist" waits in line (a Maybe stays
// a Maybe, decision 0065), and when a confirmed guest leaves "yes" the first in line takes the spot
// and is e-mailed, once, in the same transaction.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailDeliveries } from "../../src/server/db/schema.ts";
import type { Answer } from "../../src/shared/responses.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput, KEYS, responseInput } from "../support/factories.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";

let sink: SmtpSink;
let t: TestApp;
const PUBLIC_URL = "http://hangs.test:5000";

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL } });
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});
beforeEach(() => {
  sink.received.length = 0;
});

const YES = { [KEYS[0]]: "yes", [KEYS[1]]: "no" } as const;
const MAYBE = { [KEYS[0]]: "maybe", [KEYS[1]]: "no" } as const;
const NO = { [KEYS[0]]: "no", [KEYS[1]]: "no" } as const;

async function newHang(maxCapacity = 2) {
  return (await t.request("POST", "/api/hangs", hangInput({ maxCapacity }))).body as { id: string };
}

async function answer(hangId: string, email: string, availability: Record<string, Answer>, extra = {}) {
  const res = await t.request(
    "POST",
    `/api/hangs/${hangId}/responses`,
    responseInput({
      guestName: email.split("@")[0],
      guestEmail: email,
      timeSlotAvailability: availability,
      ...extra,
    }),
  );
  return res;
}

/** "Put me on the waitlist": a Yes that waits for a spot on a full time. */
const WAIT = { waitlist: true };

async function answerOf(hangId: string, id: string, secret: string) {
  return (
    await t.request("GET", `/api/hangs/${hangId}/responses/${id}`, undefined, { "X-Response-Secret": secret })
  ).body;
}

const promotionMails = (to: string) => sink.to(to).filter((m) => m.subject.startsWith("A spot opened up"));

async function until(condition: () => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("Timed out waiting for mail");
    await new Promise((r) => setTimeout(r, 50));
  }
  // Anything sent twice would arrive within this pause.
  await new Promise((r) => setTimeout(r, 500));
}

describe("waitlist promotion", () => {
  it("gives the freed spot to the first guest who asked to wait, and mails them once", async () => {
    const hang = await newHang();
    await answer(hang.id, "early@example.com", MAYBE); // a Maybe is never in line
    const ana = (await answer(hang.id, "ana@example.com", YES)).body;
    await answer(hang.id, "ben@example.com", YES);
    expect((await answer(hang.id, "cy@example.com", YES)).status).toBe(409);
    const cy = (await answer(hang.id, "cy@example.com", YES, WAIT)).body;
    expect(cy.waitingFor).toEqual([KEYS[0]]);
    const dee = (await answer(hang.id, "dee@example.com", YES, WAIT)).body;
    await answer(hang.id, "may@example.com", MAYBE); // answered once full: still not in line

    const left = await t.request(
      "PUT",
      `/api/hangs/${hang.id}/responses/${ana.id}`,
      responseInput({
        guestName: "ana",
        guestEmail: "ana@example.com",
        timeSlotAvailability: NO,
      }),
      { "X-Response-Secret": ana.secret },
    );
    expect(left.status).toBe(200);

    const promoted = await answerOf(hang.id, cy.id, cy.secret);
    expect(promoted).toMatchObject({
      response: "yes",
      timeSlotAvailability: { [KEYS[0]]: "yes", [KEYS[1]]: "no" },
      waitingFor: [],
    });
    expect(promoted.availableTimeWindows).toEqual(["Friday, March 5 - 6:00 PM to 7:30 PM"]);
    expect((await answerOf(hang.id, dee.id, dee.secret)).waitingFor).toEqual([KEYS[0]]);

    await until(() => promotionMails("cy@example.com").length > 0);
    const [mail, ...more] = promotionMails("cy@example.com");
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("A spot opened up: you're in for Friday coffee!");
    const key = t.ctx.secrets.mailedKeyFor(cy.id, "cy@example.com");
    expect(mail!.text).toContain(`${PUBLIC_URL}/hang/${hang.id}?response=${cy.id}&key=${key}`);
    expect(promotionMails("early@example.com")).toEqual([]);
    expect(promotionMails("may@example.com")).toEqual([]);
    expect(promotionMails("dee@example.com")).toEqual([]);

    // Full again: the spot went to cy, so ana cannot take it back.
    const back = await answer(hang.id, "ana@example.com", YES);
    expect(back.status).toBe(409);
  });

  it("lists only the time the guest now has a spot on, not one they still wait for", async () => {
    const hang = await newHang(2);
    const ana = (await answer(hang.id, "ana3@example.com", YES)).body;
    await answer(hang.id, "al3@example.com", YES);
    for (const email of ["bo3@example.com", "bea3@example.com"])
      await answer(hang.id, email, { [KEYS[0]]: "no", [KEYS[1]]: "yes" });
    const both = { [KEYS[0]]: "yes", [KEYS[1]]: "yes" } as const;
    const cy = (await answer(hang.id, "cy3@example.com", both, WAIT)).body;
    expect(cy.waitingFor).toEqual([KEYS[0], KEYS[1]]);

    const left = await t.request(
      "PUT",
      `/api/hangs/${hang.id}/responses/${ana.id}`,
      responseInput({ guestName: "ana", guestEmail: "ana3@example.com", timeSlotAvailability: NO }),
      { "X-Response-Secret": ana.secret },
    );
    expect(left.status).toBe(200);
    expect((await answerOf(hang.id, cy.id, cy.secret)).waitingFor).toEqual([KEYS[1]]);

    await until(() => promotionMails("cy3@example.com").length > 0);
    const [mail] = promotionMails("cy3@example.com");
    expect(mail!.text).toContain("Friday, March 5");
    expect(mail!.text).not.toContain("Saturday");
    expect(mail!.html).not.toContain("Saturday");
  });

  it("promotes again for the next spot, through an owner answering again with the secret", async () => {
    const hang = await newHang();
    const ana = (await answer(hang.id, "ana2@example.com", YES)).body;
    const ben = (await answer(hang.id, "ben2@example.com", YES)).body;
    await answer(hang.id, "cy2@example.com", YES, WAIT);
    await answer(hang.id, "dee2@example.com", YES, WAIT);

    const again = (email: string, secret: string) =>
      t.request(
        "POST",
        `/api/hangs/${hang.id}/responses`,
        responseInput({ guestName: "x", guestEmail: email, timeSlotAvailability: MAYBE }),
        { "X-Response-Secret": secret },
      );
    expect((await again("ana2@example.com", ana.secret)).status).toBe(200);
    expect((await again("ben2@example.com", ben.secret)).status).toBe(200);
    await until(
      () => promotionMails("cy2@example.com").length + promotionMails("dee2@example.com").length >= 2,
    );
    expect(promotionMails("cy2@example.com")).toHaveLength(1);
    expect(promotionMails("dee2@example.com")).toHaveLength(1);
  });

  it("promotes nobody when a guest leaves a hang that was not full, or a Maybe changes", async () => {
    const hang = await newHang(3);
    const ana = (await answer(hang.id, "ana3@example.com", YES)).body;
    const may = (await answer(hang.id, "may3@example.com", MAYBE)).body;
    const put = (r: { id: string; secret: string }, email: string, availability: Record<string, Answer>) =>
      t.request(
        "PUT",
        `/api/hangs/${hang.id}/responses/${r.id}`,
        responseInput({ guestName: "x", guestEmail: email, timeSlotAvailability: availability }),
        { "X-Response-Secret": r.secret },
      );
    expect((await put(ana, "ana3@example.com", NO)).status).toBe(200);
    expect((await put(may, "may3@example.com", NO)).status).toBe(200);
    expect((await answerOf(hang.id, may.id, may.secret)).response).toBe("no");
    const rows = await t.database.db
      .select()
      .from(mailDeliveries)
      .where(and(eq(mailDeliveries.hangId, hang.id), eq(mailDeliveries.kind, "waitlist-promotion")));
    expect(rows).toEqual([]);
  });
});

describe("waitlist promotion after the hang is locked in", () => {
  it("tells the waitlist its place at lock-in, and gives the promoted guest the calendar invite", async () => {
    const made = await t.request("POST", "/api/hangs", hangInput({ maxCapacity: 2 }));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const created = made.body as { id: string; editToken: string };
    const ana = (await answer(created.id, "ana@example.com", YES)).body;
    await answer(created.id, "cy@example.com", YES);
    const ben = (await answer(created.id, "ben@example.com", YES, WAIT)).body; // waits: the hang is full
    expect(ben.id, JSON.stringify(ben)).toBeDefined();
    const [date, start] = KEYS[0].split("_") as [string, string];
    const fin = await t.request(
      "POST",
      `/api/hangs/${created.id}/finalize`,
      { finalDateTime: `${date}T${start}`, notifyConfirmed: true },
      { "X-Edit-Token": created.editToken },
    );
    expect(fin.status, JSON.stringify(fin.body)).toBe(200);
    const waitlisted = (m: { subject: string }) => m.subject.includes("on the waitlist");
    await until(() => sink.to("ben@example.com").some(waitlisted));
    expect(
      sink
        .to("ben@example.com")
        .filter(waitlisted)
        .map((m) => m.subject),
    ).toEqual(["Friday coffee is locked in: you're #1 on the waitlist"]);
    sink.received.length = 0;

    // Ana can't come after all: Ben takes the spot, hears so, and gets "It's on" with the invite.
    const left = await t.request(
      "PUT",
      `/api/hangs/${created.id}/responses/${ana.id}`,
      responseInput({ guestName: "ana", guestEmail: "ana@example.com", timeSlotAvailability: NO }),
      { "X-Response-Secret": ana.secret },
    );
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    await until(() => sink.to("ben@example.com").some((m) => m.subject.startsWith("It's on")));
    const subjects = sink.to("ben@example.com").map((m) => m.subject);
    expect(subjects.some((s) => s.startsWith("A spot opened up"))).toBe(true);
    const itsOn = sink.to("ben@example.com").find((m) => m.subject.startsWith("It's on"));
    expect(itsOn?.parsed.attachments.some((a) => a.contentType.includes("calendar"))).toBe(true);
  });
});

describe("changing the party size", () => {
  it("refuses a size below those already confirmed, and a larger one lets the waitlist in", async () => {
    const made = await t.request("POST", "/api/hangs", hangInput({ maxCapacity: 3 }));
    const hang = made.body as { id: string; editToken: string };
    const host = { "X-Edit-Token": hang.editToken };
    await answer(hang.id, "ana@example.com", YES);
    await answer(hang.id, "ben@example.com", YES);
    await answer(hang.id, "eve@example.com", YES);
    await answer(hang.id, "cy@example.com", YES, WAIT); // waits
    await answer(hang.id, "dee@example.com", YES, WAIT); // waits behind Cy

    const smaller = await t.request("PUT", `/api/hangs/${hang.id}/edit`, { maxCapacity: 2 }, host);
    expect(smaller.status).toBe(400);
    expect(smaller.body.errors.maxCapacity).toBe(
      "More people already have a spot than that. Choose a party size at least as large as the number confirmed.",
    );

    sink.received.length = 0;
    const larger = await t.request(
      "PUT",
      `/api/hangs/${hang.id}/edit`,
      { maxCapacity: 4, allowActivitySuggestions: true },
      host,
    );
    expect(larger.status, JSON.stringify(larger.body)).toBe(200);
    const editable = await t.request("GET", `/api/hangs/${hang.id}/edit`, undefined, host);
    expect(editable.body).toMatchObject({ maxCapacity: 4, allowActivitySuggestions: true });
    await until(() => promotionMails("cy@example.com").length === 1);
    expect(promotionMails("dee@example.com")).toEqual([]);
  });
});
