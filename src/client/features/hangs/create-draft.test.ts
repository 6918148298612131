import { describe, expect, it } from "vitest";
import { makeSlot } from "../../../shared/time-slots.ts";
import { createStartFrom, EMPTY_START, savedDraftOf } from "./create-draft.ts";

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

describe("the draft the create form keeps", () => {
  const draft = {
    name: "Pottery evening",
    vibeChoice: "other",
    customVibe: "Pottery class",
    timeSlots: [makeSlot("2999-01-01"), makeSlot("2999-01-03")],
    location: { name: "Clay Studio", address: "3 Kiln Lane", lat: "51.5", lng: "-0.1" },
    capacity: "6",
    allowActivitySuggestions: true,
    answerBy: { local: "2998-12-30T18:00", nudges: false, autoLock: true },
    hostName: "Hana",
    hostEmail: "hana@example.com",
  };

  it("comes back whole: every field the host filled in", () => {
    const { capacity: _typed, ...fields } = draft;
    expect(createStartFrom({}, savedDraftOf(draft))).toEqual({ ...EMPTY_START, ...fields, maxCapacity: 6 });
  });

  it("comes back with a catalogue vibe and no limit as chosen", () => {
    const start = createStartFrom({}, savedDraftOf({ ...draft, vibeChoice: "golf", capacity: "" }));
    expect(start).toMatchObject({ vibeChoice: "golf", customVibe: "", maxCapacity: null });
  });

  it("drops an answer-by date that has passed, keeping the switches", () => {
    const past = { local: "2000-01-01T18:00", nudges: false, autoLock: true };
    const start = createStartFrom({}, savedDraftOf({ ...draft, answerBy: past }));
    expect(start.answerBy).toEqual({ local: "", nudges: false, autoLock: true });
  });
});
