// A series as the API answers it (SeriesView in shared/series.ts): its set-up, what the viewer may
// do, and its rounds. The addresses it invites are its owner's to see only.
import { SERIES_RHYTHMS, type SeriesRhythm, type SeriesView } from "../../../shared/series.ts";
import type { Db } from "../../db/client.ts";
import type { SeriesRow } from "../../db/series-schema.ts";
import {
  answersToHangs,
  type HangAnswer,
  listRoundRows,
  namesByAddress,
  ownerNames,
  type RoundRowWithHang,
} from "./queries.ts";
import { roundHostAddress } from "./rotation.ts";
import { roundViews } from "./round-views.ts";

/** The rule's parts in one order, INTERVAL=1 written out: FREQ=WEEKLY and FREQ=WEEKLY;INTERVAL=1 are one rhythm. */
function canonicalRule(rrule: string): string {
  const parts = new Map(
    rrule
      .toUpperCase()
      .split(";")
      .map((part): [string, string] => {
        const [name = "", value = ""] = part.trim().split("=");
        return [name, value];
      }),
  );
  if (!parts.has("INTERVAL")) parts.set("INTERVAL", "1");
  return [...parts.entries()]
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join(";");
}

const RHYTHM_RULES = Object.entries(SERIES_RHYTHMS).map(
  ([rhythm, rule]) => [rhythm as SeriesRhythm, canonicalRule(rule)] as const,
);

/** The form's name for the rule (weekly, biweekly, monthly), or null for any other rule. */
export function rhythmOf(rrule: string): SeriesRhythm | null {
  const rule = canonicalRule(rrule);
  return RHYTHM_RULES.find(([, known]) => known === rule)?.[0] ?? null;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** The views of several series, read together (a few queries however many there are). */
export async function seriesViews(
  db: Db,
  rows: readonly SeriesRow[],
  viewerId: string,
  now: Date,
): Promise<SeriesView[]> {
  if (rows.length === 0) return [];
  const roundRows = await listRoundRows(
    db,
    rows.map((s) => s.id),
  );
  const hangIds = roundRows.flatMap((r) => (r.hang ? [r.hang.id] : []));
  const [answers, owners, rotationNames] = await Promise.all([
    answersToHangs(db, hangIds),
    ownerNames(
      db,
      rows.map((s) => s.ownerId),
    ),
    namesByAddress(
      db,
      rows.flatMap((s) => s.rotation),
    ),
  ]);
  const answersByHang = groupBy<HangAnswer>(answers, (a) => a.hangId);
  const roundsBySeries = groupBy<RoundRowWithHang>(roundRows, (r) => r.seriesId);
  const nameOf = (address: string) =>
    rotationNames.get(address.toLowerCase()) ?? (address.split("@")[0] || address);
  return rows.map((row) => {
    const ownerName = owners.get(row.ownerId) ?? "";
    const hostOf = (date: string) => {
      const address = roundHostAddress(row, date);
      return address ? nameOf(address) : ownerName;
    };
    const rounds = roundViews({
      series: row,
      rows: roundsBySeries.get(row.id) ?? [],
      answers: answersByHang,
      now,
      hostOf,
    });
    const isOwner = row.ownerId === viewerId;
    // Addresses are the owner's to see: others read the turns by name.
    const rotation = isOwner ? row.rotation : row.rotation.map(nameOf);
    return seriesView(row, { isOwner, ownerName, rotation, rounds });
  });
}

export async function seriesViewOf(db: Db, row: SeriesRow, viewerId: string, now: Date): Promise<SeriesView> {
  const [view] = await seriesViews(db, [row], viewerId, now);
  return view!;
}

function seriesView(
  row: SeriesRow,
  extra: { isOwner: boolean; ownerName: string; rotation: string[]; rounds: SeriesView["rounds"] },
): SeriesView {
  return {
    id: row.id,
    name: row.name,
    vibe: row.vibe,
    location: row.location,
    locationName: row.locationName,
    rrule: row.rrule,
    rhythm: rhythmOf(row.rrule),
    slots: row.slots,
    groupId: row.groupId,
    emails: extra.isOwner ? row.emails : [],
    rotation: extra.rotation,
    opensDaysBefore: row.opensDaysBefore,
    answerByDaysBefore: row.answerByDaysBefore,
    hostTimezone: row.hostTimezone,
    nudges: row.nudges,
    autoLock: row.autoLock,
    status: row.status as SeriesView["status"],
    ownerName: extra.ownerName,
    isOwner: extra.isOwner,
    rounds: extra.rounds,
  };
}
