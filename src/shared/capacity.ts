// Capacity per time, in heads (decision 0065). Each time has its own spots; a person takes
// 1 + plusOnes of them. Per time, Yes answers in the order they became Yes for that time are
// confirmed while the whole party fits; a party that does not fit waits whole, never split. When
// spots free up, the earliest waiting party that fits is promoted; a larger one keeps its place.
// Maybe stays Maybe: only a Yes given with "Put me on the waitlist" waits.

/** The most guests a host may let each answer bring. */
export const MAX_PLUS_ONES = 5;
/** The longest name of a plus-one (kept here, not in the schema: the guest page loads no zod). */
export const PLUS_ONE_NAME_MAX = 100;
/** The one "time" of an older hang without slots: its overall answer. */
export const OVERALL_TIME = "*";

/** Spots one answer takes: the person and whoever they bring. */
export function headsOf(answer: { plusOnes?: number | null }): number {
  return 1 + Math.max(0, answer.plusOnes ?? 0);
}

/** A time is full when its confirmed heads reach the capacity. */
export function isFull(confirmedHeads: number, maxCapacity: number | null | undefined): boolean {
  return maxCapacity != null && confirmedHeads >= maxCapacity;
}

/** Whether a party of `heads` fits beside `confirmedHeads` (always, without a capacity). */
export function partyFits(confirmedHeads: number, heads: number, maxCapacity: number | null | undefined) {
  return maxCapacity == null || confirmedHeads + heads <= maxCapacity;
}

export function hangFullMessage(maxCapacity: number) {
  return {
    title: "This hang is full!",
    description: `All ${maxCapacity} spots are taken. You can respond "Maybe" in case spots open up.`,
  };
}

/** A Yes to one time, as the rule reads it. */
export interface Seat {
  /** 1 + plusOnes. */
  heads: number;
  /** When this Yes to the time began (ms): the place in line. */
  since: number;
  /**
   * The party did not fit when it said Yes and waits (stored in `responses.waiting_for`). Without
   * this memory a party confirmed past a larger waiting one would lose its spot when the larger
   * one came to fit.
   */
  waits: boolean;
}

export interface Roster<S> {
  confirmed: S[];
  /** In line order: the first that fits is promoted when spots free up. */
  waitlist: S[];
  confirmedHeads: number;
  waitlistHeads: number;
  full: boolean;
  /** Spots left for this time; null without a capacity. */
  spotsLeft: number | null;
}

/**
 * Who is confirmed and who waits for one time. `seats` are that time's Yes answers; equal `since`
 * keep the order given (callers give rows in RSVP order). Those holding a spot keep it while they
 * fit (older data past capacity waits), then those waiting are promoted in line order as long as the
 * whole party fits. The write path keeps "no waiting party fits" true after every change, so this
 * reads back exactly who holds a spot.
 */
export function timeRoster<S extends Seat>(
  seats: readonly S[],
  maxCapacity: number | null | undefined,
): Roster<S> {
  const inLine = [...seats].sort((a, b) => a.since - b.since);
  const confirmedSet = new Set<S>();
  let taken = 0;
  for (const held of [false, true]) {
    for (const seat of inLine) {
      if (seat.waits !== held) continue;
      if (!partyFits(taken, seat.heads, maxCapacity)) continue;
      confirmedSet.add(seat);
      taken += seat.heads;
    }
  }
  const confirmed = inLine.filter((s) => confirmedSet.has(s));
  const waitlist = inLine.filter((s) => !confirmedSet.has(s));
  return {
    confirmed,
    waitlist,
    confirmedHeads: taken,
    waitlistHeads: waitlist.reduce((sum, s) => sum + s.heads, 0),
    full: isFull(taken, maxCapacity),
    spotsLeft: maxCapacity == null ? null : Math.max(0, maxCapacity - taken),
  };
}

/** "7 people: 5 answers + 2 guests" needs both numbers; they differ only when someone brings guests. */
export interface HeadCount {
  count: number;
  heads: number;
}
