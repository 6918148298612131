// A series' rounds worked out from its RRULE (RFC 5545, expanded with ical.js from DTSTART =
// startsOn as a date): each occurrence date starts a round, whose slots are the series' weekdays
// and times in the days up to the next occurrence (at most a week), at that wall-clock time in the
// host's zone. Pure: no database, so the opener, the API, the feeds and the tests share it.
import ICAL from "ical.js";
import { wallTimeToInstant } from "../../../shared/calendar.ts";
import { SERIES_MESSAGES } from "../../../shared/series.ts";
import { makeSlot, type TimeSlot } from "../../../shared/time-slots.ts";
import type { SeriesRow } from "../../db/series-schema.ts";

export type SeriesPlan = Pick<
  SeriesRow,
  "rrule" | "startsOn" | "slots" | "hostTimezone" | "opensDaysBefore" | "answerByDaysBefore"
>;

export interface PlannedRound {
  date: string;
  slots: TimeSlot[];
  firstSlotAt: Date;
  lastSlotEndsAt: Date;
  opensAt: Date;
  answerBy: Date;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** The hang rules want an answer-by at least this far ahead when a hang is created. */
const ANSWER_BY_LEAD_MS = HOUR_MS;
/**
 * ical.js walks a DAILY or WEEKLY rule one day at a time until the BY parts match, with no end of
 * its own (DAILY;INTERVAL=7;BYDAY=TU from a Monday spins forever): every expansion stops after this
 * many inner steps (a day each for DAILY, about 55 years), and after this many occurrences.
 */
const INNER_STEP_CAP = 20_000;
const OCCURRENCE_CAP = 10_000;
/** "Never happens again" looks this far ahead (a leap-day rule occurs within it). */
const NEVER_HORIZON_DAYS = 5 * 366;

const KNOWN_PARTS = new Set([
  "FREQ",
  "INTERVAL",
  "COUNT",
  "UNTIL",
  "WKST",
  "BYDAY",
  "BYMONTHDAY",
  "BYMONTH",
  "BYHOUR",
  "BYMINUTE",
  "BYSECOND",
]);
const FREQS = ["SECONDLY", "MINUTELY", "HOURLY", "DAILY", "WEEKLY", "MONTHLY", "YEARLY"];
const TOO_FINE = new Set(["SECONDLY", "MINUTELY", "HOURLY"]);
const WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];
const BYDAY_ITEM = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/;
const NUMBER_LIST = /^[+-]?\d{1,3}(,[+-]?\d{1,3})*$/;
const UNTIL_VALUE = /^\d{8}(T\d{6}Z?)?$/;
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

interface ParsedRule {
  freq: string;
  parts: Map<string, string>;
}

/**
 * The rule's parts, when it keeps to the subset Hangs accepts: each part once, known names,
 * sane numbers. ical.js reads far more leniently (INTERVAL=0 becomes 1, unknown parts vanish).
 * BYYEARDAY, BYWEEKNO and BYSETPOS are left out: ical.js mis-expands or spins on several of them.
 */
function parseRule(rrule: string): ParsedRule | undefined {
  const parts = new Map<string, string>();
  for (const piece of rrule.trim().split(";")) {
    const [name, value, extra] = piece.split("=");
    if (!name || value === undefined || value === "" || extra !== undefined) return undefined;
    if (!KNOWN_PARTS.has(name) || parts.has(name)) return undefined;
    parts.set(name, value);
  }
  const freq = parts.get("FREQ");
  if (!freq || !FREQS.includes(freq)) return undefined;
  const positive = (name: string, max: number) => {
    const value = parts.get(name);
    return value === undefined || (/^\d{1,6}$/.test(value) && Number(value) >= 1 && Number(value) <= max);
  };
  if (!positive("INTERVAL", 1000) || !positive("COUNT", OCCURRENCE_CAP)) return undefined;
  if (parts.has("COUNT") && parts.has("UNTIL")) return undefined;
  const until = parts.get("UNTIL");
  if (until !== undefined && !UNTIL_VALUE.test(until)) return undefined;
  const wkst = parts.get("WKST");
  if (wkst !== undefined && !WEEKDAYS.includes(wkst)) return undefined;
  const byDay = parts.get("BYDAY");
  if (byDay !== undefined) {
    const items = byDay.split(",");
    if (!items.every((item) => BYDAY_ITEM.test(item))) return undefined;
    // An ordinal (1MO, -1FR) only means something in a month or a year (RFC 5545 3.3.10).
    const ordinal = items.some((item) => /^[+-]?\d/.test(item));
    if (ordinal && freq !== "MONTHLY" && freq !== "YEARLY") return undefined;
  }
  for (const name of ["BYMONTHDAY", "BYMONTH", "BYHOUR", "BYMINUTE", "BYSECOND"]) {
    const value = parts.get(name);
    if (value !== undefined && !NUMBER_LIST.test(value)) return undefined;
  }
  return { freq, parts };
}

function numbers(rule: ParsedRule, name: string): number[] | undefined {
  return rule.parts.get(name)?.split(",").map(Number);
}

/** More than one time of day (BYHOUR=9,18) would start two rounds on one date. */
function timesADay(rule: ParsedRule): number {
  return ["BYHOUR", "BYMINUTE", "BYSECOND"].reduce((n, name) => n * (numbers(rule, name)?.length ?? 1), 1);
}

/** No month the rule allows has any of its month days (BYMONTH=2;BYMONTHDAY=30): ical.js would spin. */
function impossibleMonthDays(rule: ParsedRule): boolean {
  const monthDays = numbers(rule, "BYMONTHDAY");
  if (!monthDays) return false;
  const months = numbers(rule, "BYMONTH") ?? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  return !months.some((m) => monthDays.some((d) => d !== 0 && Math.abs(d) <= (MONTH_DAYS[m - 1] ?? 0)));
}

/** ical.js also yields DTSTART and some dates off the rule (BYMONTH=2;BYMONTHDAY=29 in March): keep only matches. */
function matchesRule(rule: ParsedRule, date: string): boolean {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const months = numbers(rule, "BYMONTH");
  if (months && !months.includes(m)) return false;
  const monthDays = numbers(rule, "BYMONTHDAY");
  if (monthDays) {
    const length = new Date(Date.UTC(y, m, 0)).getUTCDate();
    if (!monthDays.some((v) => v === d || (v < 0 && length + v + 1 === d))) return false;
  }
  const byDay = rule.parts.get("BYDAY");
  if (byDay) {
    const weekday = WEEKDAYS[isoWeekday(date) - 1] ?? "";
    if (!byDay.split(",").some((item) => item.endsWith(weekday))) return false;
  }
  return true;
}

/** Occurrence dates (YYYY-MM-DD) in order, from startsOn, ending at the caps. */
function* occurrences(rule: ParsedRule, rrule: string, startsOn: string): Generator<string> {
  if (impossibleMonthDays(rule)) return;
  const iterator = ICAL.Recur.fromString(rrule).iterator(ICAL.Time.fromDateString(startsOn));
  let innerSteps = 0;
  const check = iterator.check_contracting_rules.bind(iterator);
  iterator.check_contracting_rules = () => {
    if (++innerSteps > INNER_STEP_CAP) throw new IterationCapReached();
    return check();
  };
  let last = "";
  for (let count = 0; count < OCCURRENCE_CAP; count++) {
    let next: ICAL.Time | null;
    try {
      next = iterator.next();
    } catch (error) {
      if (error instanceof IterationCapReached) return;
      throw error;
    }
    if (!next) return;
    const date = ymd(next.year, next.month, next.day);
    if (date <= last || date < startsOn || !matchesRule(rule, date)) continue;
    last = date;
    yield date;
  }
}

class IterationCapReached extends Error {}

/** A usable rule's parsed parts, or the message saying why it is not usable. */
function readRule(rrule: string, startsOn: string): ParsedRule | string {
  const rule = parseRule(rrule);
  if (!rule) return SERIES_MESSAGES.rruleInvalid;
  if (TOO_FINE.has(rule.freq) || timesADay(rule) > 1) return SERIES_MESSAGES.rruleTooOften;
  try {
    // ical.js checks the parts' combinations when the iterator is made (WEEKLY with BYMONTHDAY…).
    ICAL.Recur.fromString(rrule).iterator(ICAL.Time.fromDateString(startsOn));
  } catch {
    return SERIES_MESSAGES.rruleInvalid;
  }
  return rule;
}

export function rruleProblem(rrule: string, startsOn: string, now: Date): string | undefined {
  const rule = readRule(rrule, startsOn);
  if (typeof rule === "string") return rule;
  // The earliest date any zone shows now (UTC−12): an occurrence on it still lies ahead somewhere.
  const today = dateOf(new Date(now.getTime() - 12 * HOUR_MS));
  const horizon = addDays(today > startsOn ? today : startsOn, NEVER_HORIZON_DAYS);
  for (const date of occurrences(rule, rrule, startsOn)) {
    if (date > horizon) break;
    if (date >= today) return undefined;
  }
  return SERIES_MESSAGES.rruleNever;
}

/** Each occurrence with the one after it (undefined after the last), from startsOn; none for a bad rule. */
function* roundDates(series: SeriesPlan): Generator<{ date: string; next: string | undefined }> {
  const rule = readRule(series.rrule, series.startsOn);
  if (typeof rule === "string") return;
  let previous: string | undefined;
  for (const date of occurrences(rule, series.rrule, series.startsOn)) {
    if (previous !== undefined) yield { date: previous, next: date };
    previous = date;
  }
  if (previous !== undefined) yield { date: previous, next: undefined };
}

/** The round on `date`, its slots cut short before the next occurrence; undefined when it has no slot. */
function roundOn(series: SeriesPlan, date: string, next: string | undefined): PlannedRound | undefined {
  const zone = series.hostTimezone;
  const start = isoWeekday(date);
  const slots = series.slots
    .map((s) => makeSlot(addDays(date, (s.weekday - start + 7) % 7), s.startTime, s.duration))
    .filter((slot) => next === undefined || slot.date < next)
    .sort((a, b) => (a.date + a.startTime).localeCompare(b.date + b.startTime));
  const first = slots[0];
  if (!first) return undefined;
  const ends = slots.map((s) => wallTimeToInstant(s.date, s.endTime, zone).getTime());
  return {
    date,
    slots,
    firstSlotAt: wallTimeToInstant(first.date, first.startTime, zone),
    lastSlotEndsAt: new Date(Math.max(...ends)),
    // Calendar days before, at the first slot's wall time: "10 days before" keeps its clock time over DST.
    opensAt: wallTimeToInstant(addDays(first.date, -series.opensDaysBefore), first.startTime, zone),
    answerBy: wallTimeToInstant(addDays(first.date, -series.answerByDaysBefore), first.startTime, zone),
  };
}

export function planRound(series: SeriesPlan, date: string): PlannedRound | undefined {
  for (const round of roundDates(series)) {
    if (round.date > date) return undefined;
    if (round.date === date) return roundOn(series, round.date, round.next);
  }
  return undefined;
}

/**
 * The round's place among the series' rounds from startsOn (0 for the first): who hosts it in a
 * rotation (rotation[n % length]), the same however rounds were skipped. Undefined off the rule.
 */
export function roundNumber(series: SeriesPlan, date: string): number | undefined {
  let n = 0;
  for (const round of roundDates(series)) {
    if (round.date > date) return undefined;
    const planned = roundOn(series, round.date, round.next);
    if (round.date === date) return planned ? n : undefined;
    if (planned) n++;
  }
  return undefined;
}

export function upcomingRounds(series: SeriesPlan, now: Date, count: number): PlannedRound[] {
  const found: PlannedRound[] = [];
  if (count <= 0) return found;
  // A round's slots lie within 7 days of its date: older dates cannot still be running.
  const earliest = addDays(dateOf(now), -8);
  for (const { date, next } of roundDates(series)) {
    if (date < earliest) continue;
    const round = roundOn(series, date, next);
    if (!round || round.lastSlotEndsAt <= now) continue;
    found.push(round);
    if (found.length >= count) break;
  }
  return found;
}

/** Opened by now, with its answer-by still at least an hour ahead (the hang rules ask that much). */
export function isDue(round: Pick<PlannedRound, "opensAt" | "answerBy">, now: Date): boolean {
  return round.opensAt <= now && round.answerBy.getTime() - now.getTime() >= ANSWER_BY_LEAD_MS;
}

export function dueRounds(series: SeriesPlan, now: Date): PlannedRound[] {
  const due: PlannedRound[] = [];
  // Bounds on the round's date from opensAt <= now < answerBy - 1h, with a day of zone slack.
  const earliest = addDays(dateOf(now), series.answerByDaysBefore - 8);
  const latest = addDays(dateOf(now), series.opensDaysBefore + 1);
  for (const { date, next } of roundDates(series)) {
    if (date > latest) break;
    if (date < earliest) continue;
    const round = roundOn(series, date, next);
    if (round && isDue(round, now)) due.push(round);
  }
  return due;
}

function ymd(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

function dateOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return dateOf(new Date(Date.UTC(y, m - 1, d) + days * DAY_MS));
}

/** 1 Monday … 7 Sunday. */
function isoWeekday(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1;
}
