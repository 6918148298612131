// The app as a real process: a crash right after an invitation is accepted loses nothing, a crash
// right after the relay accepted messages sends none of them again, and a stop signal ends it
// cleanly.
import { afterAll, beforeAll, expect, it } from "vitest";
import { hangInput, responseInput } from "../support/factories.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";

let sink: SmtpSink;
const servers: RunningServer[] = [];
const relays: SmtpSink[] = [];
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  for (const s of servers) await s.dispose();
  for (const relay of [sink, ...relays]) await relay.stop();
});

async function post(server: RunningServer, path: string, body: unknown, token?: string) {
  const res = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { "x-edit-token": token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

it("sends an invitation accepted just before a crash exactly once after the restart", async () => {
  // On PostgreSQL other instances may still hold jobs, so an orphaned job waits out its expiry.
  const env = { SMTP_URL: sink.url, JOB_RETRY_DELAY_SECONDS: "1", JOB_EXPIRE_SECONDS: "3" };
  const first = await startServer({ env });
  servers.push(first);
  const hang = (await post(first, "/api/hangs", hangInput())).body;
  // The mail server is down, so the invitation cannot have gone out before the crash.
  await sink.stop();
  const invited = await post(
    first,
    `/api/hangs/${hang.id}/invite`,
    { email: "crash@example.com" },
    hang.editToken,
  );
  expect(invited.status).toBe(201);
  await first.kill();

  await sink.start();
  const second = await startServer({ location: first.location, env });
  servers.push(second);
  // The host's own "ready" mail may arrive first: wait for the invitation itself.
  await expect.poll(() => sink.to("crash@example.com").length, { timeout: 30_000 }).toBe(1);
  await new Promise((r) => setTimeout(r, 1500));
  expect(sink.to("crash@example.com")).toHaveLength(1);
  expect(sink.to("crash@example.com")[0]!.subject).toBe("Hana Host invited you: Friday coffee");
});

/** Mail jobs this instance still has to run (waiting, retrying or in hand), from its metrics. */
async function mailJobsLeft(server: RunningServer) {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  return text
    .split("\n")
    .filter((line) => /^hangs_jobs\{queue="mail",state="(created|retry|active)"\}/.test(line))
    .reduce((sum, line) => sum + Number(line.split(" ")[1]), 0);
}

async function mailSent(server: RunningServer) {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  return text
    .split("\n")
    .filter((line) => line.startsWith("hangs_mail_sent_total{"))
    .reduce((sum, line) => sum + Number(line.split(" ")[1]), 0);
}

it("sends nothing twice after a kill -9 just after the relay accepted messages, and sends the rest at once", {
  timeout: 120_000,
}, async () => {
  // A relay of its own: no other server's idle connection keeps it from seeing every one wait.
  const relay = await startSmtpSink();
  relays.push(relay);
  const env = {
    SMTP_URL: relay.url,
    HANGS_PER_ADDRESS_PER_HOUR: "100000",
    ANSWERS_PER_ADDRESS_PER_MINUTE: "100000",
    ANSWERS_PER_HANG_PER_MINUTE: "100000",
    // Longer than the relay is held below, so no live job expires; the orphaned ones expire after it.
    JOB_EXPIRE_SECONDS: "15",
    // A crash is no failure of the relay: what it cut off must not wait out this backoff.
    JOB_RETRY_DELAY_SECONDS: "600",
  };
  // A backlog first: every connection will have a message to wait with.
  relay.holdFrom(0);
  const first = await startServer({ env });
  servers.push(first);
  const owed = new Set<string>();
  let crashed = false;
  const post = async (path: string, body: unknown) => {
    try {
      const res = await fetch(`${first.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    } catch {
      return undefined;
    }
  };
  let made = 0;
  // Hangs and answers go on until the crash: every acknowledged one owes one mail.
  const worker = async (w: number) => {
    for (let i = 0; !crashed; i++) {
      const host = `host-${w}-${i}@example.com`;
      const created = await post("/api/hangs", hangInput({ hostEmail: host }));
      if (created?.status !== 201) return;
      owed.add(host);
      const guest = `guest-${w}-${i}@example.com`;
      const answered = await post(
        `/api/hangs/${created.body.id}/responses`,
        responseInput({ guestEmail: guest }),
      );
      if (answered?.status !== 201) return;
      owed.add(guest);
      made += 2;
    }
  };
  const load = Promise.all(Array.from({ length: 12 }, (_, w) => worker(w)));
  // Well within the expiry, while every message waits at the relay.
  await expect.poll(() => made, { timeout: 12_000, interval: 20 }).toBeGreaterThanOrEqual(60);

  // The relay accepts 30 messages, then stalls the next ones; the crash comes once the app has read
  // every acceptance (each connection is waiting again), with answers still coming in.
  relay.holdFrom(30);
  await expect.poll(() => relay.received.length >= 30 && relay.allHeld(), { interval: 1 }).toBe(true);
  // On PostgreSQL "sent" is a write to a server that outlives the app: it lands before the crash.
  if (first.location.kind === "postgres") {
    const accepted = relay.received.length;
    await expect.poll(() => mailSent(first)).toBeGreaterThanOrEqual(accepted);
  }
  await first.kill();
  crashed = true;
  await load;
  const acceptedBeforeCrash = relay.received.length;
  relay.holdFrom(undefined);

  const second = await startServer({ location: first.location, env });
  servers.push(second);
  const missing = () => [...owed].filter((address) => relay.to(address).length === 0);
  await expect.poll(() => missing().length, { timeout: 60_000, interval: 200 }).toBe(0);
  await expect.poll(() => mailJobsLeft(second), { timeout: 30_000, interval: 250 }).toBe(0);
  const copies = [...new Set(relay.received.map((m) => m.to))].filter((to) => relay.to(to).length > 1);
  expect(acceptedBeforeCrash).toBeGreaterThanOrEqual(30);
  expect(copies, "sent more than once").toEqual([]);
});

it("stops cleanly on SIGTERM, and the same database opens again", async () => {
  const server = await startServer();
  servers.push(server);
  const started = Date.now();
  await server.stop();
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(server.output()).toContain("SIGTERM: finishing requests and stopping");
  const again = await startServer({ location: server.location });
  servers.push(again);
  expect((await fetch(`${again.url}/api/health`)).status).toBe(200);
});
