// Answers racing on the database this project runs against. Answers whose outcome depends on the
// others (a yes against a capacity, an invitee's answer) queue on the hang's answer lock, so
// capacity is never over-filled, "everyone answered" is noticed once, and one e-mail never makes
// two rows; the rest go in side by side.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailDeliveries, responses } from "../../src/server/db/schema.ts";
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
