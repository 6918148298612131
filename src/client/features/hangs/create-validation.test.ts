import { describe, expect, it } from "vitest";
import { english } from "../../../../tests/support/english.ts";
import { invalidToast, type Translate, vibeToSend } from "./create-validation.ts";

const t: Translate = english;

describe("the vibe sent", () => {
  it("is the catalogue value, or the trimmed description for Other", () => {
    expect(vibeToSend("coffee", "ignored")).toBe("coffee");
    expect(vibeToSend("other", "  Pottery class ")).toBe("Pottery class");
    // Left as "other" so the shared rules answer "Please describe the vibe".
    expect(vibeToSend("other", "   ")).toBe("other");
    expect(vibeToSend("", "")).toBe("");
  });
});

describe("the one toast for a refused submit", () => {
  const destructive = { variant: "destructive" };

  it("asks for the vibe first, then its description, then the dates", () => {
    expect(invalidToast(t, { vibe: "Please select a vibe" }, 0)).toEqual({
      ...destructive,
      title: "Please select a vibe",
      description: "Choose what kind of hang this is.",
    });
    expect(invalidToast(t, { vibe: "Please describe the vibe" }, 0)).toEqual({
      ...destructive,
      title: "Please describe the vibe",
      description: "What kind of hang is this?",
    });
    expect(invalidToast(t, { name: "Name is required" }, 0)).toEqual({
      ...destructive,
      title: "Please add at least one time window",
      description: "When could this hang happen?",
    });
  });

  it("names a slot's problem, and stays quiet when only fields beside their inputs are wrong", () => {
    expect(invalidToast(t, { timeSlots: "End time is required" }, 2)).toEqual({
      ...destructive,
      title: "End time is required",
      description: "Check your dates and times.",
    });
    expect(invalidToast(t, { hostEmail: "Valid email is required" }, 1)).toBe(undefined);
  });
});
