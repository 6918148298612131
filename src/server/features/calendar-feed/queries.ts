// Everything one calendar feed shows, in ONE statement: the feed (found by its secret's hash, and
// only while its owner may still see it), the hangs it lists and the owner's own answer to each
// (an answer given with proof of the owner's address: docs/decisions/0058).
// Hangs are found through indexed columns (lower(host_email), lower(invitees.email),
// lower(responses.guest_email), hangs.group_id), so a feed costs one round trip at any size.
import { sql } from "drizzle-orm";
import type { TimeSlot } from "../../../shared/time-slots.ts";
import type { Db } from "../../db/client.ts";

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

export interface FeedContents {
  owner: FeedOwner;
  hangs: FeedHang[];
}

const date = (ms: unknown) => (ms === null || ms === undefined ? null : new Date(Number(ms)));

/** json arrives parsed from node-postgres and PGlite, as text from some drivers: accept both. */
const fromJson = (value: unknown): unknown => (typeof value === "string" ? JSON.parse(value) : value);

/** The one statement. */
function readFeedSql(secretHash: string, now: Date) {
  const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
  const keptSince = sql`${now.toISOString()}::timestamptz - ${sql.raw(`interval '${CANCELLED_KEPT_DAYS} days'`)}`;
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
    )
    select a.id as feed_id, a.group_id, a.group_name, a.person, a.language as owner_language,
      ${ms("a.created_at")} as feed_created,
      h.id, h.name, h.vibe, h.final_activity, h.host_name, h.host_timezone, h.time_slots, h.time_windows,
      h.location, h.location_name, h.additional_details, h.is_finalized, ${ms("h.final_date_time")} as final_at,
      h.is_cancelled, ${ms("h.answer_by")} as answer_by, ${ms("h.created_at")} as created,
      h.version, ${ms("h.updated_at")} as updated, lower(h.host_email) = a.email as is_host,
      r.response, r.time_slot_availability, r.revision, ${ms("r.updated_at")} as answered
    from allowed a
    left join (listed join hangs h on h.id = listed.id
      -- Declined hangs are not shown; cancelled ones only for a while.
      ) on (h.is_cancelled = false or h.cancelled_at > ${keptSince})
    left join responses r on r.hang_id = h.id and lower(r.guest_email) = a.email
      and r.address_proven_at is not null
    where r.response is distinct from 'no' or lower(h.host_email) = a.email
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
  return { owner, hangs: result.rows.filter((row) => row.id != null).map(toFeedHang) };
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
