// The answer-by date: when the answer form closes, how it reads on the page and in mail, and when
// the two gentle nudges to invitees who have not answered go (docs/decisions/0039-answer-by-and-nudges.md).
import { instantToWallTime, wallTimeToInstant } from "./calendar.ts";
import { dateTimeFormat } from "./intl-formats.ts";
import type { TimeSlot } from "./time-slots.ts";

/** An answer-by date must leave guests at least this long to answer. */
export const ANSWER_BY_MIN_LEAD_MS = 3_600_000;
export const ANSWER_BY_TOO_SOON = "Answer by must be at least an hour from now";
export const ANSWER_BY_FORMAT = "Answer by must be a date and time";

/** "Fri, Dec 4, 6:00 PM" on the zone's clock. */
export function formatAnswerBy(instant: Date, zone: string, locale = "en-US"): string {
  return dateTimeFormat(locale, {
    timeZone: zone,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(instant);
}

/** "Fri, Dec 4" on the zone's clock. */
export function formatAnswerByDay(instant: Date, zone: string, locale = "en-US"): string {
  return dateTimeFormat(locale, {
    timeZone: zone,
    weekday: "short",
    month: "short",
    day: "numeric",
  }).format(instant);
}

/** How long is left, rounded down to a whole unit: days from two days on, else hours, else minutes. */
export function timeLeftParts(
  instant: Date,
  now: Date,
): { unit: "days" | "hours" | "minutes"; count: number } {
  const minutes = Math.floor((instant.getTime() - now.getTime()) / 60_000);
  if (minutes >= 48 * 60) return { unit: "days", count: Math.floor(minutes / (24 * 60)) };
  if (minutes >= 60) return { unit: "hours", count: Math.floor(minutes / 60) };
  return { unit: "minutes", count: Math.max(minutes, 1) };
}

/** The message that says it ("in 2 days", "in 5 hours", "in 40 minutes"), for pages and mail. */
export const TIME_LEFT_MESSAGES = {
  days: "answer.inDays",
  hours: "answer.inHours",
  minutes: "answer.inMinutes",
} as const;

/** The note the closed form shows, and the 409 an answer after the deadline gets. */
export function answersClosedMessage(answerBy: Date, zone: string, hostName: string): string {
  return `Answers closed on ${formatAnswerByDay(answerBy, zone)}. Ask ${hostName} to reopen.`;
}

export function isAnswerByPast(answerBy: Date | string | null | undefined, now: Date): boolean {
  return answerBy != null && new Date(answerBy).getTime() <= now.getTime();
}

/** Why a new answer-by instant cannot be used, or undefined when it can. */
export function answerByProblem(answerBy: Date, now: Date): string | undefined {
  if (Number.isNaN(answerBy.getTime())) return ANSWER_BY_FORMAT;
  if (answerBy.getTime() < now.getTime() + ANSWER_BY_MIN_LEAD_MS) return ANSWER_BY_TOO_SOON;
  return undefined;
}

/** The form's date and time fields (yyyy-MM-dd, HH:mm) on the host's clock, as the instant sent. */
export function answerByInstant(date: string, time: string, zone: string): Date {
  return wallTimeToInstant(date, time, zone);
}

// ── Nudges ──────────────────────────────────────────────────────────────────────────────────────

export const MAX_NUDGES = 2;
/** A nudge this soon after the invitation would crowd it: it is skipped. */
export const NUDGE_MIN_AFTER_INVITE_MS = 6 * 3_600_000;

/** Names the step in its de-duplication key and on the host's list. */
export type NudgeStep = "2_days_before" | "6_hours_before" | "2_days_after" | "5_days_after";

export const NUDGE_STEP_LABELS: Record<NudgeStep, string> = {
  "2_days_before": "2 days before the answer-by date",
  "6_hours_before": "6 hours before the answer-by date",
  "2_days_after": "2 days after the invitation",
  "5_days_after": "5 days after the invitation",
};

export interface PlannedNudge {
  step: NudgeStep;
  at: Date;
}

export interface NudgePlanInput {
  answerBy: Date | null;
  invitedAt: Date;
  /** The start of the earliest time slot, if the hang has any. */
  firstSlotStart: Date | null;
  zone: string;
  now: Date;
}

/** Calendar days on the zone's clock: 6 PM two days before stays 6 PM across a DST change. */
function shiftDays(instant: Date, days: number, zone: string): Date {
  const { date, time } = instantToWallTime(instant, zone);
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
  // Wall times are whole minutes: the seconds carry over as they are (zone offsets are whole minutes).
  return new Date(wallTimeToInstant(shifted, time, zone).getTime() + (instant.getTime() % 60_000));
}

/**
 * The nudges one invitee is due, earliest first: with an answer-by date, two days and six hours
 * before it; without one, two and five days after the invitation, and never once the first slot
 * has started. A step already past, or less than six hours after the invitation, is skipped.
 */
export function planNudges(input: NudgePlanInput): PlannedNudge[] {
  const { answerBy, invitedAt, firstSlotStart, zone, now } = input;
  const steps: PlannedNudge[] = answerBy
    ? [
        { step: "2_days_before", at: shiftDays(answerBy, -2, zone) },
        { step: "6_hours_before", at: new Date(answerBy.getTime() - 6 * 3_600_000) },
      ]
    : [
        { step: "2_days_after", at: shiftDays(invitedAt, 2, zone) },
        { step: "5_days_after", at: shiftDays(invitedAt, 5, zone) },
      ];
  return steps.filter(
    ({ at }) =>
      at.getTime() > now.getTime() &&
      at.getTime() >= invitedAt.getTime() + NUDGE_MIN_AFTER_INVITE_MS &&
      (answerBy === null || at.getTime() < answerBy.getTime()) &&
      (firstSlotStart === null || at.getTime() < firstSlotStart.getTime()),
  );
}

/** The earliest slot's start on the host's clock (an all-day slot starts at midnight). */
export function firstSlotStart(slots: readonly TimeSlot[], zone: string): Date | null {
  const starts = slots.map((s) =>
    wallTimeToInstant(s.date, s.duration === "all-day" ? "00:00" : s.startTime, zone).getTime(),
  );
  return starts.length > 0 ? new Date(Math.min(...starts)) : null;
}
