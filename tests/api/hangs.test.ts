import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hangs } from "../../src/server/db/schema.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput, SLOTS } from "../support/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function hangCount() {
  return (await t.database.db.select().from(hangs)).length;
}

describe("creating a hang", () => {
  it("returns the hang with its id, edit token and display strings derived from the slots", async () => {
    const { status, body } = await t.request("POST", "/api/hangs", hangInput());
    expect(status).toBe(201);
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.editToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.hostEmail).toBe("hana@example.com");
    expect(body.timeWindows).toEqual([
      "Friday, March 5 - 6:00 PM to 7:30 PM",
      "Saturday, March 6 - 10:00 AM to 12:00 PM",
    ]);
    expect(body.timeSlots).toEqual(SLOTS);
  });

  it("keeps a hang that only has time windows (the repeat flow)", async () => {
    const { status, body } = await t.request(
      "POST",
      "/api/hangs",
      hangInput({ timeSlots: undefined, timeWindows: ["Saturday, March 6 - All Day"] }),
    );
    expect(status).toBe(201);
    expect(body.timeWindows).toEqual(["Saturday, March 6 - All Day"]);
    expect(body.timeSlots).toEqual([]);
  });

  it.each([
    [{ vibe: "" }, "vibe", "Please select a vibe"],
    [{ vibe: "other" }, "vibe", "Please describe the vibe"],
    [{ timeSlots: [], timeWindows: [] }, "timeSlots", "Please add at least one time window"],
    [
      { timeSlots: [{ date: "", startTime: "18:00", endTime: "19:00", duration: "1h" }] },
      "timeSlots.0.date",
      "Date is required",
    ],
    [
      { timeSlots: [{ date: "2027-01-01", startTime: "", endTime: "19:00", duration: "1h" }] },
      "timeSlots.0.startTime",
      "Start time is required",
    ],
    [
      { timeSlots: [{ date: "2027-01-01", startTime: "18:00", endTime: "", duration: "custom" }] },
      "timeSlots.0.endTime",
      "End time is required",
    ],
    [
      { timeSlots: [{ date: "2027-01-01", startTime: "18:00", endTime: "19:00" }] },
      "timeSlots.0.duration",
      "Duration is required",
    ],
    [{ name: "  " }, "name", "Name is required"],
    [{ hostName: "" }, "hostName", "Host name is required"],
    [{ hostEmail: "not-an-email" }, "hostEmail", "Valid email is required"],
    [{ maxCapacity: 1 }, "maxCapacity", "Party size must be at least 2"],
    [{ maxCapacity: 51 }, "maxCapacity", "Party size must be at most 50"],
    [{ maxCapacity: 2.5 }, "maxCapacity", "Party size must be a whole number"],
    [{ hostTimezone: "Mars/Olympus" }, "hostTimezone", "Unknown time zone"],
  ])("refuses %j with the message for %s and stores nothing", async (override, field, message) => {
    const before = await hangCount();
    const { status, body } = await t.request("POST", "/api/hangs", hangInput(override as never));
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect(body.errors[field]).toBe(message);
    expect(await hangCount()).toBe(before);
  });

  it("stores the text of an Other vibe as the vibe", async () => {
    const { body } = await t.request("POST", "/api/hangs", hangInput({ vibe: "  Pottery class " }));
    expect(body.vibe).toBe("Pottery class");
  });

  it("answers malformed JSON with 400 and an oversized body with 413", async () => {
    expect((await t.request("POST", "/api/hangs", "{nope")).status).toBe(400);
    const huge = hangInput({ name: "x".repeat(70_000) });
    const { status, body } = await t.request("POST", "/api/hangs", huge);
    expect(status).toBe(413);
    expect(body.message).toBe("The request is too large");
  });
});

describe("reading a hang", () => {
  it("shows the public view without the edit token or the host's e-mail", async () => {
    const created = (await t.request("POST", "/api/hangs", hangInput())).body;
    const { status, body } = await t.request("GET", `/api/hangs/${created.id}`);
    expect(status).toBe(200);
    const text = JSON.stringify(body);
    expect(text).not.toContain(created.editToken);
    expect(text).not.toContain("hana@example.com");
    expect(body.viewer).toEqual({ isHost: false });
    expect(body.hostName).toBe("Hana Host");
  });

  it("shows the host view to the edit token, by query or header", async () => {
    const created = (await t.request("POST", "/api/hangs", hangInput())).body;
    const byQuery = await t.request("GET", `/api/hangs/${created.id}?token=${created.editToken}`);
    const byHeader = await t.request("GET", `/api/hangs/${created.id}`, undefined, {
      "X-Edit-Token": created.editToken,
    });
    for (const { body } of [byQuery, byHeader]) {
      expect(body.viewer).toEqual({ isHost: true });
      expect(body.hostEmail).toBe("hana@example.com");
    }
  });

  it("answers 404 for a missing or malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      const { status, body } = await t.request("GET", `/api/hangs/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ message: "Hang not found" });
    }
  });
});

describe("editing a hang", () => {
  it("refuses without the token (401) or with a wrong one (403) and changes nothing", async () => {
    const created = (await t.request("POST", "/api/hangs", hangInput())).body;
    expect((await t.request("GET", `/api/hangs/${created.id}/edit`)).status).toBe(401);
    const wrong = "11111111-1111-4111-8111-111111111111";
    expect((await t.request("GET", `/api/hangs/${created.id}/edit?token=${wrong}`)).status).toBe(403);
    expect((await t.request("PUT", `/api/hangs/${created.id}/edit`, { name: "Hijacked" })).status).toBe(401);
    expect(
      (await t.request("PUT", `/api/hangs/${created.id}/edit?token=${wrong}`, { name: "Hijacked" })).status,
    ).toBe(403);
    const { body } = await t.request("GET", `/api/hangs/${created.id}`);
    expect(body.name).toBe("Friday coffee");
  });

  it("returns the editable fields and saves changes for the host", async () => {
    const created = (await t.request("POST", "/api/hangs", hangInput())).body;
    const url = `/api/hangs/${created.id}/edit?token=${created.editToken}`;
    const { body: editable } = await t.request("GET", url);
    expect(editable).toMatchObject({
      name: "Friday coffee",
      hostEmail: "hana@example.com",
      vibe: "coffee",
      isCancelled: false,
    });
    const slot = { date: "2027-04-01", startTime: "09:00", endTime: "23:59", duration: "all-day" };
    const { status, body } = await t.request("PUT", url, {
      name: "Brunch instead",
      vibe: "brunch",
      timeSlots: [slot],
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: "Brunch instead",
      vibe: "brunch",
      timeWindows: ["Thursday, April 1 - All Day"],
    });
  });

  it("accepts a cancel-by-rename with only the name and a note, and validates what it gets", async () => {
    const created = (await t.request("POST", "/api/hangs", hangInput())).body;
    const url = `/api/hangs/${created.id}/edit?token=${created.editToken}`;
    const bad = await t.request("PUT", url, { timeSlots: [], timeWindows: [] });
    expect(bad.body.message).toBe("Please add at least one time window");
    const { body } = await t.request("PUT", url, {
      name: "[CANCELLED] Friday coffee",
      additionalDetails: "This hang has been cancelled by the host.",
    });
    expect(body.name).toBe("[CANCELLED] Friday coffee");
    expect(body.additionalDetails).toBe("This hang has been cancelled by the host.");
    expect(body.timeSlots).toEqual(SLOTS);
  });
});

describe("the hangs a browser holds (POST /api/held-hangs)", () => {
  it("lists only the hangs whose token is their edit token, newest first, without secrets", async () => {
    const first = (await t.request("POST", "/api/hangs", hangInput({ name: "First" }))).body;
    const second = (await t.request("POST", "/api/hangs", hangInput({ name: "Second" }))).body;
    const other = (await t.request("POST", "/api/hangs", hangInput({ name: "Other" }))).body;
    const { status, body } = await t.request("POST", "/api/held-hangs", {
      hangs: [
        { id: first.id, token: first.editToken },
        { id: second.id, token: second.editToken },
        { id: other.id, token: first.editToken },
        { id: "not-a-uuid", token: "x" },
      ],
    });
    expect(status).toBe(200);
    expect(body.map((h: { name: string }) => h.name)).toEqual(["Second", "First"]);
    expect(body[0]).toEqual({
      id: second.id,
      name: "Second",
      vibe: "coffee",
      isFinalized: false,
      isCancelled: false,
      createdAt: expect.any(String),
    });
  });

  it("answers an empty list with none, and a malformed one with 400", async () => {
    expect((await t.request("POST", "/api/held-hangs", { hangs: [] })).body).toEqual([]);
    const bad = await t.request("POST", "/api/held-hangs", { hangs: "all" });
    expect(bad.status).toBe(400);
  });
});
