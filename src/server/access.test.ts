import { describe, expect, it } from "vitest";
import { type AccessPolicy, isAdmin, parseAdminEmails, parseSignUp } from "./access.ts";
import type { SignedInUser } from "./http/actor.ts";

const access = (adminEmails: string): AccessPolicy => ({
  signUp: { kind: "open" },
  adminEmails: parseAdminEmails(adminEmails),
  anonymousHosts: true,
});
const user = (email: string, emailVerified = true): SignedInUser => ({
  id: "user-1",
  email,
  emailVerified,
  name: "Someone",
  firstName: null,
  lastName: null,
  image: null,
  language: null,
});

describe("ADMIN_EMAILS", () => {
  it("holds plain addresses, lower-cased, spaces around the commas ignored", () => {
    expect(parseAdminEmails(" Kate@Example.com , boss+ops@example.com,")).toEqual([
      "kate@example.com",
      "boss+ops@example.com",
    ]);
    expect(parseAdminEmails(undefined)).toEqual([]);
  });

  it("refuses an entry that is not a plain address as written, without echoing it", () => {
    for (const entry of [
      "\u212Aate@example.com",
      "kate@example.com.",
      "ｋate@example.com",
      "kate@ex ample.com",
    ]) {
      expect(() => parseAdminEmails(`boss@example.com,${entry}`), entry).toThrow(
        /ADMIN_EMAILS: address 2 is not a plain e-mail address/,
      );
      try {
        parseAdminEmails(entry);
      } catch (error) {
        expect(String(error)).not.toContain("@");
      }
    }
  });

  it("makes no look-alike of an admin's address an admin", () => {
    const admins = access("kate@example.com");
    expect(isAdmin(user("kate@example.com"), admins)).toBe(true);
    expect(isAdmin(user("KATE@example.com"), admins)).toBe(true);
    expect(isAdmin(user("kate@example.com", false), admins)).toBe(false);
    for (const email of [
      "\u212Aate@example.com",
      "\u212AATE@EXAMPLE.COM",
      "ｋate@example.com",
      "kate@example.com.",
      " kate@example.com",
      "kate+x@example.com",
    ]) {
      expect(isAdmin(user(email), admins), email).toBe(false);
    }
  });
});

describe("SIGN_UP=domains", () => {
  it("refuses a domain written with a look-alike letter instead of folding it", () => {
    expect(parseSignUp("domains:Example.ORG")).toEqual({ kind: "domains", domains: ["example.org"] });
    expect(() => parseSignUp("domains:e\u212Aample.org")).toThrow(/not a domain name/);
    expect(() => parseSignUp("domains:example.org.")).toThrow(/not a domain name/);
  });
});
