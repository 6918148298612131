// "Did you mean gmail.com?": a likely typo in a well-known mail domain, offered, never forced —
// an address that merely looks unusual (a company's own domain) gets no hint.
import spellChecker from "@zootools/email-spell-checker";

// The library's list is mostly North American; these are what people here type most.
const DOMAINS = [
  ...spellChecker.POPULAR_DOMAINS,
  "yahoo.com",
  "outlook.com",
  "hotmail.com",
  "icloud.com",
  "proton.me",
  "protonmail.com",
  "gmx.de",
  "gmx.net",
  "web.de",
  "t-online.de",
  "hotmail.es",
  "yahoo.es",
  "outlook.es",
];

/** The whole corrected address when the domain looks like a typo of a well-known one, else null. */
export function suggestedAddress(address: string): string | null {
  const trimmed = address.trim();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(trimmed)) return null;
  const suggestion = spellChecker.run({ email: trimmed, domains: DOMAINS, domainThreshold: 3 });
  if (!suggestion || suggestion.full.toLowerCase() === trimmed.toLowerCase()) return null;
  return suggestion.full;
}
