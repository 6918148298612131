// Field schemas shared by several forms, so each message is written once.
import { z } from "zod";

export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const optionalText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * One strict address rule for every form: a local part of at most 64 characters (no leading,
 * trailing or doubled dot) and domain labels of 1–63 letters, digits and inner hyphens, ending in a
 * letter-only top-level domain — so `a@b-.com` and over-long parts are refused before mail is queued.
 */
const STRICT_EMAIL =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]{0,63}[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** An e-mail address: "Email is required" when blank, "Valid email is required" when malformed. */
export const emailField = (requiredMessage = "Email is required") =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, "Valid email is required")
    .pipe(z.email({ pattern: STRICT_EMAIL, error: "Valid email is required" }));

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const NUL_MESSAGE = "Must not contain a NUL character";

/**
 * The path ("guestName", "timeSlots.0.date") of the first key or text in a value that holds a NUL
 * character, which PostgreSQL cannot store in text or JSON. Every body and query value passes here.
 * Walks with its own stack, so a body nested thousands deep cannot overflow the call stack.
 */
export function pathOfNul(value: unknown): string | undefined {
  const pending: [unknown, string[]][] = [[value, []]];
  const name = (path: string[]) => path.join(".") || "body";
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === "string") {
      if (current.includes("\u0000")) return name(path);
      continue;
    }
    if (current === null || typeof current !== "object") continue;
    const entries = Object.entries(current);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i]!;
      if (key.includes("\u0000")) return name([...path, key.replaceAll("\u0000", "")]);
      pending.push([inner, [...path, key]]);
    }
  }
  return undefined;
}
