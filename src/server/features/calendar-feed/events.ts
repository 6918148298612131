// The rules of a calendar feed, as events: a locked-in hang is one confirmed event; an undecided one
// is a tentative hold per time the owner can make (the host: every time; invited and not answered:
// one all-day "Answer:" hold on the answer-by day); a cancelled one repeats those as cancelled.
// Standing hangs add their next round (series-events.ts), which stands in for that round's hang.
import { answerForTime, lockedInSlotKey } from "../../../shared/attendance.ts";
import { hangEventUid, instantToWallTime } from "../../../shared/calendar.ts";
import { eventLocation, eventSlots, finalEventTimes, slotTimes } from "../../../shared/hang-event.ts";
import { slotKey, sortSlots, type TimeSlot } from "../../../shared/time-slots.ts";
import { plannedActivity } from "../../../shared/vibes.ts";
import type { ServerMessageId } from "../../i18n/messages/en.ts";
import type { MailWords } from "../../mail/words.ts";
import type { FeedHang, FeedSeries, OwnAnswer } from "./queries.ts";
import { roundEvents, type SeriesFeedScope } from "./series-events.ts";

export type FeedStatus = "CONFIRMED" | "TENTATIVE" | "CANCELLED";

export interface FeedEvent {
  uid: string;
  /** The hang's version plus the owner's answer's revision: rises with every change of either. */
  sequence: number;
  /** When the hang or the owner's answer last changed: DTSTAMP and LAST-MODIFIED. */
  modified: Date;
  status: FeedStatus;
  title: string;
  start: Date;
  end?: Date;
  allDay?: string;
  location: string | null;
  details: string;
  url: string;
}

export interface FeedScope {
  /** Keeps a person's and a group feed's holds apart in calendars that hold both. */
  kind: "person" | "group";
  /** The feed owner's language. */
  words: MailWords;
  domain: string;
  hangUrl: (hangId: string) => string;
}

const TITLE: Record<"host" | OwnAnswer, ServerMessageId> = {
  host: "feed.option",
  yes: "feed.hold",
  maybe: "feed.maybe",
  no: "feed.no",
};

type Times = Pick<FeedEvent, "start" | "end" | "allDay">;

/** Zone arithmetic, the costly part, done once per feed for each slot and day. */
interface Clock {
  slotTimes(slot: TimeSlot, zone: string): Times;
  /** The date (yyyy-MM-dd) an instant falls on in a zone. */
  dayOf(instant: Date, zone: string): string;
}

function memo<A extends unknown[], R>(fn: (...args: A) => R, key: (...args: A) => string) {
  const known = new Map<string, R>();
  return (...args: A): R => {
    const k = key(...args);
    const found = known.has(k) ? known.get(k)! : fn(...args);
    known.set(k, found);
    return found;
  };
}

export function feedEvents(
  hangs: readonly FeedHang[],
  scope: SeriesFeedScope,
  standing: { series: readonly FeedSeries[]; now: Date } = { series: [], now: new Date() },
): FeedEvent[] {
  const rounds = roundEvents(standing.series, hangs, scope, standing.now);
  const clock: Clock = {
    slotTimes: memo(slotTimes, (s, zone) => `${zone} ${s.date} ${s.startTime} ${s.endTime} ${s.duration}`),
    dayOf: memo(
      (instant: Date, zone: string) => instantToWallTime(instant, zone).date,
      (instant, zone) => `${zone} ${instant.getTime()}`,
    ),
  };
  return [
    ...hangs.flatMap((hang) => (rounds.covered.has(hang.id) ? [] : hangEvents(hang, scope, clock))),
    ...rounds.events,
  ];
}

function hangEvents(hang: FeedHang, scope: FeedScope, clock: Clock): FeedEvent[] {
  const { t } = scope.words;
  const url = scope.hangUrl(hang.id);
  const uidBase = `${scope.kind === "group" ? "group-feed" : "feed"}-${hang.id}`;
  const common = {
    sequence: hang.version + (hang.own?.revision ?? 0),
    modified: hang.own && hang.own.updatedAt > hang.updatedAt ? hang.own.updatedAt : hang.updatedAt,
    location: eventLocation(hang),
    url,
  };
  const zone = hang.hostTimezone ?? "UTC";
  if (hang.isFinalized && hang.finalDateTime) {
    const going = lockedInStatus(hang, hang.finalDateTime, zone, scope);
    if (!going) return [];
    return [
      {
        ...common,
        // The hang's own UID, as in its mailed invite and its download: one entry wherever it comes from.
        uid: hangEventUid(hang.id, scope.domain),
        status: hang.isCancelled ? "CANCELLED" : going,
        title: hang.name,
        ...finalEventTimes(eventSlots(hang), hang.finalDateTime, zone),
        details: describe(scope.words, hang, url, []),
      },
    ];
  }
  const status: FeedStatus = hang.isCancelled ? "CANCELLED" : "TENTATIVE";
  const slots = sortSlots(eventSlots(hang));
  const wanted = heldSlots(hang, slots);
  if (wanted === "answer") {
    if (!hang.answerBy) return [];
    return [
      {
        ...common,
        uid: `${uidBase}-answer@${scope.domain}`,
        status,
        title: t("feed.answer", { name: hang.name }),
        start: hang.answerBy,
        allDay: clock.dayOf(hang.answerBy, zone),
        details: describe(scope.words, hang, url, [t("feed.answerToday")]),
      },
    ];
  }
  return wanted.map(({ slot, answer }) => {
    const index = slots.indexOf(slot);
    const title = t(TITLE[answer], { name: hang.name });
    const note =
      answer === "host"
        ? t("feed.notDecidedHost", { total: slots.length })
        : t("feed.notDecidedAnswer", { answer });
    return {
      ...common,
      uid: `${uidBase}-${slotKey(slot).replaceAll(":", "")}@${scope.domain}`,
      status,
      title: slots.length > 1 ? t("feed.ofTimes", { title, index: index + 1, total: slots.length }) : title,
      ...clock.slotTimes(slot, zone),
      details: describe(scope.words, hang, url, [note]),
    };
  });
}

/**
 * A locked-in hang in a person's feed, by their answer for the time locked in: Yes is confirmed,
 * Maybe or no answer for it yet tentative, and No leaves it out (a calendar that held it drops it).
 * The host's feed and a group's list it as confirmed.
 */
function lockedInStatus(
  hang: FeedHang,
  finalDateTime: Date,
  zone: string,
  scope: FeedScope,
): FeedStatus | undefined {
  if (scope.kind === "group" || hang.isHost) return "CONFIRMED";
  if (!hang.own) return "TENTATIVE";
  const own = { ...hang.own, id: "", respondedAt: hang.own.updatedAt, timeSlotAvailability: hang.own.slots };
  const answer = answerForTime(own, lockedInSlotKey(eventSlots(hang), finalDateTime, zone));
  if (answer === "no") return undefined;
  return answer === "yes" ? "CONFIRMED" : "TENTATIVE";
}

/** The slots held for the owner, or "answer" when they were invited and have not answered. */
function heldSlots(
  hang: FeedHang,
  slots: readonly TimeSlot[],
): { slot: TimeSlot; answer: "host" | OwnAnswer }[] | "answer" {
  if (hang.isHost) return slots.map((slot) => ({ slot, answer: "host" as const }));
  if (!hang.own) return "answer";
  const { slots: answers } = hang.own;
  return slots.flatMap((slot) => {
    const answer = answers[slotKey(slot)];
    return answer === "yes" || answer === "maybe" ? [{ slot, answer }] : [];
  });
}

function describe(words: MailWords, hang: FeedHang, url: string, lines: readonly string[]): string {
  return [
    ...(hang.isCancelled ? [words.t("feed.cancelled")] : lines),
    words.event.summary(plannedActivity(hang), hang.hostName),
    ...(hang.additionalDetails ? [hang.additionalDetails] : []),
    words.event.details(url),
  ].join("\n\n");
}
