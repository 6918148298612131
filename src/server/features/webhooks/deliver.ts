// The "webhooks" queue's worker: one signed POST per job, through the guarded fetch. A failure (no
// answer, no answer in time, not 2xx, a redirect to a private network) is recorded and thrown, so
// the queue retries it with its backoff; the delivery keeps its id and body on every attempt.
import type { DeliveryError } from "../../../shared/webhooks.ts";
import type { Db } from "../../db/client.ts";
import type { JobContext, JobHandler } from "../../jobs/queue.ts";
import { log } from "../../log.ts";
import {
  type GuardedAnswer,
  GuardedFetchError,
  type GuardedFetchOptions,
  guardedPost,
} from "../calendar-fetch/guarded-fetch.ts";
import { recordAttempt, type WebhookJob } from "./mutations.ts";
import { deliveryToSend } from "./queries.ts";
import { signedHeaders } from "./signature.ts";

export interface DeliverDeps {
  db: Db;
  fetch: GuardedFetchOptions;
  /** The queue's retries per job: the attempt after the last retry settles a delivery as failed. */
  retryLimit: number;
}

export function deliverWebhooks(deps: DeliverDeps): JobHandler<WebhookJob> {
  return (jobs) => Promise.all(jobs.map((job) => deliverOne(deps, job)));
}

async function deliverOne(deps: DeliverDeps, job: JobContext<WebhookJob>): Promise<Error | undefined> {
  const delivery = await deliveryToSend(deps.db, job.data.deliveryId);
  // Its endpoint was deleted (or its hang), or it was already delivered by an earlier job.
  if (!delivery || delivery.status === "delivered") return undefined;
  const headers = {
    "content-type": "application/json",
    "user-agent": "Hangs webhooks",
    ...signedHeaders(delivery.secret, delivery.id, new Date(), delivery.payload),
  };
  const started = performance.now();
  let answer: GuardedAnswer | undefined;
  let error: DeliveryError | null = null;
  try {
    answer = await guardedPost(new URL(delivery.url), deps.fetch, headers, Buffer.from(delivery.payload));
    if (answer.status < 200 || answer.status > 299) error = "bad_status";
  } catch (thrown) {
    if (!(thrown instanceof GuardedFetchError)) throw thrown;
    error = thrown.failure === "not_allowed" ? "not_allowed" : "no_answer";
  }
  const responseMs = Math.round(performance.now() - started);
  if (error === "no_answer" && responseMs >= deps.fetch.timeoutMs) error = "timed_out";
  const delivered = error === null;
  await recordAttempt(deps.db, delivery.id, delivery.endpointId, {
    delivered,
    final: delivered || job.retryCount >= deps.retryLimit,
    responseStatus: answer?.status ?? null,
    responseMs,
    error,
  });
  // Ids only: the address may carry the receiver's own secret.
  log.info({
    event: delivered ? "webhook_delivered" : "webhook_failed",
    deliveryId: delivery.id,
    endpointId: delivery.endpointId,
    attempt: job.retryCount + 1,
    status: answer?.status,
    reason: error ?? undefined,
    ms: responseMs,
  });
  return delivered ? undefined : new Error(`webhook delivery failed: ${error}`);
}
