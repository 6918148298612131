// Addresses that asked for less mail: one row per address for "stop reminders for this hang"
// (hang set) and one for "never e-mail me from Hangs" (no hang). Checked when each message is sent.
import { sql } from "drizzle-orm";
import { index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { hangs } from "./schema.ts";

export const mailOptOuts = pgTable(
  "mail_opt_outs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    /** Null: every message from Hangs; set: that hang's reminders only. */
    hangId: uuid("hang_id").references(() => hangs.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("mail_opt_outs_everything_key").on(sql`lower(${t.email})`).where(sql`${t.hangId} is null`),
    uniqueIndex("mail_opt_outs_hang_key")
      .on(sql`lower(${t.email})`, t.hangId)
      .where(sql`${t.hangId} is not null`),
    index("mail_opt_outs_hang_idx").on(t.hangId),
  ],
);
