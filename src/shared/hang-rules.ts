// What a host may send to create or edit a hang, without a schema library: the limits, the spec's
// messages and the checks. The zod schemas in hang.ts are built on these for the server, and the
// create and edit forms check themselves with them directly, so those pages download no zod
// (docs/decisions/0029-no-zod-on-the-guest-page.md).
import { emailProblem, textProblem, tooLong } from "./field-rules.ts";
import type { HangLocationFields } from "./location-rules.ts";
import { hasPassed, pastSlotMessage } from "./past-slots.ts";
import { END_TIME_REQUIRED, type TimeSlot } from "./time-slots.ts";

export const MIN_CAPACITY = 2;
export const MAX_CAPACITY = 50;
export const MAX_SLOTS = 60;

export const HANG_NAME_REQUIRED = "Name is required";
export const HANG_NAME_MAX = 120;
export const HOST_NAME_REQUIRED = "Host name is required";
export const HOST_NAME_MAX = 100;
export const HOST_EMAIL_REQUIRED = "Host email is required";
export const VIBE_MAX = 100;
export const VIBE_TOO_LONG = `Vibe must be at most ${VIBE_MAX} characters`;
export const END_BEFORE_START = "End time must be after the start time";
export const SLOTS_TOO_MANY = `At most ${MAX_SLOTS} time slots`;
export const SLOTS_REPEATED = "Each time slot must be different";
export const CAPACITY_NOT_WHOLE = "Party size must be a whole number";
export const CAPACITY_TOO_SMALL = `Party size must be at least ${MIN_CAPACITY}`;
/** Lowering the party size never takes a spot from someone who has one. */
export const CAPACITY_BELOW_CONFIRMED =
  "More people already have a spot than that. Choose a party size at least as large as the number confirmed.";
export const CAPACITY_TOO_LARGE = `Party size must be at most ${MAX_CAPACITY}`;

export const VIBE_REQUIRED = {
  title: "Please select a vibe",
  description: "Choose what kind of hang this is.",
};
export const VIBE_DESCRIPTION_REQUIRED = {
  title: "Please describe the vibe",
  description: "What kind of hang is this?",
};
export const SLOTS_REQUIRED = {
  title: "Please add at least one time window",
  description: "When could this hang happen?",
};

/** What is wrong with a vibe once trimmed; the literal "other" means the description was left out. */
export function vibeProblem(vibe: string): string | undefined {
  const trimmed = vibe.trim();
  if (trimmed === "") return VIBE_REQUIRED.title;
  if (trimmed.length > VIBE_MAX) return VIBE_TOO_LONG;
  return trimmed === "other" ? VIBE_DESCRIPTION_REQUIRED.title : undefined;
}

/** A party-size limit: none, or a whole number from 2 to 50. */
export function capacityProblem(limit: number | null | undefined): string | undefined {
  if (limit == null) return undefined;
  if (!Number.isInteger(limit)) return CAPACITY_NOT_WHOLE;
  if (limit < MIN_CAPACITY) return CAPACITY_TOO_SMALL;
  return limit > MAX_CAPACITY ? CAPACITY_TOO_LARGE : undefined;
}

/** A slot ends after it starts, unless it lasts all day. */
export const endsAfterStart = (slot: TimeSlot) =>
  slot.duration === "all-day" || slot.endTime > slot.startTime;

/** The forms' slots come from the picker: only a custom slot's end time can be missing or early. */
export function slotEndProblem(slot: TimeSlot): string | undefined {
  if (slot.endTime === "") return END_TIME_REQUIRED;
  return endsAfterStart(slot) ? undefined : END_BEFORE_START;
}

/** At most 60 slots, no two starting at the same moment. */
export function slotListProblem(slots: readonly TimeSlot[]): string | undefined {
  if (slots.length > MAX_SLOTS) return SLOTS_TOO_MANY;
  const starts = new Set(slots.map((s) => `${s.date} ${s.startTime}`));
  return starts.size === slots.length ? undefined : SLOTS_REPEATED;
}

/** A hang needs some time to ask about: slots, or (older hangs) time windows. */
export const hasWhen = (h: { timeSlots?: unknown[]; timeWindows?: unknown[] }) =>
  (h.timeSlots?.length ?? 0) > 0 || (h.timeWindows?.length ?? 0) > 0;

/** The first problem with a form's slots: one slot's end, then the list, as the schema orders them. */
function slotsProblem(slots: readonly TimeSlot[]): string | undefined {
  for (const slot of slots) {
    const problem = slotEndProblem(slot);
    if (problem) return problem;
  }
  return slotListProblem(slots);
}

export interface HangFormValues {
  name: string;
  vibe: string;
  timeSlots: TimeSlot[];
  /** The party-size limit as typed (NaN for text that is not a number), or null for none. */
  maxCapacity: number | null;
  hostName: string;
  hostEmail: string;
}

export type HangFormProblems = Partial<Record<keyof HangFormValues, string>>;

/**
 * The create form's problems, one message per field, as createHangSchema finds them. The rules over
 * the whole hang (some time to ask about, none of it past) are checked, as by the schema, unless
 * the party size is not a number at all.
 */
export function createFormProblems(values: HangFormValues, now: Date): HangFormProblems {
  const problems: HangFormProblems = {
    name: textProblem(values.name, HANG_NAME_REQUIRED, HANG_NAME_MAX),
    vibe: vibeProblem(values.vibe),
    timeSlots: slotsProblem(values.timeSlots),
    maxCapacity: capacityProblem(values.maxCapacity),
    hostName: textProblem(values.hostName, HOST_NAME_REQUIRED, HOST_NAME_MAX),
    hostEmail: emailProblem(values.hostEmail, HOST_EMAIL_REQUIRED),
  };
  if (problems.maxCapacity !== CAPACITY_NOT_WHOLE && !problems.timeSlots) {
    // Checked without the host's zone, as the westernmost one: only a slot that is over everywhere
    // is refused before sending; the server checks again on the host's clock.
    const past = values.timeSlots.find((slot) => hasPassed(slot, null, now));
    if (!hasWhen(values)) problems.timeSlots = SLOTS_REQUIRED.title;
    else if (past) problems.timeSlots = pastSlotMessage(past);
  }
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message));
}

/** The longest stored text of each location field. */
export const LOCATION_FIELD_MAX: Record<keyof HangLocationFields, number> = {
  location: 300,
  locationName: 200,
  locationLat: 32,
  locationLng: 32,
};

export interface HangEditValues extends HangLocationFields {
  name: string;
  vibe: string;
  /** Sent only when the host picked dates (older hangs keep their time windows otherwise). */
  timeSlots?: TimeSlot[];
  hostName: string;
  hostEmail: string;
}

export type HangEditProblems = Partial<
  Record<"name" | "vibe" | "timeSlots" | "location" | "hostName" | "hostEmail", string>
>;

/** The edit form's problems, one message per field, as editHangSchema finds them. */
export function editFormProblems(values: HangEditValues): HangEditProblems {
  const tooLongLocation = (Object.keys(LOCATION_FIELD_MAX) as (keyof HangLocationFields)[]).find(
    (field) => (values[field]?.trim().length ?? 0) > LOCATION_FIELD_MAX[field],
  );
  const problems: HangEditProblems = {
    name: textProblem(values.name, HANG_NAME_REQUIRED, HANG_NAME_MAX),
    vibe: vibeProblem(values.vibe),
    timeSlots: values.timeSlots && slotsProblem(values.timeSlots),
    location: tooLongLocation && tooLong(LOCATION_FIELD_MAX[tooLongLocation]),
    hostName: textProblem(values.hostName, HOST_NAME_REQUIRED, HOST_NAME_MAX),
    hostEmail: emailProblem(values.hostEmail, HOST_EMAIL_REQUIRED),
  };
  if (values.timeSlots && !problems.timeSlots && !hasWhen(values)) problems.timeSlots = SLOTS_REQUIRED.title;
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message));
}

export type HangStatus = "cancelled" | "finalized" | "planning";

export function hangStatus(h: { isCancelled: boolean; isFinalized: boolean }): HangStatus {
  if (h.isCancelled) return "cancelled";
  if (h.isFinalized) return "finalized";
  return "planning";
}

/** The hangs a browser holds edit tokens for ("Your hangs on this device"): each is checked on the server. */
export const MAX_HELD_HANGS = 50;
