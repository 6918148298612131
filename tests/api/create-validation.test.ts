// Creating a hang: the rules the create form shows, enforced by the server with the same shared
// schema. A refused request answers 400 with the spec's message and writes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hangs } from "../../src/server/db/schema.ts";
import { makeSlot } from "../../src/shared/time-slots.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput } from "../support/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ runWorkers: false });
});
afterAll(() => t.close());

const hangCount = () => t.database.db.$count(hangs);

describe("a create request is refused, and nothing stored", () => {
  const without = (field: string) => {
    const input: Record<string, unknown> = { ...hangInput() };
    delete input[field];
    return input;
  };
  it.each([
    ["no vibe", without("vibe"), "vibe", "Please select a vibe"],
    ["Other with no description", hangInput({ vibe: "  other " }), "vibe", "Please describe the vibe"],
    [
      "no slots or windows",
      { ...without("timeSlots"), timeWindows: undefined },
      "timeSlots",
      "Please add at least one time window",
    ],
    ["no name", without("name"), "name", "Name is required"],
    ["no host name", without("hostName"), "hostName", "Host name is required"],
    ["a blank host e-mail", hangInput({ hostEmail: "  " }), "hostEmail", "Host email is required"],
    ["no host e-mail", without("hostEmail"), "hostEmail", "Host email is required"],
    [
      "an unknown duration",
      hangInput({ timeSlots: [{ ...makeSlot("2027-01-01"), duration: "4h" as never }] }),
      "timeSlots.0.duration",
      "Duration is required",
    ],
    [
      "a custom end before the start",
      hangInput({
        timeSlots: [{ date: "2027-01-01", startTime: "18:00", endTime: "17:00", duration: "custom" }],
      }),
      "timeSlots.0.endTime",
      "End time must be after the start time",
    ],
    [
      "the same slot twice",
      hangInput({ timeSlots: [makeSlot("2027-01-01"), makeSlot("2027-01-01")] }),
      "timeSlots",
      "Each time slot must be different",
    ],
    [
      "a time already over on the host's clock",
      hangInput({ hostTimezone: "Asia/Kathmandu", timeSlots: [makeSlot("2025-06-01", "08:00", "3h")] }),
      "timeSlots",
      "Sunday, June 1 - 8:00 AM to 11:00 AM has already passed: pick a time that is still to come",
    ],
    [
      "a party size given as text",
      hangInput({ maxCapacity: "6" as never }),
      "maxCapacity",
      "Party size must be a whole number",
    ],
    [
      "an overlong location",
      hangInput({ location: "x".repeat(301) }),
      "location",
      "Must be at most 300 characters",
    ],
  ])("%s", async (_case, body, field, message) => {
    const before = await hangCount();
    const res = await t.request("POST", "/api/hangs", body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[field]).toBe(message);
    expect(await hangCount()).toBe(before);
  });

  it("when the suggestions switch is not a yes/no", async () => {
    const before = await hangCount();
    const res = await t.request(
      "POST",
      "/api/hangs",
      hangInput({ allowActivitySuggestions: "yes" as never }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty("allowActivitySuggestions");
    expect(await hangCount()).toBe(before);
  });
});

describe("a create request is stored with every field of the form", () => {
  it("keeps the chosen place, the limit and the suggestions switch", async () => {
    const { status, body } = await t.request(
      "POST",
      "/api/hangs",
      hangInput({
        location: "66 Mint St, San Francisco",
        locationName: "Blue Bottle Coffee",
        locationLat: "37.78",
        locationLng: "-122.4",
        maxCapacity: 50,
        allowActivitySuggestions: true,
      }),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({
      location: "66 Mint St, San Francisco",
      locationName: "Blue Bottle Coffee",
      locationLat: "37.78",
      locationLng: "-122.4",
      maxCapacity: 50,
      allowActivitySuggestions: true,
    });
  });

  it("treats left-out optional fields as none: no place, no limit, no suggestions", async () => {
    const { status, body } = await t.request(
      "POST",
      "/api/hangs",
      hangInput({ location: "  ", maxCapacity: null, hostTimezone: undefined }),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({
      location: null,
      locationName: null,
      maxCapacity: null,
      allowActivitySuggestions: false,
      hostTimezone: null,
    });
  });

  it("sorts the slots and derives every display string, all-day and custom included", async () => {
    const { body } = await t.request(
      "POST",
      "/api/hangs",
      hangInput({
        timeSlots: [
          { date: "2027-03-28", startTime: "10:00", endTime: "21:00", duration: "custom" },
          makeSlot("2027-03-27", "09:00", "all-day"),
          makeSlot("2027-03-26", "06:00", "30min"),
        ],
        // What the client sends is replaced by strings made from the slots, so they always agree.
        timeWindows: ["stale"],
      }),
    );
    expect(body.timeWindows).toEqual([
      "Friday, March 26 - 6:00 AM to 6:30 AM",
      "Saturday, March 27 - All Day",
      "Sunday, March 28 - 10:00 AM to 9:00 PM",
    ]);
  });
});
