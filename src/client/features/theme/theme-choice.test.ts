import { describe, expect, it } from "vitest";
import { fixedTheme } from "./theme-choice.ts";

describe("fixedTheme", () => {
  it("names light and dark, the only values the server writes into a page", () => {
    expect(fixedTheme("light")).toBe("light");
    expect(fixedTheme("dark")).toBe("dark");
  });

  it("takes anything else for the system's theme", () => {
    for (const value of [undefined, null, "", "system", "Dark", 'dark"><script>alert(1)</script>']) {
      expect(fixedTheme(value)).toBeUndefined();
    }
  });
});
