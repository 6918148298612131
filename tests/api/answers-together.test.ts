// New answers arriving at the same moment are written together (decision 0050): each guest must
// still get exactly what answering alone gives them, and one answer's failure is its own.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hangs, mailDeliveries, responses } from "../../src/server/db/schema.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput, KEYS, responseInput } from "../support/factories.ts";

let t: TestApp;
beforeAll(async () => {
  // Dozens of answers from one address at once: the abuse limits are raised out of the way.
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
