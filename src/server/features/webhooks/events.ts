// What each webhook event says, built from the rows the change wrote. `data` goes to every
// endpoint; `hostData` only to the hang's own (their owner is its host, who sees addresses and
// private answers anyway): a group's admin gets no e-mail address and no private answer's name.
import { isDeepStrictEqual } from "node:util";
import type { WebhookEventType } from "../../../shared/webhooks.ts";
import type { HangRow, ResponseRow } from "../../db/schema.ts";

export interface WebhookEvent {
  type: WebhookEventType;
  hangId: string;
  /** The hang's group: the group's endpoints hear about it too. */
  groupId: string | null;
  data: Record<string, unknown>;
  /** Laid over `data` for the hang's own endpoints. */
  hostData?: Record<string, unknown>;
}

type Hang = Pick<HangRow, "id" | "groupId" | "name" | "version">;
const about = (hang: Hang) => ({
  hangId: hang.id,
  groupId: hang.groupId,
  name: hang.name,
  version: hang.version,
});

/** The answer as every endpoint may see it. */
function answerData(row: ResponseRow) {
  return {
    responseId: row.id,
    guestName: row.isPublic ? row.guestName : null,
    isPublic: row.isPublic,
    response: row.response,
    timeSlotAvailability: row.timeSlotAvailability,
    availableTimeWindows: row.availableTimeWindows,
    plusOnes: row.plusOnes,
    waitlistedFor: row.waitingFor,
    enteredByHost: row.enteredByHostAt !== null,
  };
}

export function answerCreated(hang: Hang, row: ResponseRow): WebhookEvent {
  return {
    type: "answer.created",
    hangId: hang.id,
    groupId: hang.groupId,
    data: { ...about(hang), ...answerData(row) },
    hostData: { guestName: row.guestName, guestEmail: row.guestEmail },
  };
}

/** Fields whose change an endpoint hears about, as `changes: { field: { from, to } }`. */
const CHANGING = [
  "response",
  "timeSlotAvailability",
  "availableTimeWindows",
  "plusOnes",
  "isPublic",
  "waitingFor",
] as const;
/** Only the host hears that these changed. */
const PRIVATE = ["guestName", "guestEmail"] as const;

function changesOf(before: ResponseRow, after: ResponseRow, fields: readonly (keyof ResponseRow)[]) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of fields) {
    if (!isDeepStrictEqual(before[field], after[field])) {
      changes[field === "waitingFor" ? "waitlistedFor" : field] = { from: before[field], to: after[field] };
    }
  }
  return changes;
}

/** Undefined when nothing an endpoint hears about changed (the same answer sent again). */
export function answerChanged(hang: Hang, before: ResponseRow, after: ResponseRow): WebhookEvent | undefined {
  const changes = changesOf(before, after, CHANGING);
  const hostChanges = { ...changes, ...changesOf(before, after, PRIVATE) };
  if (Object.keys(hostChanges).length === 0) return undefined;
  return {
    type: "answer.changed",
    hangId: hang.id,
    groupId: hang.groupId,
    data: { ...about(hang), ...answerData(after), changes },
    hostData: { guestName: after.guestName, guestEmail: after.guestEmail, changes: hostChanges },
  };
}

export function everyoneAnswered(hang: Hang): WebhookEvent {
  return { type: "everyone.answered", hangId: hang.id, groupId: hang.groupId, data: about(hang) };
}

/** The details guests see once a hang is locked in. */
const lockedDetails = (hang: HangRow) => ({
  finalDateTime: hang.finalDateTime?.toISOString() ?? null,
  timeZone: hang.hostTimezone,
  location: hang.location,
  locationName: hang.locationName,
  activity: hang.finalActivity ?? hang.vibe,
});

export function hangLocked(hang: HangRow): WebhookEvent {
  return {
    type: "hang.locked",
    hangId: hang.id,
    groupId: hang.groupId,
    data: { ...about(hang), ...lockedDetails(hang) },
  };
}

/** The times on offer changed (an edit), or a locked-in hang moved to another date-time. */
export function hangRescheduled(before: HangRow, after: HangRow): WebhookEvent | undefined {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  if (!isDeepStrictEqual(before.timeSlots, after.timeSlots)) {
    changes.timeSlots = { from: before.timeSlots, to: after.timeSlots };
  }
  if (!isDeepStrictEqual(before.timeWindows, after.timeWindows)) {
    changes.timeWindows = { from: before.timeWindows, to: after.timeWindows };
  }
  if (before.finalDateTime?.getTime() !== after.finalDateTime?.getTime()) {
    changes.finalDateTime = {
      from: before.finalDateTime?.toISOString() ?? null,
      to: after.finalDateTime?.toISOString() ?? null,
    };
  }
  if (Object.keys(changes).length === 0) return undefined;
  return {
    type: "hang.rescheduled",
    hangId: after.id,
    groupId: after.groupId,
    data: { ...about(after), isLockedIn: after.isFinalized, timeZone: after.hostTimezone, changes },
  };
}

export function hangCancelled(hang: HangRow): WebhookEvent {
  return {
    type: "hang.cancelled",
    hangId: hang.id,
    groupId: hang.groupId,
    data: { ...about(hang), reason: hang.cancelReason },
  };
}
