// The .ics download, read back with an independent parser (ical.js). The hang is in New York and
// the tests run in Kathmandu (+05:45), on both sides of the March 2027 DST change.
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hangs } from "../../src/server/db/schema.ts";
import { makeSlot, slotKey } from "../../src/shared/time-slots.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput } from "../support/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_URL: "http://hangs.test:5000" } });
});
afterAll(() => t.close());

// DST starts in New York at 02:00 on Sunday 14 March 2027.
const BEFORE = makeSlot("2027-03-13", "18:00", "2h");
const AFTER = makeSlot("2027-03-15", "18:30", "1.5h");
const ALL_DAY = makeSlot("2027-03-16", "06:00", "all-day");

async function newHang(overrides = {}) {
  const input = hangInput({
    name: "Taco night, at Casa!",
    hostTimezone: "America/New_York",
    timeSlots: [BEFORE, AFTER, ALL_DAY],
    location: "12 Main St",
    locationName: "Casa",
    ...overrides,
  });
  return (await t.request("POST", "/api/hangs", input)).body as { id: string };
}

async function download(hangId: string, query = "") {
  const res = await t.request("GET", `/api/hangs/${hangId}/calendar.ics${query}`);
  expect(res.status).toBe(200);
  return res;
}

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return { calendar, event: new ICAL.Event(calendar.getFirstSubcomponent("vevent")!) };
}

describe("calendar.ics", () => {
  it.each([
    ["before the DST change", BEFORE, "2027-03-13T23:00:00.000Z", "2027-03-14T01:00:00.000Z"],
    ["after the DST change", AFTER, "2027-03-15T22:30:00.000Z", "2027-03-16T00:00:00.000Z"],
  ])("gives a slot %s the right UTC start and end", async (_label, slot, start, end) => {
    const hang = await newHang();
    const res = await download(hang.id, `?slot=${encodeURIComponent(slotKey(slot))}`);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="taco-night-at-casa.ics"');
    const { calendar, event } = parse(res.body);
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(event.startDate.toJSDate().toISOString()).toBe(start);
    expect(event.endDate.toJSDate().toISOString()).toBe(end);
    expect(event.summary).toBe("Taco night, at Casa!");
    expect(event.location).toBe("Casa, 12 Main St");
    expect(event.description).toContain(`http://hangs.test:5000/hang/${hang.id}`);
  });

  it.each([
    ["the host's zone", "America/New_York", ""],
    ["a viewer in Auckland", null, "?tz=Pacific/Auckland"],
    ["a viewer in Honolulu", null, "?tz=Pacific/Honolulu"],
  ])("makes an all-day slot an all-day event on its own date, for %s", async (_label, hostZone, tz) => {
    const hang = await newHang({ hostTimezone: hostZone });
    const query = `${tz ? `${tz}&` : "?"}slot=${encodeURIComponent(slotKey(ALL_DAY))}`;
    const raw = (await download(hang.id, query)).body as string;
    expect(raw).toContain("DTSTART;VALUE=DATE:20270316\r\n");
    const { event } = parse(raw);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe("2027-03-16");
    expect(event.endDate.isDate).toBe(true);
    expect(event.endDate.toString()).toBe("2027-03-17");
  });

  it("keeps one UID per hang, raises SEQUENCE with the hang's version and holds no e-mail", async () => {
    const hang = await newHang();
    const a = parse((await download(hang.id, `?slot=${encodeURIComponent(slotKey(BEFORE))}`)).body).event;
    const b = parse((await download(hang.id)).body).event;
    expect(a.uid).toBe(`hang-${hang.id}@hangs.test`);
    expect(b.uid).toBe(a.uid);
    // No slot chosen: the earliest one.
    expect(b.startDate.toJSDate().toISOString()).toBe("2027-03-13T23:00:00.000Z");
    await t.database.db.update(hangs).set({ version: 4 }).where(eq(hangs.id, hang.id));
    const raw = (await download(hang.id)).body as string;
    expect(parse(raw).event.sequence).toBe(4);
    expect(raw).not.toContain("@example.com");
    expect(raw).not.toMatch(/ORGANIZER|ATTENDEE/);
  });

  it("uses a final time that no slot has, two hours long, once the hang is finalized", async () => {
    // 19:00 EDT on Sunday 14 March: none of the slots starts then, so nothing says how long it lasts.
    const hang = await newHang();
    await t.database.db
      .update(hangs)
      .set({ isFinalized: true, finalDateTime: new Date("2027-03-14T23:00:00Z") })
      .where(eq(hangs.id, hang.id));
    const { event } = parse((await download(hang.id)).body);
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-03-14T23:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2027-03-15T01:00:00.000Z");
  });

  it("puts an older hang's readable time window in the calendar, on its own day", async () => {
    const old = await newHang({ timeSlots: [], timeWindows: ["Saturday, March 13 - All Day"] });
    const ics = (await download(old.id)).body;
    expect(ics).toContain("DTSTART;VALUE=DATE:20270313");
    expect(ics).toContain("DTEND;VALUE=DATE:20270314");
  });

  it("uses the viewer's zone for a hang without the host's, and refuses what has no time", async () => {
    const hang = await newHang({ hostTimezone: null });
    const { event } = parse((await download(hang.id, "?tz=Asia/Kathmandu")).body);
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-03-13T12:15:00.000Z");
    const vague = await newHang({ timeSlots: [], timeWindows: ["Some evening next week"] });
    expect((await t.request("GET", `/api/hangs/${vague.id}/calendar.ics`)).status).toBe(404);
    expect((await t.request("GET", "/api/hangs/nope/calendar.ics")).status).toBe(404);
  });
});
