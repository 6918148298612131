// Answers the host enters for someone who answered another way (by text, in person): the body the
// host's form and the server check alike, and the rules for who may change such an answer
// (docs/decisions/0068-answers-the-host-enters.md).
import { emailProblem } from "./field-rules.ts";
import { guestResponseSchema } from "./response-schema.ts";
import { z } from "./zod.ts";

/**
 * The domain of the stand-in address an answer entered without an e-mail is stored under. RFC 2606
 * reserves .invalid: no mailbox has it, sign-in never claims it, and mail to it is never queued.
 */
export const NO_ADDRESS_DOMAIN = "no-address.invalid";

/** Whether a stored address is the stand-in of an answer the host entered without an e-mail. */
export function isNoAddress(email: string): boolean {
  return email.toLowerCase().endsWith(`@${NO_ADDRESS_DOMAIN}`);
}

/** The address a person reading the answer sees: none for a stand-in. */
export function shownAddress(email: string): string {
  return isNoAddress(email) ? "" : email;
}

export const HOST_ANSWER_ADDRESS_TAKEN =
  "Someone already answered with this e-mail. Only they can change that answer.";
export const HOST_ANSWER_TAKEN_OVER = "They have confirmed this answer, so only they can change it now.";
export const HOST_ANSWER_NOT_HOSTS = "Only answers you added can be changed or removed here.";

/**
 * The host's "Add someone's answer": the guest's answer body (so party size and whatever else an
 * answer carries come with it), with the e-mail optional.
 */
export const hostAnswerSchema = guestResponseSchema.omit({ timeZone: true }).extend({
  guestEmail: z
    .string({ error: "Valid email is required" })
    .trim()
    .optional()
    .superRefine((email, ctx) => {
      const problem = email ? emailProblem(email) : undefined;
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .transform((email) => email || undefined),
});
export type HostAnswerInput = z.input<typeof hostAnswerSchema>;
export type HostAnswer = z.output<typeof hostAnswerSchema>;

/** How an answer stands with the host: still theirs to change, or taken over by its person. */
export type HostEntry = "host" | "confirmed";

/** Null for an answer the guest gave themselves. */
export function hostEntryOf(row: { enteredByHostAt: unknown; takenOverAt: unknown }): HostEntry | null {
  if (!row.enteredByHostAt) return null;
  return row.takenOverAt ? "confirmed" : "host";
}

/** What a list needs of a name: its id, and the address the host sees (none for a stand-in). */
interface ListedName {
  id: string;
  guestEmail?: string;
  addedByHost?: boolean;
}

/**
 * Marks the names of answers the host entered and still holds (`ids`) "added by the host", and drops
 * stand-in addresses from what the host sees. Only the first few names of each group are walked.
 */
export function markAddedByHost<N extends ListedName>(names: readonly N[], ids: ReadonlySet<string>): void {
  for (const name of names) {
    if (ids.has(name.id)) name.addedByHost = true;
    if (name.guestEmail !== undefined && isNoAddress(name.guestEmail)) name.guestEmail = "";
  }
}
