import { describe, expect, it } from "vitest";
import { isIdentified, tallyVotes } from "./activities.ts";
import { suggestionSchema, voteSchema } from "./activity-schema.ts";

describe("activity suggestions", () => {
  const base = { suggestedBy: "Gita", suggestedByEmail: "gita@example.com", vibe: "bowling" };

  it("needs an activity, and a description of it for Other", () => {
    expect(suggestionSchema.safeParse({ ...base, vibe: " " }).error?.issues[0]?.message).toBe(
      "Please select an activity",
    );
    const other = suggestionSchema.safeParse({ ...base, vibe: "other", customActivity: "  " });
    expect(other.error?.issues[0]).toMatchObject({
      message: "Please describe your activity",
      path: ["customActivity"],
    });
    expect(suggestionSchema.parse({ ...base, vibe: "other", customActivity: " Escape room " })).toMatchObject(
      {
        customActivity: "Escape room",
        description: null,
      },
    );
  });

  it("keeps no custom text on a named vibe", () => {
    expect(suggestionSchema.parse({ ...base, customActivity: "x", description: "" })).toMatchObject({
      customActivity: null,
      description: null,
    });
  });

  it("needs a real name and e-mail, as voting does", () => {
    expect(isIdentified("Gita", "gita@example.com")).toBe(true);
    expect(isIdentified(" guest ", "gita@example.com")).toBe(false);
    expect(isIdentified("Gita", "gita@")).toBe(false);
    expect(isIdentified("", "gita@example.com")).toBe(false);
    expect(
      voteSchema.safeParse({ suggestionId: "x", voterName: "Guest", voterEmail: "a@b.co", voteType: "up" })
        .success,
    ).toBe(false);
    expect(
      voteSchema.safeParse({ suggestionId: "x", voterName: "Ana", voterEmail: "a@b.co", voteType: "meh" })
        .success,
    ).toBe(false);
  });

  it("tallies votes per suggestion", () => {
    const tallies = tallyVotes([
      { suggestionId: "a", voteType: "love" },
      { suggestionId: "a", voteType: "love" },
      { suggestionId: "a", voteType: "down" },
      { suggestionId: "b", voteType: "up" },
    ]);
    expect(tallies.get("a")).toEqual({ love: 2, up: 0, down: 1 });
    expect(tallies.get("b")).toEqual({ love: 0, up: 1, down: 0 });
  });
});
