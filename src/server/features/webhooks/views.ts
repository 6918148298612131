// Endpoints and deliveries as their owner sees them (the shared view schemas).
import type {
  CreatedWebhookView,
  WebhookDeliveryView,
  WebhookEndpointView,
} from "../../../shared/webhooks.ts";
import type { WebhookDeliveryRow, WebhookEndpointRow } from "../../db/schema.ts";

export function endpointView(row: WebhookEndpointRow): WebhookEndpointView {
  return { id: row.id, url: row.url, events: row.events, createdAt: row.createdAt.toISOString() };
}

/** The create call's answer: the only time the secret is shown. */
export function createdEndpointView(row: WebhookEndpointRow): CreatedWebhookView {
  return { ...endpointView(row), secret: row.secret };
}

export function deliveryView(row: WebhookDeliveryRow): WebhookDeliveryView {
  return {
    id: row.id,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    responseMs: row.responseMs,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  };
}
