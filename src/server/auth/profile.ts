// What a provider says about a person, made safe to keep: names within the app's limits, and an
// e-mail address only when the provider vouches for it. Both ways of signing in (the redirect round
// trip and POST /api/auth/google) pass the provider's claims through here.
import { createHash } from "node:crypto";
import { addressKey, isPlainAddress } from "../../shared/field-rules.ts";

/** The app's limit on a person's name (as for a host's or a guest's name in src/shared). */
export const PERSON_NAME_MAX = 100;
const PICTURE_URL_MAX = 2048;
/** Reserved by RFC 2606: no mailbox can ever have it, so it never meets a real address. */
const UNCLAIMED_DOMAIN = "unverified.invalid";

// Control characters (NUL above all, which PostgreSQL cannot store) have no place in a name.
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what this removes
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROLS = new RegExp(CONTROL.source, "g");

/** Trimmed single-line text of at most `max` characters, or undefined when nothing is left. */
function cleanText(value: unknown, max: number): string | undefined {
  if (typeof value !== "string") return undefined;
  const oneLine = value
    .slice(0, max * 4)
    .replace(/[\t\n\r]+/g, " ")
    .replace(CONTROLS, "");
  const text = Array.from(oneLine.trim()).slice(0, max).join("").trim();
  return text || undefined;
}

function pictureUrl(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > PICTURE_URL_MAX || CONTROL.test(value)) return undefined;
  try {
    return ["https:", "http:"].includes(new URL(value).protocol) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The spec's user fields from the standard OpenID claims. */
export function profileFields(profile: Record<string, unknown>) {
  const firstName = cleanText(profile.given_name, PERSON_NAME_MAX) ?? null;
  const lastName = cleanText(profile.family_name, PERSON_NAME_MAX) ?? null;
  return {
    firstName,
    lastName,
    image: pictureUrl(profile.picture),
    name: cleanText(profile.name, PERSON_NAME_MAX) ?? [firstName, lastName].filter(Boolean).join(" "),
  };
}

/** OpenID's `email_verified` (better-auth's `emailVerified`): true, or the text "true" some providers send. */
function vouchedFor(value: unknown): boolean {
  return value === true || value === "true";
}

/**
 * The address as the provider sent it, checked before anything is folded: only a plain ASCII address
 * passes, and only its ASCII letters are then lower-cased. Folding first let the Kelvin sign in
 * "\u212Aate@example.com" become the "k" of someone else's address.
 */
function plainAddress(value: unknown): string | undefined {
  return typeof value === "string" && isPlainAddress(value) ? addressKey(value) : undefined;
}

/**
 * The address a sign-in may hold. Only one the provider vouches for (and the app accepts) is
 * claimed; otherwise the account holds a placeholder unique to its provider subject, so it can
 * neither block the address's verified owner nor reach anything tied to the address.
 */
export function claimedEmail(profile: { sub: unknown; email: unknown; emailVerified: unknown }): {
  email: string;
  emailVerified: boolean;
} {
  const email = vouchedFor(profile.emailVerified) ? plainAddress(profile.email) : undefined;
  // No mailbox is at a reserved .invalid domain (RFC 2606), and the app's placeholders (for unclaimed
  // accounts and deleted hosts) live there: a provider vouching for one claims nothing.
  if (email && !email.endsWith(".invalid")) return { email, emailVerified: true };
  const subject = createHash("sha256").update(String(profile.sub)).digest("hex").slice(0, 32);
  return { email: `unverified-${subject}@${UNCLAIMED_DOMAIN}`, emailVerified: false };
}

/**
 * Whether the provider vouches for an address the app cannot hold as sent (a look-alike letter,
 * spaces, a trailing dot): such a sign-in is refused rather than kept without the address, so the
 * person learns why, and an account linked with it before stops opening.
 */
export function vouchesForUnusableAddress(profile: { email: unknown; emailVerified: unknown }): boolean {
  const { email } = profile;
  return (
    vouchedFor(profile.emailVerified) && typeof email === "string" && email !== "" && !plainAddress(email)
  );
}

/** Whether a stored address is a placeholder rather than one the person holds. */
export function isClaimedEmail(email: string): boolean {
  return !email.endsWith(`@${UNCLAIMED_DOMAIN}`);
}
