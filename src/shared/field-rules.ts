// The rules behind the shared text and e-mail fields, without a schema library: the zod fields in
// fields.ts are built on these, and the guest page checks its answer form with them directly, so
// it downloads no zod (docs/decisions/0029-no-zod-on-the-guest-page.md).

export const EMAIL_REQUIRED = "Email is required";
const EMAIL_INVALID = "Valid email is required";
export const tooLong = (max: number) => `Must be at most ${max} characters`;
export const CONTROL_CHARACTERS = "Must not contain control characters";

/**
 * Whether a text holds a control character other than tab and line feed (a carriage return too):
 * no one types them, and a calendar reader may take one for a line break, so a name could add its
 * own lines to every invite.
 */
export function hasControlCharacters(text: string): boolean {
  return /(?![\t\n])\p{Cc}/u.test(text);
}

/**
 * One strict address rule for every form: a local part of at most 64 characters (no leading,
 * trailing or doubled dot) and domain labels of 1–63 letters, digits and inner hyphens, ending in a
 * letter-only top-level domain — so `a@b-.com` and over-long parts are refused before mail is queued.
 */
const STRICT_EMAIL =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]{0,63}[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** What is wrong with a required text once trimmed (its message when blank), or undefined. */
export function textProblem(text: string, requiredMessage: string, max: number): string | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return requiredMessage;
  return trimmed.length > max ? tooLong(max) : undefined;
}

/**
 * Whether the text, exactly as given (nothing trimmed or folded first), is an address by the rule
 * above: plain ASCII only, so no look-alike letter (the Kelvin sign, ſ, ı, fullwidth forms) and no
 * trailing dot can pass as a letter of someone else's address.
 */
export function isPlainAddress(text: string): boolean {
  return text.length <= 254 && STRICT_EMAIL.test(text);
}

/**
 * The form in which addresses are compared: ASCII letters lower-cased and nothing else changed.
 * `toLowerCase()` would turn the Kelvin sign into "k" (and `toUpperCase()` turns ſ into "S").
 */
export function addressKey(email: string): string {
  return email.replace(/[A-Z]/g, (letter) => String.fromCharCode(letter.charCodeAt(0) + 32));
}

/** "Email is required" (or the given message) when blank, "Valid email is required" when malformed. */
export function emailProblem(email: string, requiredMessage = EMAIL_REQUIRED): string | undefined {
  const trimmed = email.trim();
  if (trimmed === "") return requiredMessage;
  return isPlainAddress(trimmed) ? undefined : EMAIL_INVALID;
}
