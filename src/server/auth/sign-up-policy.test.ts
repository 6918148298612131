import { describe, expect, it } from "vitest";
import type { AccessPolicy } from "../access.ts";
import { parseSignUp } from "../access.ts";
import { isLockedOut, signUpRefusal } from "./sign-up-policy.ts";

const policy = (signUp: string): AccessPolicy => ({
  signUp: parseSignUp(signUp),
  adminEmails: ["boss@example.com"],
  anonymousHosts: true,
});
const person = (email: string, emailVerified = true) => ({ email, emailVerified });
const nobodyInvited = async () => false;

describe("signUpRefusal", () => {
  it("lets anyone in when open", async () => {
    expect(
      await signUpRefusal(person("x@unverified.invalid", false), policy("open"), nobodyInvited),
    ).toBeUndefined();
  });

  it("when closed, lets in the invited and admins only, and asks only about verified addresses", async () => {
    const asked: string[] = [];
    const invited = async (email: string) => {
      asked.push(email);
      return email === "ivy@example.com";
    };
    expect(await signUpRefusal(person("Ivy@Example.com"), policy("closed"), invited)).toBeUndefined();
    expect(await signUpRefusal(person("BOSS@example.com"), policy("closed"), invited)).toBeUndefined();
    expect((await signUpRefusal(person("sam@example.com"), policy("closed"), invited))?.code).toBe(
      "sign_up_closed",
    );
    expect((await signUpRefusal(person("ivy@example.com", false), policy("closed"), invited))?.code).toBe(
      "email_not_verified",
    );
    expect(asked).toEqual(["ivy@example.com", "sam@example.com"]);
  });

  it("with domains, matches the whole domain after the @", async () => {
    const domains = policy("domains:example.org");
    expect(await signUpRefusal(person("a@EXAMPLE.org"), domains, nobodyInvited)).toBeUndefined();
    for (const email of [
      "a@example.com",
      "a@sub.example.org",
      "a@example.org.evil.com",
      "example.org@evil.com",
    ]) {
      expect((await signUpRefusal(person(email), domains, nobodyInvited))?.code, email).toBe(
        "sign_up_domain",
      );
    }
    expect(await signUpRefusal(person("boss@example.com"), domains, nobodyInvited)).toBeUndefined();
  });
});

describe("isLockedOut", () => {
  it("locks out a disabled account unless an admin's address is verified", () => {
    const open = policy("open");
    expect(isLockedOut({ ...person("a@example.com"), disabledAt: null }, open)).toBe(false);
    expect(isLockedOut({ ...person("a@example.com"), disabledAt: new Date() }, open)).toBe(true);
    expect(isLockedOut({ ...person("boss@example.com"), disabledAt: new Date() }, open)).toBe(false);
    expect(isLockedOut({ ...person("boss@example.com", false), disabledAt: "2026-01-01" }, open)).toBe(true);
  });
});
