import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hangs, responses } from "../../src/server/db/schema.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput, KEYS, responseInput } from "../support/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function newHang(overrides = {}) {
  return (await t.request("POST", "/api/hangs", hangInput(overrides))).body as {
    id: string;
    editToken: string;
  };
}

function answer(hangId: string, overrides = {}, headers: Record<string, string> = {}) {
  return t.request("POST", `/api/hangs/${hangId}/responses`, responseInput(overrides), headers);
}

describe("answering", () => {
  it.each([
    [{ [KEYS[0]]: "no", [KEYS[1]]: "yes" }, "yes"],
    [{ [KEYS[0]]: "maybe", [KEYS[1]]: "no" }, "maybe"],
    [{ [KEYS[0]]: "no", [KEYS[1]]: "no" }, "no"],
  ])("derives the overall answer from the slots %j → %s", async (availability, overall) => {
    const hang = await newHang();
    const { status, body } = await answer(hang.id, { timeSlotAvailability: availability, response: "no" });
    expect(status).toBe(201);
    expect(body.response).toBe(overall);
    expect(body.secret).toMatch(/^[\w-]{40,}$/);
  });

  it("lists the slots answered yes as the available windows, and accepts slot positions as keys", async () => {
    const hang = await newHang();
    const { body } = await answer(hang.id, { timeSlotAvailability: { "0": "maybe", "1": "yes" } });
    expect(body.timeSlotAvailability).toEqual({ [KEYS[0]]: "maybe", [KEYS[1]]: "yes" });
    expect(body.availableTimeWindows).toEqual(["Saturday, March 6 - 10:00 AM to 12:00 PM"]);
  });

  it("asks for an answer when no slot is answered, and refuses slots the hang does not have", async () => {
    const hang = await newHang();
    const empty = await answer(hang.id, { timeSlotAvailability: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Please select a response");
    const stranger = await answer(hang.id, { timeSlotAvailability: { "2030-01-01_10:00_11:00": "yes" } });
    expect(stranger.status).toBe(400);
  });

  it.each([
    [{ guestEmail: "" }, "Email is required"],
    [{ guestEmail: "gita@" }, "Valid email is required"],
    [{ guestName: "" }, "Name is required"],
  ])("refuses %j with %s", async (override, message) => {
    const hang = await newHang();
    const { status, body } = await answer(hang.id, override);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it("takes an overall answer on an older hang with only time windows", async () => {
    const windows = ["Saturday, March 6 - All Day", "Sunday, March 7 - All Day"];
    const hang = await newHang({ timeSlots: [], timeWindows: windows });
    const missing = await answer(hang.id, { timeSlotAvailability: {} });
    expect(missing.body.message).toBe("Please select a response");
    const { body } = await answer(hang.id, {
      timeSlotAvailability: {},
      response: "yes",
      availableTimeWindows: [windows[1], "Not a window of this hang"],
    });
    expect(body.response).toBe("yes");
    expect(body.availableTimeWindows).toEqual([windows[1]]);
  });

  it("answers 404 for a missing hang and 409 for a cancelled one", async () => {
    expect((await answer("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    const hang = await newHang();
    await t.database.db.update(hangs).set({ isCancelled: true }).where(eq(hangs.id, hang.id));
    expect((await answer(hang.id)).status).toBe(409);
  });
});

describe("who sees what", () => {
  it("shows others names only of public answers and no e-mail at all; the host sees everything", async () => {
    const hang = await newHang();
    await answer(hang.id, { guestName: "Pia Public", guestEmail: "pia@example.com", isPublic: true });
    await answer(hang.id, { guestName: "Sam Secret", guestEmail: "sam@example.com", isPublic: false });

    const pub = await t.request("GET", `/api/hangs/${hang.id}/responses`);
    expect(pub.body.map((r: { guestName: string }) => r.guestName)).toEqual(["Pia Public", "Anonymous"]);
    expect(JSON.stringify(pub.body)).not.toMatch(/@example\.com|Sam Secret/);

    const host = await t.request("GET", `/api/hangs/${hang.id}/responses`, undefined, {
      "X-Edit-Token": hang.editToken,
    });
    expect(host.body.map((r: { guestEmail: string }) => r.guestEmail)).toEqual([
      "pia@example.com",
      "sam@example.com",
    ]);
    expect(host.body[1].guestName).toBe("Sam Secret");
  });

  it("shows a guest their own answer in full only with its secret", async () => {
    const hang = await newHang();
    const mine = (await answer(hang.id, { isPublic: false })).body;
    const path = `/api/hangs/${hang.id}/responses/${mine.id}`;
    const withSecret = await t.request("GET", path, undefined, { "X-Response-Secret": mine.secret });
    expect(withSecret.body).toMatchObject({ guestName: "Gita Guest", guestEmail: "gita@example.com" });
    const without = await t.request("GET", path);
    expect(without.body.guestName).toBe("Anonymous");
    expect(without.body.guestEmail).toBeUndefined();
  });
});

describe("one answer per e-mail, changed only by its owner", () => {
  it("refuses a second answer for a taken e-mail from someone without the secret, changing nothing", async () => {
    const hang = await newHang();
    const first = (await answer(hang.id)).body;
    const impostor = await answer(hang.id, {
      guestEmail: "GITA@Example.com",
      guestName: "Impostor",
      timeSlotAvailability: { [KEYS[0]]: "no", [KEYS[1]]: "no" },
    });
    expect(impostor.status).toBe(409);
    expect(impostor.body).toEqual({
      message: "You've already responded to this hang!",
      errors: { editLink: "We've just e-mailed a private link to change that answer to this address." },
    });
    const again = await answer(hang.id, { guestEmail: "gita@example.com", guestName: "Impostor" });
    expect(again.body.errors).toEqual({
      editLink:
        "A private link to change that answer was already e-mailed to this address within the last hour.",
    });
    const stored = await t.database.db.select().from(responses).where(eq(responses.id, first.id));
    expect(stored[0]).toMatchObject({ guestName: "Gita Guest", response: "yes" });
  });

  it("lets the owner update by answering again or through PUT with the secret", async () => {
    const hang = await newHang();
    const first = (await answer(hang.id)).body;
    const again = await answer(
      hang.id,
      { timeSlotAvailability: { [KEYS[0]]: "maybe" } },
      { "X-Response-Secret": first.secret },
    );
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.id, response: "maybe" });

    const path = `/api/hangs/${hang.id}/responses/${first.id}`;
    const put = await t.request("PUT", path, responseInput({ guestName: "Gita G." }), {
      "X-Response-Secret": first.secret,
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ guestName: "Gita G.", response: "yes" });
  });

  it("refuses PUT without the secret (401), with a wrong one (403), or onto another guest's e-mail (409)", async () => {
    const hang = await newHang();
    const first = (await answer(hang.id)).body;
    await answer(hang.id, { guestEmail: "other@example.com" });
    const path = `/api/hangs/${hang.id}/responses/${first.id}`;
    expect((await t.request("PUT", path, responseInput())).status).toBe(401);
    expect((await t.request("PUT", path, responseInput(), { "X-Response-Secret": "wrong" })).status).toBe(
      403,
    );
    const clash = await t.request("PUT", path, responseInput({ guestEmail: "other@example.com" }), {
      "X-Response-Secret": first.secret,
    });
    expect(clash.status).toBe(409);
  });
});

describe("capacity", () => {
  it("refuses a new yes once the hang is full but still takes maybe and no", async () => {
    const hang = await newHang({ maxCapacity: 2 });
    expect((await answer(hang.id, { guestEmail: "a@example.com" })).status).toBe(201);
    expect((await answer(hang.id, { guestEmail: "b@example.com" })).status).toBe(201);
    const full = await answer(hang.id, { guestEmail: "c@example.com" });
    expect(full.status).toBe(409);
    expect(full.body).toEqual({
      message: "This hang is full!",
      errors: {
        response: 'All 2 spots are taken. You can respond "Maybe" in case spots open up.',
        // Or wait for a spot (decision 0065).
        waitlist: 'Choose "Put me on the waitlist" to wait for a spot at that time.',
      },
    });
    const maybe = await answer(hang.id, {
      guestEmail: "c@example.com",
      timeSlotAvailability: { [KEYS[0]]: "maybe" },
    });
    expect(maybe.status).toBe(201);
  });

  it("never confirms more yes answers than spots when guests answer at the same moment", async () => {
    const hang = await newHang({ maxCapacity: 2 });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => answer(hang.id, { guestEmail: `g${i}@example.com` })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
  });
});
