import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { VIBES } from "../../../shared/vibes.ts";
import { twemojiName } from "./render-card.ts";

describe("twemoji file names", () => {
  it("drop the emoji-style selector, except in joined sequences", () => {
    expect(twemojiName("🎲")).toBe("1f3b2");
    expect(twemojiName("🛋️")).toBe("1f6cb");
    expect(twemojiName("👩‍🍳")).toBe("1f469-200d-1f373");
  });

  it("name a picture for every vibe's emoji", () => {
    const require = createRequire(import.meta.url);
    for (const vibe of VIBES) {
      expect(() => require.resolve(`@twemoji/svg/${twemojiName(vibe.emoji)}.svg`), vibe.value).not.toThrow();
    }
  });
});
