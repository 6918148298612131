import { describe, expect, it } from "vitest";
import {
  type AttendanceEntry,
  answerForTime,
  lockedInSlotKey,
  lockInAudience,
  partyStandings,
  promotionsDue,
  rosterForTime,
} from "./attendance.ts";
import { wallTimeToInstant } from "./calendar.ts";
import { makeSlot, slotKey } from "./time-slots.ts";

const ZONE = "America/New_York";
const friday = makeSlot("2027-03-12", "19:00", "3h");
const saturday = makeSlot("2027-03-13", "19:00", "3h");
const sunday = makeSlot("2027-03-14", "10:00", "all-day");
const slots = [friday, saturday, sunday];

let order = 0;
function answer(
  id: string,
  response: string,
  perTime: Record<string, "yes" | "maybe" | "no">,
  extra: Partial<AttendanceEntry> = {},
) {
  order += 1;
  return {
    id,
    response,
    timeSlotAvailability: perTime,
    respondedAt: new Date(Date.UTC(2027, 0, 1, 0, order)),
    ...extra,
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

describe("capacity per time, in heads", () => {
  const F = slotKey(friday);
  const S = slotKey(saturday);
  it("counts each time on its own: Friday at 3 of 4 still has a spot while Saturday has 2", () => {
    const responses = [
      answer("a", "yes", { [F]: "yes", [S]: "no" }),
      answer("b", "yes", { [F]: "yes", [S]: "no" }),
      answer("c", "yes", { [F]: "yes", [S]: "yes" }),
      answer("d", "yes", { [F]: "no", [S]: "yes" }),
    ];
    expect(rosterForTime(responses, F, 4)).toMatchObject({ confirmedHeads: 3, full: false, spotsLeft: 1 });
    expect(rosterForTime(responses, S, 4)).toMatchObject({ confirmedHeads: 2, full: false, spotsLeft: 2 });
  });
  it("orders a time's line by when its Yes began, not when the answer was first given", () => {
    const early = answer(
      "early",
      "yes",
      { [S]: "yes" },
      { yesSince: { [S]: "2027-02-01T00:00:00.000Z" }, waitingFor: [S] },
    );
    const late = answer("late", "yes", { [S]: "yes" }, { waitingFor: [S] });
    const holder = answer("holder", "yes", { [S]: "yes" }, { plusOnes: 1 });
    const roster = rosterForTime([early, late, holder], S, 2);
    expect(ids(roster.confirmed.map((s) => s.entry))).toEqual(["holder"]);
    expect(ids(roster.waitlist.map((s) => s.entry))).toEqual(["late", "early"]);
  });
  it("names the waiting parties that now fit, and each answer's place per time", () => {
    const a = answer("a", "yes", { [F]: "yes" }, { plusOnes: 1 });
    const big = answer("big", "yes", { [F]: "yes" }, { plusOnes: 2, waitingFor: [F] });
    const one = answer("one", "yes", { [F]: "yes" }, { waitingFor: [F] });
    expect(promotionsDue([a, big, one], [F], 4).map((p) => p.entry.id)).toEqual(["one"]);
    expect(promotionsDue([big, one], [F], 4).map((p) => p.entry.id)).toEqual(["big", "one"]);
    const standings = partyStandings([a, big, one], [F, S], 3);
    expect(standings.get("big")).toEqual({ heads: 3, waitlistPlaces: { [F]: 1 } });
    expect(standings.get("a")).toEqual({ heads: 2, waitlistPlaces: {} });
  });
  it("tells the lock-in mail who holds a spot for that time, in heads", () => {
    const responses = [
      answer("a", "yes", { [S]: "yes" }, { plusOnes: 2 }),
      answer("b", "yes", { [S]: "yes" }, { plusOnes: 1, waitingFor: [S] }),
      answer("c", "yes", { [S]: "yes" }),
    ];
    const audience = lockInAudience(responses, S, 4);
    expect(ids(audience.confirmed)).toEqual(["a", "c"]);
    expect(ids(audience.waitlist)).toEqual(["b"]);
  });
});
