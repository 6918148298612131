// What an operator's probes and Prometheus see: /livez, /readyz naming what fails, /metrics with
// request, mail, stream, limit and database numbers, for this machine or the token holder only.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config.ts";
import { overSocket, startTestApp, type TestApp } from "../support/app.ts";
import { readEventStream } from "../support/event-stream.ts";
import { hangInput, responseInput } from "../support/factories.ts";
import { rawRequest } from "../support/raw-http.ts";

const TOKEN = "ops-test-token-0123456789";
const bearer = { authorization: `Bearer ${TOKEN}` };
const onPostgres = process.env.TEST_DB === "postgres";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { METRICS_TOKEN: TOKEN, ANSWERS_PER_HANG_PER_MINUTE: "2" } });
});
afterAll(() => t.close());

async function scrape(): Promise<string> {
  const res = await t.raw("/metrics", { headers: bearer });
  expect(res.status).toBe(200);
  return res.text();
}

/** The value of one series in the exposition text (undefined when absent). */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("probes", () => {
  it("answer whatever Host a balancer or kubelet sends, while the API keeps its Host check", async () => {
    await overSocket(t, async (port) => {
      const podIp = { Host: `10.1.2.3:${port}` };
      const live = await rawRequest(port, "/livez", { headers: podIp });
      expect([live.status, JSON.parse(live.body)]).toEqual([200, { status: "alive" }]);
      const ready = await rawRequest(port, "/readyz", { headers: podIp });
      expect(ready.status).toBe(200);
      expect(JSON.parse(ready.body)).toEqual({
        status: "ready",
        checks: { database: "ok", migrations: "ok", mailQueue: "ok" },
      });
      expect(ready.headers["cache-control"]).toBe("no-store");
      expect((await rawRequest(port, "/api/health", { headers: podIp })).status).toBe(421);
    });
    // The spec's health call answers as it always has.
    const health = await t.request("GET", "/api/health");
    expect([health.status, health.body]).toEqual([200, { status: "ok", database: t.database.kind }]);
  });

  it("report a database that lacks this build's newest migration, and recover when it is back", async () => {
    const rows = await t.database.db.execute(
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    const newest = (rows as unknown as { rows: { id: number; hash: string; created_at: string }[] }).rows[0]!;
    await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest.id}`);
    try {
      await expect
        .poll(async () => (await t.request("GET", "/readyz")).body, { timeout: 5_000 })
        .toMatchObject({
          status: "degraded",
          checks: { database: "ok", migrations: /^not applied: \d{4}_/ },
        });
      expect((await t.request("GET", "/readyz")).status).toBe(503);
    } finally {
      await t.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest.id}, ${newest.hash}, ${newest.created_at})`,
      );
    }
    await expect.poll(async () => (await t.request("GET", "/readyz")).status, { timeout: 5_000 }).toBe(200);
  });
});

describe("/metrics", () => {
  it("answers this machine and the token holder, and is not found for anyone else", async () => {
    // In-process requests have no socket: not this machine.
    expect((await t.raw("/metrics")).status).toBe(404);
    expect(
      (await t.raw("/metrics", { headers: { authorization: "Bearer wrong-token-0123456789" } })).status,
    ).toBe(404);
    expect((await t.raw("/metrics", { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(404);
    expect((await t.raw("/metrics", { headers: { authorization: TOKEN } })).status).toBe(404);
    await overSocket(t, async (port) => {
      const direct = await rawRequest(port, "/metrics");
      expect(direct.status).toBe(200);
      expect(direct.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
      expect(direct.headers["cache-control"]).toBe("no-store");
      expect(direct.body).toContain("# TYPE hangs_http_request_duration_seconds histogram");
      // Passed on by a proxy, or sent to another name: a visitor, who needs the token.
      const visitors: Record<string, string>[] = [
        { "X-Forwarded-For": "203.0.113.9" },
        { Host: `10.1.2.3:${port}` },
      ];
      for (const headers of visitors) {
        const refused = await rawRequest(port, "/metrics", { headers });
        expect(refused.status).toBe(404);
        expect(refused.body).not.toContain("hangs_");
        const withToken = await rawRequest(port, "/metrics", { headers: { ...headers, ...bearer } });
        expect(withToken.status).toBe(200);
      }
    });
  });

  it("counts requests by route pattern and status, never by a raw path, id, e-mail or token", async () => {
    const created = await t.request(
      "POST",
      "/api/hangs",
      hangInput({ hostEmail: "metrics-host@example.com" }),
    );
    expect(created.status).toBe(201);
    const { id, editToken } = created.body as { id: string; editToken: string };
    const series = (status: number) =>
      `hangs_http_request_duration_seconds_count{route="/api/hangs/:id",method="GET",status="${status}"}`;
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await t.request("GET", `/api/hangs/${id}`)).status).toBe(200);
    expect((await t.request("GET", "/api/hangs/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    const after = await scrape();
    expect((seriesValue(after, series(200)) ?? 0) - (seriesValue(before, series(200)) ?? 0)).toBe(3);
    expect((seriesValue(after, series(404)) ?? 0) - (seriesValue(before, series(404)) ?? 0)).toBe(1);
    expect(
      seriesValue(
        after,
        `hangs_http_request_duration_seconds_count{route="/api/hangs",method="POST",status="201"}`,
      ),
    ).toBe(1);
    for (const secret of [id, editToken, "metrics-host@example.com", "@example.com", TOKEN]) {
      expect(after).not.toContain(secret);
    }
    // Latency buckets are cumulative and end in +Inf with the count.
    const bucket = `hangs_http_request_duration_seconds_bucket{route="/api/hangs/:id",method="GET",status="200",le="+Inf"}`;
    expect(seriesValue(after, bucket)).toBe(seriesValue(after, series(200)));
  });

  it("counts mail by kind as it is sent, jobs by state, and refusals by limit", async () => {
    const created = await t.request("POST", "/api/hangs", hangInput({ hostEmail: "mail-count@example.com" }));
    const hangId = created.body.id as string;
    await expect
      .poll(async () => seriesValue(await scrape(), 'hangs_mail_sent_total{kind="hang-ready"}'), {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(2);
    // Marked sent, then the job completes: the job table catches up a moment later.
    await expect
      .poll(async () => seriesValue(await scrape(), 'hangs_jobs{queue="mail",state="completed"}'), {
        timeout: 5_000,
      })
      .toBeGreaterThanOrEqual(2);
    const text = await scrape();
    expect(seriesValue(text, 'hangs_mail_failed_total{kind="hang-ready"}')).toBe(0);

    const refusals = 'hangs_rate_limit_refusals_total{limit="answer"}';
    expect(seriesValue(text, refusals)).toBe(0);
    for (const [i, expected] of [201, 201, 429].entries()) {
      const answer = await t.request(
        "POST",
        `/api/hangs/${hangId}/responses`,
        responseInput({ guestEmail: `limited-${i}@example.com` }),
      );
      expect(answer.status).toBe(expected);
    }
    const limited = await scrape();
    expect(seriesValue(limited, refusals)).toBe(1);
    expect(
      seriesValue(
        limited,
        'hangs_http_request_duration_seconds_count{route="/api/hangs/:id/responses",method="POST",status="429"}',
      ),
    ).toBe(1);
  });

  it("shows open live streams and the database's state", async () => {
    const hangId = (await t.request("POST", "/api/hangs", hangInput())).body.id as string;
    const stream = await readEventStream(await t.fetch(`/api/hangs/${hangId}/events`));
    expect(stream.status).toBe(200);
    expect(seriesValue(await scrape(), "hangs_live_streams_open")).toBe(1);
    await stream.close();
    await expect.poll(async () => seriesValue(await scrape(), "hangs_live_streams_open")).toBe(0);

    const text = await scrape();
    expect(seriesValue(text, "hangs_db_up")).toBe(1);
    expect(seriesValue(text, "hangs_db_size_bytes")).toBeGreaterThan(1_000_000);
    expect(seriesValue(text, "hangs_db_ping_seconds")).toBeLessThan(2);
    expect(seriesValue(text, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
    // A pool exists only on PostgreSQL; the embedded database's one connection shows in the ping.
    const total = seriesValue(text, 'hangs_db_pool_connections{state="total"}');
    if (onPostgres) expect(total).toBeGreaterThanOrEqual(1);
    else expect(total).toBeUndefined();
  });
});

describe("after the workers stop, and while draining", () => {
  it("is not ready, says why, and sends new live pages elsewhere with a quick retry", async () => {
    const hangId = (await t.request("POST", "/api/hangs", hangInput())).body.id as string;
    await t.ctx.jobs.stop();
    await expect
      .poll(async () => (await t.request("GET", "/readyz")).body, { timeout: 5_000 })
      .toEqual({ status: "degraded", checks: { database: "ok", migrations: "ok", mailQueue: "stopped" } });

    t.ctx.ops.readiness.startDraining();
    const ready = await t.request("GET", "/readyz");
    expect([ready.status, ready.body]).toEqual([503, { status: "draining" }]);
    expect((await t.request("GET", "/livez")).status).toBe(200);
    // Not an error status: EventSource would give up for good. A stream that ends with a short
    // retry brings the browser back, through the balancer, to an instance that stays.
    const stream = await readEventStream(await t.fetch(`/api/hangs/${hangId}/events`));
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(await stream.ended).toBe("done");
    expect(stream.raw()).toBe("retry: 2000\n\n");
  });
});

describe("configuration", () => {
  it("refuses a short metrics token and a delay that outlasts the shutdown bound", () => {
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN must be at least 16/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: "5", SHUTDOWN_DELAY_SECONDS: "5" })).toThrow(
      /SHUTDOWN_DELAY_SECONDS/,
    );
    const config = loadConfig({ METRICS_TOKEN: "" });
    expect(config.metricsToken).toBeUndefined();
    expect(config.shutdown).toEqual({ timeoutMs: 20_000, delayMs: 0 });
  });
});
