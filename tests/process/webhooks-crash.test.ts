// A webhook delivery cut off by a crash: the app is killed (SIGKILL) while the receiver holds the
// request, and after the restart the same delivery (same webhook-id, same signed body) goes out
// again and is delivered exactly once.
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, expect, it } from "vitest";
import { hangInput, responseInput } from "../support/factories.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver.ts";

let receiver: WebhookReceiver;
const servers: RunningServer[] = [];
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  for (const server of servers) await server.dispose();
  await receiver?.close();
});

async function call(server: RunningServer, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      origin: server.url,
      ...(token ? { "x-edit-token": token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** Webhook jobs still to run (waiting, retrying or in hand), across every instance. */
async function webhookJobsLeft(server: RunningServer) {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  return text
    .split("\n")
    .filter((line) => /^hangs_jobs\{queue="webhooks",state="(created|retry|active)"\}/.test(line))
    .reduce((sum, line) => sum + Number(line.split(" ")[1]), 0);
}

it("delivers a delivery cut off by kill -9 once after the restart, with the same id", {
  timeout: 120_000,
}, async () => {
  const env = {
    CALENDAR_FETCH_TEST_ALLOW: `127.0.0.1:${receiver.port}`,
    CALENDAR_FETCH_TEST_CA: receiver.caFile,
    // A live delivery is cut off by its time limit well before its job could expire; on PostgreSQL,
    // where other instances may hold jobs, the orphaned one waits out this expiry.
    WEBHOOK_TIMEOUT_MS: "3000",
    JOB_EXPIRE_SECONDS: "5",
    // A crash is no failure of the receiver: what it cut off must not wait out this backoff.
    JOB_RETRY_DELAY_SECONDS: "600",
  };
  const first = await startServer({ env });
  servers.push(first);
  const hang = (await call(first, "POST", "/api/hangs", hangInput())).body;
  const hook = await call(
    first,
    "POST",
    `/api/hangs/${hang.id}/webhooks`,
    { url: `${receiver.origin}/crash`, events: ["answer.created"] },
    hang.editToken,
  );
  expect(hook.status).toBe(201);
  receiver.plan("/crash", ["hang"]);
  const answer = await call(first, "POST", `/api/hangs/${hang.id}/responses`, responseInput());
  expect(answer.status).toBe(201);

  // Mid-delivery: the receiver has the request and has not answered.
  await expect.poll(() => receiver.to("/crash").length, { timeout: 15_000 }).toBe(1);
  await first.kill();
  await expect.poll(() => receiver.to("/crash")[0]!.cutOff).toBe(true);

  const second = await startServer({ location: first.location, env });
  servers.push(second);
  await expect.poll(() => receiver.delivered("/crash").length, { timeout: 60_000 }).toBe(1);
  await expect.poll(() => webhookJobsLeft(second), { timeout: 30_000, interval: 250 }).toBe(0);

  const [cut, delivered] = receiver.to("/crash");
  expect(receiver.to("/crash")).toHaveLength(2);
  expect(delivered!.headers["webhook-id"]).toBe(cut!.headers["webhook-id"]);
  expect(delivered!.body).toBe(cut!.body);
  const payload = new Webhook(hook.body.secret).verify(delivered!.body, delivered!.headers) as {
    type: string;
    data: { responseId: string };
  };
  expect(payload).toMatchObject({ type: "answer.created", data: { responseId: answer.body.id } });
  const log = await call(
    second,
    "GET",
    `/api/hangs/${hang.id}/webhooks/${hook.body.id}/deliveries`,
    undefined,
    hang.editToken,
  );
  expect(log.body.deliveries).toEqual([
    expect.objectContaining({
      id: delivered!.headers["webhook-id"],
      status: "delivered",
      responseStatus: 200,
    }),
  ]);
});
