// Nudges end to end, with the app as real processes whose clock runs seven hours behind (so the
// invitations count as sent long enough ago for a nudge to be due seconds from now). Each invitee
// who has not answered sees exactly one nudge for the step that falls due, even when an instance
// is killed (kill -9) and restarted while they go out, and, on PostgreSQL, while a second
// instance shares the work.
import { afterAll, beforeAll, expect, it } from "vitest";
import { hangInput, responseInput } from "../support/factories.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";

const H = 3_600_000;
const onPostgres = process.env.TEST_DB === "postgres";
const env = (sink: SmtpSink) => ({
  SMTP_URL: sink.url,
  CLOCK_OFFSET_MS: String(-7 * H),
  INVITES_PER_HANG_PER_HOUR: "100",
  JOB_RETRY_DELAY_SECONDS: "1",
  // The killed instance's claims are taken over after this; a live instance's send must never
  // take as long on a loaded machine, or the other instance would send it too.
  JOB_EXPIRE_SECONDS: "10",
  JOB_POLL_INTERVAL_MS: "250",
});
let sink: SmtpSink;
const servers: RunningServer[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
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

// Starting three processes on a busy machine can take a while; no assertion here is timed.
const STARTS_AND_WAITS_MS = 180_000;
const waitUntil = (instant: number) => new Promise((r) => setTimeout(r, Math.max(0, instant - Date.now())));
const INVITEES = Array.from({ length: 12 }, (_, i) => `guest${i + 1}@example.com`);

it(
  onPostgres
    ? "sends one nudge per invitee and step with two instances, one killed and restarted as they go"
    : "sends one nudge per invitee and step, with a crash and restart as they go",
  async () => {
    const first = await startServer({ env: env(sink) });
    servers.push(first);
    const second = onPostgres ? await startServer({ location: first.location, env: env(sink) }) : undefined;
    if (second) servers.push(second);

    // Two days before the answer-by date is ~20 s from now; six hours before is ~42 h away.
    const answerBy = Date.now() + 48 * H + 20_000;
    const created = await call(
      first,
      "POST",
      "/api/hangs",
      hangInput({ hostTimezone: "America/New_York", answerBy: new Date(answerBy).toISOString() }),
    );
    expect(created.status).toBe(201);
    const hang = created.body as { id: string; editToken: string };
    for (const [i, email] of INVITEES.entries()) {
      const via = second && i % 2 ? second : first;
      expect(
        (await call(via, "POST", `/api/hangs/${hang.id}/invite`, { email }, hang.editToken)).status,
      ).toBe(201);
    }
    // The first invitee answers: they are never nudged.
    const answered = responseInput({ guestName: "One", guestEmail: INVITEES[0] });
    expect((await call(first, "POST", `/api/hangs/${hang.id}/responses`, answered)).status).toBe(201);
    await sink.waitFor(1 + INVITEES.length + 1, 20_000);

    // Killed just as the nudges fall due, then started again.
    await waitUntil(answerBy - 48 * H + 300);
    await first.kill();
    const restarted = await startServer({ location: first.location, env: env(sink) });
    servers.push(restarted);

    const nudges = () => sink.received.filter((m) => m.subject.startsWith("Still time to answer"));
    const deadline = Date.now() + 30_000;
    while (nudges().length < INVITEES.length - 1 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    // Whatever is still due would arrive within a few polls.
    await new Promise((r) => setTimeout(r, 3_000));

    // A kill between the SMTP server's "250 OK" and the "sent" mark resends that message: no mail
    // protocol closes that gap. The copy carries the first one's Message-ID, so the receiving
    // server drops it and the person sees one nudge. What the person sees is what is checked.
    const idsPerInvitee = Object.fromEntries(
      INVITEES.map((to) => [
        to,
        new Set(
          nudges()
            .filter((m) => m.to === to)
            .map((m) => m.messageId),
        ),
      ]),
    );
    const copies = Object.fromEntries(INVITEES.map((to) => [to, nudges().filter((m) => m.to === to).length]));
    console.info(`nudges per invitee: ${JSON.stringify(copies)}`);
    expect(idsPerInvitee[INVITEES[0]!]!.size).toBe(0);
    for (const to of INVITEES.slice(1)) expect(idsPerInvitee[to]!.size, to).toBe(1);
    expect(new Set(nudges().map((m) => m.messageId)).size).toBe(INVITEES.length - 1);

    // The host's list says who was nudged, and that the six-hours-before step is still to come.
    const list = await fetch(`${restarted.url}/api/hangs/${hang.id}/nudges`, {
      headers: { "x-edit-token": hang.editToken },
    }).then((r) => r.json());
    expect(list.people).toHaveLength(INVITEES.length - 1);
    for (const person of list.people) {
      expect(person.sent.map((s: { step: string }) => s.step)).toEqual(["2_days_before"]);
      expect(person.next.step).toBe("6_hours_before");
    }
  },
  STARTS_AND_WAITS_MS,
);
