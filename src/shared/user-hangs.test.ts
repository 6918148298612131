import { describe, expect, it } from "vitest";
import { makeSlot } from "./time-slots.ts";
import { dashboardStatus, inviteeSummary, isUpcoming, relativeTimeLabel } from "./user-hangs.ts";

const now = new Date("2027-03-05T12:00:00.000Z");
const base = {
  isCancelled: false,
  isFinalized: false,
  finalDateTime: null,
  timeSlots: [],
  hostTimezone: "UTC",
};

describe("the upcoming test", () => {
  it("follows the spec: never cancelled; a final date ahead; any slot not yet over; no slots at all", () => {
    expect(isUpcoming(base, now)).toBe(true);
    expect(isUpcoming({ ...base, isCancelled: true }, now)).toBe(false);
    expect(isUpcoming({ ...base, isFinalized: true, finalDateTime: "2027-03-05T13:00:00Z" }, now)).toBe(true);
    expect(isUpcoming({ ...base, isFinalized: true, finalDateTime: "2027-03-05T11:00:00Z" }, now)).toBe(
      false,
    );
    // 11:00–12:30 UTC is still on at noon; 10:00–11:30 is over.
    expect(isUpcoming({ ...base, timeSlots: [makeSlot("2027-03-05", "11:00", "1.5h")] }, now)).toBe(true);
    expect(isUpcoming({ ...base, timeSlots: [makeSlot("2027-03-05", "10:00", "1.5h")] }, now)).toBe(false);
  });

  it("reads slots on the host's clock", () => {
    // 17:00–18:30 in Kathmandu ended at 12:45 UTC: still on at noon UTC.
    const slot = makeSlot("2027-03-05", "17:00", "1.5h");
    expect(isUpcoming({ ...base, hostTimezone: "Asia/Kathmandu", timeSlots: [slot] }, now)).toBe(true);
    expect(isUpcoming({ ...base, hostTimezone: "Pacific/Kiritimati", timeSlots: [slot] }, now)).toBe(false);
  });
});

describe("statuses, relative times and invitee summaries", () => {
  it("derives the statuses, and says a past hang never locked in was unsettled", () => {
    expect(dashboardStatus(base, now)).toBe("planning");
    const over = { ...base, timeSlots: [makeSlot("2027-03-04", "10:00", "1.5h")] };
    expect(dashboardStatus(over, now)).toBe("unsettled");
    expect(dashboardStatus({ ...over, isCancelled: true }, now)).toBe("cancelled");
    expect(dashboardStatus({ ...base, isCancelled: true, isFinalized: true }, now)).toBe("cancelled");
    expect(dashboardStatus({ ...base, isFinalized: true, finalDateTime: "2027-03-06T00:00:00Z" }, now)).toBe(
      "finalized",
    );
    expect(dashboardStatus({ ...base, isFinalized: true, finalDateTime: "2027-03-04T00:00:00Z" }, now)).toBe(
      "completed",
    );
  });

  it("labels how long ago", () => {
    const ago = (ms: number) => relativeTimeLabel(new Date(now.getTime() - ms), now);
    const hour = 3_600_000;
    expect(ago(59 * 60_000)).toBe("Just now");
    expect(ago(hour)).toBe("1 hour ago");
    expect(ago(23 * hour)).toBe("23 hours ago");
    expect(ago(24 * hour)).toBe("1 day ago");
    expect(ago(72 * hour)).toBe("3 days ago");
  });

  it("summarises invitees: none, up to three in full, else two and +N more", () => {
    expect(inviteeSummary([], 0)).toBe("No invitees");
    expect(inviteeSummary(["a@x.io"], 1)).toBe("a@x.io");
    expect(inviteeSummary(["a@x.io", "b@x.io", "c@x.io"], 3)).toBe("a@x.io, b@x.io, c@x.io");
    expect(inviteeSummary(["a@x.io", "b@x.io", "c@x.io"], 7)).toBe("a@x.io, b@x.io +5 more");
  });
});
