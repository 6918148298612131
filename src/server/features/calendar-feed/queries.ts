// Everything one calendar feed shows, in ONE statement: the feed (found by its secret's hash, and
// only while its owner may still see it), the hangs it lists and the owner's own answer to each
// (an answer given with proof of the owner's address: docs/decisions/0058).
// Hangs are found through indexed columns (lower(host_email), lower(invitees.email),
// lower(responses.guest_email), hangs.group_id), so a feed costs one round trip at any size.
// The standing hangs the owner can see ride along in the same statement (docs/decisions/0038).
import { sql } from "drizzle-orm";
import type { TimeSlot } from "../../../shared/time-slots.ts";
import type { Db } from "../../db/client.ts";
import type { SeriesRow } from "../../db/series-schema.ts";

/** A cancelled hang stays in feeds (as cancelled) this long after it was called off, then goes. */
export const CANCELLED_KEPT_DAYS = 30;

export interface FeedOwner {
  feedId: string;
  groupId: string | null;
  /** The owner's display name (first name when known), for the calendar's name. */
  person: string;
  groupName: string | null;
  /** The owner's language (kept with their account), for the entries' texts. */
  language: string | null;
  createdAt: Date;
}

export type OwnAnswer = "yes" | "maybe" | "no";

export interface FeedHang {
  id: string;
  name: string;
  vibe: string;
  finalActivity: string | null;
  hostName: string;
  hostTimezone: string | null;
  timeSlots: TimeSlot[];
  timeWindows: unknown;
  location: string | null;
  locationName: string | null;
  additionalDetails: string | null;
  isFinalized: boolean;
  finalDateTime: Date | null;
  isCancelled: boolean;
  answerBy: Date | null;
  createdAt: Date;
  version: number;
  updatedAt: Date;
  /** The feed's owner hosts it. */
  isHost: boolean;
  own: { response: OwnAnswer; slots: Record<string, OwnAnswer>; revision: number; updatedAt: Date } | null;
}

/** A round the series opened or skipped, with its hang's state (when it has one). */
export interface FeedRound {
  date: string;
  status: "open" | "skipped";
  hangId: string | null;
  createdAt: Date;
  hangLocked: boolean;
  hangCancelled: boolean;
}

/** An active standing hang the owner can see, with its recent and coming rounds. */
export interface FeedSeries
  extends Pick<
    SeriesRow,
    | "id"
    | "name"
    | "vibe"
    | "location"
    | "locationName"
    | "rrule"
    | "startsOn"
    | "slots"
    | "hostTimezone"
    | "opensDaysBefore"
    | "answerByDaysBefore"
    | "createdAt"
    | "updatedAt"
  > {
  /** The owner's name; null when hosts take turns (a round's host is known once it opens). */
  hostName: string | null;
  rounds: FeedRound[];
}

export interface FeedContents {
  owner: FeedOwner;
  hangs: FeedHang[];
  series: FeedSeries[];
}

const date = (ms: unknown) => (ms === null || ms === undefined ? null : new Date(Number(ms)));

/** json arrives parsed from node-postgres and PGlite, as text from some drivers: accept both. */
const fromJson = (value: unknown): unknown => (typeof value === "string" ? JSON.parse(value) : value);

/**
 * Rounds dated this long before now can still be running (a round's times span up to a week
 * from its date, whatever the zone); older ones are left out, so a series costs the same every year.
 */
const ROUND_RUNS_DAYS = 8;

/** The one statement. */
function readFeedSql(secretHash: string, now: Date) {
  const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
  const keptSince = sql`${now.toISOString()}::timestamptz - ${sql.raw(`interval '${CANCELLED_KEPT_DAYS} days'`)}`;
  const roundsSince = new Date(now.getTime() - ROUND_RUNS_DAYS * 86_400_000).toISOString().slice(0, 10);
  return sql`
    with feed as (
      select f.id, f.user_id, f.group_id, f.created_at, g.name as group_name, u.language,
        case when u.email_verified then lower(u.email) end as email,
        coalesce(nullif(u.first_name, ''), nullif(u.name, ''), '') as person
      from calendar_feeds f
      join users u on u.id = f.user_id and u.disabled_at is null
      left join friend_groups g on g.id = f.group_id and g.is_active
      where f.secret_hash = ${secretHash}
    ),
    -- Groups whose hangs the feed lists: the one group of a group feed, every group of a person's
    -- own; only where the owner created the group or is an active member (friend groups, which
    -- save addresses, are no groups: docs/decisions/0036).
    groups as (
      select g.id from friend_groups g join feed on (feed.group_id is null or g.id = feed.group_id)
      where g.is_active and jsonb_array_length(g.emails) = 0 and (g.creator_id = feed.user_id or exists (
        select 1 from group_memberships m where m.group_id = g.id and m.status = 'active'
          and lower(m.email) = feed.email))
    ),
    allowed as (
      select feed.* from feed
      where feed.group_id is null or exists (select 1 from groups where groups.id = feed.group_id)
    ),
    listed as (
      select h.id from hangs h join allowed a on a.group_id is null and lower(h.host_email) = a.email
      union select i.hang_id from invitees i join allowed a on a.group_id is null and lower(i.email) = a.email
      -- Answers only when given with proof of the address: anyone may type someone else's.
      union select r.hang_id from responses r join allowed a
        on a.group_id is null and lower(r.guest_email) = a.email and r.address_proven_at is not null
      union select h.id from hangs h join groups on h.group_id = groups.id
    ),
    -- Active standing hangs the owner sees: a group feed, its group's; a person's own, those of
    -- their groups, those they set up, and those whose list of addresses has theirs (no index
    -- holds addresses inside a list: those few series are read whole).
    seen_series as (
      select s.id from series s join groups on s.group_id = groups.id
      union select s.id from series s join allowed a on a.group_id is null and s.owner_id = a.user_id
      union select s.id from series s join allowed a on a.group_id is null and s.group_id is null
        and exists (select 1 from jsonb_array_elements_text(s.emails) e where lower(e) = a.email)
    ),
    series_list as (
      select json_agg(json_build_object(
        'id', s.id, 'name', s.name, 'vibe', s.vibe, 'location', s.location,
        'locationName', s.location_name, 'rrule', s.rrule, 'startsOn', s.starts_on, 'slots', s.slots,
        'hostTimezone', s.host_timezone, 'opensDaysBefore', s.opens_days_before,
        'answerByDaysBefore', s.answer_by_days_before, 'created', ${ms("s.created_at")},
        'updated', ${ms("s.updated_at")},
        'hostName', case when jsonb_array_length(s.rotation) = 0
          then coalesce(nullif(u.name, ''), nullif(u.first_name, ''), '') end,
        'rounds', (
          select coalesce(json_agg(json_build_object(
            'date', sr.round_date, 'status', sr.status, 'hangId', sr.hang_id,
            'created', ${ms("sr.created_at")}, 'locked', coalesce(rh.is_finalized, false),
            'cancelled', coalesce(rh.is_cancelled, false)) order by sr.round_date), '[]'::json)
          from series_rounds sr left join hangs rh on rh.id = sr.hang_id
          where sr.series_id = s.id and sr.round_date >= ${roundsSince}::date)
      ) order by s.created_at, s.id) as list
      from seen_series join series s on s.id = seen_series.id and s.status = 'active'
      join users u on u.id = s.owner_id
    )
    select a.id as feed_id, a.group_id, a.group_name, a.person, a.language as owner_language,
      ${ms("a.created_at")} as feed_created,
      h.id, h.name, h.vibe, h.final_activity, h.host_name, h.host_timezone, h.time_slots, h.time_windows,
      h.location, h.location_name, h.additional_details, h.is_finalized, ${ms("h.final_date_time")} as final_at,
      h.is_cancelled, ${ms("h.answer_by")} as answer_by, ${ms("h.created_at")} as created,
      h.version, ${ms("h.updated_at")} as updated, lower(h.host_email) = a.email as is_host,
      r.response, r.time_slot_availability, r.revision, ${ms("r.updated_at")} as answered,
      -- Declined hangs (an answer "no", not the host's own) are not shown: marked here, left out
      -- when read, so a feed whose every hang is declined is still a feed (not a 404).
      coalesce(r.response = 'no' and lower(h.host_email) is distinct from a.email, false) as declined,
      -- Once, not on every row.
      case when row_number() over () = 1 then (select list from series_list) end as series
    from allowed a
    left join (listed join hangs h on h.id = listed.id
      -- Cancelled hangs are shown only for a while.
      ) on (h.is_cancelled = false or h.cancelled_at > ${keptSince})
    left join responses r on r.hang_id = h.id and lower(r.guest_email) = a.email
      and r.address_proven_at is not null
    order by h.created_at, h.id
  `;
}

/** The feed with this secret hash, or undefined when there is none (or its owner lost access). */
export async function readFeed(db: Db, secretHash: string, now: Date): Promise<FeedContents | undefined> {
  const result = (await db.execute(readFeedSql(secretHash, now))) as { rows: Record<string, unknown>[] };
  const first = result.rows[0];
  if (!first) return undefined;
  const owner: FeedOwner = {
    feedId: String(first.feed_id),
    groupId: (first.group_id as string | null) ?? null,
    person: String(first.person),
    groupName: (first.group_name as string | null) ?? null,
    language: (first.owner_language as string | null) ?? null,
    createdAt: date(first.feed_created)!,
  };
  const series = fromJson(result.rows.find((row) => row.series != null)?.series) as SeriesJson[] | undefined;
  return {
    owner,
    hangs: result.rows.filter((row) => row.id != null && row.declined !== true).map(toFeedHang),
    series: (series ?? []).map(toFeedSeries),
  };
}

type SeriesJson = Omit<FeedSeries, "createdAt" | "updatedAt" | "rounds"> & {
  created: number;
  updated: number;
  rounds: (Omit<FeedRound, "createdAt" | "hangLocked" | "hangCancelled"> & {
    created: number;
    locked: boolean;
    cancelled: boolean;
  })[];
};

function toFeedSeries({ created, updated, rounds, ...series }: SeriesJson): FeedSeries {
  return {
    ...series,
    createdAt: new Date(created),
    updatedAt: new Date(updated),
    rounds: rounds.map(({ created: roundCreated, locked, cancelled, ...round }) => ({
      ...round,
      createdAt: new Date(roundCreated),
      hangLocked: locked,
      hangCancelled: cancelled,
    })),
  };
}

function toFeedHang(row: Record<string, unknown>): FeedHang {
  return {
    id: String(row.id),
    name: String(row.name),
    vibe: String(row.vibe),
    finalActivity: (row.final_activity as string | null) ?? null,
    hostName: String(row.host_name),
    hostTimezone: (row.host_timezone as string | null) ?? null,
    timeSlots: (fromJson(row.time_slots) as TimeSlot[] | null) ?? [],
    timeWindows: fromJson(row.time_windows),
    location: (row.location as string | null) ?? null,
    locationName: (row.location_name as string | null) ?? null,
    additionalDetails: (row.additional_details as string | null) ?? null,
    isFinalized: row.is_finalized === true,
    finalDateTime: date(row.final_at),
    isCancelled: row.is_cancelled === true,
    answerBy: date(row.answer_by),
    createdAt: date(row.created)!,
    version: Number(row.version),
    updatedAt: date(row.updated)!,
    isHost: row.is_host === true,
    own: row.response
      ? {
          response: row.response as OwnAnswer,
          slots: (fromJson(row.time_slot_availability) as Record<string, OwnAnswer> | null) ?? {},
          revision: Number(row.revision),
          updatedAt: date(row.answered)!,
        }
      : null,
  };
}
