// Webhooks: a host (per hang) or a group's admin (per group) names an https address and the events
// it wants; each delivery is signed the Standard Webhooks way (docs/decisions/0071-webhooks.md).
// The bodies and answers the API takes and gives, and the refusals, each also a catalog message.
import { z } from "./zod.ts";

export const WEBHOOK_EVENTS = [
  "answer.created",
  "answer.changed",
  "everyone.answered",
  "hang.locked",
  "hang.rescheduled",
  "hang.cancelled",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
/** Sent only by "Send a test": never subscribed to, always delivered to the endpoint asked. */
export const TEST_EVENT = "webhook.test";

/** Per hang, and per group: enough for every tool a group wires in. */
export const MAX_WEBHOOKS = 10;
export const WEBHOOK_URL_MAX_LENGTH = 2048;
/** Deliveries kept per endpoint for its log; older finished ones are dropped. */
export const DELIVERY_LOG_SIZE = 50;

export const WEBHOOK_URL_INVALID = "Enter the full address of your receiver, starting with https://";
export const WEBHOOK_URL_NOT_HTTPS = "A webhook address must start with https://";
export const WEBHOOK_URL_CREDENTIALS = "Leave the user name and password out of the webhook address.";
export const WEBHOOK_URL_NOT_ALLOWED =
  "That address is on a private network. Webhooks only go to public internet addresses.";
export const WEBHOOK_URL_NOT_FOUND = "That address could not be found. Check it and try again.";
export const WEBHOOK_EVENTS_REQUIRED = "Choose at least one event.";
export const WEBHOOK_EVENT_UNKNOWN = `Events are ${WEBHOOK_EVENTS.join(", ")}.`;
export const TOO_MANY_HANG_WEBHOOKS = `A hang can have at most ${MAX_WEBHOOKS} webhooks. Delete one to add another.`;
export const TOO_MANY_GROUP_WEBHOOKS = `A group can have at most ${MAX_WEBHOOKS} webhooks. Delete one to add another.`;
export const WEBHOOK_NOT_FOUND = "That webhook no longer exists.";
export const DELIVERY_NOT_FOUND = "That delivery is no longer in the log.";
export const DELIVERY_STILL_SENDING =
  "This delivery is still being sent. Send it again once it has finished.";
export const HOST_ONLY_WEBHOOKS = "Only the host can manage this hang's webhooks.";

/** The address as it will be called, or the reason it never can be (checked again on the server). */
export function webhookUrlProblem(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return WEBHOOK_URL_INVALID;
  }
  if (url.protocol !== "https:") return WEBHOOK_URL_NOT_HTTPS;
  if (url.username || url.password) return WEBHOOK_URL_CREDENTIALS;
  if (!url.hostname) return WEBHOOK_URL_INVALID;
  return undefined;
}

const webhookUrl = z
  .string({ error: WEBHOOK_URL_INVALID })
  .trim()
  .min(1, WEBHOOK_URL_INVALID)
  .max(WEBHOOK_URL_MAX_LENGTH, WEBHOOK_URL_INVALID)
  .superRefine((text, ctx) => {
    const problem = webhookUrlProblem(text);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const webhookEventSchema = z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_EVENT_UNKNOWN });

/** `POST /api/hangs/{id}/webhooks` and `POST /api/groups/{id}/webhooks`. */
export const createWebhookSchema = z.object({
  url: webhookUrl,
  events: z
    .array(webhookEventSchema, { error: WEBHOOK_EVENTS_REQUIRED })
    .min(1, WEBHOOK_EVENTS_REQUIRED)
    .max(WEBHOOK_EVENTS.length, WEBHOOK_EVENT_UNKNOWN)
    .transform((events) => WEBHOOK_EVENTS.filter((event) => events.includes(event))),
});
export type CreateWebhookInput = z.input<typeof createWebhookSchema>;
export type CreateWebhook = z.output<typeof createWebhookSchema>;

/** An endpoint as its owner sees it: never its secret, which only the create call answers. */
export const webhookEndpointViewSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(webhookEventSchema),
  createdAt: z.iso.datetime(),
});
export type WebhookEndpointView = z.infer<typeof webhookEndpointViewSchema>;

/** `GET /api/hangs/{id}/webhooks` and `GET /api/groups/{id}/webhooks`. */
export const webhookListSchema = z.object({ webhooks: z.array(webhookEndpointViewSchema) });

/** The create call's answer: the endpoint and, this once, the secret that signs its deliveries. */
export const createdWebhookViewSchema = webhookEndpointViewSchema.extend({
  /** `whsec_` + base64 of 32 random bytes; the HMAC key is the decoded part after `whsec_`. */
  secret: z.string().startsWith("whsec_"),
});
export type CreatedWebhookView = z.infer<typeof createdWebhookViewSchema>;

export const DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
/**
 * Why an attempt failed: the address led to a private network (a redirect), no answer (refused,
 * reset, bad certificate, unknown name), no answer in time, or an answer that was not 2xx.
 */
export const DELIVERY_ERRORS = ["not_allowed", "no_answer", "timed_out", "bad_status"] as const;
export type DeliveryError = (typeof DELIVERY_ERRORS)[number];

/** One delivery in the log: its latest attempt's outcome. `id` is the `webhook-id` it is sent with. */
export const webhookDeliveryViewSchema = z.object({
  id: z.string(),
  event: z.string(),
  /** pending: waiting for its first attempt or a retry; failed: gave up (or its last attempt failed). */
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The receiver's HTTP status on the latest attempt; null when it never answered. */
  responseStatus: z.number().int().nullable(),
  /** How long the latest attempt took, in milliseconds. */
  responseMs: z.number().int().nullable(),
  /** Why the latest attempt failed (never the receiver's body). */
  error: z.enum(DELIVERY_ERRORS).nullable(),
  createdAt: z.iso.datetime(),
  lastAttemptAt: z.iso.datetime().nullable(),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliveryViewSchema>;

export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliveryViewSchema) });

/**
 * What every delivery's body holds. `data` carries ids and what changed; e-mail addresses only
 * to a hang's own webhooks (their owner is its host, who sees them anyway).
 */
export const webhookPayloadSchema = z.object({
  type: z.union([webhookEventSchema, z.literal(TEST_EVENT)]),
  /** When it happened (ISO 8601, UTC). */
  timestamp: z.iso.datetime(),
  data: z.looseObject({ hangId: z.uuid().nullable() }),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
