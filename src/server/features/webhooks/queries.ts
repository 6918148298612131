// Reads for webhooks: an owner's endpoints, an endpoint's delivery log, and what a delivery job sends.
import { and, desc, eq } from "drizzle-orm";
import { DELIVERY_LOG_SIZE, DELIVERY_NOT_FOUND, WEBHOOK_NOT_FOUND } from "../../../shared/webhooks.ts";
import type { Db } from "../../db/client.ts";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema.ts";
import { AppError } from "../../http/errors.ts";
import { isUuid } from "../../http/ids.ts";

/** Who an endpoint belongs to: one hang (its host manages it) or one group (its admins do). */
export type WebhookOwner = { hangId: string } | { groupId: string };

export const ownedBy = (owner: WebhookOwner) =>
  "hangId" in owner ? eq(webhookEndpoints.hangId, owner.hangId) : eq(webhookEndpoints.groupId, owner.groupId);

export function listEndpoints(db: Db, owner: WebhookOwner) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(ownedBy(owner))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
}

/** The owner's endpoint, or 404 (also for another owner's: its existence never leaks). */
export async function getEndpoint(db: Db, owner: WebhookOwner, id: string) {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(webhookEndpoints)
        .where(and(ownedBy(owner), eq(webhookEndpoints.id, id)))
        .limit(1)
    : [];
  if (!row) throw new AppError("not_found", WEBHOOK_NOT_FOUND);
  return row;
}

/** The newest deliveries first, as many as the log keeps. */
export function listDeliveries(db: Db, endpointId: string) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERY_LOG_SIZE);
}

export async function getDelivery(db: Db, endpointId: string, id: string) {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, id)))
        .limit(1)
    : [];
  if (!row) throw new AppError("not_found", DELIVERY_NOT_FOUND);
  return row;
}

/** What a delivery job sends, or undefined when its endpoint (or the delivery) was deleted since. */
export async function deliveryToSend(db: Db, deliveryId: string) {
  const [row] = await db
    .select({
      id: webhookDeliveries.id,
      status: webhookDeliveries.status,
      payload: webhookDeliveries.payload,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      endpointId: webhookEndpoints.id,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId))
    .limit(1);
  return row;
}
