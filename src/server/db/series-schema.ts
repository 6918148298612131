// Standing hangs: the series a host set up once, the rounds it has opened or skipped (one row per
// round, keyed by the series and the round's date, so a round opens exactly once however many
// instances run), and members' standing answers (src/server/features/series).
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import type { SeriesSlot } from "../../shared/series.ts";
import { createdAt, updatedAt } from "./columns.ts";
import { friendGroups, hangs, users } from "./schema.ts";

export const series = pgTable(
  "series",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Set null when the group is deleted; the series is ended then and its owner told. */
    groupId: uuid("group_id").references(() => friendGroups.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    vibe: text("vibe").notNull(),
    location: text("location"),
    locationName: text("location_name"),
    locationLat: text("location_lat"),
    locationLng: text("location_lng"),
    /** RFC 5545 RRULE without DTSTART; its DTSTART is `startsOn` in the host's zone. */
    rrule: text("rrule").notNull(),
    /** The first occurrence the rule counts from (YYYY-MM-DD, host's zone). */
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    slots: jsonb("slots").$type<SeriesSlot[]>().notNull(),
    /** Invited when the series is not a group's. */
    emails: jsonb("emails").$type<string[]>().notNull().default([]),
    rotation: jsonb("rotation").$type<string[]>().notNull().default([]),
    opensDaysBefore: integer("opens_days_before").notNull(),
    answerByDaysBefore: integer("answer_by_days_before").notNull(),
    hostTimezone: text("host_timezone").notNull(),
    nudges: boolean("nudges").notNull().default(true),
    autoLock: boolean("auto_lock").notNull().default(true),
    status: text("status").notNull().default("active"),
    /** The language the series was set up in: its rounds' hangs carry it. */
    language: text("language"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("series_owner_idx").on(t.ownerId),
    index("series_group_idx").on(t.groupId),
    check("series_status_check", sql`${t.status} in ('active', 'paused', 'ended')`),
  ],
);

export const seriesRounds = pgTable(
  "series_rounds",
  {
    seriesId: uuid("series_id")
      .notNull()
      .references(() => series.id, { onDelete: "cascade" }),
    roundDate: date("round_date", { mode: "string" }).notNull(),
    /** open: its hang was created (it may since be locked in or cancelled); skipped: nobody asked. */
    status: text("status").notNull(),
    hangId: uuid("hang_id").references(() => hangs.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.seriesId, t.roundDate] }),
    index("series_rounds_hang_idx").on(t.hangId),
    check("series_rounds_status_check", sql`${t.status} in ('open', 'skipped')`),
  ],
);

export const standingAnswers = pgTable(
  "series_standing_answers",
  {
    seriesId: uuid("series_id")
      .notNull()
      .references(() => series.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    weekday: integer("weekday").notNull(),
    startTime: text("start_time").notNull(),
    answer: text("answer").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.seriesId, t.userId, t.weekday, t.startTime] }),
    index("series_standing_answers_user_idx").on(t.userId),
    check("series_standing_answers_answer_check", sql`${t.answer} in ('yes', 'maybe', 'no')`),
  ],
);

export type SeriesRow = typeof series.$inferSelect;
export type SeriesRoundRow = typeof seriesRounds.$inferSelect;
