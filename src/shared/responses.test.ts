import { describe, expect, it } from "vitest";
import { isFull } from "./capacity.ts";
import { guestResponseSchema } from "./response-schema.ts";
import { countAnswers, guestFieldProblems, overallAnswer } from "./responses.ts";

describe("overall answer", () => {
  it("is yes if any slot is yes, else maybe if any is maybe, else no", () => {
    expect(overallAnswer({ a: "no", b: "yes", c: "maybe" })).toBe("yes");
    expect(overallAnswer({ a: "no", b: "maybe" })).toBe("maybe");
    expect(overallAnswer({ a: "no" })).toBe("no");
    expect(overallAnswer({})).toBeUndefined();
  });

  it("counts answers", () => {
    expect(countAnswers([{ response: "yes" }, { response: "no" }, { response: "yes" }])).toEqual({
      yes: 2,
      maybe: 0,
      no: 1,
    });
  });
});

describe("guest response schema", () => {
  const valid = { guestName: "Gita", guestEmail: "gita@example.com" };
  it("requires an e-mail, and a valid one", () => {
    const blank = guestResponseSchema.safeParse({ ...valid, guestEmail: "" });
    expect(blank.error?.issues[0]?.message).toBe("Email is required");
    const bad = guestResponseSchema.safeParse({ ...valid, guestEmail: "gita" });
    expect(bad.error?.issues[0]?.message).toBe("Valid email is required");
  });

  it("allows only yes, maybe and no", () => {
    expect(guestResponseSchema.safeParse({ ...valid, timeSlotAvailability: { a: "sure" } }).success).toBe(
      false,
    );
    expect(guestResponseSchema.parse({ ...valid }).isPublic).toBe(false);
  });

  // The guest page checks its form with the rules alone; the server with the schema. They agree.
  it.each([
    ["", "gita@example.com"],
    ["   ", "gita@example.com"],
    ["G".repeat(101), "gita@example.com"],
    [" Gita ", " gita@example.com "],
    ["Gita", ""],
    ["Gita", "gita"],
    ["Gita", "a@b-.com"],
    ["Gita", `${"g".repeat(250)}@example.com`],
    ["Gita", "gita..p@example.com"],
  ])("finds the same problems in the form as the server does (%j, %j)", (guestName, guestEmail) => {
    const parsed = guestResponseSchema.safeParse({ guestName, guestEmail });
    const fromSchema = Object.fromEntries((parsed.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    const fromRules = Object.fromEntries(
      Object.entries(guestFieldProblems({ guestName, guestEmail })).filter(([, message]) => message),
    );
    expect(fromRules).toEqual(fromSchema);
  });
});

describe("capacity", () => {
  it("is full once yes answers reach the limit; no limit is never full", () => {
    expect(isFull(2, 2)).toBe(true);
    expect(isFull(1, 2)).toBe(false);
    expect(isFull(100, null)).toBe(false);
  });
});
