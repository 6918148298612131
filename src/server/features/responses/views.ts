// What each audience may see of a response. Others never see an e-mail, nor the name of a
// guest who kept their answer private.
import { hostEntryOf, shownAddress } from "../../../shared/host-answers.ts";
import type { ResponseRow } from "../../db/schema.ts";

export const ANONYMOUS = "Anonymous";

export function publicResponseView(r: ResponseRow) {
  return {
    id: r.id,
    guestName: r.isPublic ? r.guestName : ANONYMOUS,
    response: r.response,
    availableTimeWindows: r.availableTimeWindows,
    timeSlotAvailability: r.timeSlotAvailability,
    isPublic: r.isPublic,
    respondedAt: r.respondedAt.toISOString(),
    /** Guests this person brings (decision 0065); their names only in the full view. */
    plusOnes: r.plusOnes,
    /** Entered by the host, and not yet taken over by its person (decision 0068). */
    addedByHost: hostEntryOf(r) === "host",
  };
}

export type PublicResponse = ReturnType<typeof publicResponseView>;

/**
 * The host, and the guest who owns the response, see it in full, with when it was last given: a time
 * added after that is new to this guest.
 */
export function fullResponseView(r: ResponseRow) {
  return {
    ...publicResponseView(r),
    guestName: r.guestName,
    guestEmail: shownAddress(r.guestEmail),
    answeredAt: r.updatedAt.toISOString(),
    plusOneNames: r.plusOneNames,
    /** Times whose Yes waits for a spot ("Put me on the waitlist"). */
    waitingFor: r.waitingFor,
    /** "host": the host entered it and may change it; "confirmed": its person took it over. */
    hostEntry: hostEntryOf(r),
  };
}

export type FullResponse = ReturnType<typeof fullResponseView>;
