import { describe, expect, it } from "vitest";
import { dashboardDateLabel, hangDays, isHappeningToday } from "./dashboard-dates.ts";
import { makeSlot } from "./time-slots.ts";

const base = { isFinalized: false, finalDateTime: null, timeSlots: [], timeWindows: [], hostTimezone: null };

describe("dashboardDateLabel", () => {
  it("shows the final date in the host's zone, and the viewer's too when it differs", () => {
    const hang = {
      ...base,
      isFinalized: true,
      finalDateTime: "2027-03-05T23:00:00.000Z",
      hostTimezone: "America/New_York",
    };
    expect(dashboardDateLabel(hang, "America/New_York")).toBe("Friday, Mar 5, 6:00 PM EST");
    expect(dashboardDateLabel(hang, "Europe/Berlin")).toBe(
      "Friday, Mar 5, 6:00 PM EST (Saturday, Mar 6, 12:00 AM GMT+1)",
    );
  });

  it("says Flexible timing for several slots or windows, the single date for one, else Date TBD", () => {
    const zone = "Asia/Kathmandu";
    expect(
      dashboardDateLabel({ ...base, timeSlots: [makeSlot("2027-03-05"), makeSlot("2027-03-06")] }, zone),
    ).toBe("Flexible timing");
    expect(dashboardDateLabel({ ...base, timeWindows: ["a", "b"] }, zone)).toBe("Flexible timing");
    expect(
      dashboardDateLabel({ ...base, hostTimezone: zone, timeSlots: [makeSlot("2027-03-05")] }, zone),
    ).toBe("Friday, Mar 5, 6:00 PM GMT+5:45");
    expect(
      dashboardDateLabel({ ...base, timeSlots: [makeSlot("2027-03-05", "10:00", "all-day")] }, zone),
    ).toBe("Friday, Mar 5, All day");
    expect(dashboardDateLabel(base, zone)).toBe("Date TBD");
  });

  it("writes the date in another language's own form when given one", () => {
    const zone = "Europe/Berlin";
    const german = { locale: "de", allDay: "Ganztägig" };
    const final = {
      ...base,
      isFinalized: true,
      finalDateTime: "2027-03-05T17:00:00.000Z",
      hostTimezone: zone,
    };
    expect(dashboardDateLabel(final, zone, german)).toBe("Freitag, 5. März, 18:00 MEZ");
    const allDay = { ...base, hostTimezone: zone, timeSlots: [makeSlot("2027-03-05", "10:00", "all-day")] };
    expect(dashboardDateLabel(allDay, zone, german)).toBe("Freitag, 5. März, Ganztägig");
  });
});

describe("hangDays and isHappeningToday", () => {
  it("marks the final day on the host's clock, or every slot's day", () => {
    const finalized = {
      ...base,
      isFinalized: true,
      finalDateTime: "2027-03-06T03:00:00.000Z",
      hostTimezone: "America/New_York",
    };
    expect(hangDays(finalized, "Asia/Kathmandu")).toEqual(["2027-03-05"]);
    expect(hangDays({ ...base, timeSlots: [makeSlot("2027-03-05"), makeSlot("2027-03-07")] }, "UTC")).toEqual(
      ["2027-03-05", "2027-03-07"],
    );
  });

  it("is today only for a finalized, not cancelled hang whose final date is today where the viewer is", () => {
    const now = new Date("2027-03-05T10:00:00.000Z");
    const hang = { isFinalized: true, isCancelled: false, finalDateTime: "2027-03-05T20:00:00.000Z" };
    expect(isHappeningToday(hang, now, "UTC")).toBe(true);
    expect(isHappeningToday(hang, now, "Asia/Kathmandu")).toBe(false);
    expect(isHappeningToday({ ...hang, isCancelled: true }, now, "UTC")).toBe(false);
    expect(isHappeningToday({ ...hang, isFinalized: false }, now, "UTC")).toBe(false);
  });
});
