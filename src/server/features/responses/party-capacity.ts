// The answer path's side of capacity per time, in heads (decision 0065): the party an answer
// brings, checked against the hang, and where its Yes to each time sits — holding a spot, waiting
// ("Put me on the waitlist"), or refused with 409. New answers are checked against the confirmed
// heads counted under the hang's answer lock (answer-checks.ts); a changed answer against the
// hang's answers read under its lock, by the shared rule (shared/attendance.ts).
import { sql } from "drizzle-orm";
import { capacityTimes, rosterForTime, seatOf } from "../../../shared/attendance.ts";
import { hangFullMessage, headsOf, isFull, OVERALL_TIME, partyFits } from "../../../shared/capacity.ts";
import { PLUS_ONE_NAMES_TOO_MANY, tooManyPlusOnes } from "../../../shared/party-schema.ts";
import type { GuestResponse } from "../../../shared/response-schema.ts";
import { slotKey } from "../../../shared/time-slots.ts";
import type { Db } from "../../db/client.ts";
import type { HangRow, ResponseRow } from "../../db/schema.ts";
import { AppError } from "../../http/errors.ts";
import type { ResolvedAnswer } from "./answer.ts";
import { listResponses } from "./queries.ts";

type PartyInput = Pick<GuestResponse, "plusOnes" | "plusOneNames" | "waitlist">;

export interface Party {
  plusOnes: number;
  plusOneNames: string[];
}

/**
 * Confirmed heads per time key of the hang in the outer query (`hangs`): each Yes that does not
 * wait counts 1 + plus_ones; an older hang's one time is its overall answer. Written out, as
 * answerCounts is, for the correlated subquery.
 */
export const confirmedHeadsByTime = sql<
  Record<string, number>
>`(select coalesce(jsonb_object_agg(t.k, t.h), '{}'::jsonb)
  from (select e.key as k, sum(1 + r.plus_ones)::int as h
    from responses r cross join lateral jsonb_each_text(case when jsonb_array_length(hangs.time_slots) = 0
      then jsonb_build_object(${OVERALL_TIME}::text, r.response) else r.time_slot_availability end) e
    where r.hang_id = hangs.id and r.response = 'yes' and e.value = 'yes' and not (r.waiting_for @> to_jsonb(e.key))
    group by e.key) t)`;

/**
 * The party the answer brings. Left out on a change, the stored one stays; an answer that is No
 * for every time brings nobody. More than the hang allows is a 400 with a message.
 */
export function partyFor(hang: HangRow, answer: ResolvedAnswer, input: PartyInput, kept?: Party): Party {
  if (input.plusOnes !== undefined && input.plusOnes > hang.plusOnesAllowed) {
    const message = tooManyPlusOnes(hang.plusOnesAllowed);
    throw new AppError("bad_request", message, { plusOnes: message }, partyText(hang.plusOnesAllowed), {
      plusOnes: partyText(hang.plusOnesAllowed),
    });
  }
  if (answer.response === "no") return { plusOnes: 0, plusOneNames: [] };
  const plusOnes = input.plusOnes ?? kept?.plusOnes ?? 0;
  const names = (input.plusOneNames ?? kept?.plusOneNames ?? []).filter((name) => name.length > 0);
  if (names.length > plusOnes) {
    if (input.plusOneNames === undefined) return { plusOnes, plusOneNames: names.slice(0, plusOnes) };
    throw new AppError("bad_request", PLUS_ONE_NAMES_TOO_MANY, { plusOneNames: PLUS_ONE_NAMES_TOO_MANY });
  }
  return { plusOnes, plusOneNames: names };
}

const partyText = (allowed: number) => ({
  id: allowed === 0 ? ("party.noPlusOnes" as const) : ("party.tooManyPlusOnes" as const),
  values: { count: allowed },
});

/** The time keys the answer says Yes to (an older hang's one overall answer). */
export function yesTimes(hang: HangRow, answer: ResolvedAnswer): string[] {
  if (hang.timeSlots.length === 0) return answer.response === "yes" ? [OVERALL_TIME] : [];
  return hang.timeSlots.map(slotKey).filter((key) => answer.timeSlotAvailability[key] === "yes");
}

/** The 409 for a Yes without room for the whole party, and no "Put me on the waitlist". */
function noRoom(hang: HangRow, confirmedHeads: number, heads: number): AppError {
  const capacity = hang.maxCapacity!;
  if (isFull(confirmedHeads, capacity)) {
    const { title, description } = hangFullMessage(capacity);
    return new AppError("conflict", title, { response: description, waitlist: WAITLIST_HINT }, undefined, {
      response: { id: "answer.spotsTakenMaybe", values: { capacity } },
    });
  }
  const left = capacity - confirmedHeads;
  const description = `Only ${left} ${left === 1 ? "spot is" : "spots are"} left at that time, and your party is ${heads}.`;
  return new AppError(
    "conflict",
    PARTY_DOES_NOT_FIT,
    { response: description, waitlist: WAITLIST_HINT },
    undefined,
    {
      response: { id: "party.spotsLeft", values: { left, heads } },
    },
  );
}

export const PARTY_DOES_NOT_FIT = "Not enough spots for your party";
export const WAITLIST_HINT = 'Choose "Put me on the waitlist" to wait for a spot at that time.';

/**
 * Where a new answer's Yes to each time sits, given each time's confirmed heads (including those
 * ahead of it in the same write): the keys it waits for. Throws the 409 when a party does not fit
 * and the guest did not ask to wait.
 */
export function seatNewAnswer(
  hang: HangRow,
  answer: ResolvedAnswer,
  heads: number,
  waitlist: boolean | undefined,
  confirmedHeads: Readonly<Record<string, number>>,
): string[] {
  if (hang.maxCapacity == null) return [];
  const waiting: string[] = [];
  for (const key of yesTimes(hang, answer)) {
    const taken = confirmedHeads[key] ?? 0;
    if (partyFits(taken, heads, hang.maxCapacity)) continue;
    if (!waitlist) throw noRoom(hang, taken, heads);
    waiting.push(key);
  }
  return waiting;
}

/** Adds a seated answer's heads to the times it holds a spot on (for the answers behind it). */
export function takeSeats(
  confirmedHeads: Record<string, number>,
  hang: HangRow,
  answer: ResolvedAnswer,
  heads: number,
  waitingFor: readonly string[],
): void {
  for (const key of yesTimes(hang, answer)) {
    if (!waitingFor.includes(key)) confirmedHeads[key] = (confirmedHeads[key] ?? 0) + heads;
  }
}

export interface ChangedSeats {
  waitingFor: string[];
  yesSince: Record<string, string>;
}

/**
 * Where a changed answer's Yes to each time sits. A spot it holds stays while the new party fits
 * in it and the spots free; a Yes it waits with keeps its place (the settling after the change may
 * promote it); a new Yes takes a spot if the party fits, else waits when asked to, else 409. A new
 * Yes is stamped after every Yes already given, so it never goes ahead of those waiting. Runs under
 * the hang's lock; reads the hang's answers only when it has a capacity.
 */
export async function seatChangedAnswer(
  tx: Db,
  hang: HangRow,
  existing: ResponseRow,
  answer: ResolvedAnswer,
  party: Party,
  waitlist: boolean | undefined,
  now = new Date(),
): Promise<ChangedSeats> {
  const keys = yesTimes(hang, answer);
  const heads = 1 + party.plusOnes;
  const answers = hang.maxCapacity == null ? [existing] : await listResponses(tx, hang.id);
  const waitingFor: string[] = [];
  const yesSince: Record<string, string> = {};
  let stamp: string | undefined;
  for (const key of keys) {
    const before = seatOf(existing, key);
    if (!before && stamp === undefined) stamp = laterThanEveryYes(answers, now).toISOString();
    yesSince[key] = before ? (existing.yesSince[key] ?? existing.respondedAt.toISOString()) : stamp!;
    if (hang.maxCapacity == null) continue;
    const roster = rosterForTime(answers, key, hang.maxCapacity);
    const held = roster.confirmed.some((seat) => seat.entry.id === existing.id);
    if (before && !held) {
      waitingFor.push(key);
      continue;
    }
    const others = roster.confirmedHeads - (held ? headsOf(existing) : 0);
    if (partyFits(others, heads, hang.maxCapacity)) continue;
    if (!waitlist) throw noRoom(hang, others, heads);
    waitingFor.push(key);
  }
  return { waitingFor, yesSince };
}

/** A moment after every answer's Yes so far (the clock of another instance may lag a little). */
function laterThanEveryYes(answers: readonly ResponseRow[], now: Date): Date {
  let latest = now.getTime();
  for (const r of answers) {
    latest = Math.max(latest, r.respondedAt.getTime() + 1);
    for (const at of Object.values(r.yesSince)) latest = Math.max(latest, Date.parse(at) + 1);
  }
  return new Date(latest);
}

/** The times capacity is counted for on this hang. */
export const hangTimes = (hang: HangRow) => capacityTimes(hang.timeSlots);

/** The most heads any one time has confirmed: the lowest capacity the host may set. */
export function mostConfirmedHeads(hang: HangRow, answers: readonly ResponseRow[]): number {
  return Math.max(
    0,
    ...hangTimes(hang).map((key) => rosterForTime(answers, key, hang.maxCapacity).confirmedHeads),
  );
}
