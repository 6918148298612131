import { describe, expect, it } from "vitest";
import { mailWords } from "./words.ts";

describe("mail words", () => {
  it("ends a sentence once after a date that ends in an abbreviation's period", () => {
    const de = mailWords("de");
    expect(de.t("preview.whichTimes", { dates: "Fr., 3. Dez. oder Sa., 4. Dez." })).toBe(
      "Welche Zeiten passen dir? Fr., 3. Dez. oder Sa., 4. Dez.",
    );
  });
});
