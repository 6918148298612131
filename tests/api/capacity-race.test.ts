// Answers racing on the database this project runs against. New answers arriving together are
// written together (decision 0050), each guest getting exactly what answering alone gives them, one
// answer's failure its own; answers whose outcome depends on the others (a yes against a capacity,
// an invitee's answer) count again under the hang's answer lock, so capacity is never over-filled,
// "everyone answered" is noticed once, and one e-mail never makes two rows.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hangs, mailDeliveries, responses } from "../../src/server/db/schema.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput, KEYS, responseInput } from "../support/factories.ts";

let t: TestApp;
beforeAll(async () => {
  // Hundreds of answers from one address within seconds: a script, as far as the abuse limits can
  // tell. These tests are about the row lock, so the limits are raised out of the way.
  const high = "100000";
  t = await startTestApp({
    env: { ANSWERS_PER_ADDRESS_PER_MINUTE: high, ANSWERS_PER_HANG_PER_MINUTE: high },
  });
});
afterAll(() => t.close());

async function newHang(overrides = {}) {
  return (await t.request("POST", "/api/hangs", hangInput(overrides))).body as {
    id: string;
    editToken: string;
  };
}

async function storedAnswers(hangId: string) {
  return t.database.db
    .select({ email: responses.guestEmail, response: responses.response })
    .from(responses)
    .where(eq(responses.hangId, hangId));
}

describe("capacity under concurrent answers", () => {
  it("takes exactly 10 of 200 simultaneous yes answers on a hang for 10, refusing the other 190", async () => {
    const hang = await newHang({ maxCapacity: 10 });
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.request(
          "POST",
          `/api/hangs/${hang.id}/responses`,
          responseInput({ guestEmail: `g${i}@example.com` }),
        ),
      ),
    );
    const accepted = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 409);
    expect(accepted).toHaveLength(10);
    expect(refused).toHaveLength(190);
    for (const r of refused) expect(r.body.message).toBe("This hang is full!");

    const stored = await storedAnswers(hang.id);
    expect(stored).toHaveLength(10);
    expect(stored.every((r) => r.response === "yes")).toBe(true);
    // None lost, none duplicated: the stored rows are exactly the accepted answers.
    const acceptedEmails = accepted.map((r) => r.body.guestEmail as string).sort();
    expect(stored.map((r) => r.email).sort()).toEqual(acceptedEmails);
    console.info(
      `[race] ${process.env.TEST_DB}: 200 yes on capacity 10 → ${accepted.length} stored, ${refused.length} × 409`,
    );
  }, 60_000);

  it("still takes maybe and no answers racing alongside the yes answers on a full hang", async () => {
    const hang = await newHang({ maxCapacity: 2 });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.request(
          "POST",
          `/api/hangs/${hang.id}/responses`,
          responseInput({
            guestEmail: `m${i}@example.com`,
            timeSlotAvailability: { [KEYS[0]]: i % 3 === 0 ? "yes" : i % 3 === 1 ? "maybe" : "no" },
          }),
        ),
      ),
    );
    const stored = await storedAnswers(hang.id);
    expect(stored.filter((r) => r.response === "yes")).toHaveLength(2);
    expect(stored.filter((r) => r.response !== "yes")).toHaveLength(20);
    expect(results.filter((r) => r.status === 409)).toHaveLength(8);
  }, 60_000);
});

describe("party sizes changing at the same moment", () => {
  it("lets only as many parties grow as there are free spots, however many ask at once", async () => {
    const hang = await newHang({ maxCapacity: 20, plusOnesAllowed: 2 });
    const guests = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.request(
          "POST",
          `/api/hangs/${hang.id}/responses`,
          responseInput({ guestEmail: `grow${i}@example.com` }),
        ),
      ),
    );
    expect(guests.map((r) => r.status)).toEqual(guests.map(() => 201));
    // Ten confirmed singles, ten spots free: each growing to a party of 3 needs two more.
    const grown = await Promise.all(
      guests.map((g, i) =>
        t.request(
          "PUT",
          `/api/hangs/${hang.id}/responses/${g.body.id}`,
          responseInput({ guestEmail: `grow${i}@example.com`, plusOnes: 2 }),
          { "X-Response-Secret": g.body.secret },
        ),
      ),
    );
    expect(grown.filter((r) => r.status === 200)).toHaveLength(5);
    expect(grown.filter((r) => r.status === 409)).toHaveLength(5);
    const rows = await t.database.db
      .select({ plusOnes: responses.plusOnes, waitingFor: responses.waitingFor })
      .from(responses)
      .where(eq(responses.hangId, hang.id));
    expect(rows.reduce((sum, r) => sum + 1 + r.plusOnes, 0)).toBe(20);
    expect(rows.every((r) => r.waitingFor.length === 0)).toBe(true);
  }, 60_000);
});

describe("one e-mail, answers at the same moment", () => {
  it.each([2, 20])(
    "keeps one row when %i answers race with one e-mail",
    async (count) => {
      const hang = await newHang();
      const results = await Promise.all(
        Array.from({ length: count }, (_, i) =>
          t.request(
            "POST",
            `/api/hangs/${hang.id}/responses`,
            responseInput({
              guestName: `Twin ${i}`,
              guestEmail: i % 2 ? "TWIN@example.com" : "twin@example.com",
            }),
          ),
        ),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(count - 1);
      const [row] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(responses)
        .where(eq(responses.hangId, hang.id));
      expect(row?.n).toBe(1);
    },
    60_000,
  );
});

describe("invitees answering at the same moment", () => {
  it("notices once that everyone answered when the invitees all answer together", async () => {
    const hang = await newHang();
    const guests = Array.from({ length: 6 }, (_, i) => `inv${i}@example.com`);
    for (const email of guests) {
      const res = await t.request(
        "POST",
        `/api/hangs/${hang.id}/invite`,
        { email },
        { "X-Edit-Token": hang.editToken },
      );
      expect(res.status).toBe(201);
    }
    const results = await Promise.all(
      guests.map((guestEmail) =>
        t.request("POST", `/api/hangs/${hang.id}/responses`, responseInput({ guestEmail })),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(guests.map(() => 201));
    const told = await t.database.db
      .select({ recipient: mailDeliveries.recipient })
      .from(mailDeliveries)
      .where(sql`${mailDeliveries.hangId} = ${hang.id} and ${mailDeliveries.kind} = 'everyone-answered'`);
    expect(told).toEqual([{ recipient: "hana@example.com" }]);
  }, 60_000);
});

const answer = (hangId: string, overrides = {}, headers = {}) =>
  t.request("POST", `/api/hangs/${hangId}/responses`, responseInput(overrides), headers);

describe("answers arriving together", () => {
  it("gives each of 40 guests answering at once their own answer, secret and confirmation", async () => {
    const hang = await newHang();
    const emails = Array.from({ length: 40 }, (_, i) => `crowd${i}@example.com`);
    const results = await Promise.all(
      emails.map((guestEmail, i) =>
        answer(hang.id, {
          guestName: `Crowd ${i}`,
          guestEmail,
          timeSlotAvailability: { [KEYS[0]]: i % 2 ? "maybe" : "yes" },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(emails.map(() => 201));
    results.forEach((r, i) => {
      expect(r.body).toMatchObject({ guestEmail: emails[i], response: i % 2 ? "maybe" : "yes" });
    });
    expect(new Set(results.map((r) => r.body.secret)).size).toBe(40);

    // Each secret opens its own answer and no other.
    const [first, second] = results.map((r) => r.body);
    const mine = await answer(
      hang.id,
      { guestName: "Crowd 0", guestEmail: emails[0], timeSlotAvailability: { [KEYS[0]]: "no" } },
      { "X-Response-Secret": first.secret },
    );
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id: first.id, response: "no" });
    const theirs = await t.request(
      "PUT",
      `/api/hangs/${hang.id}/responses/${second.id}`,
      responseInput({ guestEmail: emails[1] }),
      { "X-Response-Secret": first.secret },
    );
    expect(theirs.status).toBe(403);

    // One confirmation reserved and one job queued per guest, in the transaction that stored them.
    const reserved = await t.database.db
      .select({ to: mailDeliveries.recipient })
      .from(mailDeliveries)
      .where(and(eq(mailDeliveries.hangId, hang.id), eq(mailDeliveries.kind, "response-confirmation")));
    expect(reserved.map((r) => r.to).sort()).toEqual([...emails].sort());
    const jobs = (await t.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'mail' and data->>'hangId' = ${hang.id} and data->>'kind' = 'response-confirmation'`,
    )) as unknown as { rows: { n: number }[] };
    expect(jobs.rows[0]?.n).toBe(40);

    // Every answer has its own moment, so the RSVP order is the order they were stored in.
    const stored = await t.database.db
      .select({ at: sql<string>`${responses.respondedAt}::text` })
      .from(responses)
      .where(eq(responses.hangId, hang.id));
    expect(new Set(stored.map((r) => r.at)).size).toBe(40);
  }, 60_000);

  it("counts a guest answering again among new yes answers once, filling every spot", async () => {
    const hang = await newHang({ maxCapacity: 3 });
    const first = (await answer(hang.id, { guestEmail: "ana@example.com" })).body;
    const [again, ...others] = await Promise.all([
      answer(hang.id, { guestEmail: "ana@example.com" }, { "X-Response-Secret": first.secret }),
      ...["bo", "cy", "di"].map((name) => answer(hang.id, { guestEmail: `${name}@example.com` })),
    ]);
    expect(again!.status).toBe(200);
    expect(again!.body.id).toBe(first.id);
    expect(others.map((r) => r.status).sort()).toEqual([201, 201, 409]);
    const yes = await t.database.db
      .select({ email: responses.guestEmail })
      .from(responses)
      .where(and(eq(responses.hangId, hang.id), eq(responses.response, "yes")));
    expect(yes).toHaveLength(3);
  }, 60_000);

  it("refuses only the answers that fail their own checks, storing the rest", async () => {
    const open = await newHang();
    const cancelled = await newHang();
    await t.database.db.update(hangs).set({ isCancelled: true }).where(eq(hangs.id, cancelled.id));
    const missing = "00000000-0000-4000-8000-000000000000";
    const plan = Array.from({ length: 24 }, (_, i) =>
      i % 6 === 1
        ? { hangId: open.id, slot: "2020-01-01T10:00", expect: 400 }
        : i % 6 === 2
          ? { hangId: cancelled.id, slot: KEYS[0], expect: 409 }
          : i % 6 === 3
            ? { hangId: missing, slot: KEYS[0], expect: 404 }
            : { hangId: open.id, slot: KEYS[0], expect: 201 },
    );
    const results = await Promise.all(
      plan.map((p, i) =>
        answer(p.hangId, { guestEmail: `mixed${i}@example.com`, timeSlotAvailability: { [p.slot]: "yes" } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(plan.map((p) => p.expect));
    for (const [i, r] of results.entries()) {
      if (plan[i]!.expect === 400) expect(r.body.message).toBe("That time slot is not part of this hang");
    }
    const stored = await t.database.db
      .select({ email: responses.guestEmail })
      .from(responses)
      .where(eq(responses.hangId, open.id));
    const accepted = plan.flatMap((p, i) => (p.expect === 201 ? [`mixed${i}@example.com`] : []));
    expect(stored.map((r) => r.email).sort()).toEqual(accepted.sort());
    const none = await t.database.db.select().from(responses).where(eq(responses.hangId, cancelled.id));
    expect(none).toEqual([]);
  }, 60_000);
});
