// How far a recurring event's occurrences can reach, without iterating them: years of a weekly
// meeting or a yearly birthday would otherwise be walked through, one occurrence at a time, to find
// the few near the hang.
import type { WallTime } from "./calendar-zones.ts";

const DAY_MS = 86_400_000;
const WEEKDAY_CODES = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];
const PLAIN_WEEKDAYS = /^(SU|MO|TU|WE|TH|FR|SA)(,(SU|MO|TU|WE|TH|FR|SA))*$/i;

/** Days since 1970-01-01 of a wall-clock date. */
export const dayNumber = (w: Pick<WallTime, "year" | "month" | "day">) =>
  Date.UTC(w.year, w.month - 1, w.day) / DAY_MS;

export function addDays(w: WallTime, days: number): WallTime {
  const d = new Date(Date.UTC(w.year, w.month - 1, w.day + days));
  return { ...w, year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/**
 * The latest date (yyyyMMdd) an RRULE's occurrences can start on, from its text and the event's
 * start date (yyyyMMdd); undefined when it may go on for ever or is too intricate to bound. A COUNT
 * is bounded only for rules where every period yields an occurrence (or, for the 29th to 31st and
 * 29 February, generously more).
 */
export function lastStartBound(rule: string, start: string): string | undefined {
  const parts = new Map(
    rule.split(";").map((part) => {
      const [name = "", value = ""] = part.split("=");
      return [name.trim().toUpperCase(), value.trim()] as const;
    }),
  );
  const until = parts.get("UNTIL");
  if (until) return /^\d{8}/.test(until) ? until.slice(0, 8) : undefined;
  const count = Number(parts.get("COUNT"));
  if (!Number.isInteger(count) || count <= 0) return undefined;
  const interval = Number(parts.get("INTERVAL") ?? 1) || 1;
  const by = [...parts.keys()].filter((name) => name.startsWith("BY"));
  const onlyWeekdays = by.length === 1 && by[0] === "BYDAY" && PLAIN_WEEKDAYS.test(parts.get("BYDAY")!);
  const freq = parts.get("FREQ")?.toUpperCase();
  const periodDays =
    by.length === 0
      ? { DAILY: 1, WEEKLY: 7, MONTHLY: 62, YEARLY: 366 * 8 }[freq ?? ""]
      : onlyWeekdays && freq === "WEEKLY"
        ? 7
        : onlyWeekdays && freq === "MONTHLY"
          ? 31
          : undefined;
  if (!periodDays || !/^\d{8}$/.test(start)) return undefined;
  const day = Date.UTC(Number(start.slice(0, 4)), Number(start.slice(4, 6)) - 1, Number(start.slice(6, 8)));
  const last = new Date(day + count * interval * periodDays * DAY_MS);
  return last.toISOString().slice(0, 10).replaceAll("-", "");
}

export interface RuleShape {
  freq: string;
  interval: number;
  count?: number | null;
  parts: Record<string, unknown[] | undefined>;
}

function partsBesides(rule: RuleShape, allowed: string): boolean {
  return Object.keys(rule.parts).some((part) => part !== allowed && (rule.parts[part]?.length ?? 0) > 0);
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * Where to start iterating a series so its first occurrences fall just before `firstDay` (a day
 * number) rather than years earlier: the start moved by whole periods, so every later occurrence
 * is where it was, with how many occurrences that passes over (for a COUNT). Rules a move could
 * change (month or position parts, a start the rule does not itself produce, a 29th–31st, parts
 * beside a COUNT) start where they start.
 */
export function fastForward(
  rule: RuleShape,
  wall: WallTime,
  firstDay: number,
): { wall: WallTime; skipped: number } {
  const unmoved = { wall, skipped: 0 };
  const interval = rule.interval || 1;
  // With a COUNT, a move must pass over a known number of occurrences: one a period, no parts.
  const counted = Boolean(rule.count);
  if (dayNumber(wall) >= firstDay) return unmoved;
  if (rule.freq === "DAILY" || rule.freq === "WEEKLY") {
    if (partsBesides(rule, counted ? "" : "BYDAY")) return unmoved;
    const byDay = (rule.parts.BYDAY ?? []) as string[];
    const weekday = WEEKDAY_CODES[new Date(dayNumber(wall) * DAY_MS).getUTCDay()]!;
    if (byDay.length > 0 && !byDay.includes(weekday)) return unmoved;
    // Weekdays must stay weekdays: a daily rule with BYDAY moves by whole weeks as well.
    const step =
      rule.freq === "WEEKLY" ? 7 * interval : byDay.length > 0 ? (interval * 7) / gcd(interval, 7) : interval;
    const periods = Math.floor((firstDay - dayNumber(wall)) / step);
    return periods > 0 ? { wall: addDays(wall, periods * step), skipped: periods } : unmoved;
  }
  if (rule.freq === "MONTHLY" || rule.freq === "YEARLY") {
    if (partsBesides(rule, "") || wall.day > 28) return unmoved;
    const target = new Date(firstDay * DAY_MS);
    const months = (target.getUTCFullYear() - wall.year) * 12 + (target.getUTCMonth() + 1 - wall.month) - 1;
    const step = rule.freq === "MONTHLY" ? interval : 12 * interval;
    const periods = Math.floor(months / step);
    if (periods <= 0) return unmoved;
    const total = wall.month - 1 + periods * step;
    return {
      wall: { ...wall, year: wall.year + Math.floor(total / 12), month: (total % 12) + 1 },
      skipped: periods,
    };
  }
  return unmoved;
}
