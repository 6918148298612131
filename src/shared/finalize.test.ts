import { describe, expect, it } from "vitest";
import {
  type ActivityOption,
  defaultFinalDateTime,
  FINAL_DATE_REQUIRED,
  formatFinalDateTime,
  parseCustomHours,
  parseFinalDateTime,
  rankActivities,
  toDateTimeLocal,
} from "./finalize.ts";
import { finalizeSchema } from "./finalize-schema.ts";
import { makeSlot, slotKey } from "./time-slots.ts";

const friday = makeSlot("2027-03-05");
const saturday = makeSlot("2027-03-06", "10:00", "2h");
const sunday = makeSlot("2027-03-07", "09:00", "all-day");
const at = (n: number) => `2027-01-01T00:00:0${n}.000Z`;
const answer = (n: number, availability: Record<string, "yes" | "maybe" | "no">) => ({
  response: Object.values(availability).includes("yes") ? ("yes" as const) : ("maybe" as const),
  timeSlotAvailability: availability,
  respondedAt: at(n),
});

describe("default final time", () => {
  it("is the start of the slot with most yes", () => {
    const responses = [
      answer(1, { [slotKey(friday)]: "yes", [slotKey(saturday)]: "yes" }),
      answer(2, { [slotKey(saturday)]: "yes" }),
    ];
    expect(defaultFinalDateTime([friday, saturday], responses)).toBe("2027-03-06T10:00");
  });

  it("breaks a tie by most maybe, then by the earliest slot", () => {
    const tie = [answer(1, { [slotKey(friday)]: "yes", [slotKey(saturday)]: "yes" })];
    expect(defaultFinalDateTime([saturday, friday], tie)).toBe("2027-03-05T18:00");
    const maybe = [...tie, answer(2, { [slotKey(saturday)]: "maybe" })];
    expect(defaultFinalDateTime([friday, saturday], maybe)).toBe("2027-03-06T10:00");
  });

  it("is noon for an all-day slot, and empty without slots", () => {
    expect(defaultFinalDateTime([sunday], [answer(1, { [slotKey(sunday)]: "yes" })])).toBe(
      "2027-03-07T12:00",
    );
    expect(defaultFinalDateTime([], [])).toBe("");
  });
});

describe("activity options", () => {
  const option = (id: string, love: number, total: number): ActivityOption => ({
    id,
    value: id,
    love,
    total,
    isOriginal: id === "original",
  });

  it("sort by love votes, then total votes, keeping the given order for equals", () => {
    const ranked = rankActivities([
      option("original", 1, 1),
      option("bowling", 2, 2),
      option("trivia", 1, 4),
      option("karaoke", 1, 1),
    ]);
    expect(ranked.map((o) => o.id)).toEqual(["bowling", "trivia", "original", "karaoke"]);
  });
});

describe("custom reminder hours", () => {
  it("split by comma, dropping blanks and non-numbers", () => {
    expect(parseCustomHours("2, 5, , soon, 12.5,")).toEqual([2, 5, 12.5]);
    expect(parseCustomHours("")).toEqual([]);
    expect(parseCustomHours(" , ")).toEqual([]);
  });
});

describe("final date and time", () => {
  it("reads the form's value on the host's clock, or an ISO instant as is", () => {
    expect(parseFinalDateTime("2027-03-15T18:00", "America/New_York")?.toISOString()).toBe(
      "2027-03-15T22:00:00.000Z",
    );
    expect(parseFinalDateTime("2027-03-15T22:00:00.000Z", "Asia/Kathmandu")?.toISOString()).toBe(
      "2027-03-15T22:00:00.000Z",
    );
    expect(parseFinalDateTime("2027-03-15T18:00-04:00", "UTC")?.toISOString()).toBe(
      "2027-03-15T22:00:00.000Z",
    );
    expect(parseFinalDateTime("next Friday", "UTC")).toBeUndefined();
    expect(toDateTimeLocal(new Date("2027-03-15T22:00:00Z"), "America/New_York")).toBe("2027-03-15T18:00");
  });

  it("is required, and the notifications default to confirmed guests only", () => {
    const missing = finalizeSchema.safeParse({ finalDateTime: " " });
    expect(missing.error?.issues[0]?.message).toBe(FINAL_DATE_REQUIRED);
    const ok = finalizeSchema.parse({ finalDateTime: "2027-03-15T18:00" });
    expect(ok).toMatchObject({ notifyConfirmed: true, notifyMaybe: false });
    expect(ok.location).toBeUndefined();
    expect(finalizeSchema.parse({ finalDateTime: "2027-03-15T18:00", location: " " }).location).toBeNull();
  });

  it("reads with the zone named", () => {
    expect(formatFinalDateTime(new Date("2027-03-15T22:00:00Z"), "America/New_York")).toBe(
      "Monday, March 15, 2027 at 6:00 PM EDT",
    );
  });
});
