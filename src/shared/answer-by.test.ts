import { describe, expect, it } from "vitest";
import {
  ANSWER_BY_TOO_SOON,
  answerByProblem,
  answersClosedMessage,
  firstSlotStart,
  formatAnswerBy,
  planNudges,
  timeLeftParts,
} from "./answer-by.ts";
import { makeSlot } from "./time-slots.ts";

const H = 3_600_000;
const NY = "America/New_York";

describe("the answer-by date", () => {
  it("reads on the host's clock and says how long is left", () => {
    const at = new Date("2026-12-04T23:00:00Z"); // Fri 6 PM in New York
    expect(formatAnswerBy(at, NY)).toBe("Fri, Dec 4, 6:00 PM");
    expect(timeLeftParts(at, new Date(at.getTime() - 50 * H))).toEqual({ unit: "days", count: 2 });
    expect(timeLeftParts(at, new Date(at.getTime() - 5 * H - 1))).toEqual({ unit: "hours", count: 5 });
    expect(timeLeftParts(at, new Date(at.getTime() - 60_000))).toEqual({ unit: "minutes", count: 1 });
    expect(answersClosedMessage(at, NY, "Hana")).toBe("Answers closed on Fri, Dec 4. Ask Hana to reopen.");
  });

  it("must be at least an hour ahead", () => {
    const now = new Date("2026-12-01T12:00:00Z");
    expect(answerByProblem(new Date(now.getTime() + H - 1), now)).toBe(ANSWER_BY_TOO_SOON);
    expect(answerByProblem(new Date(now.getTime() + H), now)).toBeUndefined();
  });
});

describe("planning nudges", () => {
  const answerBy = new Date("2026-12-04T23:00:00Z"); // Fri Dec 4, 6 PM New York
  const base = { firstSlotStart: null, zone: NY };

  it("goes two days and six hours before the answer-by date", () => {
    const plan = planNudges({
      ...base,
      answerBy,
      invitedAt: new Date("2026-11-28T12:00:00Z"),
      now: new Date("2026-11-28T12:00:00Z"),
    });
    expect(plan.map((n) => [n.step, n.at.toISOString()])).toEqual([
      ["2_days_before", "2026-12-02T23:00:00.000Z"],
      ["6_hours_before", "2026-12-04T17:00:00.000Z"],
    ]);
  });

  it("keeps the wall-clock time across a DST change (two days before stays 6 PM)", () => {
    // Sunday Nov 1 2026 New York falls back: Tue Nov 3 6 PM EST; two days before is Sun Nov 1 6 PM EST…
    const tuesday = new Date("2026-11-03T23:00:00Z");
    const [first] = planNudges({
      ...base,
      answerBy: tuesday,
      invitedAt: new Date("2026-10-25T12:00:00Z"),
      now: new Date("2026-10-25T12:00:00Z"),
    });
    expect(first!.at.toISOString()).toBe("2026-11-01T23:00:00.000Z");
    // …and Sat Oct 31 6 PM EDT is 22:00 UTC: a 48-hour shift would have said 5 PM.
    const monday = new Date("2026-11-02T23:00:00Z");
    const [early] = planNudges({
      ...base,
      answerBy: monday,
      invitedAt: new Date("2026-10-25T12:00:00Z"),
      now: new Date("2026-10-25T12:00:00Z"),
    });
    expect(early!.at.toISOString()).toBe("2026-10-31T22:00:00.000Z");
  });

  it("skips a step already past, or less than six hours after the invitation", () => {
    const invitedAt = new Date("2026-12-03T12:00:00Z");
    expect(planNudges({ ...base, answerBy, invitedAt, now: invitedAt }).map((n) => n.step)).toEqual([
      "6_hours_before",
    ]);
    const lateInvite = new Date("2026-12-04T12:00:00Z"); // 5 h before the 6-hour step
    expect(planNudges({ ...base, answerBy, invitedAt: lateInvite, now: lateInvite })).toEqual([]);
    const now = new Date("2026-12-04T18:00:00Z");
    expect(planNudges({ ...base, answerBy, invitedAt: new Date("2026-11-20T12:00:00Z"), now })).toEqual([]);
  });

  it("without a date goes two and five days after the invitation, never once the first slot has started", () => {
    const invitedAt = new Date("2026-12-01T15:00:00Z");
    const plan = planNudges({ ...base, answerBy: null, invitedAt, now: invitedAt });
    expect(plan.map((n) => [n.step, n.at.toISOString()])).toEqual([
      ["2_days_after", "2026-12-03T15:00:00.000Z"],
      ["5_days_after", "2026-12-06T15:00:00.000Z"],
    ]);
    const slots = [makeSlot("2026-12-05", "10:00"), makeSlot("2026-12-09", "10:00")];
    const start = firstSlotStart(slots, NY);
    expect(start!.toISOString()).toBe("2026-12-05T15:00:00.000Z");
    const capped = planNudges({ ...base, answerBy: null, invitedAt, firstSlotStart: start, now: invitedAt });
    expect(capped.map((n) => n.step)).toEqual(["2_days_after"]);
  });
});
