// Reminders end to end, with the app as real processes: reminders already due or seconds away
// each arrive once, even when the app is killed and restarted in between (and, on PostgreSQL,
// while a second instance shares the work); cancelling drops them.
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { hangInput, KEYS, responseInput } from "../support/factories.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";

const onPostgres = process.env.TEST_DB === "postgres";
const env = (sink: SmtpSink) => ({
  SMTP_URL: sink.url,
  JOB_RETRY_DELAY_SECONDS: "1",
  JOB_EXPIRE_SECONDS: "3",
  JOB_POLL_INTERVAL_MS: "250",
});
let sink: SmtpSink;
const servers: RunningServer[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
});
beforeEach(() => {
  sink.received.length = 0;
});
afterAll(async () => {
  for (const s of servers.reverse()) await s.stop();
  for (const s of new Set(servers.map((s) => s.location))) await s.dispose();
  await sink.stop();
});

async function call(server: RunningServer, method: string, path: string, body: unknown, token?: string) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { "x-edit-token": token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** A New York hang that Ana and Ben said yes to (their confirmation mails cleared). */
async function hangWithTwoGuests(server: RunningServer) {
  const hang = (await call(server, "POST", "/api/hangs", hangInput({ hostTimezone: "America/New_York" })))
    .body;
  for (const name of ["Ana", "Ben"]) {
    const answer = responseInput({
      guestName: name,
      guestEmail: `${name.toLowerCase()}@example.com`,
      timeSlotAvailability: { [KEYS[0]]: "yes" },
    });
    expect((await call(server, "POST", `/api/hangs/${hang.id}/responses`, answer)).status).toBe(201);
  }
  // Each guest's answer confirmation, then a clean slate for what the test is about.
  await expect
    .poll(() => ["ana", "ben"].every((name) => sink.to(`${name}@example.com`).length > 0), {
      timeout: 30_000,
    })
    .toBe(true);
  sink.received.length = 0;
  return hang as { id: string; editToken: string };
}

const reminders = (to: string) => sink.to(to).filter((m) => m.subject.startsWith("Reminder: "));
const waitUntil = (instant: number) => new Promise((r) => setTimeout(r, Math.max(0, instant - Date.now())));

it(
  onPostgres
    ? "sends each reminder once with two instances, one of them killed and restarted in between"
    : "sends each reminder once, with a crash and restart in between",
  async () => {
    const first = await startServer({ env: env(sink) });
    servers.push(first);
    const second = onPostgres ? await startServer({ location: first.location, env: env(sink) }) : undefined;
    if (second) servers.push(second);
    const hang = await hangWithTwoGuests(first);

    // 2 days and 1 day before have already passed: "It's on" says it all, so they are not sent. A
    // custom reminder is ~5 s away and the 2-hour one ~14 s away.
    const finalAt = Date.now() + 2 * 3_600_000 + 14_000;
    const finalized = await call(
      first,
      "POST",
      `/api/hangs/${hang.id}/finalize`,
      {
        finalDateTime: new Date(finalAt).toISOString(),
        guestReminderSettings: { "2_days": true, "1_day": true, "2_hours": true, custom: [2.0025] },
      },
      hang.editToken,
    );
    expect(finalized.status).toBe(200);
    // The final details, for each guest, and no reminder right behind them.
    await sink.waitFor(2, 15_000);
    expect(reminders("ana@example.com")).toHaveLength(0);

    // Crash between reminders: after the ones sent so far are recorded. (A crash in the
    // milliseconds between an SMTP server accepting a message and its record can resend that one
    // message; its Message-ID, derived from the de-duplication key, lets the receiver drop it.)
    await new Promise((r) => setTimeout(r, 1_000));
    await first.kill();
    const restarted = await startServer({ location: first.location, env: env(sink) });
    servers.push(restarted);

    await waitUntil(finalAt - 2 * 3_600_000 + 4_000);
    await sink.waitFor(6, 20_000);
    await new Promise((r) => setTimeout(r, 2_500));
    for (const guest of ["ana@example.com", "ben@example.com"]) {
      const received = sink.to(guest);
      expect(received.filter((m) => m.subject.startsWith("It's on: "))).toHaveLength(1);
      const sent = reminders(guest);
      expect(sent).toHaveLength(2);
      // Each reminder is its own message (ids come from the de-duplication keys): none twice.
      expect(new Set(sent.map((m) => m.messageId)).size).toBe(2);
    }
    expect(sink.received).toHaveLength(6);
  },
);

it("sends no reminder for a hang cancelled before they were due", async () => {
  const server = await startServer({ env: env(sink) });
  servers.push(server);
  const hang = await hangWithTwoGuests(server);
  const finalAt = Date.now() + 2 * 3_600_000 + 5_000;
  await call(
    server,
    "POST",
    `/api/hangs/${hang.id}/finalize`,
    {
      finalDateTime: new Date(finalAt).toISOString(),
      notifyConfirmed: false,
      guestReminderSettings: { "2_days": false, "1_day": false, "2_hours": true, custom: [2.0005] },
    },
    hang.editToken,
  );
  const cancelled = await call(
    server,
    "POST",
    `/api/hangs/${hang.id}/cancel`,
    { reason: "Rain" },
    hang.editToken,
  );
  expect(cancelled.status).toBe(200);
  await sink.waitFor(2);
  await waitUntil(finalAt - 2 * 3_600_000 + 3_000);
  expect(sink.received.map((m) => m.subject).sort()).toEqual([
    "Cancelled: Friday coffee",
    "Cancelled: Friday coffee",
  ]);
});
