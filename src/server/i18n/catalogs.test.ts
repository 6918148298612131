import { describe, expect, it } from "vitest";
import { en, type MessageId } from "../../shared/i18n/catalogs/en.ts";
import { LOCALES, PSEUDO_LOCALE } from "../../shared/i18n/locales.ts";
import { compiledMessages, i18nFor } from "./catalogs.ts";

type Token = string | [string, string?, unknown?];

/** The names a compiled message fills in, plural and select branches included. */
function placeholders(tokens: Token[], found = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (typeof token === "string") continue;
    const [name, , choices] = token;
    found.add(name);
    if (choices && typeof choices === "object")
      for (const branch of Object.values(choices)) if (Array.isArray(branch)) placeholders(branch, found);
  }
  return found;
}

/** Every piece of literal text in a compiled message. */
function texts(tokens: Token[]): string[] {
  return tokens.flatMap((token) => {
    if (typeof token === "string") return [token];
    const choices = token[2];
    if (!choices || typeof choices !== "object") return [];
    return Object.values(choices).flatMap((branch) => (Array.isArray(branch) ? texts(branch) : []));
  });
}

const ids = Object.keys(en) as MessageId[];

describe("message catalogs", () => {
  it.each(LOCALES.filter((locale) => locale !== "en"))("%s fills in the same names as English", (locale) => {
    const english = compiledMessages("en");
    const translated = compiledMessages(locale);
    const differing = ids.filter(
      (id) =>
        [...placeholders(english[id] as Token[])].sort().join() !==
        [...placeholders(translated[id] as Token[])].sort().join(),
    );
    expect(differing).toEqual([]);
  });

  it("keeps every English text without placeholders exactly as written (no ICU quoting)", () => {
    const english = i18nFor("en");
    const changed = ids.filter((id) => !en[id].includes("{") && english._(id) !== en[id]);
    expect(changed).toEqual([]);
  });

  it("makes every letter of the pseudo-locale's text accented, so English left in a page stands out", () => {
    const pseudo = compiledMessages(PSEUDO_LOCALE);
    const plain = ids.filter((id) => texts(pseudo[id] as Token[]).some((text) => /[A-Za-z]/.test(text)));
    expect(plain).toEqual([]);
    expect(i18nFor(PSEUDO_LOCALE)._("hang.hostedBy", { hostName: "Hana" })).toBe("Ĥööšţééđ ƀý Hana");
  });
});
