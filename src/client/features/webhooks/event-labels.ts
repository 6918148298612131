// Each event's name as the host or group admin reads it.
import { TEST_EVENT, type WebhookEventType } from "../../../shared/webhooks.ts";
import type { MessageId } from "../../i18n/i18n.ts";

export const EVENT_LABELS: Record<WebhookEventType | typeof TEST_EVENT, MessageId> = {
  "answer.created": "webhooks.event.answer.created",
  "answer.changed": "webhooks.event.answer.changed",
  "everyone.answered": "webhooks.event.everyone.answered",
  "hang.locked": "webhooks.event.hang.locked",
  "hang.rescheduled": "webhooks.event.hang.rescheduled",
  "hang.cancelled": "webhooks.event.hang.cancelled",
  [TEST_EVENT]: "webhooks.event.webhook.test",
};

export const eventLabel = (event: string): MessageId =>
  EVENT_LABELS[event as keyof typeof EVENT_LABELS] ?? "webhooks.event.webhook.test";
