// Writes for webhooks: endpoints added and deleted, deliveries queued inside the transaction of the
// change they tell about (a crash can neither lose nor repeat the decision to send), and each
// attempt's outcome recorded.
import { randomUUID } from "node:crypto";
import { and, count, eq, inArray, ne, notInArray, or, sql } from "drizzle-orm";
import {
  type CreateWebhook,
  DELIVERY_LOG_SIZE,
  DELIVERY_STILL_SENDING,
  type DeliveryError,
  MAX_WEBHOOKS,
  TEST_EVENT,
  TOO_MANY_GROUP_WEBHOOKS,
  TOO_MANY_HANG_WEBHOOKS,
  type WebhookPayload,
} from "../../../shared/webhooks.ts";
import type { Db } from "../../db/client.ts";
import { friendGroups, webhookDeliveries, webhookEndpoints } from "../../db/schema.ts";
import { AppError } from "../../http/errors.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { getHangForUpdate } from "../hangs/queries.ts";
import type { WebhookEvent } from "./events.ts";
import { getDelivery, getEndpoint, ownedBy, type WebhookOwner } from "./queries.ts";
import { newWebhookSecret } from "./signature.ts";

export type { WebhookEvent } from "./events.ts";
export * as webhookEvents from "./events.ts";

export interface WebhookDeps {
  db: Db;
  jobs: JobQueue;
}

/** What a delivery job carries: the delivery's row holds the rest. */
export interface WebhookJob {
  deliveryId: string;
}

/** Adds an endpoint with a new secret; at most MAX_WEBHOOKS per owner, counted under the owner's lock. */
export async function createEndpoint(db: Db, owner: WebhookOwner, input: CreateWebhook) {
  return db.transaction(async (tx) => {
    if ("hangId" in owner) await getHangForUpdate(tx, owner.hangId);
    else
      await tx
        .select({ id: friendGroups.id })
        .from(friendGroups)
        .where(eq(friendGroups.id, owner.groupId))
        .for("update");
    const [held] = await tx.select({ n: count() }).from(webhookEndpoints).where(ownedBy(owner));
    if ((held?.n ?? 0) >= MAX_WEBHOOKS) {
      throw new AppError("conflict", "hangId" in owner ? TOO_MANY_HANG_WEBHOOKS : TOO_MANY_GROUP_WEBHOOKS);
    }
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        ...("hangId" in owner ? { hangId: owner.hangId } : { groupId: owner.groupId }),
        url: input.url,
        events: input.events,
        secret: newWebhookSecret(),
      })
      .returning();
    return row!;
  });
}

/** Deletes the endpoint and its log; its deliveries still queued find nothing to send. */
export async function deleteEndpoint(db: Db, owner: WebhookOwner, id: string): Promise<void> {
  const endpoint = await getEndpoint(db, owner, id);
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
}

const payloadOf = (type: string, at: Date, data: Record<string, unknown>): WebhookPayload =>
  ({ type, timestamp: at.toISOString(), data }) as WebhookPayload;

/**
 * Queues a delivery of each event to every endpoint of its hang, and of its hang's group, that asked
 * for it — inside `tx`, the transaction of the change itself. Costs one indexed read when nobody
 * listens.
 */
export async function emitWebhookEvents(
  jobs: JobQueue,
  tx: Db,
  events: readonly (WebhookEvent | undefined)[],
  now = new Date(),
): Promise<void> {
  const real = events.filter((event): event is WebhookEvent => event !== undefined);
  if (real.length === 0) return;
  const hangIds = [...new Set(real.map((e) => e.hangId))];
  const groupIds = [...new Set(real.flatMap((e) => (e.groupId ? [e.groupId] : [])))];
  const endpoints = await tx
    .select({
      id: webhookEndpoints.id,
      hangId: webhookEndpoints.hangId,
      groupId: webhookEndpoints.groupId,
      events: webhookEndpoints.events,
    })
    .from(webhookEndpoints)
    .where(
      or(
        inArray(webhookEndpoints.hangId, hangIds),
        groupIds.length > 0 ? inArray(webhookEndpoints.groupId, groupIds) : undefined,
      ),
    );
  if (endpoints.length === 0) return;
  const rows: (typeof webhookDeliveries.$inferInsert & { id: string })[] = [];
  for (const event of real) {
    for (const endpoint of endpoints) {
      const ours = endpoint.hangId === event.hangId;
      if (!ours && (!event.groupId || endpoint.groupId !== event.groupId)) continue;
      if (!endpoint.events.includes(event.type)) continue;
      const data = ours ? { ...event.data, ...event.hostData } : event.data;
      rows.push({
        id: randomUUID(),
        endpointId: endpoint.id,
        event: event.type,
        payload: JSON.stringify(payloadOf(event.type, now, data)),
      });
    }
  }
  await queueDeliveries(jobs, tx, rows);
}

async function queueDeliveries(
  jobs: JobQueue,
  tx: Db,
  rows: (typeof webhookDeliveries.$inferInsert & { id: string })[],
) {
  if (rows.length === 0) return;
  await tx.insert(webhookDeliveries).values(rows);
  await jobs.enqueueMany<WebhookJob>(
    tx,
    "webhooks",
    rows.map((row) => ({ deliveryId: row.id })),
  );
}

/** "Send a test": a `webhook.test` delivery to this endpoint alone, whatever events it asked for. */
export async function sendTest(deps: WebhookDeps, owner: WebhookOwner, endpointId: string, now = new Date()) {
  const endpoint = await getEndpoint(deps.db, owner, endpointId);
  const id = randomUUID();
  const data = {
    hangId: endpoint.hangId,
    groupId: endpoint.groupId,
    webhookId: endpoint.id,
    message: "This is a test delivery from Hangs.",
  };
  await deps.db.transaction((tx) =>
    queueDeliveries(deps.jobs, tx, [
      {
        id,
        endpointId: endpoint.id,
        event: TEST_EVENT,
        payload: JSON.stringify(payloadOf(TEST_EVENT, now, data)),
      },
    ]),
  );
  deps.jobs.wake();
  return getDelivery(deps.db, endpoint.id, id);
}

/**
 * "Send again": the same delivery (same id, same body) is queued once more, with a fresh round of
 * retries. Not while it is still being sent: two rounds would race.
 */
export async function sendAgain(
  deps: WebhookDeps,
  owner: WebhookOwner,
  endpointId: string,
  deliveryId: string,
) {
  const endpoint = await getEndpoint(deps.db, owner, endpointId);
  const delivery = await getDelivery(deps.db, endpoint.id, deliveryId);
  const queued = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookDeliveries)
      // Back at the top of the log, where the person who pressed it looks.
      .set({ status: "pending", createdAt: sql`now()` })
      .where(and(eq(webhookDeliveries.id, delivery.id), ne(webhookDeliveries.status, "pending")))
      .returning();
    if (!row) return undefined;
    await deps.jobs.enqueue<WebhookJob>(tx, "webhooks", { deliveryId: row.id });
    return row;
  });
  if (!queued) throw new AppError("conflict", DELIVERY_STILL_SENDING);
  deps.jobs.wake();
  return queued;
}

export interface AttemptOutcome {
  delivered: boolean;
  /** No retry follows: delivered, or the last retry failed. */
  final: boolean;
  responseStatus: number | null;
  responseMs: number;
  error: DeliveryError | null;
}

/** Records an attempt; once a delivery is settled, the endpoint's log is trimmed to its newest entries. */
export async function recordAttempt(db: Db, deliveryId: string, endpointId: string, outcome: AttemptOutcome) {
  const now = new Date();
  await db
    .update(webhookDeliveries)
    .set({
      status: outcome.delivered ? "delivered" : outcome.final ? "failed" : "pending",
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      responseStatus: outcome.responseStatus,
      responseMs: outcome.responseMs,
      error: outcome.error,
      lastAttemptAt: now,
      deliveredAt: outcome.delivered ? now : null,
    })
    .where(eq(webhookDeliveries.id, deliveryId));
  if (!outcome.final) return;
  const newest = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(sql`${webhookDeliveries.createdAt} desc, ${webhookDeliveries.id} desc`)
    .limit(DELIVERY_LOG_SIZE);
  // Deliveries still to be sent stay, however many: only settled ones leave the log.
  await db
    .delete(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        ne(webhookDeliveries.status, "pending"),
        notInArray(webhookDeliveries.id, newest),
      ),
    );
}

/**
 * An erased answer leaves nothing in the delivery logs of its hang's webhooks, and what was still to
 * be sent about it is not sent: every delivery naming it goes (their jobs find nothing to send).
 */
export async function forgetAnswerDeliveries(tx: Db, hangId: string, responseId: string): Promise<void> {
  await tx.execute(
    sql`delete from ${webhookDeliveries} d using ${webhookEndpoints} e
        where d.endpoint_id = e.id and (e.hang_id = ${hangId} or e.group_id = (select group_id from hangs where id = ${hangId}))
          and strpos(d.payload, ${`"responseId":"${responseId}"`}) > 0`,
  );
}

/** A host who deletes their account takes their hangs' webhooks (addresses, secrets, logs) with them. */
export async function dropHangWebhooks(tx: Db, hangId: string): Promise<void> {
  await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.hangId, hangId));
}
