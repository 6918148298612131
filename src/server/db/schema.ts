// The complete data model. Every time is timestamptz; children go with their hang.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import type { HangQuestion } from "../../shared/questions.ts";
import type { TimeSlot } from "../../shared/time-slots.ts";

import { createdAt, updatedAt } from "./columns.ts";

export interface GuestReminderSettings {
  "2_days": boolean;
  "1_day": boolean;
  "2_hours": boolean;
  custom: number[];
}

// The spec's user, extended with what better-auth needs (display name, verified flag). Accounts,
// sessions and the rest are better-auth's own tables, in auth-schema.ts (docs/decisions/0010-…).
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    // Only an address the provider vouches for grants host, guest or group rights by e-mail.
    emailVerified: boolean("email_verified").notNull().default(false),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    /** Set by an admin: no sign-in, and every session ends at once. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** The language chosen with the footer's switcher (en, es, de), for every browser they sign in on. */
    language: text("language"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_key").on(sql`lower(${t.email})`)],
);

export const friendGroups = pgTable(
  "friend_groups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: varchar("name", { length: 100 }).notNull(),
    description: varchar("description", { length: 500 }),
    creatorId: uuid("creator_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Quick-invite lists saved from the invite screen keep their e-mails here.
    emails: jsonb("emails").$type<string[]>().notNull().default([]),
    hostEmail: text("host_email"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("friend_groups_creator_idx").on(t.creatorId)],
);

export const groupMemberships = pgTable(
  "group_memberships",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    groupId: uuid("group_id")
      .notNull()
      .references(() => friendGroups.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    name: text("name"),
    phoneNumber: text("phone_number"),
    role: text("role").notNull().default("member"),
    status: text("status").notNull().default("pending"),
    invitedAt: timestamp("invited_at", { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp("joined_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("group_memberships_group_email_key").on(t.groupId, sql`lower(${t.email})`),
    index("group_memberships_email_idx").on(sql`lower(${t.email})`),
    check("group_memberships_role_check", sql`${t.role} in ('creator', 'admin', 'member')`),
    check("group_memberships_status_check", sql`${t.status} in ('pending', 'active')`),
  ],
);

export const hangs = pgTable(
  "hangs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    vibe: text("vibe").notNull(),
    // jsonb, not text[]: older hangs hold JSON strings, objects or one JSON string here.
    timeWindows: jsonb("time_windows").$type<unknown>().notNull().default([]),
    timeSlots: jsonb("time_slots").$type<TimeSlot[]>().notNull().default([]),
    hostName: text("host_name").notNull(),
    hostEmail: text("host_email").notNull(),
    hostTimezone: text("host_timezone"),
    groupId: uuid("group_id").references(() => friendGroups.id, { onDelete: "set null" }),
    editToken: uuid("edit_token").notNull().defaultRandom(),
    isFinalized: boolean("is_finalized").notNull().default(false),
    finalDateTime: timestamp("final_date_time", { withTimezone: true }),
    location: text("location"),
    locationName: text("location_name"),
    locationLat: text("location_lat"),
    locationLng: text("location_lng"),
    additionalDetails: text("additional_details"),
    // The activity chosen at finalize when it is not the vibe: the vibe itself stays as proposed.
    finalActivity: text("final_activity"),
    maxCapacity: integer("max_capacity"),
    allowActivitySuggestions: boolean("allow_activity_suggestions").notNull().default(false),
    /** How many guests each answer may bring (0: the party-size question is hidden). Decision 0065. */
    plusOnesAllowed: integer("plus_ones_allowed").notNull().default(0),
    /** Photos may be added before lock-in (src/server/features/photos). */
    photosOpen: boolean("photos_open").notNull().default(false),
    allResponsesNotificationSent: boolean("all_responses_notification_sent").notNull().default(false),
    reminderEmailSent: boolean("reminder_email_sent").notNull().default(false),
    guestReminderSettings: jsonb("guest_reminder_settings").$type<GuestReminderSettings>(),
    remindersSent: jsonb("reminders_sent").$type<string[]>().notNull().default([]),
    isCancelled: boolean("is_cancelled").notNull().default(false),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    // Raised on every change guests should hear about: calendar SEQUENCE and mail de-duplication.
    version: integer("version").notNull().default(1),
    /** After this instant the answer form is closed (docs/decisions/0039-answer-by-and-nudges.md). */
    answerBy: timestamp("answer_by", { withTimezone: true }),
    /** Invitees who have not answered get at most two gentle reminders. */
    nudges: boolean("nudges").notNull().default(true),
    /** At the answer-by date the best-supported time is locked in. */
    autoLock: boolean("auto_lock").notNull().default(false),
    /** Host questions asked with the answer form (shared/questions.ts); answers in question_answers. */
    questions: jsonb("questions").$type<HangQuestion[]>().notNull().default([]),
    /** The language the hang was created in: its invitees' mail when their own is unknown. */
    language: text("language"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("hangs_host_email_idx").on(sql`lower(${t.hostEmail})`),
    index("hangs_group_idx").on(t.groupId),
    check("hangs_max_capacity_check", sql`${t.maxCapacity} is null or ${t.maxCapacity} between 2 and 50`),
    check("hangs_plus_ones_allowed_check", sql`${t.plusOnesAllowed} between 0 and 5`),
  ],
);

export const invitees = pgTable(
  "invitees",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    hangId: uuid("hang_id")
      .notNull()
      .references(() => hangs.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    invitedAt: timestamp("invited_at", { withTimezone: true }).notNull().defaultNow(),
    // Hashed client address of the request that added it, for the per-address hourly cap.
    invitedFrom: text("invited_from"),
  },
  (t) => [
    uniqueIndex("invitees_hang_email_key").on(t.hangId, sql`lower(${t.email})`),
    index("invitees_email_idx").on(sql`lower(${t.email})`),
    index("invitees_hang_time_idx").on(t.hangId, t.invitedAt),
    index("invitees_from_time_idx").on(t.invitedFrom, t.invitedAt),
  ],
);

export const responses = pgTable(
  "responses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    hangId: uuid("hang_id")
      .notNull()
      .references(() => hangs.id, { onDelete: "cascade" }),
    guestName: text("guest_name").notNull(),
    guestEmail: text("guest_email").notNull(),
    response: text("response").$type<"yes" | "maybe" | "no">().notNull(),
    availableTimeWindows: jsonb("available_time_windows").$type<string[]>().notNull().default([]),
    timeSlotAvailability: jsonb("time_slot_availability")
      .$type<Record<string, "yes" | "maybe" | "no">>()
      .notNull()
      .default({}),
    isPublic: boolean("is_public").notNull().default(false),
    /** The language the guest answered in: their mail about this hang comes in it. */
    language: text("language"),
    /**
     * When the answer was given or changed with proof of its address (a session with it verified,
     * or the link mailed to it); null: anyone may have typed the address, so the address's calendar
     * feed and dashboard leave it out.
     */
    addressProvenAt: timestamp("address_proven_at", { withTimezone: true }),
    respondedAt: timestamp("responded_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
    // Raised by every update of the answer, so a calendar feed's SEQUENCE (hang version plus this)
    // rises when only the answer changed.
    revision: integer("revision")
      .notNull()
      .default(1)
      .$onUpdateFn(() => sql`${sql.identifier("responses")}.${sql.identifier("revision")} + 1`),
    /** The IANA zone the guest's browser was in when they answered: their mail shows times on it too. */
    timeZone: text("time_zone"),
    /** Guests the person brings: the answer takes 1 + plusOnes spots (decision 0065). */
    plusOnes: integer("plus_ones").notNull().default(0),
    plusOneNames: jsonb("plus_one_names").$type<string[]>().notNull().default([]),
    /** Per time key: when this answer's yes to it began (ISO); missing: respondedAt. Its place in line. */
    yesSince: jsonb("yes_since").$type<Record<string, string>>().notNull().default({}),
    /** Time keys whose yes waits for a spot (the party did not fit when it said yes). */
    waitingFor: jsonb("waiting_for").$type<string[]>().notNull().default([]),
    /** When the host entered this answer for someone (decision 0068); null: the guest gave it. */
    enteredByHostAt: timestamp("entered_by_host_at", { withTimezone: true }),
    /** When the person proved the address of a host-entered answer: from then on it is theirs alone. */
    takenOverAt: timestamp("taken_over_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("responses_hang_email_key").on(t.hangId, sql`lower(${t.guestEmail})`),
    index("responses_hang_order_idx").on(t.hangId, t.respondedAt),
    // Lists mark answers the host entered and still holds: a few per hang, found without a scan.
    index("responses_held_by_host_idx")
      .on(t.hangId)
      .where(sql`${t.enteredByHostAt} is not null and ${t.takenOverAt} is null`),
    index("responses_email_idx").on(sql`lower(${t.guestEmail})`),
    check("responses_response_check", sql`${t.response} in ('yes', 'maybe', 'no')`),
    check("responses_plus_ones_check", sql`${t.plusOnes} between 0 and 5`),
  ],
);

export const locationSuggestions = pgTable(
  "location_suggestions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    latitude: text("latitude"),
    longitude: text("longitude"),
    category: text("category").notNull().default("other"),
    vibe: text("vibe"),
    createdAt: createdAt(),
  },
  (t) => [
    index("location_suggestions_vibe_idx").on(t.vibe),
    check(
      "location_suggestions_category_check",
      sql`${t.category} in ('cafe', 'bar', 'brewery', 'restaurant', 'bakery', 'park', 'other')`,
    ),
  ],
);

/**
 * One row per message that must reach someone, keyed by (kind, hang, recipient, version): the claim
 * that keeps a retry or a second instance from sending it twice, and the record of what happened.
 */
export const mailDeliveries = pgTable(
  "mail_deliveries",
  {
    dedupKey: text("dedup_key").primaryKey(),
    kind: text("kind").notNull(),
    hangId: uuid("hang_id").references(() => hangs.id, { onDelete: "set null" }),
    recipient: text("recipient").notNull(),
    status: text("status").$type<"queued" | "sending" | "sent" | "skipped">().notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    messageId: text("message_id"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
  },
  (t) => [index("mail_deliveries_hang_idx").on(t.hangId)],
);

/** Without SMTP_URL, messages are kept here and shown at /dev/mail. */
export const devMail = pgTable(
  "dev_mail",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: text("message_id").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    attachments: jsonb("attachments")
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
  },
  (t) => [index("dev_mail_created_idx").on(t.createdAt)],
);

/** Server-wide secrets created on first start when not configured (shared by every instance). */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

export type HangRow = typeof hangs.$inferSelect;
export type ResponseRow = typeof responses.$inferSelect;

export * from "./access-token-schema.ts";
export * from "./activity-schema.ts";
export * from "./admin-schema.ts";
export * from "./auth-schema.ts";
export * from "./bring-list-schema.ts";
export * from "./feed-schema.ts";
export * from "./group-invite-opt-out-schema.ts";
export * from "./mail-opt-out-schema.ts";
export * from "./photo-schema.ts";
export * from "./questions-schema.ts";
export * from "./readiness-schema.ts";
export * from "./series-schema.ts";
export * from "./webhook-schema.ts";
