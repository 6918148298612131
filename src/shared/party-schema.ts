// Plus-ones (decision 0065): how many guests a host lets each answer bring, and the party an answer
// brings. The hang's own limit is checked on the server (partyProblem), as the schema cannot see it.
import { MAX_PLUS_ONES, PLUS_ONE_NAME_MAX } from "./capacity.ts";
import { z } from "./zod.ts";

export const PLUS_ONES_ALLOWED_INVALID = `Guests may bring a whole number from 0 to ${MAX_PLUS_ONES}`;
export const PLUS_ONES_INVALID = "The number of guests you bring must be a whole number, 0 or more";
export const PLUS_ONE_NAMES_TOO_MANY = "Give at most one name for each guest you bring";

/** The hang's "Guests may bring up to N" (0, the default, hides the question). */
export const plusOnesAllowedField = z
  .number({ error: PLUS_ONES_ALLOWED_INVALID })
  .int(PLUS_ONES_ALLOWED_INVALID)
  .min(0, PLUS_ONES_ALLOWED_INVALID)
  .max(MAX_PLUS_ONES, PLUS_ONES_ALLOWED_INVALID);

/** The answer's party: the hang's own limit (at most MAX_PLUS_ONES) is checked against the hang. */
export const partyFields = {
  plusOnes: z
    .number({ error: PLUS_ONES_INVALID })
    .int(PLUS_ONES_INVALID)
    .min(0, PLUS_ONES_INVALID)
    .optional(),
  plusOneNames: z
    .array(
      z.string().trim().max(PLUS_ONE_NAME_MAX, `Each name can be at most ${PLUS_ONE_NAME_MAX} characters`),
    )
    .max(MAX_PLUS_ONES, PLUS_ONE_NAMES_TOO_MANY)
    .optional(),
  /** "Put me on the waitlist": a Yes to a time without room for the party waits instead of a 409. */
  waitlist: z.boolean({ error: "waitlist must be true or false" }).optional(),
};

/** The message for more guests than the hang allows. */
export function tooManyPlusOnes(allowed: number): string {
  return allowed === 0
    ? "This hang does not take extra guests: answer for yourself only"
    : `You can bring at most ${allowed} ${allowed === 1 ? "guest" : "guests"} to this hang`;
}
