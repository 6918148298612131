// A series' rounds as its page shows them: the rounds that are over (newest first, up to 12), then
// the next ones (up to 4). A round that opened or was skipped is read from its row and its hang as
// they are now (an opened round keeps its own times whatever the series says since); a round not
// opened yet is read from the series' plan. Pure, so it is tested without a database.
import { lockedInSlotKey, rosterForTime } from "../../../shared/attendance.ts";
import { DEFAULT_EVENT_HOURS, wallTimeToInstant } from "../../../shared/calendar.ts";
import { OVERALL_TIME } from "../../../shared/capacity.ts";
import { lockedInSlot } from "../../../shared/locked-in-slot.ts";
import type { RoundStatus, RoundView } from "../../../shared/series.ts";
import type { TimeSlot } from "../../../shared/time-slots.ts";
import type { SeriesRow } from "../../db/series-schema.ts";
import type { HangAnswer, RoundRowWithHang } from "./queries.ts";
import { type PlannedRound, planRound, upcomingRounds } from "./rounds.ts";

export const PAST_ROUNDS_SHOWN = 12;
export const NEXT_ROUNDS_SHOWN = 4;

const HOUR_MS = 3_600_000;
const WEEK_MS = 7 * 24 * HOUR_MS;

export interface RoundInputs {
  series: SeriesRow;
  rows: readonly RoundRowWithHang[];
  /** Answers to the rounds' hangs, by hang id, in RSVP order. */
  answers: ReadonlyMap<string, readonly HangAnswer[]>;
  now: Date;
  /** Who hosts the round on this date when it opens (the owner, or the rotation's turn). */
  hostOf(date: string): string;
}

type Hang = NonNullable<RoundRowWithHang["hang"]>;

interface Placed {
  view: RoundView;
  endsAt: Date;
}

export function roundViews(input: RoundInputs): RoundView[] {
  const { series, now } = input;
  const placed = input.rows.map((row) => rowView(input, row, planRound(series, row.roundDate)));
  const past = placed
    .filter((p) => p.endsAt <= now)
    .map((p) => p.view)
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, PAST_ROUNDS_SHOWN);
  const current = new Map(placed.filter((p) => p.endsAt > now).map((p) => [p.view.date, p.view]));
  // Rows the plan's rounds may also name: those of the last eight days on (a round spans a week).
  const recent = new Date(now.getTime() - 8 * 24 * HOUR_MS).toISOString().slice(0, 10);
  const overlap = placed.filter((p) => p.view.date >= recent).length;
  // An ended series opens nothing more; the rounds it already opened still run.
  const planned = series.status === "ended" ? [] : upcomingRounds(series, now, NEXT_ROUNDS_SHOWN + overlap);
  // A round with a row is read from it (over or not): the plan only fills in the rest.
  const withRows = new Set(placed.map((p) => p.view.date));
  const next = new Map(current);
  for (const round of planned) {
    if (!withRows.has(round.date)) next.set(round.date, plannedView(input, round));
  }
  const coming = [...next.values()].sort((a, b) => a.date.localeCompare(b.date)).slice(0, NEXT_ROUNDS_SHOWN);
  return [...past, ...coming];
}

/** A round not opened yet: upcoming, or past when its answer-by went by before it could open. */
function plannedView(input: RoundInputs, round: PlannedRound): RoundView {
  const late = round.answerBy.getTime() - input.now.getTime() < HOUR_MS;
  return {
    date: round.date,
    status: late ? "past" : "upcoming",
    hangId: null,
    opensAt: round.opensAt.toISOString(),
    answerBy: round.answerBy.toISOString(),
    slots: round.slots,
    hostName: input.hostOf(round.date),
    finalDateTime: null,
    going: [],
  };
}

function rowView(input: RoundInputs, row: RoundRowWithHang, planned: PlannedRound | undefined): Placed {
  const zone = row.hang?.hostTimezone ?? input.series.hostTimezone;
  const hang = row.hang;
  const endsAt = hang
    ? hangEndsAt(hang, zone, planned)
    : (planned?.lastSlotEndsAt ?? new Date(row.createdAt.getTime() + WEEK_MS));
  const over = endsAt <= input.now;
  const locked = Boolean(hang?.isFinalized && hang.finalDateTime && !hang.isCancelled);
  const view: RoundView = {
    date: row.roundDate,
    status: statusOf(row, over),
    hangId: hang?.id ?? null,
    opensAt: (planned?.opensAt ?? row.createdAt).toISOString(),
    answerBy: (hang?.answerBy ?? planned?.answerBy ?? row.createdAt).toISOString(),
    slots: hang ? hang.timeSlots : (planned?.slots ?? []),
    hostName: hang?.hostName ?? input.hostOf(row.roundDate),
    finalDateTime: locked ? hang!.finalDateTime!.toISOString() : null,
    going: locked ? goingTo(hang!, zone, input.answers.get(hang!.id) ?? []) : [],
  };
  return { view, endsAt };
}

function statusOf(row: RoundRowWithHang, over: boolean): RoundStatus {
  if (row.status === "skipped") return "skipped";
  // A round whose hang was deleted is as good as cancelled.
  if (!row.hang || row.hang.isCancelled) return "cancelled";
  if (over) return "past";
  return row.hang.isFinalized ? "locked" : "open";
}

/** When the round is over: the end of its locked-in time, else of its last time. */
function hangEndsAt(hang: Hang, zone: string, planned: PlannedRound | undefined): Date {
  if (hang.isFinalized && hang.finalDateTime) {
    const slot = lockedInSlot(hang.timeSlots, hang.finalDateTime, zone);
    if (slot) return slotEnd(slot, zone);
    return new Date(hang.finalDateTime.getTime() + DEFAULT_EVENT_HOURS * HOUR_MS);
  }
  const ends = hang.timeSlots.map((slot) => slotEnd(slot, zone).getTime());
  if (ends.length > 0) return new Date(Math.max(...ends));
  return planned?.lastSlotEndsAt ?? new Date(0);
}

const slotEnd = (slot: TimeSlot, zone: string) => wallTimeToInstant(slot.date, slot.endTime, zone);

/** Who holds a spot at the locked-in time (Yes, in heads): who came, once it is over. */
function goingTo(hang: Hang, zone: string, answers: readonly HangAnswer[]): RoundView["going"] {
  // A time no slot offered has no key: the overall answer stands in (attendance.ts).
  const key = lockedInSlotKey(hang.timeSlots, hang.finalDateTime!, zone) ?? OVERALL_TIME;
  return rosterForTime(answers, key, hang.maxCapacity).confirmed.map(seatName);
}

const seatName = (seat: { heads: number; entry: HangAnswer }) => ({
  name: seat.entry.guestName,
  heads: seat.heads,
});
