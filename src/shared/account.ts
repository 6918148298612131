// People own their data: downloading it and deleting the account (the account page and
// DELETE /api/user share these), and what a deleted host leaves behind on the hangs kept for guests.
import { LOCALES } from "./i18n/locales.ts";
import { z } from "./zod.ts";

/** What the person types to confirm that the account should go. */
export const DELETE_WORD = "DELETE";
export const TYPE_DELETE = `That doesn't say ${DELETE_WORD}. Type ${DELETE_WORD} to confirm.`;

/** Whether the typed text confirms the deletion (spaces around it and letter case don't matter). */
export function confirmsDeletion(text: string): boolean {
  return text.trim().toUpperCase() === DELETE_WORD;
}

/** DELETE /api/user: `{ "confirm": "DELETE" }`. */
export const deleteAccountSchema = z.object({
  confirm: z.string({ error: TYPE_DELETE }).max(100, TYPE_DELETE).refine(confirmsDeletion, TYPE_DELETE),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

export const LANGUAGE_REQUIRED = "Choose English, Spanish or German";

/** PUT /api/user/language: `{ "language": "es" }`, the switcher's choice kept with the account. */
export const languageChoiceSchema = z.object({
  language: z.enum(LOCALES, { error: LANGUAGE_REQUIRED }),
});

/** The host of a hang whose host deleted their account (the hang stays for its guests). */
export const DELETED_HOST_NAME = "A former member";
/** The reason guests of an upcoming hang read when its host deleted their account. */
export const HOST_LEFT_REASON = "The host deleted their account.";

/** What deleting an account did, as the page (and the admin page) reports it. */
export interface DeletedAccount {
  /** Upcoming hangs cancelled, each with the usual cancellation mail to its guests. */
  cancelledHangs: number;
  /** Past (or already cancelled) hangs kept for their guests without the host's name or address. */
  anonymisedHangs: number;
  /** Cancellation mails queued. */
  notified: number;
  /** Answers removed from other people's hangs. */
  removedAnswers: number;
}

export const EXPORT_FILE_PREFIX = "hangs-data";
