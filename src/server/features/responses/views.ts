// What each audience may see of a response. Others never see an e-mail, nor the name of a
// guest who kept their answer private.
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
    guestEmail: r.guestEmail,
    answeredAt: r.updatedAt.toISOString(),
  };
}

export type FullResponse = ReturnType<typeof fullResponseView>;
