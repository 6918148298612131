// Standing hangs in a feed: each active series the owner can see shows its next round as one
// tentative placeholder (its first time, the other times named) until that round's hang is locked
// in; from then the hang's own event stands for it. A skipped round, or one whose hang was
// cancelled, is passed over: the round after it takes its place.
import { eventLocation, eventSlots, slotTimes } from "../../../shared/hang-event.ts";
import { sortSlots, type TimeSlot } from "../../../shared/time-slots.ts";
import { plannedActivity } from "../../../shared/vibes.ts";
import { type PlannedRound, upcomingRounds } from "../series/rounds.ts";
import type { FeedEvent, FeedScope } from "./events.ts";
import type { FeedHang, FeedRound, FeedSeries } from "./queries.ts";

/** Rounds looked through for the next one that still happens (past skipped and cancelled ones). */
const LOOK_AHEAD = 12;

/** A round only opens while its answer-by is at least this far off; one that did not never will. */
const OPENS_BEFORE_ANSWER_BY_MS = 60 * 60 * 1000;

export interface SeriesFeedScope extends FeedScope {
  seriesUrl: (seriesId: string) => string;
}

export interface RoundEvents {
  events: FeedEvent[];
  /** Hangs a placeholder stands for: their own holds are left out, so a round is one entry. */
  covered: Set<string>;
}

export function roundEvents(
  list: readonly FeedSeries[],
  hangs: readonly FeedHang[],
  scope: SeriesFeedScope,
  now: Date,
): RoundEvents {
  const byId = new Map(hangs.map((hang) => [hang.id, hang]));
  const result: RoundEvents = { events: [], covered: new Set() };
  for (const series of list) {
    // A round called off before it was locked in leaves no trace (its placeholder simply goes):
    // its hang's holds, never in a calendar from this feed, are not shown as cancelled either.
    for (const round of series.rounds) {
      if (round.hangId && round.hangCancelled && !round.hangLocked) result.covered.add(round.hangId);
    }
    const next = nextRound(series, now);
    if (!next) continue;
    const { planned, round } = next;
    if (!round?.hangId) {
      result.events.push(placeholder(series, planned, round, undefined, scope));
      continue;
    }
    // Opened: the owner's view of its hang, unless they declined it (then, as any declined hang,
    // it is not in their feed at all).
    const hang = byId.get(round.hangId);
    if (!hang) continue;
    result.covered.add(hang.id);
    result.events.push(placeholder(series, planned, round, hang, scope));
  }
  return result;
}

/**
 * The round the series is about next, with its row when it was opened; undefined when that round
 * is locked in (its hang's event stands for it) or no round is coming.
 */
function nextRound(series: FeedSeries, now: Date): { planned: PlannedRound; round?: FeedRound } | undefined {
  const rows = new Map(series.rounds.map((round) => [round.date, round]));
  for (const planned of upcomingRounds(series, now, LOOK_AHEAD)) {
    const round = rows.get(planned.date);
    if (!round) {
      // Not opened, and too late to open: it will not happen.
      if (planned.answerBy.getTime() - now.getTime() < OPENS_BEFORE_ANSWER_BY_MS) continue;
      return { planned };
    }
    if (round.status === "skipped" || !round.hangId || round.hangCancelled) continue;
    return round.hangLocked ? undefined : { planned, round };
  }
  return undefined;
}

function placeholder(
  series: FeedSeries,
  planned: PlannedRound,
  round: FeedRound | undefined,
  hang: FeedHang | undefined,
  scope: SeriesFeedScope,
): FeedEvent {
  const { t } = scope.words;
  // Once opened, the round's hang says what and when (its host may have changed either).
  const zone = hang?.hostTimezone ?? series.hostTimezone;
  const slots: TimeSlot[] = hang ? sortSlots(eventSlots(hang)) : planned.slots;
  const [first, ...others] = slots.length > 0 ? slots : planned.slots;
  const url = hang ? scope.hangUrl(hang.id) : scope.seriesUrl(series.id);
  const modified = latest([series.updatedAt, round?.createdAt, hang?.updatedAt, hang?.own?.updatedAt]);
  const who = hang
    ? scope.words.event.summary(plannedActivity(hang), hang.hostName)
    : series.hostName
      ? scope.words.event.summary(series.vibe, series.hostName)
      : scope.words.vibe(series.vibe);
  const when = hang
    ? hang.answerBy && t("feed.roundAnswerBy", { date: scope.words.answerBy(hang.answerBy, zone) })
    : t("feed.roundOpens", { date: scope.words.answerBy(planned.opensAt, zone) });
  // The times written out are on the host's clock (the event's own are in UTC): say whose.
  const hostName = hang?.hostName ?? series.hostName;
  const zoneNote = hostName ? scope.words.timesNote({ hostName, hostTimezone: zone }) : undefined;
  const lines = [
    t("feed.roundNotDecided", { total: others.length + 1 }),
    ...(others.length > 0
      ? [t("feed.roundOtherTimes", { times: others.map((s) => `- ${scope.words.slot(s)}`).join("\n") })]
      : []),
    ...(when ? [when] : []),
    ...(zoneNote ? [zoneNote] : []),
    who,
    ...(hang?.additionalDetails ? [hang.additionalDetails] : []),
    scope.words.event.details(url),
  ];
  return {
    uid: `${scope.kind === "group" ? "group-feed" : "feed"}-series-${series.id}-${planned.date}@${scope.domain}`,
    // Rises with every change the entry can show: the series' edits, the round opening, its hang's
    // edits and the owner's answer (the seconds from the series' creation to the latest of them).
    sequence: Math.max(0, Math.floor((modified.getTime() - series.createdAt.getTime()) / 1000)),
    modified,
    status: "TENTATIVE",
    title: t("feed.round", { name: hang?.name ?? series.name }),
    ...slotTimes(first!, zone),
    location: eventLocation(hang ?? series),
    details: lines.join("\n\n"),
    url,
  };
}

function latest(dates: readonly (Date | undefined)[]): Date {
  return new Date(Math.max(...dates.map((d) => d?.getTime() ?? 0)));
}
