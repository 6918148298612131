// The production guide's nginx configuration, exactly as docs/production.md gives it, in front of a
// production-mode app: a hang is created, answered and locked in through it, an open page hears
// each change as it happens (events pass unbuffered), and the mail goes out over SMTP.
import { afterAll, beforeAll, expect, it } from "vitest";
import { readEventStream } from "../support/event-stream.ts";
import { hangInput, responseInput } from "../support/factories.ts";
import { type RunningNginx, startNginx } from "../support/nginx.ts";
import { freePort, type RunningServer, startServer } from "../support/server.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";

let nginx: RunningNginx;
let app: RunningServer;
let sink: SmtpSink;
let site = "";

beforeAll(async () => {
  sink = await startSmtpSink();
  const appPort = await freePort();
  nginx = await startNginx([{ upstreamPort: appPort, settings: "production-guide" }]);
  site = `http://localhost:${nginx.ports[0]}`;
  app = await startServer({
    port: appPort,
    env: {
      NODE_ENV: "production",
      SESSION_SECRET: "a-production-secret-of-at-least-32-chars",
      PUBLIC_URL: site,
      TRUST_PROXY: "loopback",
      HOST: "127.0.0.1",
      SMTP_URL: sink.url,
    },
  });
}, 90_000);
afterAll(async () => {
  await nginx?.stop();
  await app?.dispose();
  await sink?.stop();
});

async function send(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${site}${path}`, {
    method,
    headers: { "content-type": "application/json", origin: site, ...headers },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return res.json();
}

it("walks create → answer → live update → lock in through the guide's nginx", async () => {
  const hang = await send("POST", "/api/hangs", hangInput({ hostEmail: "host@example.com" }));
  const page = await fetch(`${site}/hang/${hang.id}`);
  expect(await page.text()).toContain(`<title>`);

  const stream = await readEventStream(await fetch(`${site}/api/hangs/${hang.id}/events`));
  expect(stream.status).toBe(200);
  expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);

  const answer = await send(
    "POST",
    `/api/hangs/${hang.id}/responses`,
    responseInput({ guestName: "Ana", guestEmail: "ana@example.com" }),
  );
  // Unbuffered: the event arrives while the stream stays open, not when nginx's buffer fills.
  await stream.waitFor((e) => e.event === "change" && JSON.parse(e.data).responseId === answer.id, 10_000);

  const marker = stream.events.length;
  await send(
    "POST",
    `/api/hangs/${hang.id}/finalize`,
    { finalDateTime: "2027-03-05T18:00" },
    { "X-Edit-Token": hang.editToken },
  );
  await stream.waitFor((e) => e.event === "change", 10_000, marker);
  const view = await (await fetch(`${site}/api/hangs/${hang.id}`)).json();
  expect(view).toMatchObject({ isFinalized: true });
  await stream.close();

  const subjects = (to: string) =>
    sink
      .to(to)
      .map((m) => m.subject)
      .join("\n");
  await expect
    .poll(() => subjects("host@example.com"), { timeout: 15_000 })
    .toMatch(/^Your hang on Hangs is ready$/m);
  await expect.poll(() => subjects("ana@example.com"), { timeout: 15_000 }).toMatch(/^It's on: /m);
});
