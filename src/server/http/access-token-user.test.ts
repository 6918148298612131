import { describe, expect, it } from "vitest";
import * as tokens from "../../shared/access-tokens.ts";
import { inLanguage } from "../i18n/response-text.ts";

/** Every text a token request or the token form can be refused with. */
const REFUSALS = [
  tokens.TOKEN_NAME_REQUIRED,
  tokens.TOKEN_SCOPE_REQUIRED,
  tokens.TOKEN_EXPIRY_INVALID,
  tokens.TOKEN_EXPIRY_PAST,
  tokens.TOO_MANY_TOKENS,
  tokens.TOKEN_NOT_FOUND,
  tokens.SIGN_IN_FOR_TOKENS,
  tokens.TOKEN_MALFORMED,
  tokens.TOKEN_UNKNOWN,
  tokens.TOKEN_REVOKED,
  tokens.TOKEN_EXPIRED,
  tokens.TOKEN_READ_ONLY,
  tokens.TOKEN_NOT_ALLOWED_HERE,
  tokens.TOKEN_IN_QUERY,
];

describe("an access token's refusals", () => {
  it.each(REFUSALS)("%s comes back in Spanish and German", (text) => {
    for (const locale of ["es", "de"] as const) expect(inLanguage(text, locale)).not.toBe(text);
  });

  it("recognise a token by its prefix and length only", () => {
    const token = `${tokens.TOKEN_PREFIX}${"a".repeat(43)}`;
    expect(tokens.TOKEN_PATTERN.test(token)).toBe(true);
    expect(tokens.TOKEN_PATTERN.test(`${token}a`)).toBe(false);
    expect(tokens.TOKEN_PATTERN.test(`hangs_pat_${"a".repeat(42)}=`)).toBe(false);
  });
});
