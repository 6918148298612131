// The set-up form's pure parts against the contract itself: where it starts (a past hang's slots
// as weekdays), the request it sends (the shared schema accepts it), and where each problem shows.
import { describe, expect, it } from "vitest";
import { en } from "../../../shared/i18n/catalogs/en.ts";
import {
  createSeriesSchema,
  SERIES_DURATIONS,
  SERIES_MESSAGES,
  SERIES_RHYTHMS,
} from "../../../shared/series.ts";
import { makeSlot } from "../../../shared/time-slots.ts";
import type { MessageId, MessageValues } from "../../i18n/i18n.ts";
import { errorsByField, fieldOf, problemText } from "./errors.ts";
import { seriesInputOf } from "./form-state.ts";
import { isoWeekday, nextRow, rowsFromSlots, seriesDurationOf, setupStart } from "./prefill.ts";
import { RHYTHMS, SERIES_DURATION_CHOICES, SERIES_MESSAGE_IDS } from "./rules.ts";

/** The English catalog as the page's `t` (values filled in plainly). */
const t = (id: MessageId, values?: MessageValues) =>
  en[id].replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? ""));

describe("the form's restated contract", () => {
  it("offers the contract's rhythms and durations", () => {
    expect(RHYTHMS).toEqual(Object.keys(SERIES_RHYTHMS));
    expect(SERIES_DURATION_CHOICES).toEqual(SERIES_DURATIONS);
  });

  it("names every refusal of the contract with a message whose English is the refusal's", () => {
    for (const [key, english] of Object.entries(SERIES_MESSAGES))
      expect(en[SERIES_MESSAGE_IDS[key as keyof typeof SERIES_MESSAGES]]).toBe(english);
  });
});

describe("where the form starts", () => {
  it("reads a past hang's slots as weekdays and times, each once, Monday first", () => {
    expect(isoWeekday("2027-03-07")).toBe(7);
    expect(isoWeekday("2027-03-08")).toBe(1);
    const rows = rowsFromSlots([
      makeSlot("2027-03-06", "10:00", "2h"),
      makeSlot("2027-03-05"),
      makeSlot("2027-03-12"),
      { date: "2027-03-09", startTime: "19:00", endTime: "21:50", duration: "custom" },
    ]);
    expect(rows).toEqual([
      { weekday: 2, startTime: "19:00", duration: "3h" },
      { weekday: 5, startTime: "18:00", duration: "1.5h" },
      { weekday: 6, startTime: "10:00", duration: "2h" },
    ]);
    expect(seriesDurationOf({ startTime: "09:00", endTime: "09:40", duration: "custom" })).toBe("30min");
  });

  it("starts empty on today's weekday, with a group only when it is one of the person's", () => {
    const start = setupStart({ today: "2027-03-09", groupId: "g2", groupIds: ["g1"] });
    expect(start.slots).toEqual([{ key: 0, weekday: 2, startTime: "19:00", duration: "2h" }]);
    expect(start).toMatchObject({
      who: "group",
      groupId: "",
      opensDaysBefore: "10",
      answerByDaysBefore: "3",
    });
    expect(setupStart({ today: "2027-03-09", groupId: "g1", groupIds: ["g1"] }).groupId).toBe("g1");
    expect(setupStart({ today: "2027-03-09", groupIds: [] }).who).toBe("emails");
    // Added rows take the next day at the last row's time; Sunday wraps to Monday.
    expect(nextRow([{ key: 0, weekday: 7, startTime: "08:30", duration: "1h" }], "2027-03-09")).toEqual({
      weekday: 1,
      startTime: "08:30",
      duration: "1h",
    });
  });
});

describe("what the form sends", () => {
  const start = setupStart({
    today: "2027-03-09",
    groupIds: [],
    hang: {
      name: "Board games",
      vibe: "Karaoke",
      location: "12 Elm Street",
      locationName: "Elm Street Cafe",
      locationLat: null,
      locationLng: null,
      timeSlots: [makeSlot("2027-03-09", "19:00", "3h")],
    },
  });

  it("is a request the shared schema accepts", () => {
    const input = seriesInputOf(
      { ...start, rhythm: "biweekly", rotating: true },
      { emails: ["bo@example.com"], rotation: ["cy@example.com"] },
      SERIES_RHYTHMS,
      "Europe/Berlin",
    );
    const parsed = createSeriesSchema.parse(input);
    expect(parsed).toMatchObject({
      name: "Board games",
      vibe: "Karaoke",
      location: "12 Elm Street",
      locationName: "Elm Street Cafe",
      rrule: "FREQ=WEEKLY;INTERVAL=2",
      slots: [{ weekday: 2, startTime: "19:00", duration: "3h" }],
      groupId: null,
      emails: ["bo@example.com"],
      rotation: ["cy@example.com"],
      opensDaysBefore: 10,
      answerByDaysBefore: 3,
      hostTimezone: "Europe/Berlin",
    });
    expect(parsed.startsOn).toBeUndefined();
  });

  it("sends only the chosen way of inviting, and blank days as a problem", () => {
    const byGroup = seriesInputOf(
      { ...start, who: "group", groupId: "0b3c2f0e-5d0a-4d6e-9f53-2a3c8b1d7e11", opensDaysBefore: "" },
      { emails: ["bo@example.com"], rotation: ["cy@example.com"] },
      SERIES_RHYTHMS,
      "UTC",
    );
    expect(byGroup).toMatchObject({ emails: [], rotation: [] });
    const result = createSeriesSchema.safeParse(byGroup);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["opensDaysBefore", SERIES_MESSAGES.opensDays],
    ]);
  });
});

describe("where a problem shows", () => {
  it("puts each path beside its field", () => {
    expect(fieldOf("slots.1.startTime", "emails")).toBe("slots.1.startTime");
    expect(fieldOf("slots.1", "emails")).toBe("slots.1.weekday");
    expect(fieldOf("rrule", "emails")).toBe("rhythm");
    expect(fieldOf("locationName", "emails")).toBe("location");
    expect(fieldOf("emails", "group")).toBe("group");
    expect(fieldOf("emails.3", "emails")).toBe("emails");
    expect(fieldOf("hostTimezone", "emails")).toBe("form");
  });

  it("shows a repeated day and time on the row that repeats", () => {
    const rows = [
      { key: 0, weekday: 2, startTime: "19:00", duration: "3h" as const },
      { key: 1, weekday: 3, startTime: "19:00", duration: "3h" as const },
      { key: 2, weekday: 2, startTime: "19:00", duration: "1h" as const },
    ];
    expect(errorsByField([["slots", "again"]], "emails", rows)).toEqual({ "slots.2.weekday": "again" });
    expect(errorsByField([["slots", "none"]], "emails", [])).toEqual({ slots: "none" });
  });

  it("words the schema's problems as the page does", () => {
    expect(problemText(t, SERIES_MESSAGES.answerByAfterOpen, SERIES_MESSAGES)).toBe(
      SERIES_MESSAGES.answerByAfterOpen,
    );
    expect(problemText(t, "Name is required", SERIES_MESSAGES)).toBe("Name is required");
    expect(problemText(t, "Vibe is required", SERIES_MESSAGES)).toBe("Please select a vibe");
    expect(problemText(t, "Must be at most 120 characters", SERIES_MESSAGES)).toBe(
      "Must be at most 120 characters",
    );
    const problems = createSeriesSchema.safeParse({}).error?.issues ?? [];
    const unworded = problems.filter((p) => problemText(() => "", p.message, SERIES_MESSAGES) !== "");
    expect(unworded.map((p) => p.message)).toEqual([]);
  });
});
