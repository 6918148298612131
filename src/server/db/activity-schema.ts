// Activity suggestions and votes on a hang, and which voter keys for an address still work
// (docs/decisions/0007-voter-identity-and-waitlist.md).
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { hangs } from "./schema.ts";

export const activitySuggestions = pgTable(
  "activity_suggestions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    hangId: uuid("hang_id")
      .notNull()
      .references(() => hangs.id, { onDelete: "cascade" }),
    suggestedBy: text("suggested_by").notNull(),
    suggestedByEmail: text("suggested_by_email").notNull(),
    vibe: text("vibe").notNull(),
    customActivity: text("custom_activity"),
    description: text("description"),
    createdAt: createdAt(),
  },
  (t) => [index("activity_suggestions_hang_idx").on(t.hangId, t.createdAt)],
);

export const activityVotes = pgTable(
  "activity_votes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    hangId: uuid("hang_id")
      .notNull()
      .references(() => hangs.id, { onDelete: "cascade" }),
    // null is a vote on the hang's original activity.
    suggestionId: uuid("suggestion_id").references(() => activitySuggestions.id, { onDelete: "cascade" }),
    voterName: text("voter_name").notNull(),
    voterEmail: text("voter_email").notNull(),
    voteType: text("vote_type").$type<"love" | "up" | "down">().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("activity_votes_suggestion_voter_key")
      .on(t.suggestionId, sql`lower(${t.voterEmail})`)
      .where(sql`${t.suggestionId} is not null`),
    uniqueIndex("activity_votes_original_voter_key")
      .on(t.hangId, sql`lower(${t.voterEmail})`)
      .where(sql`${t.suggestionId} is null`),
    index("activity_votes_hang_idx").on(t.hangId),
    check("activity_votes_type_check", sql`${t.voteType} in ('love', 'up', 'down')`),
  ],
);

// Which voter keys for an address on a hang still work: keys carry the generation they were made
// in, and the address's owner proving it (mailed answer link, signed in) starts a new one.
export const voterKeyGenerations = pgTable(
  "voter_key_generations",
  {
    hangId: uuid("hang_id")
      .notNull()
      .references(() => hangs.id, { onDelete: "cascade" }),
    /** Lower-cased. */
    email: text("email").notNull(),
    generation: integer("generation").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.hangId, t.email] })],
);
