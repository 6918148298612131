// Personal access tokens (docs/decisions/0070). Only the SHA-256 of a token is
// kept: the token itself is shown to its owner once, and a copied database opens nothing.
import { index, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { users } from "./schema.ts";

export const personalAccessTokens = pgTable(
  "personal_access_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Deleting the account deletes its tokens. */
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 80 }).notNull(),
    /** "read" (GET and HEAD only) or "write". */
    scope: text("scope", { enum: ["read", "write"] }).notNull(),
    /** Hex SHA-256 of the token. */
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    /** Written at most once a minute, so reading with a token does not write each time. */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("personal_access_tokens_hash_key").on(t.tokenHash),
    index("personal_access_tokens_user_idx").on(t.userId, t.createdAt),
  ],
);

export type PersonalAccessTokenRow = typeof personalAccessTokens.$inferSelect;
