import { describe, expect, it } from "vitest";
import { createHangSchema, editHangSchema } from "./hang.ts";
import {
  createFormProblems,
  editFormProblems,
  type HangEditValues,
  type HangFormValues,
} from "./hang-rules.ts";
import type { TimeSlot } from "./time-slots.ts";

const NOW = new Date();
const slot = (patch: Partial<TimeSlot> = {}): TimeSlot => ({
  date: `${NOW.getFullYear() + 1}-03-14`,
  startTime: "18:00",
  endTime: "19:30",
  duration: "1.5h",
  ...patch,
});

/** The first message the schema gives for each top-level field, as the forms show them. */
function schemaProblems(issues: readonly { path: PropertyKey[]; message: string }[] = []) {
  const problems: Record<string, string> = {};
  for (const issue of issues) problems[String(issue.path[0])] ??= issue.message;
  return problems;
}

describe("the create form's problems", () => {
  const valid: HangFormValues = {
    name: "Tacos",
    vibe: "coffee",
    timeSlots: [slot()],
    maxCapacity: null,
    hostName: "Hana",
    hostEmail: "hana@example.com",
  };

  // The create page checks its form with the rules alone; the server with the schema. They agree.
  it.each<[string, Partial<HangFormValues>]>([
    ["nothing filled in", { name: "", vibe: "", timeSlots: [], hostName: "", hostEmail: "" }],
    ["blank and over-long text", { name: "   ", hostName: "H".repeat(101), hostEmail: "hana" }],
    ["a name too long", { name: "N".repeat(121) }],
    ["Other without a description", { vibe: "other", timeSlots: [] }],
    ["a vibe too long", { vibe: "v".repeat(101) }],
    ["a custom slot without its end", { name: "", timeSlots: [slot({ duration: "custom", endTime: "" })] }],
    ["a custom slot ending early", { timeSlots: [slot(), slot({ date: "2099-01-01", endTime: "17:00" })] }],
    ["a slot that has passed", { timeSlots: [slot({ date: "2020-01-02" })] }],
    ["the same slot twice", { timeSlots: [slot(), slot()] }],
    ["a party of one", { maxCapacity: 1 }],
    ["a party too large", { maxCapacity: 51 }],
    ["a party size that is not whole", { maxCapacity: 2.5, timeSlots: [] }],
    ["a party size that is not a number", { maxCapacity: Number.NaN, timeSlots: [] }],
    ["a valid hang", {}],
  ])("finds the same problems as the server: %s", (_, patch) => {
    const values = { ...valid, ...patch };
    const parsed = createHangSchema.safeParse(values);
    expect(createFormProblems(values, new Date())).toEqual(schemaProblems(parsed.error?.issues));
  });
});

describe("the edit form's problems", () => {
  const valid: HangEditValues = {
    name: "Tacos",
    vibe: "Pottery class",
    timeSlots: [slot()],
    hostName: "Hana",
    hostEmail: "hana@example.com",
    location: null,
    locationName: null,
    locationLat: null,
    locationLng: null,
  };

  it.each<[string, Partial<HangEditValues>]>([
    ["blank text", { name: " ", hostName: "", hostEmail: "" }],
    ["a malformed address and Other", { hostEmail: "a@b-.com", vibe: "other" }],
    ["a custom slot without its end", { timeSlots: [slot({ duration: "custom", endTime: "" })] }],
    ["the same slot twice", { timeSlots: [slot(), slot()] }],
    ["no dates picked (older times kept)", { timeSlots: undefined }],
    ["a place name too long", { location: "Elm Street", locationName: "P".repeat(201) }],
    ["a valid edit", {}],
  ])("finds the same problems as the server: %s", (_, patch) => {
    const values = { ...valid, ...patch };
    const parsed = editHangSchema.safeParse(values);
    const fromSchema = schemaProblems(parsed.error?.issues);
    // The rules name the location fields together.
    for (const field of ["locationName", "locationLat", "locationLng"]) {
      if (fromSchema[field]) fromSchema.location ??= fromSchema[field];
      delete fromSchema[field];
    }
    expect(editFormProblems(values)).toEqual(fromSchema);
  });
});
