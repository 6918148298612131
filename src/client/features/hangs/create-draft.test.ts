import { describe, expect, it } from "vitest";
import { makeSlot } from "../../../shared/time-slots.ts";
import { createStartFrom, EMPTY_START } from "./create-draft.ts";

describe("the create form's start values", () => {
  it("are empty without a template or draft", () => {
    expect(createStartFrom({}, {})).toEqual(EMPTY_START);
  });

  it("take every field of the repeat template", () => {
    const start = createStartFrom(
      {
        name: "Book club",
        vibe: "book-club",
        hostName: "Hana",
        hostEmail: "hana@example.com",
        maxCapacity: 8,
        locationName: "Reading Room Cafe",
        location: "2 Example Street",
      },
      {},
    );
    expect(start).toEqual({
      ...EMPTY_START,
      name: "Book club",
      vibeChoice: "book-club",
      hostName: "Hana",
      hostEmail: "hana@example.com",
      maxCapacity: 8,
      location: { name: "Reading Room Cafe", address: "2 Example Street", lat: null, lng: null },
    });
  });

  it("treat an unknown vibe as Other with its text, and let the template win over the draft", () => {
    const start = createStartFrom(
      { vibe: "Pottery class" },
      { vibe: "coffee", name: "Draft name", allowActivitySuggestions: true, maxCapacity: "12" },
    );
    expect(start).toMatchObject({
      vibeChoice: "other",
      customVibe: "Pottery class",
      name: "Draft name",
      allowActivitySuggestions: true,
      maxCapacity: 12,
    });
  });

  it("drop what the form would refuse: past or broken slots, limits outside 2–50", () => {
    const future = makeSlot("2999-01-01");
    const start = createStartFrom(
      { maxCapacity: 51 },
      { timeSlots: [makeSlot("2000-01-01"), { date: "nope" }, future, future], maxCapacity: 1.5 },
    );
    expect(start.timeSlots).toEqual([future]);
    expect(start.maxCapacity).toBeNull();
  });
});
