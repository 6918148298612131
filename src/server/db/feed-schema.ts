// Subscribable calendar feeds: one secret URL per person, and one per person per group. Only the
// SHA-256 of the secret is stored; the secret itself lives in the URL its owner was shown.
import { sql } from "drizzle-orm";
import { pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { friendGroups, users } from "./schema.ts";

export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Null for the person's own feed; set for their feed of one group's hangs. */
    groupId: uuid("group_id").references(() => friendGroups.id, { onDelete: "cascade" }),
    /** Hex SHA-256 of the secret in the feed URL; replaced on reset, so the old URL stops at once. */
    secretHash: text("secret_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("calendar_feeds_secret_key").on(t.secretHash),
    uniqueIndex("calendar_feeds_user_key").on(t.userId).where(sql`${t.groupId} is null`),
    uniqueIndex("calendar_feeds_user_group_key").on(t.userId, t.groupId).where(sql`${t.groupId} is not null`),
  ],
);
