// What happens to standing hangs when what they stand on goes: a group deleted under a series ends
// it, and its owner is told once (the mail is queued in the deletion's own transaction); a deleted
// account's address leaves other people's series. The owner's own series and standing answers go
// with their account (foreign keys, ON DELETE CASCADE).
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { friendGroups, series, users } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { enqueueMails, type MailJob } from "../../mail/mail-job.ts";

/** "Your standing hang has ended": about a series, sent once per series and owner. */
export function seriesEndedMailJob(seriesId: string, groupId: string, to: string): MailJob {
  return {
    kind: "series-ended",
    hangId: "",
    groupId,
    seriesId,
    to,
    version: "1",
    dedupKey: `series-ended:${seriesId}:${to.toLowerCase()}:1`,
  };
}

/**
 * Ends the series still running on these groups and queues the mail to each owner, inside `tx`.
 * `exceptOwnerId`: an account being deleted, whose own series go with it (nobody left to tell).
 */
export async function endSeriesOfGroups(
  jobs: JobQueue,
  tx: Db,
  groupIds: string[],
  now: Date,
  exceptOwnerId?: string,
): Promise<number> {
  if (groupIds.length === 0) return 0;
  const ended = await tx
    .update(series)
    .set({ status: "ended", updatedAt: now })
    .where(
      and(
        inArray(series.groupId, groupIds),
        ne(series.status, "ended"),
        exceptOwnerId ? ne(series.ownerId, exceptOwnerId) : undefined,
      ),
    )
    .returning({ id: series.id, groupId: series.groupId, ownerId: series.ownerId });
  if (ended.length === 0) return 0;
  const owners = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.id,
        ended.map((s) => s.ownerId),
      ),
    );
  const addressOf = new Map(owners.map((o) => [o.id, o.email]));
  await enqueueMails(
    jobs,
    tx,
    ended.flatMap((s) => {
      const to = addressOf.get(s.ownerId);
      return to && s.groupId ? [seriesEndedMailJob(s.id, s.groupId, to)] : [];
    }),
  );
  return ended.length;
}

/** The address leaves the lists other people's series invite and take turns hosting from. */
export async function forgetAddressInSeries(tx: Db, address: string): Promise<void> {
  const without = (column: typeof series.emails | typeof series.rotation) =>
    sql`coalesce((select jsonb_agg(e) from jsonb_array_elements(${column}) e
      where lower(e #>> '{}') <> ${address}), '[]'::jsonb)`;
  const holds = (column: typeof series.emails | typeof series.rotation) =>
    sql`exists (select 1 from jsonb_array_elements(${column}) e where lower(e #>> '{}') = ${address})`;
  await tx
    .update(series)
    .set({ emails: without(series.emails), rotation: without(series.rotation) })
    .where(sql`${holds(series.emails)} or ${holds(series.rotation)}`);
}

/** Standing hangs of the groups the account created: they end when the account (and its groups) go. */
export async function endSeriesOfCreatorGroups(
  jobs: JobQueue,
  tx: Db,
  creatorId: string,
  now: Date,
): Promise<number> {
  const groups = await tx
    .select({ id: friendGroups.id })
    .from(friendGroups)
    .where(eq(friendGroups.creatorId, creatorId));
  return endSeriesOfGroups(
    jobs,
    tx,
    groups.map((g) => g.id),
    now,
    creatorId,
  );
}
