import { describe, expect, it } from "vitest";
import { VIBES, vibeEmoji, vibeLabel } from "./vibes.ts";

describe("vibes", () => {
  it("offer the 25 vibes of the catalogue, ending with other", () => {
    expect(VIBES).toHaveLength(25);
    expect(VIBES.at(-1)?.value).toBe("other");
    expect(new Set(VIBES.map((v) => v.emoji)).size).toBeGreaterThan(20);
  });

  it("label the two that differ from their value", () => {
    expect(vibeLabel("book-club")).toBe("Book Club Meeting");
    expect(vibeLabel("gallery-museum")).toBe("Gallery/Museum Trip");
  });

  it("treat unknown vibes as Other: their own text, the other emoji", () => {
    expect(vibeLabel("Pottery class")).toBe("Pottery class");
    expect(vibeEmoji("Pottery class")).toBe(vibeEmoji("other"));
    expect(vibeEmoji("drinks")).not.toBe(vibeEmoji("other"));
  });
});
