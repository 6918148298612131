// Webhooks: the addresses a host (per hang) or a group's admin (per group) has Hangs call, and the
// log of what was sent to each (docs/decisions/0071-webhooks.md).
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { DeliveryError, DeliveryStatus, WebhookEventType } from "../../shared/webhooks.ts";
import { createdAt } from "./columns.ts";
import { friendGroups, hangs } from "./schema.ts";

export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Exactly one of hang and group owns an endpoint; it goes when its owner goes. */
    hangId: uuid("hang_id").references(() => hangs.id, { onDelete: "cascade" }),
    groupId: uuid("group_id").references(() => friendGroups.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    events: jsonb("events").$type<WebhookEventType[]>().notNull(),
    /** `whsec_…`: kept as it is, since every delivery is signed with it. */
    secret: text("secret").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("webhook_endpoints_hang_idx").on(t.hangId),
    index("webhook_endpoints_group_idx").on(t.groupId),
    check("webhook_endpoints_owner_check", sql`(${t.hangId} is null) <> (${t.groupId} is null)`),
  ],
);

export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    /** Sent as `webhook-id`: the same on every attempt, so a receiver can drop a repeat. */
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    /** The exact body sent and signed, written once: every attempt sends the same bytes. */
    payload: text("payload").notNull(),
    status: text("status").$type<DeliveryStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    responseStatus: integer("response_status"),
    responseMs: integer("response_ms"),
    error: text("error").$type<DeliveryError>(),
    createdAt: createdAt(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
    check("webhook_deliveries_status_check", sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
