// The bring list of a hang: what the host asks guests to bring, and who is bringing a unit of it
// (docs/decisions/0066-bring-list.md). A claim belongs to an answer: it goes when the answer goes.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";
import { hangs, responses } from "./schema.ts";

export const bringItems = pgTable(
  "bring_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    hangId: uuid("hang_id")
      .notNull()
      .references(() => hangs.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** How many units the host asks for: each claim takes one ("Chips ×2": two people, one each). */
    quantity: integer("quantity").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("bring_items_hang_idx").on(t.hangId, t.createdAt),
    check("bring_items_quantity_check", sql`${t.quantity} between 1 and 99`),
  ],
);

export const bringClaims = pgTable(
  "bring_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => bringItems.id, { onDelete: "cascade" }),
    hangId: uuid("hang_id")
      .notNull()
      .references(() => hangs.id, { onDelete: "cascade" }),
    responseId: uuid("response_id")
      .notNull()
      .references(() => responses.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    // One unit of an item per answer: claiming it twice is refused by the database too.
    uniqueIndex("bring_claims_item_response_key").on(t.itemId, t.responseId),
    index("bring_claims_hang_idx").on(t.hangId),
    index("bring_claims_response_idx").on(t.responseId),
  ],
);

export type BringItemRow = typeof bringItems.$inferSelect;
export type BringClaimRow = typeof bringClaims.$inferSelect;
