import { describe, expect, it } from "vitest";
import { addressKey, emailProblem, isPlainAddress } from "./field-rules.ts";

describe("isPlainAddress", () => {
  it("takes the text exactly as given", () => {
    expect(isPlainAddress("Kate+hangs@Example.com")).toBe(true);
    for (const text of [
      " kate@example.com",
      "kate@example.com\n",
      "kate@example.com.",
      "\u212Aate@example.com",
    ])
      expect(isPlainAddress(text), JSON.stringify(text)).toBe(false);
  });
});

describe("addressKey", () => {
  it("folds ASCII letters only, so a look-alike never becomes the letter it resembles", () => {
    expect(addressKey("Kate@Example.COM")).toBe("kate@example.com");
    expect(addressKey("\u212Aate@example.com")).toBe("\u212Aate@example.com");
    expect(addressKey("\u017F\u0131\u00DF\u0130")).toBe("\u017F\u0131\u00DF\u0130");
    expect(addressKey("kate+Hangs@example.com")).toBe("kate+hangs@example.com");
  });
});

describe("emailProblem", () => {
  it("refuses look-alike letters typed into a form, and trims only the ends", () => {
    expect(emailProblem("  kate@example.com ")).toBeUndefined();
    for (const email of [
      "\u212Aate@example.com",
      "ｋate@example.com",
      "kate@example.com.",
      "k\u0430te@example.com",
    ])
      expect(emailProblem(email), email).toBe("Valid email is required");
  });
});
