// What the create form starts with: empty, or prefilled from the repeat template / saved draft;
// and the draft the form keeps of itself, so a reload or a discarded tab loses nothing.
import { toDateTimeLocal } from "../../../shared/finalize.ts";
import { MAX_CAPACITY, MIN_CAPACITY } from "../../../shared/hang-rules.ts";
import { type ChosenLocation, chosenLocationOf, hangLocationFields } from "../../../shared/location-rules.ts";
import { readTimeSlot, type TimeSlot } from "../../../shared/time-slots.ts";
import { VIBES } from "../../../shared/vibes.ts";
import { browserTimeZone, toYmd } from "../../lib/dates.ts";
import { takeCreateDrafts } from "../../lib/storage.ts";
import type { AnswerByChoice } from "./answer-by-fields.tsx";

export interface CreateStart {
  name: string;
  /** A catalogue value, "other" for a custom vibe, or "" for none. */
  vibeChoice: string;
  customVibe: string;
  timeSlots: TimeSlot[];
  location: ChosenLocation | null;
  /** The party-size limit, or null for none. */
  maxCapacity: number | null;
  allowActivitySuggestions: boolean;
  answerBy: AnswerByChoice;
  hostName: string;
  hostEmail: string;
  /** The past hang this one repeats (its invitees are offered again), or null. */
  repeatOf: string | null;
}

export const EMPTY_START: CreateStart = {
  name: "",
  vibeChoice: "",
  customVibe: "",
  timeSlots: [],
  location: null,
  maxCapacity: null,
  allowActivitySuggestions: false,
  answerBy: { local: "", nudges: true, autoLock: false },
  hostName: "",
  hostEmail: "",
  repeatOf: null,
};

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** Saved slots that are still valid and not in the past. */
function futureSlots(value: unknown): TimeSlot[] {
  if (!Array.isArray(value)) return [];
  const today = toYmd(new Date());
  const slots: TimeSlot[] = [];
  for (const item of value) {
    const slot = readTimeSlot(item);
    if (slot && slot.date >= today && !slots.some((s) => s.date === slot.date)) slots.push(slot);
  }
  return slots;
}

function vibeFields(vibe: string): Pick<CreateStart, "vibeChoice" | "customVibe"> {
  if (!vibe) return { vibeChoice: "", customVibe: "" };
  if (VIBES.some((v) => v.value === vibe)) return { vibeChoice: vibe, customVibe: "" };
  return { vibeChoice: "other", customVibe: vibe };
}

/** A saved limit that the form would accept (a number or numeric text, whole, 2–50). */
function capacity(value: unknown): number | null {
  const n = typeof value === "string" && value.trim() ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && n >= MIN_CAPACITY && n <= MAX_CAPACITY ? n : null;
}

/** A saved answer-by choice; a date already past is dropped, as the form would refuse it. */
function answerBy(saved: Record<string, unknown>, now: Date): AnswerByChoice | undefined {
  const { answerByLocal: local, nudges, autoLock } = saved;
  if (typeof nudges !== "boolean" || typeof autoLock !== "boolean") return undefined;
  const wellFormed = typeof local === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local);
  const ahead = wellFormed && local > toDateTimeLocal(now, browserTimeZone() ?? "UTC");
  return { local: ahead ? local : "", nudges, autoLock };
}

function startFrom(saved: Record<string, unknown>): Partial<CreateStart> {
  const start: Partial<CreateStart> = {};
  for (const key of ["name", "hostName", "hostEmail"] as const) {
    if (text(saved[key])) start[key] = text(saved[key]);
  }
  if (text(saved.vibe)) Object.assign(start, vibeFields(text(saved.vibe)));
  if (text(saved.customVibe) && start.vibeChoice === "other") start.customVibe = text(saved.customVibe);
  const slots = futureSlots(saved.timeSlots);
  if (slots.length > 0) start.timeSlots = slots;
  const location = chosenLocationOf(saved);
  if (location) start.location = location;
  const limit = capacity(saved.maxCapacity);
  if (limit !== null) start.maxCapacity = limit;
  if (typeof saved.allowActivitySuggestions === "boolean") {
    start.allowActivitySuggestions = saved.allowActivitySuggestions;
  }
  const deadline = answerBy(saved, new Date());
  if (deadline) start.answerBy = deadline;
  return start;
}

/** What the create form holds at a moment: the host's words and choices, as typed. */
export interface CreateDraft {
  name: string;
  vibeChoice: string;
  customVibe: string;
  timeSlots: TimeSlot[];
  location: ChosenLocation | null;
  /** The party-size field as typed: "" for no limit. */
  capacity: string;
  allowActivitySuggestions: boolean;
  answerBy: AnswerByChoice;
  hostName: string;
  hostEmail: string;
}

/** The draft as it is kept in the browser; `createStartFrom` reads it back. */
export function savedDraftOf(draft: CreateDraft): Record<string, unknown> {
  return {
    name: draft.name,
    vibe: draft.vibeChoice,
    customVibe: draft.customVibe,
    timeSlots: draft.timeSlots,
    ...hangLocationFields(draft.location),
    maxCapacity: draft.capacity,
    allowActivitySuggestions: draft.allowActivitySuggestions,
    answerByLocal: draft.answerBy.local,
    nudges: draft.answerBy.nudges,
    autoLock: draft.answerBy.autoLock,
    hostName: draft.hostName,
    hostEmail: draft.hostEmail,
  };
}

/** The start values from a saved draft and a repeat template; the template wins where both have a field. */
export function createStartFrom(
  template: Record<string, unknown>,
  formData: Record<string, unknown>,
): CreateStart {
  const repeatOf = text(template.repeatOf) || null;
  return { ...EMPTY_START, ...startFrom(formData), ...startFrom(template), repeatOf };
}

let pending: CreateStart | undefined;

/**
 * Reads and removes the saved draft and repeat template (the template wins where both have a
 * field). Repeated calls before `settleCreateStart` return the same values, so a double render
 * cannot lose them.
 */
export function takeCreateStart(): CreateStart {
  if (!pending) {
    const { template, formData } = takeCreateDrafts();
    pending = createStartFrom(template, formData);
  }
  return pending;
}

/** The form has taken its start values: the next visit reads storage afresh. */
export function settleCreateStart(): void {
  pending = undefined;
}
