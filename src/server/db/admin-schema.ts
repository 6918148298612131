// Running an instance: who an admin let in, what admins did, and why sign-ins failed.
import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { users } from "./schema.ts";

/** With SIGN_UP=closed, the addresses an admin invited to make an account. */
export const accountInvitations = pgTable(
  "account_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("account_invitations_email_key").on(sql`lower(${t.email})`)],
);

/** Every admin action, written in the same transaction as the action. */
export const adminAudit = pgTable(
  "admin_audit",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The admin; null once that account is deleted (the action stays on record). */
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    /** What was acted on: an id, never an e-mail address. */
    target: text("target"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("admin_audit_created_idx").on(t.createdAt)],
);

/** Recent sign-in failures with the provider's own error, for the admin page. */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerId: text("provider_id").notNull(),
    error: text("error").notNull(),
    description: text("description"),
    createdAt: createdAt(),
  },
  (t) => [index("sign_in_failures_created_idx").on(t.createdAt)],
);
