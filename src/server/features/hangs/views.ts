// What each audience may see of a hang. The public view never holds the edit token or host e-mail.
import type { HangRow } from "../../db/schema.ts";
import { type HostProof, sameSecret } from "../../http/actor.ts";

export interface Viewer {
  isHost: boolean;
}

export function publicHangView(hang: HangRow, viewer: Viewer = { isHost: false }) {
  return {
    id: hang.id,
    name: hang.name,
    vibe: hang.vibe,
    finalActivity: hang.finalActivity,
    timeWindows: hang.timeWindows,
    timeSlots: hang.timeSlots,
    hostName: hang.hostName,
    hostTimezone: hang.hostTimezone,
    location: hang.location,
    locationName: hang.locationName,
    locationLat: hang.locationLat,
    locationLng: hang.locationLng,
    additionalDetails: hang.additionalDetails,
    maxCapacity: hang.maxCapacity,
    plusOnesAllowed: hang.plusOnesAllowed,
    photosOpen: hang.photosOpen,
    allowActivitySuggestions: hang.allowActivitySuggestions,
    isFinalized: hang.isFinalized,
    finalDateTime: hang.finalDateTime?.toISOString() ?? null,
    isCancelled: hang.isCancelled,
    cancelledAt: hang.cancelledAt?.toISOString() ?? null,
    cancelReason: hang.cancelReason,
    answerBy: hang.answerBy?.toISOString() ?? null,
    nudges: hang.nudges,
    autoLock: hang.autoLock,
    /** Host questions: every guest answers them, so everyone sees them (not the answers). */
    questions: hang.questions,
    createdAt: hang.createdAt.toISOString(),
    viewer,
  };
}

export type PublicHang = ReturnType<typeof publicHangView>;

/**
 * What the host sees. The edit token goes only to whoever already proved themselves with it: a host
 * recognised by their session gets no token, so signing out leaves nothing behind in the browser.
 */
export function hostHangView(hang: HangRow, proof: HostProof = { editToken: hang.editToken }) {
  return {
    ...publicHangView(hang, { isHost: true }),
    hostEmail: hang.hostEmail,
    groupId: hang.groupId,
    ...(sameSecret(proof.editToken, hang.editToken) ? { editToken: hang.editToken } : {}),
    guestReminderSettings: hang.guestReminderSettings,
  };
}

export type HostHang = ReturnType<typeof hostHangView>;

/** The fields of GET /api/hangs/{id}/edit. */
export function editableHangView(hang: HangRow) {
  return {
    id: hang.id,
    name: hang.name,
    hostName: hang.hostName,
    hostEmail: hang.hostEmail,
    location: hang.location,
    locationName: hang.locationName,
    vibe: hang.vibe,
    timeSlots: hang.timeSlots,
    timeWindows: hang.timeWindows,
    hostTimezone: hang.hostTimezone,
    maxCapacity: hang.maxCapacity,
    plusOnesAllowed: hang.plusOnesAllowed,
    photosOpen: hang.photosOpen,
    allowActivitySuggestions: hang.allowActivitySuggestions,
    answerBy: hang.answerBy?.toISOString() ?? null,
    nudges: hang.nudges,
    autoLock: hang.autoLock,
    questions: hang.questions,
    isCancelled: hang.isCancelled,
    cancelledAt: hang.cancelledAt?.toISOString() ?? null,
    cancelReason: hang.cancelReason,
    // The cancel page's summary shows the final time of a locked-in hang.
    isFinalized: hang.isFinalized,
    finalDateTime: hang.finalDateTime?.toISOString() ?? null,
  };
}

/** One line of "Your hangs on this device": enough to recognise it and open its host view. */
export function heldHangView(hang: HangRow) {
  return {
    id: hang.id,
    name: hang.name,
    vibe: hang.vibe,
    isFinalized: hang.isFinalized,
    isCancelled: hang.isCancelled,
    createdAt: hang.createdAt.toISOString(),
  };
}
