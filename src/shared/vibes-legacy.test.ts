// Vibe lookup for names outside the create grid: older hangs and the names some views use.
import { describe, expect, it } from "vitest";
import { isKnownVibe, vibeEmoji, vibeLabel } from "./vibes.ts";

const OTHER = vibeEmoji("other");

describe("vibe lookup beyond the 25", () => {
  it.each(["drinks", "food", "activity", "chill", "dinner"])("knows the older name %s", (name) => {
    expect(isKnownVibe(name)).toBe(true);
    expect(vibeEmoji(name)).not.toBe(OTHER);
    expect(vibeLabel(name)).not.toBe(name);
  });

  it.each([
    "coffee-chat",
    "study-session",
    "workout",
    "hiking",
    "shopping",
    "bar-hopping",
    "karaoke",
    "dancing",
    "art-gallery",
    "concert",
    "sports-game",
    "cooking",
    "board-games",
    "outdoor-adventure",
    "creative-time",
    "music-jam",
    "food-crawl",
    "bar-hop",
    "cultural-event",
    "sports-viewing",
  ])("knows the view name %s", (name) => {
    expect(isKnownVibe(name)).toBe(true);
    expect(vibeEmoji(name)).not.toBe(OTHER);
  });

  it("gives anything else the Other emoji and its own text as the label", () => {
    for (const custom of ["Pottery class", "", "COFFEE"]) {
      expect(isKnownVibe(custom)).toBe(false);
      expect(vibeEmoji(custom)).toBe(OTHER);
    }
    expect(vibeLabel("Pottery class")).toBe("Pottery class");
  });
});
