import { describe, expect, it } from "vitest";
import { groupHangView } from "./views.ts";

const NOW = Date.parse("2026-03-10T12:00:00Z");
const slot = (date: string) => ({ date, startTime: "18:00", endTime: "19:30", duration: "1.5h" as const });

function hang(overrides: Partial<Parameters<typeof groupHangView>[0]> = {}) {
  return {
    id: "h1",
    name: "Dumplings",
    vibe: "food",
    timeSlots: [slot("2026-03-12")],
    timeWindows: [],
    hostTimezone: "America/New_York",
    isFinalized: false,
    finalDateTime: null,
    isCancelled: false,
    location: null,
    locationName: null,
    createdAt: new Date(NOW),
    ...overrides,
  };
}

describe("a group hang's status", () => {
  it("is planning, upcoming, and starts at its earliest proposed time in the host's zone", () => {
    const view = groupHangView(hang({ timeSlots: [slot("2026-03-14"), slot("2026-03-12")] }), NOW);
    expect(view).toMatchObject({ status: "planning", upcoming: true, timeTbd: false });
    expect(view.startsAt).toBe("2026-03-12T22:00:00.000Z");
  });

  it("is past once every proposed time has ended", () => {
    expect(groupHangView(hang({ timeSlots: [slot("2026-03-01")] }), NOW).upcoming).toBe(false);
  });

  it("is finalized before its date and completed after it", () => {
    const ahead = groupHangView(hang({ isFinalized: true, finalDateTime: new Date(NOW + 3600_000) }), NOW);
    const behind = groupHangView(hang({ isFinalized: true, finalDateTime: new Date(NOW - 3600_000) }), NOW);
    expect([ahead.status, ahead.upcoming]).toEqual(["finalized", true]);
    expect([behind.status, behind.upcoming]).toEqual(["completed", false]);
  });

  it("is cancelled, never upcoming", () => {
    expect(groupHangView(hang({ isCancelled: true }), NOW)).toMatchObject({
      status: "cancelled",
      upcoming: false,
    });
  });

  it("has its time to be decided when no time was proposed", () => {
    expect(groupHangView(hang({ timeSlots: [] }), NOW)).toMatchObject({
      timeTbd: true,
      upcoming: true,
      startsAt: null,
    });
  });
});
