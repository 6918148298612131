// Field schemas shared by several forms, so each message is written once.
import {
  CONTROL_CHARACTERS,
  EMAIL_REQUIRED,
  emailProblem,
  hasControlCharacters,
  textProblem,
  tooLong,
} from "./field-rules.ts";
import { z } from "./zod.ts";

/** Free text of any kind (names, places, notes): control characters other than tab and line feed refused. */
export const plainText = (error?: string) =>
  z.string(error === undefined ? undefined : { error }).refine((text) => !hasControlCharacters(text), {
    message: CONTROL_CHARACTERS,
  });

/** Trimmed text that must not be blank: `message` when it is, or when it is not a string at all. */
export const requiredText = (message: string, max = 200) =>
  plainText(message)
    .trim()
    .superRefine((text, ctx) => {
      const problem = textProblem(text, message, max);
      // The server words "Must be at most {max} characters" in the reader's language from `max`.
      if (problem) ctx.addIssue({ code: "custom", message: problem, params: { max } });
    });

export const optionalText = (max = 500) =>
  plainText()
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((v) => (v ? v : null));

/** An e-mail address, trimmed: "Email is required" when blank, "Valid email is required" when malformed. */
export const emailField = (requiredMessage = EMAIL_REQUIRED) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .superRefine((email, ctx) => {
      const problem = emailProblem(email, requiredMessage);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });

export const NUL_MESSAGE = "Must not contain a NUL character";

/**
 * The path ("guestName", "timeSlots.0.date") of the first key or text in a value that holds a NUL
 * character, which PostgreSQL cannot store in text or JSON. Every body and query value passes here.
 * Walks with its own stack, so a body nested thousands deep cannot overflow the call stack.
 */
function fieldName(path: string[]): string {
  return path.join(".") || "body";
}

export function pathOfNul(value: unknown): string | undefined {
  const pending: [unknown, string[]][] = [[value, []]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === "string") {
      if (current.includes("\u0000")) return fieldName(path);
      continue;
    }
    if (current === null || typeof current !== "object") continue;
    const entries = Object.entries(current);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i]!;
      if (key.includes("\u0000")) return fieldName([...path, key.replaceAll("\u0000", "")]);
      pending.push([inner, [...path, key]]);
    }
  }
  return undefined;
}
