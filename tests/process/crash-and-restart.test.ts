// The app as a real process: a crash right after an invitation is accepted loses nothing, and a
// stop signal ends it cleanly.
import { afterAll, beforeAll, expect, it } from "vitest";
import { hangInput } from "../support/factories.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";

let sink: SmtpSink;
const servers: RunningServer[] = [];
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  for (const s of servers) await s.dispose();
  await sink.stop();
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
