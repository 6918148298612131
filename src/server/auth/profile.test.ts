import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { claimedEmail, isClaimedEmail, vouchesForUnusableAddress } from "./profile.ts";

const vouched = (email: unknown) => ({ sub: "subject-1", email, emailVerified: true });

/**
 * Every character outside ASCII that some folding turns into ASCII letters or digits: lower- or
 * upper-casing (the Kelvin sign K → "k", ſ → "S", ı → "I", ß → "SS", İ → "i̇") or Unicode
 * compatibility (fullwidth ｋ, mathematical 𝐤 → "k"). The Basic Multilingual Plane and the
 * mathematical letters hold them all.
 */
function lookAlikeLetters(): string[] {
  const found: string[] = [];
  const codePoints = [
    ...Array.from({ length: 0xffff - 0x7f }, (_, i) => 0x80 + i),
    ...Array.from({ length: 0x1d7ff - 0x1d400 + 1 }, (_, i) => 0x1d400 + i),
  ];
  for (const codePoint of codePoints) {
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
    const char = String.fromCodePoint(codePoint);
    const folded = [char.toLowerCase(), char.toUpperCase(), char.normalize("NFKC"), char.normalize("NFKD")];
    if (folded.some((text) => /[A-Za-z0-9]/.test(text))) found.push(char);
  }
  return found;
}

describe("claimedEmail", () => {
  it("claims a vouched plain address, with only its ASCII letters lower-cased", () => {
    expect(claimedEmail(vouched("Kate@Example.COM"))).toEqual({
      email: "kate@example.com",
      emailVerified: true,
    });
    // Plus-addressing is another address, kept whole.
    expect(claimedEmail(vouched("kate+hangs@example.com")).email).toBe("kate+hangs@example.com");
    expect(claimedEmail({ ...vouched("kate@example.com"), emailVerified: "true" }).emailVerified).toBe(true);
  });

  it("never turns the Kelvin sign into the k of someone else's address", () => {
    for (const email of ["\u212Aate@example.com", "\u212AATE@EXAMPLE.COM", "kate@e\u212Axample.com"]) {
      const claimed = claimedEmail(vouched(email));
      expect(claimed.emailVerified, email).toBe(false);
      expect(isClaimedEmail(claimed.email), email).toBe(false);
      expect(vouchesForUnusableAddress(vouched(email)), email).toBe(true);
    }
  });

  it("checks the address as sent: no spaces trimmed, no trailing dot, no other script", () => {
    const lookAlikes = [
      " kate@example.com",
      "kate@example.com ",
      "kate@example.com\n",
      "\u00A0kate@example.com",
      "\uFEFFkate@example.com",
      "kate@example.com.",
      "ｋａｔｅ@example.com",
      "kate@ｅxample.com",
      "\u{1D424}ate@example.com",
      "k\u0430te@example.com",
      "kate.\u017Fmith@example.com",
      "kate.sm\u0131th@example.com",
      "kate.smi\u00DF@example.com",
      "kat\u0301e@example.com",
    ];
    for (const email of lookAlikes) {
      const claimed = claimedEmail(vouched(email));
      expect(claimed, JSON.stringify(email)).toMatchObject({ emailVerified: false });
      expect(isClaimedEmail(claimed.email), JSON.stringify(email)).toBe(false);
      expect(vouchesForUnusableAddress(vouched(email)), JSON.stringify(email)).toBe(true);
    }
  });

  it("refuses every letter that folds into ASCII, wherever it stands in the address", () => {
    const letters = lookAlikeLetters();
    expect(letters).toContain("\u212A");
    expect(letters).toContain("\u017F");
    expect(letters).toContain("\uFF4B");
    for (const letter of letters) {
      for (const email of [
        `${letter}ate@example.com`,
        `kate@${letter}xample.com`,
        `kate@example.co${letter}`,
      ]) {
        expect(claimedEmail(vouched(email)).emailVerified, `U+${letter.codePointAt(0)?.toString(16)}`).toBe(
          false,
        );
        expect(vouchesForUnusableAddress(vouched(email))).toBe(true);
      }
    }
  });

  // The first fast-check run in a worker takes over a second to start, more on a busy machine.
  it("claims nothing but the sent address itself, up to ASCII letter case", { timeout: 20_000 }, () => {
    const anyText = fc.oneof(
      fc.constant(""),
      fc.constantFrom("K", "\u212A", " ", ".", "+x"),
      fc.string({ unit: "binary", maxLength: 3 }),
    );
    fc.assert(
      fc.property(anyText, anyText, (before, after) => {
        const sent = `${before}kate@example.com${after}`;
        const claimed = claimedEmail(vouched(sent));
        if (!claimed.emailVerified) return !isClaimedEmail(claimed.email);
        return (
          /^[\x21-\x7e]+$/.test(claimed.email) &&
          claimed.email === sent.replace(/[A-Z]/g, (c) => c.toLowerCase())
        );
      }),
    );
  });

  it("an address the provider does not vouch for claims nothing, and is not a refusal", () => {
    for (const email of ["kate@example.com", "\u212Aate@example.com"]) {
      const unvouched = { sub: "subject-2", email, emailVerified: false };
      expect(isClaimedEmail(claimedEmail(unvouched).email)).toBe(false);
      expect(vouchesForUnusableAddress(unvouched)).toBe(false);
    }
  });

  it("a reserved .invalid address claims nothing, and a missing one is no refusal", () => {
    expect(isClaimedEmail(claimedEmail(vouched("x@unverified.invalid")).email)).toBe(false);
    expect(vouchesForUnusableAddress(vouched(undefined))).toBe(false);
    expect(vouchesForUnusableAddress(vouched(""))).toBe(false);
  });
});
