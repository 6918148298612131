// Webhooks through the API, delivered to a loopback HTTPS receiver (reached through the calendar
// check's test allowance): every subscribed event arrives once and verifies with the Standard
// Webhooks reference implementation; a receiver that fails or hangs is retried with the same
// delivery id; private addresses are refused when added and when a redirect leads there.
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookEndpoints } from "../../src/server/db/schema.ts";
import { makeSlot } from "../../src/shared/time-slots.ts";
import {
  DELIVERY_LOG_SIZE,
  DELIVERY_STILL_SENDING,
  TOO_MANY_HANG_WEBHOOKS,
  WEBHOOK_EVENTS,
  WEBHOOK_EVENTS_REQUIRED,
  WEBHOOK_URL_INVALID,
  WEBHOOK_URL_NOT_ALLOWED,
  WEBHOOK_URL_NOT_HTTPS,
  type WebhookDeliveryView,
  type WebhookEventType,
} from "../../src/shared/webhooks.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput, KEYS, responseInput } from "../support/factories.ts";
import { sessionCookie, startTestIssuer, type TestIssuer } from "../support/test-issuer.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver.ts";

/** Long enough for a loopback answer on a busy machine, short enough to wait out in a test. */
const TIMEOUT_MS = 2500;
const ORIGIN = "http://localhost:5000";

let receiver: WebhookReceiver;
let issuer: TestIssuer;
let t: TestApp;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  issuer = await startTestIssuer();
  t = await startTestApp({
    env: {
      CALENDAR_FETCH_TEST_ALLOW: `127.0.0.1:${receiver.port}`,
      CALENDAR_FETCH_TEST_CA: receiver.caFile,
      // As an attacker's own DNS server would answer them.
      CALENDAR_FETCH_TEST_HOSTS: "intranet.test=10.0.0.5,metadata.test=169.254.169.254",
      WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
      // Retries after 1–2 s, then 2–4 s: the backoff's shape, at test speed.
      JOB_RETRY_DELAY_SECONDS: "1",
      JOB_POLL_INTERVAL_MS: "100",
      OIDC_ISSUER: issuer.issuer,
      OIDC_CLIENT_ID: issuer.clientId,
      OIDC_CLIENT_SECRET: "test-secret",
    },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await issuer?.close();
  await receiver?.close();
});

async function signedIn(name: string) {
  const res = await t.request("POST", "/api/auth/google", {
    idToken: await issuer.idToken({ sub: `sub-${name}`, email: `${name}@example.com`, given_name: name }),
  });
  expect(res.status).toBe(200);
  return { cookie: sessionCookie(res.headers), origin: ORIGIN };
}

interface Hang {
  id: string;
  editToken: string;
}
interface Endpoint {
  id: string;
  secret: string;
}

const at = (path: string) => `${receiver.origin}${path}`;
/** The host's token, sent as the host's page sends it (a browser names its origin on every write). */
const asHost = (hang: Hang) => ({ "X-Edit-Token": hang.editToken, origin: ORIGIN });
const hooksOf = (hang: Hang) => `/api/hangs/${hang.id}/webhooks`;

async function newHang(overrides = {}, headers: Record<string, string> = {}): Promise<Hang> {
  const res = await t.request("POST", "/api/hangs", hangInput(overrides), headers);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

function addHook(hang: Hang, url: unknown, events: unknown = WEBHOOK_EVENTS, headers = asHost(hang)) {
  return t.request("POST", hooksOf(hang), { url, events }, headers);
}

async function added(hang: Hang, path: string, events: readonly WebhookEventType[] = WEBHOOK_EVENTS) {
  const res = await addHook(hang, at(path), events);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Endpoint;
}

async function logOf(hang: Hang, hook: Endpoint): Promise<WebhookDeliveryView[]> {
  const res = await t.request("GET", `${hooksOf(hang)}/${hook.id}/deliveries`, undefined, asHost(hang));
  expect(res.status).toBe(200);
  return res.body.deliveries;
}

const settledLog = (hang: Hang, hook: Endpoint) =>
  expect
    .poll(async () => (await logOf(hang, hook)).every((d) => d.status !== "pending"), { timeout: 30_000 })
    .toBe(true);

/** The payload, once the reference implementation has checked its signature. */
const verified = (hook: Endpoint, r: { body: string; headers: Record<string, string> }) =>
  new Webhook(hook.secret).verify(r.body, r.headers) as { type: string; timestamp: string; data: any };

describe("every subscribed event", () => {
  it("arrives once, signed, with ids and what changed; an endpoint hears only what it asked for", async () => {
    const hang = await newHang();
    const all = await added(hang, "/all");
    const cancelOnly = await added(hang, "/cancel-only", ["hang.cancelled"]);
    expect(all.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    // The secret is answered once: the list never shows it.
    const listed = await t.request("GET", hooksOf(hang), undefined, asHost(hang));
    expect(listed.body.webhooks).toEqual([
      { id: all.id, url: at("/all"), events: [...WEBHOOK_EVENTS], createdAt: expect.any(String) },
      {
        id: cancelOnly.id,
        url: at("/cancel-only"),
        events: ["hang.cancelled"],
        createdAt: expect.any(String),
      },
    ]);

    expect(
      (await t.request("POST", `/api/hangs/${hang.id}/invite`, { email: "gita@example.com" }, asHost(hang)))
        .status,
    ).toBe(201);
    const answer = await t.request("POST", `/api/hangs/${hang.id}/responses`, responseInput());
    expect(answer.status).toBe(201);
    const changed = await t.request(
      "PUT",
      `/api/hangs/${hang.id}/responses/${answer.body.id}`,
      responseInput({ timeSlotAvailability: { [KEYS[0]]: "yes", [KEYS[1]]: "maybe" } }),
      { "X-Response-Secret": answer.body.secret },
    );
    expect(changed.status).toBe(200);
    const sunday = makeSlot("2027-03-07");
    expect(
      (await t.request("PUT", `/api/hangs/${hang.id}/edit`, { timeSlots: [sunday] }, asHost(hang))).status,
    ).toBe(200);
    const finalize = { finalDateTime: "2027-03-07T18:00", notifyConfirmed: true, notifyMaybe: false };
    expect((await t.request("POST", `/api/hangs/${hang.id}/finalize`, finalize, asHost(hang))).status).toBe(
      200,
    );
    const cancel = { reason: "Rain", markName: false };
    expect((await t.request("POST", `/api/hangs/${hang.id}/cancel`, cancel, asHost(hang))).status).toBe(200);

    await expect.poll(() => receiver.delivered("/all").length, { timeout: 30_000 }).toBe(6);
    await settledLog(hang, all);
    await settledLog(hang, cancelOnly);
    expect(receiver.to("/all")).toHaveLength(6);
    expect(receiver.to("/cancel-only")).toHaveLength(1);

    const events = receiver.to("/all").map((r) => verified(all, r));
    expect(events.map((e) => e.type).sort()).toEqual([...WEBHOOK_EVENTS].sort());
    expect(new Set(receiver.to("/all").map((r) => r.headers["webhook-id"])).size).toBe(6);
    const byType = Object.fromEntries(events.map((e) => [e.type, e]));
    for (const event of events) {
      expect(event.data.hangId).toBe(hang.id);
      expect(Date.parse(event.timestamp)).not.toBeNaN();
    }
    // The hang's own endpoint belongs to its host: the guest's address and name come along.
    expect(byType["answer.created"]!.data).toMatchObject({
      responseId: answer.body.id,
      guestName: "Gita Guest",
      guestEmail: "gita@example.com",
      response: "yes",
    });
    expect(byType["answer.changed"]!.data.changes).toEqual({
      timeSlotAvailability: {
        from: { [KEYS[0]]: "yes", [KEYS[1]]: "no" },
        to: { [KEYS[0]]: "yes", [KEYS[1]]: "maybe" },
      },
    });
    expect(byType["hang.rescheduled"]!.data.changes.timeSlots.to).toEqual([
      expect.objectContaining({ date: "2027-03-07" }),
    ]);
    expect(byType["hang.locked"]!.data).toMatchObject({
      finalDateTime: expect.any(String),
      timeZone: "Asia/Kathmandu",
    });
    expect(byType["hang.cancelled"]!.data).toMatchObject({ reason: "Rain" });
    expect(verified(cancelOnly, receiver.to("/cancel-only")[0]!).type).toBe("hang.cancelled");

    const log = await logOf(hang, all);
    expect(log).toHaveLength(6);
    for (const entry of log) {
      expect(entry).toMatchObject({ status: "delivered", attempts: 1, responseStatus: 200, error: null });
      expect(entry.responseMs).toBeGreaterThanOrEqual(0);
    }
  });
});

describe("a receiver that fails", () => {
  it("answering 500 twice gets the same delivery a third time, and it is delivered then", async () => {
    const hang = await newHang();
    const hook = await added(hang, "/flaky", ["answer.created"]);
    receiver.plan("/flaky", [500, 500]);
    await t.request("POST", `/api/hangs/${hang.id}/responses`, responseInput());
    await expect.poll(() => receiver.delivered("/flaky").length, { timeout: 30_000 }).toBe(1);
    const tries = receiver.to("/flaky");
    expect(tries.map((r) => r.status)).toEqual([500, 500, 200]);
    expect(new Set(tries.map((r) => r.headers["webhook-id"])).size).toBe(1);
    expect(new Set(tries.map((r) => r.body)).size).toBe(1);
    for (const r of tries) expect(verified(hook, r).type).toBe("answer.created");
    await settledLog(hang, hook);
    expect(await logOf(hang, hook)).toEqual([
      expect.objectContaining({ status: "delivered", attempts: 3, responseStatus: 200, error: null }),
    ]);
  });

  it("that hangs is cut off at the time limit, recorded, and tried again", async () => {
    const hang = await newHang();
    const hook = await added(hang, "/slow", ["answer.created"]);
    receiver.plan("/slow", ["hang"]);
    await t.request("POST", `/api/hangs/${hang.id}/responses`, responseInput());
    await expect
      .poll(async () => (await logOf(hang, hook))[0], { timeout: 15_000 })
      .toMatchObject({ attempts: 1, status: "pending", error: "timed_out", responseStatus: null });
    expect((await logOf(hang, hook))[0]!.responseMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    await expect.poll(() => receiver.delivered("/slow").length, { timeout: 30_000 }).toBe(1);
    const tries = receiver.to("/slow");
    expect(tries).toHaveLength(2);
    expect(tries[0]!.cutOff).toBe(true);
    expect(tries[0]!.headers["webhook-id"]).toBe(tries[1]!.headers["webhook-id"]);
    await settledLog(hang, hook);
    expect((await logOf(hang, hook))[0]).toMatchObject({ status: "delivered", attempts: 2, error: null });
  });
});

describe("addresses", () => {
  it("refuses a private, loopback or metadata address when added, and one that is not https", async () => {
    const hang = await newHang();
    const refused = async (url: unknown, message: string) => {
      const res = await addHook(hang, url);
      expect({ url, status: res.status, message: res.body.message, field: res.body.errors?.url }).toEqual({
        url,
        status: 400,
        message,
        field: message,
      });
    };
    for (const url of [
      "https://10.0.0.5/hook",
      "https://intranet.test/hook",
      "https://metadata.test/latest",
      "https://169.254.169.254/latest",
      "https://[::1]/hook",
      "https://[fd00::5]/hook",
      // Loopback, but not the port the test allowance names.
      `https://127.0.0.1:${receiver.port + 1}/hook`,
    ]) {
      await refused(url, WEBHOOK_URL_NOT_ALLOWED);
    }
    await refused(`http://127.0.0.1:${receiver.port}/hook`, WEBHOOK_URL_NOT_HTTPS);
    await refused("ftp://example.com/hook", WEBHOOK_URL_NOT_HTTPS);
    await refused("not an address", WEBHOOK_URL_INVALID);
    await refused(42, WEBHOOK_URL_INVALID);
    const noEvents = await addHook(hang, at("/x"), []);
    expect(noEvents).toMatchObject({ status: 400, body: { message: WEBHOOK_EVENTS_REQUIRED } });
    const unknown = await addHook(hang, at("/x"), ["answer.deleted"]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/^Events are answer\.created/);
    expect((await t.request("GET", hooksOf(hang), undefined, asHost(hang))).body.webhooks).toEqual([]);
    expect(receiver.to("/hook")).toEqual([]);
  });

  it("fails a delivery whose receiver redirects to a private address, and records why", async () => {
    const hang = await newHang();
    const hook = await added(hang, "/to-private", ["answer.created"]);
    receiver.plan("/to-private", Array(20).fill({ redirect: "https://intranet.test/internal" }));
    await t.request("POST", `/api/hangs/${hang.id}/responses`, responseInput());
    await expect
      .poll(async () => (await logOf(hang, hook))[0], { timeout: 15_000 })
      .toMatchObject({ attempts: 1, status: "pending", error: "not_allowed", responseStatus: null });
    // Deleting the endpoint ends its retries: nothing more is sent.
    expect((await t.request("DELETE", `${hooksOf(hang)}/${hook.id}`, undefined, asHost(hang))).status).toBe(
      204,
    );
    expect(receiver.received.every((r) => r.path !== "/internal")).toBe(true);
  });
});

describe("limits and who may", () => {
  it("takes 10 webhooks on a hang and refuses the 11th with a clear message", async () => {
    const hang = await newHang();
    for (let i = 0; i < 10; i++) await added(hang, `/many-${i}`, ["hang.cancelled"]);
    const eleventh = await addHook(hang, at("/many-10"), ["hang.cancelled"]);
    expect(eleventh).toMatchObject({ status: 409, body: { message: TOO_MANY_HANG_WEBHOOKS } });
    expect((await t.request("GET", hooksOf(hang), undefined, asHost(hang))).body.webhooks).toHaveLength(10);
  });

  it("answers the host only: 401 without a token, 403 with another's, 404 for another hang's webhook", async () => {
    const hang = await newHang();
    const other = await newHang();
    const hook = await added(other, "/others");
    expect((await t.request("GET", hooksOf(hang))).status).toBe(401);
    expect((await addHook(hang, at("/x"), WEBHOOK_EVENTS, asHost(other))).status).toBe(403);
    expect((await t.request("GET", hooksOf(hang), undefined, asHost(other))).status).toBe(403);
    const across = await t.request("DELETE", `${hooksOf(hang)}/${hook.id}`, undefined, asHost(hang));
    expect(across.status).toBe(404);
    expect(
      (await t.request("GET", `${hooksOf(hang)}/not-an-id/deliveries`, undefined, asHost(hang))).status,
    ).toBe(404);
  });
});

describe("the delivery log", () => {
  it("sends a test, sends a delivery again with its id, and refuses to while it is still being sent", async () => {
    const hang = await newHang();
    const hook = await added(hang, "/tests", ["hang.cancelled"]);
    const test = await t.request("POST", `${hooksOf(hang)}/${hook.id}/test`, {}, asHost(hang));
    expect(test).toMatchObject({
      status: 202,
      body: { event: "webhook.test", status: "pending", attempts: 0 },
    });
    await expect.poll(() => receiver.delivered("/tests").length, { timeout: 15_000 }).toBe(1);
    expect(verified(hook, receiver.to("/tests")[0]!)).toMatchObject({
      type: "webhook.test",
      data: { hangId: hang.id, webhookId: hook.id },
    });
    await settledLog(hang, hook);

    receiver.plan("/tests", ["hang"]);
    const resend = `${hooksOf(hang)}/${hook.id}/deliveries/${test.body.id}/resend`;
    expect(await t.request("POST", resend, {}, asHost(hang))).toMatchObject({
      status: 202,
      body: { status: "pending" },
    });
    await expect.poll(() => receiver.to("/tests").length, { timeout: 15_000 }).toBe(2);
    const again = await t.request("POST", resend, {}, asHost(hang));
    expect(again).toMatchObject({ status: 409, body: { message: DELIVERY_STILL_SENDING } });
    await expect.poll(() => receiver.delivered("/tests").length, { timeout: 30_000 }).toBe(2);
    expect(new Set(receiver.to("/tests").map((r) => r.headers["webhook-id"]))).toEqual(
      new Set([test.body.id]),
    );
    await settledLog(hang, hook);
    expect((await logOf(hang, hook))[0]).toMatchObject({
      id: test.body.id,
      status: "delivered",
      attempts: 3,
    });
  });

  it(`keeps the last ${DELIVERY_LOG_SIZE} deliveries`, async () => {
    const hang = await newHang();
    const hook = await added(hang, "/log", ["hang.cancelled"]);
    const sent: string[] = [];
    for (let i = 0; i < DELIVERY_LOG_SIZE + 5; i++) {
      sent.push((await t.request("POST", `${hooksOf(hang)}/${hook.id}/test`, {}, asHost(hang))).body.id);
    }
    await expect
      .poll(() => receiver.delivered("/log").length, { timeout: 30_000 })
      .toBe(DELIVERY_LOG_SIZE + 5);
    await expect
      .poll(async () => (await logOf(hang, hook)).length, { timeout: 15_000 })
      .toBe(DELIVERY_LOG_SIZE);
    await settledLog(hang, hook);
    expect((await logOf(hang, hook)).map((d) => d.id).sort()).toEqual(sent.slice(5).sort());
  });
});

describe("people's own data", () => {
  it("an erased answer leaves the delivery log, and what was still to be sent about it is not sent", async () => {
    const hang = await newHang();
    const hook = await added(hang, "/erased", ["answer.created", "answer.changed"]);
    const kept = await t.request("POST", `/api/hangs/${hang.id}/responses`, responseInput());
    await expect.poll(() => receiver.delivered("/erased").length, { timeout: 15_000 }).toBe(1);
    // The next one waits at the receiver, then keeps failing: it is still to be sent when erased.
    receiver.plan("/erased", ["hang", ...Array(20).fill(500)]);
    const erased = await t.request(
      "POST",
      `/api/hangs/${hang.id}/responses`,
      responseInput({ guestName: "Erin", guestEmail: "erin@example.com" }),
    );
    await expect.poll(async () => (await logOf(hang, hook)).length, { timeout: 15_000 }).toBe(2);
    const removed = await t.request(
      "DELETE",
      `/api/hangs/${hang.id}/responses/${erased.body.id}`,
      undefined,
      {
        "X-Response-Secret": erased.body.secret,
        origin: ORIGIN,
      },
    );
    expect(removed.status).toBe(204);
    const log = await logOf(hang, hook);
    expect(log).toHaveLength(1);
    expect(receiver.delivered("/erased").map((r) => JSON.parse(r.body).data.responseId)).toEqual([
      kept.body.id,
    ]);
  });

  it("a host who deletes their account takes their hangs' webhooks with them", async () => {
    const dora = await signedIn("dora");
    const hang = await newHang({ hostEmail: "dora@example.com" }, dora);
    await added(hang, "/gone", ["hang.cancelled"]);
    expect((await t.request("GET", hooksOf(hang), undefined, dora)).body.webhooks).toHaveLength(1);
    expect((await t.request("DELETE", "/api/user", { confirm: "DELETE" }, dora)).status).toBe(200);
    const left = await t.ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.hangId, hang.id));
    expect(left).toEqual([]);
  });
});

describe("a group's webhooks", () => {
  it("are the admins': they hear about the group's hangs, without addresses or private names", async () => {
    const ana = await signedIn("ana");
    const group = await t.request("POST", "/api/groups", { name: "Climbing crew" }, ana);
    expect(group.status).toBe(201);
    const hooks = `/api/groups/${group.body.id}/webhooks`;
    expect((await t.request("GET", hooks)).status).toBe(401);
    expect((await t.request("GET", hooks, undefined, await signedIn("outsider"))).status).toBe(404);
    const created = await t.request("POST", hooks, { url: at("/group"), events: ["answer.created"] }, ana);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const hook = created.body as Endpoint;

    const hang = await newHang({ groupId: group.body.id, hostEmail: "ana@example.com" }, ana);
    await t.request("POST", `/api/hangs/${hang.id}/responses`, responseInput({ isPublic: false }));
    await expect.poll(() => receiver.delivered("/group").length, { timeout: 15_000 }).toBe(1);
    const event = verified(hook, receiver.to("/group")[0]!);
    expect(event).toMatchObject({
      type: "answer.created",
      data: { hangId: hang.id, groupId: group.body.id, guestName: null, isPublic: false },
    });
    expect(JSON.stringify(event)).not.toContain("@example.com");
    const log = await t.request("GET", `${hooks}/${hook.id}/deliveries`, undefined, ana);
    expect(log.body.deliveries).toHaveLength(1);
  });
});
