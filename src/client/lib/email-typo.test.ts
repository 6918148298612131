import { describe, expect, it } from "vitest";
import { suggestedAddress } from "./email-typo.ts";

describe("suggestedAddress", () => {
  it("offers the well-known domain a typo was meant to be", () => {
    expect(suggestedAddress("sam@gmial.con")).toBe("sam@gmail.com");
    expect(suggestedAddress(" kit@hotmial.com ")).toBe("kit@hotmail.com");
    expect(suggestedAddress("a@outlok.com")).toBe("a@outlook.com");
  });

  it("leaves right and unknown domains alone, and half-typed addresses", () => {
    for (const address of [
      "sam@gmail.com",
      "a@web.de",
      "a@gmx.de",
      "a@example.com",
      "a@mycompany.co",
      "sam@",
      "sam",
    ]) {
      expect(suggestedAddress(address)).toBeNull();
    }
  });
});
