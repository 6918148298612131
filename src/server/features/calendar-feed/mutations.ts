// A person's feed URLs: made on first request, replaced on reset (the old URL stops at once).
import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { ServerContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { calendarFeeds } from "../../db/schema.ts";
import { feedSecretFor, hashFeedSecret } from "./secrets.ts";

type Deps = Pick<ServerContext, "db" | "secrets" | "config">;

const ownerIs = (userId: string, groupId: string | null) =>
  and(
    eq(calendarFeeds.userId, userId),
    groupId ? eq(calendarFeeds.groupId, groupId) : isNull(calendarFeeds.groupId),
  );

function urlOf(deps: Deps, feedId: string): string {
  return `${deps.config.publicUrl}/feed/${feedSecretFor(deps.secrets, feedId)}.ics`;
}

async function insertFeed(deps: Deps, db: Db, userId: string, groupId: string | null) {
  const id = randomUUID();
  const secretHash = hashFeedSecret(feedSecretFor(deps.secrets, id));
  await db.insert(calendarFeeds).values({ id, userId, groupId, secretHash }).onConflictDoNothing();
}

/** The feed's URL, creating the feed on the first request. */
export async function feedUrl(deps: Deps, userId: string, groupId: string | null): Promise<string> {
  let [feed] = await deps.db.select().from(calendarFeeds).where(ownerIs(userId, groupId));
  if (!feed) {
    // A second tab asking at the same moment loses the insert and reads the winner's feed.
    await insertFeed(deps, deps.db, userId, groupId);
    [feed] = await deps.db.select().from(calendarFeeds).where(ownerIs(userId, groupId));
  }
  const secretHash = hashFeedSecret(feedSecretFor(deps.secrets, feed!.id));
  // A new server key makes new secrets: the URL shown is the one that works.
  if (secretHash !== feed!.secretHash) {
    await deps.db.update(calendarFeeds).set({ secretHash }).where(eq(calendarFeeds.id, feed!.id));
  }
  return urlOf(deps, feed!.id);
}

/** A new URL for the feed; the old one answers 404 from now on. */
export async function resetFeed(deps: Deps, userId: string, groupId: string | null): Promise<string> {
  await deps.db.transaction(async (tx) => {
    await tx.delete(calendarFeeds).where(ownerIs(userId, groupId));
    await insertFeed(deps, tx, userId, groupId);
  });
  return feedUrl(deps, userId, groupId);
}
