// Webhooks: a hang's host (or a group's creator and admins) subscribes an https address to events;
// deliveries are signed as Standard Webhooks defines (webhook-id, webhook-timestamp,
// webhook-signature).
import {
  createdWebhookViewSchema,
  createWebhookSchema,
  webhookDeliveryListSchema,
  webhookDeliveryViewSchema,
  webhookListSchema,
} from "../../../shared/webhooks.ts";
import { type Area, hostOnly, type Operation, signedInOnly } from "../operation.ts";

/** The same six calls under a hang (its host) and under a group (its creator and admins). */
function webhookCalls(base: "/api/hangs/{id}" | "/api/groups/{id}", whose: string): Operation[] {
  const who = base.startsWith("/api/hangs") ? hostOnly : signedInOnly;
  return [
    {
      method: "get",
      path: `${base}/webhooks`,
      summary: `The ${whose}'s webhooks`,
      ...who,
      answers: { 200: webhookListSchema },
      errors: [403, 404],
    },
    {
      method: "post",
      path: `${base}/webhooks`,
      summary: `Add a webhook to the ${whose}`,
      description:
        "An https address on the public internet (checked now, and on every redirect when sending) " +
        "and the events it wants. The secret that signs deliveries is answered this once.",
      ...who,
      body: createWebhookSchema,
      answers: { 201: createdWebhookViewSchema },
      errors: [403, 404, 409, 429],
    },
    {
      method: "delete",
      path: `${base}/webhooks/{webhookId}`,
      summary: "Delete a webhook",
      ...who,
      answers: { 204: null },
      errors: [403, 404],
    },
    {
      method: "get",
      path: `${base}/webhooks/{webhookId}/deliveries`,
      summary: "The delivery log",
      description: "The last 50 deliveries, newest first, with status and response time.",
      ...who,
      answers: { 200: webhookDeliveryListSchema },
      errors: [403, 404],
    },
    {
      method: "post",
      path: `${base}/webhooks/{webhookId}/test`,
      summary: "Send a test delivery",
      ...who,
      answers: { 202: webhookDeliveryViewSchema },
      errors: [403, 404, 429],
    },
    {
      method: "post",
      path: `${base}/webhooks/{webhookId}/deliveries/{deliveryId}/resend`,
      summary: "Send a delivery again",
      description: "With the same webhook-id and body; refused while the delivery is still being sent.",
      ...who,
      answers: { 202: webhookDeliveryViewSchema },
      errors: [403, 404, 409, 429],
    },
  ];
}

export const webhooksArea: Area = {
  tag: "Webhooks",
  description:
    "Signed deliveries of answer.created, answer.changed, everyone.answered, hang.locked, " +
    "hang.rescheduled and hang.cancelled to an https receiver, at least once, retried for a day.",
  operations: [...webhookCalls("/api/hangs/{id}", "hang"), ...webhookCalls("/api/groups/{id}", "group")],
};
