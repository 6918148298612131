// The series' rounds as the page lists them: those over (newest first) and those to come (soonest
// first), the next one, and what the owner may do with each.
import { wallTimeToInstant } from "../../../shared/calendar.ts";
import type { RoundView } from "../../../shared/series.ts";

/** Its last time has ended on the host's clock. */
function over(round: RoundView, zone: string, now: Date): boolean {
  const ends = round.slots.map((s) => wallTimeToInstant(s.date, s.endTime || s.startTime, zone).getTime());
  return ends.length > 0 && Math.max(...ends) <= now.getTime();
}

/**
 * The server lists past rounds newest first, then the next ones soonest first: the earliest date is
 * the last past round, unless it leads the list, where only its state (or, failing that, the clock)
 * tells whether it is over.
 */
export function splitRounds(rounds: readonly RoundView[], zone: string, now = new Date()) {
  if (rounds.length === 0) return { past: [], next: [] };
  let earliest = 0;
  rounds.forEach((round, i) => {
    if (round.date < rounds[earliest]!.date) earliest = i;
  });
  const first = rounds[0]!;
  const firstIsPast =
    earliest > 0 ||
    first.status === "past" ||
    (first.status !== "upcoming" && first.status !== "open" && over(first, zone, now));
  const cut = earliest > 0 ? earliest + 1 : firstIsPast ? 1 : 0;
  return { past: rounds.slice(0, cut), next: rounds.slice(cut) };
}

/** The round the page leads with: the first to come that will take place (not skipped nor cancelled). */
export const nextRound = (next: readonly RoundView[]) =>
  next.find((r) => r.status === "upcoming" || r.status === "open" || r.status === "locked");

/** A round whose hang exists: skipping it cancels that hang, so the owner is asked first. */
export const opened = (round: RoundView) => round.status === "open" || round.status === "locked";

export const canSkip = (round: RoundView) => round.status === "upcoming" || opened(round);

/** Only a round skipped before it opened comes back; a cancelled hang stays cancelled. */
export const canUnskip = (round: RoundView) => round.status === "skipped" && round.hangId === null;
