import { describe, expect, it } from "vitest";
import {
  type BusyInterval,
  markSlots,
  markText,
  type SlotSpan,
  slotSpan,
  spanOfSlots,
} from "./busy-slots.ts";
import { makeSlot } from "./time-slots.ts";

const at = (iso: string) => Date.parse(iso);
const span = (key: string, start: string, end: string): SlotSpan => ({ key, start: at(start), end: at(end) });
const busy = (start: string, end: string, title?: string): BusyInterval => ({
  start: at(start),
  end: at(end),
  ...(title ? { title } : {}),
});

describe("a slot's instants on the hang's clock", () => {
  it("follow the host's zone on both sides of a DST change (tests run in +05:45)", () => {
    const before = slotSpan(makeSlot("2027-03-13", "18:00", "1.5h"), "America/New_York");
    const after = slotSpan(makeSlot("2027-03-15", "18:00", "1.5h"), "America/New_York");
    expect(new Date(before.start).toISOString()).toBe("2027-03-13T23:00:00.000Z");
    expect(new Date(before.end).toISOString()).toBe("2027-03-14T00:30:00.000Z");
    expect(new Date(after.start).toISOString()).toBe("2027-03-15T22:00:00.000Z");
    expect(before.key).toBe("2027-03-13_18:00_19:30");
  });

  it("cover the whole day for an all-day slot, a 23-hour day on the spring change", () => {
    const day = slotSpan(makeSlot("2027-03-14", "18:00", "all-day"), "America/New_York");
    expect(new Date(day.start).toISOString()).toBe("2027-03-14T05:00:00.000Z");
    expect(new Date(day.end).toISOString()).toBe("2027-03-15T04:00:00.000Z");
    expect((day.end - day.start) / 3_600_000).toBe(23);
  });

  it("together span from the earliest start to the latest end", () => {
    const spans = [
      span("b", "2027-03-06T10:00Z", "2027-03-06T12:00Z"),
      span("a", "2027-03-05T18:00Z", "2027-03-05T19:00Z"),
    ];
    expect(spanOfSlots(spans)).toEqual({ start: at("2027-03-05T18:00Z"), end: at("2027-03-06T12:00Z") });
    expect(spanOfSlots([])).toBeUndefined();
  });
});

describe("which slots an event makes busy", () => {
  const slots = [
    span("evening", "2027-03-05T18:00Z", "2027-03-05T19:30Z"),
    span("morning", "2027-03-06T10:00Z", "2027-03-06T12:00Z"),
  ];

  it("marks a slot an event overlaps by any time, and leaves the others free", () => {
    const marks = markSlots(slots, [busy("2027-03-05T19:29Z", "2027-03-05T21:00Z", "Dentist")]);
    expect(marks).toEqual({ evening: { busy: true, title: "Dentist" }, morning: { busy: false } });
    expect(markText(marks.evening!)).toBe("Busy — Dentist");
    expect(markText(marks.morning!)).toBe("Free");
  });

  it("does not count an event that only touches the slot's start or end", () => {
    const marks = markSlots(slots, [
      busy("2027-03-05T17:00Z", "2027-03-05T18:00Z", "Before"),
      busy("2027-03-05T19:30Z", "2027-03-05T20:00Z", "After"),
    ]);
    expect(marks.evening).toEqual({ busy: false });
  });

  it("counts an event that covers the whole slot, and one inside it", () => {
    const marks = markSlots(slots, [
      busy("2027-03-05T00:00Z", "2027-03-06T00:00Z", "Conference"),
      busy("2027-03-06T10:30Z", "2027-03-06T10:45Z", "Call"),
    ]);
    expect(marks.evening).toEqual({ busy: true, title: "Conference" });
    expect(marks.morning).toEqual({ busy: true, title: "Call" });
  });

  it("names the earliest of several overlapping events, whatever order they come in", () => {
    const marks = markSlots(slots, [
      busy("2027-03-05T19:00Z", "2027-03-05T20:00Z", "Later"),
      busy("2027-03-05T17:30Z", "2027-03-05T18:30Z", "Earlier"),
    ]);
    expect(marks.evening).toEqual({ busy: true, title: "Earlier" });
  });

  it("says just Busy for an event without a title", () => {
    const marks = markSlots(slots, [busy("2027-03-06T11:00Z", "2027-03-06T13:00Z")]);
    expect(marks.morning).toEqual({ busy: true });
    expect(markText(marks.morning!)).toBe("Busy");
  });

  it("lets an event that takes no time keep nobody busy", () => {
    const marks = markSlots(slots, [busy("2027-03-05T18:30Z", "2027-03-05T18:30Z", "Reminder")]);
    expect(marks.evening).toEqual({ busy: false });
  });
});
