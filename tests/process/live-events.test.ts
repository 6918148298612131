// Live events between real app processes. On PostgreSQL: an answer saved through instance A reaches
// a page whose stream is held by instance B; when B's listening connection is killed it comes back,
// tells its pages to read everything again, and events flow again. On either database: SIGTERM ends
// open streams cleanly and the process stops at once.
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { LIVE_RESYNC_EVENT } from "../../src/shared/live.ts";
import { type EventStream, readEventStream } from "../support/event-stream.ts";
import { hangInput, responseInput } from "../support/factories.ts";
import { type RunningServer, startServer } from "../support/server.ts";

const onPostgres = process.env.TEST_DB === "postgres";
const servers: RunningServer[] = [];
afterAll(async () => {
  for (const s of servers.reverse()) await s.stop();
  await servers.at(-1)?.location.dispose();
});

async function post(server: RunningServer, path: string, body: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return res.json();
}

const answered = (stream: EventStream, responseId: string, from = 0) =>
  stream.waitFor((e) => e.event === "change" && JSON.parse(e.data).responseId === responseId, 10_000, from);

it(
  onPostgres
    ? "fans out across instances, survives a killed listening connection, and closes streams on SIGTERM"
    : "delivers events and closes streams cleanly on SIGTERM",
  async () => {
    const a = await startServer();
    servers.push(a);
    const b = onPostgres ? await startServer({ location: a.location }) : a;
    if (b !== a) servers.push(b);

    const hang = await post(a, "/api/hangs", hangInput());
    const stream = await readEventStream(await fetch(`${b.url}/api/hangs/${hang.id}/events`));
    expect(stream.status).toBe(200);
    const first = await post(
      a,
      `/api/hangs/${hang.id}/responses`,
      responseInput({ guestEmail: "one@example.com" }),
    );
    await answered(stream, first.id);

    if (onPostgres) {
      const admin = new pg.Client({ connectionString: a.location.databaseUrl });
      await admin.connect();
      try {
        const killed = await admin.query(
          "select pg_terminate_backend(pid) as done from pg_stat_activity where application_name = $1",
          [`hangs-live-listener:${b.pid}`],
        );
        expect(killed.rows).toEqual([{ done: true }]);
      } finally {
        await admin.end();
      }
      // B listens again and has its pages read everything, since events sent meanwhile are gone.
      const before = stream.events.length;
      await stream.waitFor((e) => e.event === LIVE_RESYNC_EVENT, 15_000, before);
      const second = await post(
        a,
        `/api/hangs/${hang.id}/responses`,
        responseInput({ guestEmail: "two@example.com" }),
      );
      await answered(stream, second.id, before);
      expect(b.output()).toMatch(/listening connection lost/);
    }

    const stopping = Date.now();
    await b.stop();
    expect(await stream.ended).toBe("done");
    // Shutdown does not wait on open pages (they would hold it forever).
    expect(Date.now() - stopping).toBeLessThan(10_000);
  },
);
