// Free text with control characters (a carriage return that some calendar readers take for a new
// line, escape codes, DEL) is refused by every shared form schema, with one message in the reader's
// language; line breaks and tabs in notes stay welcome.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hangs } from "../../src/server/db/schema.ts";
import { CONTROL_CHARACTERS } from "../../src/shared/field-rules.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput, responseInput } from "../support/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ runWorkers: false });
});
afterAll(() => t.close());

const INJECTION = "Coffee\rLOCATION:Fake Street 1\rX-INJECTED:yes";

async function newHang() {
  const res = await t.request("POST", "/api/hangs", hangInput());
  expect(res.status).toBe(201);
  return res.body as { id: string; editToken: string };
}

describe("a text with control characters", () => {
  it("is refused as a hang's name, in the reader's language, and nothing is stored", async () => {
    const before = await t.database.db.$count(hangs);
    const english = await t.request("POST", "/api/hangs", hangInput({ name: INJECTION }));
    expect(english.status).toBe(400);
    expect(english.body).toEqual({ message: CONTROL_CHARACTERS, errors: { name: CONTROL_CHARACTERS } });
    const spanish = await t.request("POST", "/api/hangs", hangInput({ name: INJECTION }), {
      "Accept-Language": "es",
    });
    expect(spanish.body.errors).toEqual({ name: "No debe contener caracteres de control" });
    const german = await t.request("POST", "/api/hangs", hangInput({ hostName: "Hana\u001b[2J" }), {
      "Accept-Language": "de",
    });
    expect(german.body.errors).toEqual({ hostName: "Darf keine Steuerzeichen enthalten" });
    expect(await t.database.db.$count(hangs)).toBe(before);
  });

  it.each([
    ["a place", { location: "1 Main St\r\nX-INJECTED:yes" }, "location"],
    ["a place's name", { locationName: "Casa\u0007" }, "locationName"],
    ["a vibe of one's own", { vibe: "picnic\u007f" }, "vibe"],
  ])("is refused as %s when creating", async (_label, overrides, field) => {
    const res = await t.request("POST", "/api/hangs", hangInput(overrides));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ [field]: CONTROL_CHARACTERS });
  });

  it("is refused when editing, locking in, answering and cancelling", async () => {
    const hang = await newHang();
    const host = { "X-Edit-Token": hang.editToken };
    const calls: [string, string, unknown, string][] = [
      ["PUT", `/api/hangs/${hang.id}/edit`, { additionalDetails: "Bring\u0008 snacks" }, "additionalDetails"],
      [
        "POST",
        `/api/hangs/${hang.id}/finalize`,
        { finalDateTime: "2027-03-05T18:00", locationName: "Casa\r" },
        "locationName",
      ],
      [
        "POST",
        `/api/hangs/${hang.id}/responses`,
        responseInput({ guestName: "Gus\rX-INJECTED:yes" }),
        "guestName",
      ],
      ["POST", `/api/hangs/${hang.id}/cancel`, { reason: "Rain\u000b" }, "reason"],
    ];
    for (const [method, path, body, field] of calls) {
      const res = await t.request(method, path, body, host);
      expect(res.status, path).toBe(400);
      expect(res.body.errors, path).toEqual({ [field]: CONTROL_CHARACTERS });
    }
    const view = await t.request("GET", `/api/hangs/${hang.id}`, undefined, host);
    expect(view.body).toMatchObject({ isFinalized: false, isCancelled: false, additionalDetails: null });
  });

  it("keeps line breaks and tabs in notes", async () => {
    const hang = await newHang();
    const notes = "Bring:\n\t- snacks\n\t- a coat";
    const res = await t.request(
      "PUT",
      `/api/hangs/${hang.id}/edit`,
      { additionalDetails: notes },
      { "X-Edit-Token": hang.editToken },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.additionalDetails).toBe(notes);
  });
});
