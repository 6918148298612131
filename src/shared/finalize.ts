// Locking a hang in: the rules behind the finalize form's schema (finalize-schema.ts), the default
// final time, the order of activity options, the custom reminder hours, and who counts as confirmed.
import { instantToWallTime, wallTimeToInstant } from "./calendar.ts";
import { headsOf } from "./capacity.ts";
import { dateTimeFormat } from "./intl-formats.ts";
import type { Answer } from "./responses.ts";
import { slotKey, type TimeSlot } from "./time-slots.ts";

export const FINAL_DATE_REQUIRED = "Final date and time is required";
export const FINAL_DATE_FORMAT = "Final date and time must look like 2027-03-13T18:00";
export const FINAL_DATE_PAST = "Final date and time must be in the future";
export const MIN_YES_TO_LOCK_IN = 2;
/** The time an all-day slot defaults to when it is locked in. */
export const ALL_DAY_FINAL_TIME = "12:00";
export const MAX_CUSTOM_REMINDERS = 10;
/** Custom reminders further ahead than this are typos, not plans (about two months). */
export const MAX_REMINDER_HOURS = 24 * 60;

/** The form's datetime-local value (wall clock in the host's zone). */
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?$/;
/** An ISO instant: a UTC "Z" or a numeric offset. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/** True when "yyyy-MM-ddTHH:mm" names a real calendar day and clock time (no 2026-02-30, no 99:99). */
function isRealDateTime(value: string): boolean {
  const [y, mo, d, h, mi] = value.slice(0, 16).split(/[-T:]/).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return (
    day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d && h < 24 && mi < 60
  );
}

/**
 * The instant a final date-time names: an ISO instant as is, or the form's datetime-local value
 * read on the host's clock. Undefined when it is neither.
 */
export function parseFinalDateTime(value: string, zone: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) || !isRealDateTime(value)) return undefined;
  const local = LOCAL_DATE_TIME.exec(value);
  if (local) {
    const [, date, time] = local as unknown as [string, string, string];
    const instant = wallTimeToInstant(date, time, zone);
    return Number.isNaN(instant.getTime()) ? undefined : instant;
  }
  if (!ISO_INSTANT.test(value)) return undefined;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/** The datetime-local value ("2027-03-13T18:00") an instant shows on the host's clock. */
export function toDateTimeLocal(instant: Date, zone: string): string {
  const { date, time } = instantToWallTime(instant, zone);
  return `${date}T${time}`;
}

export interface ReminderSettings {
  "2_days": boolean;
  "1_day": boolean;
  "2_hours": boolean;
  /** Hours before the hang. */
  custom: number[];
}

// Types only: the schema itself stays out of the guest page's JavaScript.
export type { Finalize, FinalizeInput } from "./finalize-schema.ts";

export const DEFAULT_REMINDERS: ReminderSettings = {
  "2_days": false,
  "1_day": true,
  "2_hours": false,
  custom: [],
};

/** "2, 5, , soon, 12.5" → [2, 5, 12.5]: split by comma, blanks and non-numbers dropped. */
export function parseCustomHours(text: string): number[] {
  return text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "" && Number.isFinite(Number(part)))
    .map(Number);
}

interface AnswerLike {
  response: Answer;
  timeSlotAvailability: Record<string, Answer>;
  respondedAt: string | Date;
  plusOnes?: number | null;
}

export interface SlotSupport {
  slot: TimeSlot;
  yes: number;
  maybe: number;
}

/** Each slot with its yes and maybe heads (a guest and whoever they bring), in the slots' own order. */
export function slotSupport(slots: readonly TimeSlot[], responses: readonly AnswerLike[]): SlotSupport[] {
  return slots.map((slot) => {
    const key = slotKey(slot);
    let yes = 0;
    let maybe = 0;
    for (const r of responses) {
      if (r.timeSlotAvailability[key] === "yes") yes += headsOf(r);
      else if (r.timeSlotAvailability[key] === "maybe") maybe += headsOf(r);
    }
    return { slot, yes, maybe };
  });
}

/** The slot with most yes heads; ties go to most maybe heads, then to the earliest. */
export function bestSlot(
  slots: readonly TimeSlot[],
  responses: readonly AnswerLike[],
): SlotSupport | undefined {
  return bestSupported(slotSupport(slots, responses));
}

/** `bestSlot` over support already counted. */
export function bestSupported(support: readonly SlotSupport[]): SlotSupport | undefined {
  const ranked = [...support].sort(
    (a, b) =>
      b.yes - a.yes ||
      b.maybe - a.maybe ||
      (a.slot.date + a.slot.startTime).localeCompare(b.slot.date + b.slot.startTime),
  );
  return ranked[0];
}

/** The finalize form's starting value: the best-supported slot's start (12:00 for all-day), or "". */
export function defaultFinalDateTime(slots: readonly TimeSlot[], responses: readonly AnswerLike[]): string {
  const best = bestSlot(slots, responses);
  return best ? finalDateTimeOf(best.slot) : "";
}

/** A slot as the finalize form's value: its start, or 12:00 for an all-day slot. */
export function finalDateTimeOf(slot: TimeSlot): string {
  const time = slot.duration === "all-day" ? ALL_DAY_FINAL_TIME : slot.startTime;
  return `${slot.date}T${time}`;
}

export interface ActivityOption {
  /** "original" for the hang's own vibe, else the suggestion's id. */
  id: string;
  /** What the hang becomes when this option is chosen (a vibe value or custom text). */
  value: string;
  love: number;
  total: number;
  isOriginal: boolean;
}

/** Most love votes first, then most votes in all; equal options keep their order (original first). */
export function rankActivities<T extends ActivityOption>(options: readonly T[]): T[] {
  return options
    .map((option, index) => ({ option, index }))
    .sort((a, b) => b.option.love - a.option.love || b.option.total - a.option.total || a.index - b.index)
    .map(({ option }) => option);
}

/** The parts a final time shows, in any language: weekday, date, year, time and the zone's name. */
export const FINAL_DATE_TIME_PARTS = {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
} as const satisfies Intl.DateTimeFormatOptions;

/** "Saturday, March 13, 2027 at 6:00 PM EST": the final time on the host's clock, zone named. */
export function formatFinalDateTime(instant: Date, zone: string): string {
  const parts = dateTimeFormat("en-US", { timeZone: zone, ...FINAL_DATE_TIME_PARTS }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")}, ${part("month")} ${part("day")}, ${part("year")} at ${part("hour")}:${part("minute")} ${part("dayPeriod")} ${part("timeZoneName")}`;
}
