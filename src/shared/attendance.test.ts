import { describe, expect, it } from "vitest";
import { type AttendanceEntry, answerForTime, lockedInSlotKey, lockInAudience } from "./attendance.ts";
import { wallTimeToInstant } from "./calendar.ts";
import { makeSlot, slotKey } from "./time-slots.ts";

const ZONE = "America/New_York";
const friday = makeSlot("2027-03-12", "19:00", "3h");
const saturday = makeSlot("2027-03-13", "19:00", "3h");
const sunday = makeSlot("2027-03-14", "10:00", "all-day");
const slots = [friday, saturday, sunday];

let order = 0;
function answer(id: string, response: string, perTime: Record<string, "yes" | "maybe" | "no">) {
  order += 1;
  return {
    id,
    response,
    timeSlotAvailability: perTime,
    respondedAt: new Date(Date.UTC(2027, 0, 1, 0, order)),
  } satisfies AttendanceEntry;
}
const ids = (list: readonly { id: string }[]) => list.map((r) => r.id);

describe("lockedInSlotKey", () => {
  it("finds the slot that starts at the final time, on the host's clock", () => {
    expect(lockedInSlotKey(slots, wallTimeToInstant("2027-03-13", "19:00", ZONE), ZONE)).toBe(
      slotKey(saturday),
    );
  });
  it("finds an all-day slot by its day", () => {
    expect(lockedInSlotKey(slots, wallTimeToInstant("2027-03-14", "12:00", ZONE), ZONE)).toBe(
      slotKey(sunday),
    );
  });
  it("is undefined for a time no slot offered", () => {
    expect(lockedInSlotKey(slots, wallTimeToInstant("2027-03-12", "09:00", ZONE), ZONE)).toBeUndefined();
  });
});

describe("lockInAudience", () => {
  const F = slotKey(friday);
  const S = slotKey(saturday);
  it("sorts guests by their answer for the locked-in time, not their answer overall", () => {
    const responses = [
      answer("ana", "yes", { [F]: "yes", [S]: "no" }),
      answer("ben", "yes", { [F]: "no", [S]: "yes" }),
      answer("cy", "maybe", { [F]: "maybe", [S]: "maybe" }),
      answer("dee", "no", { [F]: "no", [S]: "no" }),
    ];
    const audience = lockInAudience(responses, S, null);
    expect(ids(audience.confirmed)).toEqual(["ben"]);
    expect(ids(audience.maybe)).toEqual(["cy"]);
    expect(ids(audience.cannot)).toEqual(["ana", "dee"]);
    expect(audience.waitlist).toEqual([]);
  });
  it("puts yes for that time past capacity on the waitlist, in the order they answered", () => {
    const responses = [
      answer("a", "yes", { [S]: "yes" }),
      answer("b", "yes", { [S]: "yes" }),
      answer("c", "yes", { [S]: "yes" }),
      answer("d", "yes", { [F]: "yes", [S]: "no" }),
    ];
    const audience = lockInAudience(responses, S, 2);
    expect(ids(audience.confirmed)).toEqual(["a", "b"]);
    expect(ids(audience.waitlist)).toEqual(["c"]);
    expect(ids(audience.cannot)).toEqual(["d"]);
  });
  it("leaves out a guest who answered other times but not this one", () => {
    const late = answer("e", "yes", { [F]: "yes" });
    expect(answerForTime(late, S)).toBeUndefined();
    const audience = lockInAudience([late], S, null);
    expect([audience.confirmed, audience.maybe, audience.cannot, audience.waitlist].flat()).toEqual([]);
  });
  it("reads the overall answer for a time no slot offered, and for answers given without times", () => {
    expect(answerForTime(answer("f", "maybe", { [F]: "yes" }), undefined)).toBe("maybe");
    expect(answerForTime(answer("g", "yes", {}), S)).toBe("yes");
  });
});
