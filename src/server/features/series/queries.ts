// Reads for standing hangs: who may see a series (its owner; the active members of its group; the
// addresses it invites), the series a person can see, its rounds with their hangs, and standing
// answers. Each list is one query whatever its length.
import { and, asc, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { SERIES_MESSAGES } from "../../../shared/series.ts";
import type { Db } from "../../db/client.ts";
import {
  friendGroups,
  groupMemberships,
  hangs,
  responses,
  type SeriesRow,
  series,
  seriesRounds,
  standingAnswers,
  users,
} from "../../db/schema.ts";
import { AppError } from "../../http/errors.ts";
import { isUuid } from "../../http/ids.ts";

/** Who is asking: the signed-in user's id, and their e-mail only when the provider vouches for it. */
export interface SeriesViewer {
  userId: string;
  verifiedEmail: string | undefined;
}

export interface SeriesAccess {
  series: SeriesRow;
  isOwner: boolean;
}

export const OWNER_ONLY = "Only the person who set up this standing hang can change it.";

/**
 * Whether the viewer may see a series: its owner, an active member (or the creator) of its active
 * group, or an address it invites.
 */
function visibleTo(viewer: SeriesViewer): SQL {
  const address = viewer.verifiedEmail ?? null;
  return or(
    eq(series.ownerId, viewer.userId),
    sql`exists (select 1 from ${friendGroups} g
      where g.id = ${series.groupId} and g.is_active
        and (g.creator_id = ${viewer.userId} or exists (select 1 from ${groupMemberships} m
          where m.group_id = g.id and m.status = 'active' and lower(m.email) = ${address})))`,
    sql`exists (select 1 from jsonb_array_elements_text(${series.emails}) e where lower(e) = ${address})`,
  )!;
}

/** The series, when the viewer may see it; anyone else (and any unknown id) gets the same 404. */
export async function getSeriesAccess(db: Db, id: string, viewer: SeriesViewer): Promise<SeriesAccess> {
  if (!isUuid(id)) throw new AppError("not_found", SERIES_MESSAGES.notFound);
  const [row] = await db
    .select()
    .from(series)
    .where(and(eq(series.id, id), visibleTo(viewer)))
    .limit(1);
  if (!row) throw new AppError("not_found", SERIES_MESSAGES.notFound);
  return { series: row, isOwner: row.ownerId === viewer.userId };
}

/** Like getSeriesAccess, but only its owner passes; others who may see it get 403. */
export async function getSeriesAsOwner(db: Db, id: string, viewer: SeriesViewer): Promise<SeriesRow> {
  const access = await getSeriesAccess(db, id, viewer);
  if (!access.isOwner) throw new AppError("forbidden", OWNER_ONLY);
  return access.series;
}

/** The series row locked for a change (inside the change's transaction). */
export async function lockSeries(tx: Db, id: string): Promise<SeriesRow> {
  const [row] = await tx.select().from(series).where(eq(series.id, id)).for("update").limit(1);
  if (!row) throw new AppError("not_found", SERIES_MESSAGES.notFound);
  return row;
}

/** Every series the viewer may see, newest first. */
export function listVisibleSeries(db: Db, viewer: SeriesViewer): Promise<SeriesRow[]> {
  return db.select().from(series).where(visibleTo(viewer)).orderBy(desc(series.createdAt));
}

export function listGroupSeries(db: Db, groupId: string): Promise<SeriesRow[]> {
  return db.select().from(series).where(eq(series.groupId, groupId)).orderBy(desc(series.createdAt));
}

/** An account's name as the app shows it: first and last name, else its name, else the address's name. */
export function displayName(user: {
  name: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
}): string {
  return (
    [user.firstName, user.lastName].filter(Boolean).join(" ") ||
    user.name ||
    user.email.split("@")[0] ||
    user.email
  );
}

const userNameFields = {
  id: users.id,
  email: users.email,
  name: users.name,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** Names of the owners, by id. */
export async function ownerNames(db: Db, ownerIds: string[]): Promise<Map<string, string>> {
  if (ownerIds.length === 0) return new Map();
  const rows = await db
    .select(userNameFields)
    .from(users)
    .where(inArray(users.id, [...new Set(ownerIds)]));
  return new Map(rows.map((u) => [u.id, displayName(u)]));
}

/** Names of accounts by lower-cased address (rotation hosts); an address without an account is absent. */
export async function namesByAddress(db: Db, addresses: string[]): Promise<Map<string, string>> {
  const lower = [...new Set(addresses.map((a) => a.toLowerCase()))];
  if (lower.length === 0) return new Map();
  const rows = await db.select(userNameFields).from(users).where(sql`lower(${users.email}) in ${lower}`);
  return new Map(rows.map((u) => [u.email.toLowerCase(), displayName(u)]));
}

export interface RoundRowWithHang {
  seriesId: string;
  roundDate: string;
  status: string;
  createdAt: Date;
  hang: {
    id: string;
    hostName: string;
    hostTimezone: string | null;
    timeSlots: (typeof hangs.$inferSelect)["timeSlots"];
    answerBy: Date | null;
    isFinalized: boolean;
    finalDateTime: Date | null;
    isCancelled: boolean;
    maxCapacity: number | null;
  } | null;
}

/** The rounds the series have opened or skipped, with each opened round's hang as it is now. */
export async function listRoundRows(db: Db, seriesIds: string[]): Promise<RoundRowWithHang[]> {
  if (seriesIds.length === 0) return [];
  const rows = await db
    .select({
      seriesId: seriesRounds.seriesId,
      roundDate: seriesRounds.roundDate,
      status: seriesRounds.status,
      createdAt: seriesRounds.createdAt,
      hangId: hangs.id,
      hostName: hangs.hostName,
      hostTimezone: hangs.hostTimezone,
      timeSlots: hangs.timeSlots,
      answerBy: hangs.answerBy,
      isFinalized: hangs.isFinalized,
      finalDateTime: hangs.finalDateTime,
      isCancelled: hangs.isCancelled,
      maxCapacity: hangs.maxCapacity,
    })
    .from(seriesRounds)
    .leftJoin(hangs, eq(hangs.id, seriesRounds.hangId))
    .where(inArray(seriesRounds.seriesId, seriesIds))
    .orderBy(asc(seriesRounds.roundDate));
  return rows.map(({ hangId, seriesId, roundDate, status, createdAt, ...hang }) => ({
    seriesId,
    roundDate,
    status,
    createdAt,
    hang: hangId ? { id: hangId, ...hang, timeSlots: hang.timeSlots ?? [] } : null,
  })) as RoundRowWithHang[];
}

/** The answers to these hangs, in RSVP order: who came is worked out from them. */
export function answersToHangs(db: Db, hangIds: string[]) {
  if (hangIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: responses.id,
      hangId: responses.hangId,
      guestName: responses.guestName,
      response: responses.response,
      timeSlotAvailability: responses.timeSlotAvailability,
      respondedAt: responses.respondedAt,
      plusOnes: responses.plusOnes,
      yesSince: responses.yesSince,
      waitingFor: responses.waitingFor,
    })
    .from(responses)
    .where(inArray(responses.hangId, hangIds))
    .orderBy(asc(responses.respondedAt), asc(responses.id));
}
export type HangAnswer = Awaited<ReturnType<typeof answersToHangs>>[number];

export function listStandingAnswers(db: Db, seriesId: string, userId: string) {
  return db
    .select({
      weekday: standingAnswers.weekday,
      startTime: standingAnswers.startTime,
      answer: standingAnswers.answer,
    })
    .from(standingAnswers)
    .where(and(eq(standingAnswers.seriesId, seriesId), eq(standingAnswers.userId, userId)))
    .orderBy(asc(standingAnswers.weekday), asc(standingAnswers.startTime));
}

/** What the "standing hang ended" mail needs, read when it is sent. */
export async function findEndedSeries(db: Db, seriesId: string) {
  if (!isUuid(seriesId)) return undefined;
  const [row] = await db
    .select({ id: series.id, name: series.name, status: series.status, language: series.language })
    .from(series)
    .where(eq(series.id, seriesId))
    .limit(1);
  return row?.status === "ended" ? row : undefined;
}

/** For the person's data export: the standing hangs they set up (with their rounds) and their standing answers. */
export async function seriesForExport(db: Db, userId: string) {
  const owned = await db
    .select({
      id: series.id,
      name: series.name,
      vibe: series.vibe,
      location: series.location,
      locationName: series.locationName,
      locationLat: series.locationLat,
      locationLng: series.locationLng,
      rrule: series.rrule,
      startsOn: series.startsOn,
      slots: series.slots,
      groupId: series.groupId,
      emails: series.emails,
      rotation: series.rotation,
      opensDaysBefore: series.opensDaysBefore,
      answerByDaysBefore: series.answerByDaysBefore,
      hostTimezone: series.hostTimezone,
      nudges: series.nudges,
      autoLock: series.autoLock,
      status: series.status,
      language: series.language,
      createdAt: series.createdAt,
      updatedAt: series.updatedAt,
      rounds: sql<{ date: string; status: string; hangId: string | null }[]>`(select coalesce(jsonb_agg(
        jsonb_build_object('date', r.round_date, 'status', r.status, 'hangId', r.hang_id) order by r.round_date), '[]'::jsonb)
        from ${seriesRounds} r where r.series_id = ${sql.raw(`"series"."id"`)})`,
    })
    .from(series)
    .where(eq(series.ownerId, userId))
    .orderBy(asc(series.createdAt));
  const answers = await db
    .select({
      seriesId: standingAnswers.seriesId,
      seriesName: series.name,
      weekday: standingAnswers.weekday,
      startTime: standingAnswers.startTime,
      answer: standingAnswers.answer,
      updatedAt: standingAnswers.updatedAt,
    })
    .from(standingAnswers)
    .innerJoin(series, eq(series.id, standingAnswers.seriesId))
    .where(eq(standingAnswers.userId, userId))
    .orderBy(asc(series.name), asc(standingAnswers.weekday), asc(standingAnswers.startTime));
  return { owned, answers };
}
