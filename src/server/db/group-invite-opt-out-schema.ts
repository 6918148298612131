// Addresses that turned off invitations to join groups ("Stop group invitations" in such a mail):
// anyone may add any address to a group, so one click stops them all, whoever sends the next one.
import { sql } from "drizzle-orm";
import { pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

export const groupInviteOptOuts = pgTable(
  "group_invite_opt_outs",
  {
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("group_invite_opt_outs_email_key").on(sql`lower(${t.email})`)],
);
