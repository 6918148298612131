// npm run bench (live pages): 10,000 open event streams for one hang on one instance; 50 answers
// posted one after another, and 50 bare pg_notify calls on the app's channel. Latency is from the
// send to each stream's receipt (p50 / p99 over all deliveries), against a baseline in the same run:
// the database's own NOTIFY round trip to one listening connection. Also the server's memory per
// open stream. On embedded PGlite and on PostgreSQL.
// Goals: on PostgreSQL an answer reaches all 10,000 streams with p99 <= 250 ms; nothing is missing;
// an open stream costs <= 20 KB of the server's memory. Exits non-zero when one is missed.

import { randomUUID } from "node:crypto";
import os from "node:os";
import { sql } from "drizzle-orm";
import pg from "pg";
import { createContext, type ServerContext } from "../src/server/context.ts";
import { HANG_EVENTS_CHANNEL } from "../src/server/features/live/mutations.ts";
import { MAX_QUEUED_WRITES } from "../src/server/features/live/streams.ts";
import type { HangChange } from "../src/shared/live.ts";
import { hangInput, responseInput } from "../tests/support/factories.ts";
import { type BenchDatabase, eachDatabase } from "./support/databases.ts";
import { startApp, type Target } from "./support/servers.ts";
import { StreamClients } from "./support/stream-clients.ts";

const STREAMS = 10_000;
const ANSWERS = 50;
const NOTIFIES = 50;
const GOAL_P99_MS = 250;
const GOAL_KB_PER_STREAM = 20;
/** Spacing of the bare notifications (app channel and baseline alike). */
const NOTIFY_GAP_MS = 5;
const BASELINE_CHANNEL = "bench_baseline";

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface LatencyRow {
  what: string;
  deliveries: number;
  missing: number;
  p50: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function latencyRow(
  what: string,
  sent: Map<string, number>,
  arrivals: Record<string, number[]>,
  missing: number,
) {
  const all: number[] = [];
  for (const [id, at] of sent) for (const received of arrivals[id] ?? []) all.push(received - at);
  all.sort((a, b) => a - b);
  return { what, deliveries: all.length, missing, p50: percentile(all, 50), p99: percentile(all, 99) };
}

async function settledMemory() {
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let i = 0; i < 3; i++) {
    gc?.();
    await sleep(100);
  }
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed + m.external + m.arrayBuffers };
}

/** The database's own NOTIFY round trip: one sender, one listening connection, nothing else. */
async function baseline(bench: BenchDatabase, ctx: ServerContext): Promise<LatencyRow> {
  const sent = new Map<string, number>();
  const received: Record<string, number[]> = {};
  const record = (payload: string) => {
    received[payload] = [now()];
  };
  let stop: () => Promise<unknown>;
  if (bench.database.pglite) {
    stop = await bench.database.pglite.listen(BASELINE_CHANNEL, record);
  } else {
    const listener = new pg.Client({ connectionString: bench.config.databaseUrl });
    await listener.connect();
    listener.on("notification", (m) => m.payload && record(m.payload));
    await listener.query(`LISTEN ${BASELINE_CHANNEL}`);
    stop = () => listener.end();
  }
  for (let i = 0; i < NOTIFIES; i++) {
    const id = randomUUID();
    sent.set(id, now());
    await ctx.db.execute(sql`select pg_notify(${BASELINE_CHANNEL}, ${id})`);
    await sleep(NOTIFY_GAP_MS);
  }
  await sleep(500);
  await stop();
  const missing = NOTIFIES - Object.keys(received).length;
  return latencyRow("bare NOTIFY → 1 listening connection (baseline)", sent, received, missing);
}

interface Outcome {
  label: string;
  kind: string;
  answers: LatencyRow;
  missing: number;
  kbPerStream: number;
}

async function benchDatabase(bench: BenchDatabase, kind: string): Promise<Outcome> {
  let ctx: ServerContext | undefined;
  let app: Target | undefined;
  const clients = new StreamClients();
  try {
    // The bench is one client answering far faster than any party: it sets its own limits.
    const unlimited = { points: 1_000_000, seconds: 60 };
    const { rateLimits } = bench.config;
    const config = {
      ...bench.config,
      liveStreamsPerAddress: STREAMS * 2,
      rateLimits: {
        ...rateLimits,
        answer: { ...rateLimits.answer, perAddress: unlimited, perHang: unlimited },
      },
    };
    ctx = await createContext(config, bench.database, { runWorkers: false });
    app = await startApp(ctx);
    const created = await fetch(`${app.baseUrl}/api/hangs`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(hangInput()),
    });
    const hang = (await created.json()) as { id: string };
    const rows: LatencyRow[] = [await baseline(bench, ctx)];

    const before = await settledMemory();
    await clients.ask(
      { type: "open", url: `${app.baseUrl}/api/hangs/${hang.id}/events`, count: STREAMS },
      "opened",
    );
    if (ctx.live.streams.size !== STREAMS)
      throw new Error(`${ctx.live.streams.size} streams open, not ${STREAMS}`);

    const notified = new Map<string, number>();
    for (let i = 0; i < NOTIFIES; i++) {
      const change: HangChange = { hangId: hang.id, kind: "response-updated", responseId: randomUUID() };
      notified.set(change.responseId!, now());
      await ctx.db.execute(sql`select pg_notify(${HANG_EVENTS_CHANNEL}, ${JSON.stringify(change)})`);
      await sleep(NOTIFY_GAP_MS);
    }
    const fromNotify = await clients.ask(
      { type: "await", ids: [...notified.keys()], timeoutMs: 60_000 },
      "arrivals",
    );
    rows.push(
      latencyRow(`NOTIFY → ${STREAMS} open streams`, notified, fromNotify.arrivals, fromNotify.missing),
    );

    const answered = new Map<string, number>();
    for (let i = 0; i < ANSWERS; i++) {
      const at = now();
      const res = await fetch(`${app.baseUrl}/api/hangs/${hang.id}/responses`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(responseInput({ guestName: `Guest ${i}`, guestEmail: `guest${i}@example.com` })),
      });
      if (res.status !== 201) throw new Error(`answer ${i}: ${res.status} ${await res.text()}`);
      answered.set(((await res.json()) as { id: string }).id, at);
    }
    const fromAnswers = await clients.ask(
      { type: "await", ids: [...answered.keys()], timeoutMs: 60_000 },
      "arrivals",
    );
    rows.push(
      latencyRow(
        `answer (POST) → ${STREAMS} open streams`,
        answered,
        fromAnswers.arrivals,
        fromAnswers.missing,
      ),
    );

    // Memory with the streams open against before they opened (both after GC): the difference.
    const open = await settledMemory();
    await clients.ask({ type: "drop" }, "dropped");
    while (ctx.live.streams.size > 0) await sleep(50);

    printRows(bench.label, rows);
    const kb = (bytes: number) => bytes / STREAMS / 1024;
    console.log(
      `memory per open stream (server process, ${STREAMS} streams, after GC): ` +
        `RSS ${kb(open.rss - before.rss).toFixed(1)} KB, JS heap + buffers ${kb(open.heap - before.heap).toFixed(1)} KB; ` +
        `a reader that stops reading is cut off after ${MAX_QUEUED_WRITES} unsent events.`,
    );
    const answers = rows.at(-1)!;
    return {
      label: bench.label,
      kind,
      answers,
      missing: rows.slice(1).reduce((n, r) => n + r.missing, 0),
      kbPerStream: kb(Math.max(open.rss - before.rss, open.heap - before.heap)),
    };
  } finally {
    clients.close();
    await app?.close();
    await ctx?.stop();
    await bench.cleanup();
  }
}

function printRows(label: string, rows: LatencyRow[]) {
  console.log(`\n${label}`);
  const header = ["measurement", "deliveries", "missing", "p50 ms", "p99 ms"];
  const body = rows.map((r) => [
    r.what,
    String(r.deliveries),
    String(r.missing),
    r.p50.toFixed(2),
    r.p99.toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((line) => line[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of body) console.log(format(line));
}

async function main(): Promise<void> {
  console.log(
    `Hangs live-pages bench — node ${process.version}, ${os.cpus().length} CPUs (load ${os.loadavg()[0]!.toFixed(2)}); ` +
      `${STREAMS} streams on one hang, ${NOTIFIES} notifications ${NOTIFY_GAP_MS} ms apart, ${ANSWERS} answers in sequence.` +
      ((globalThis as { gc?: unknown }).gc ? "" : " (no --expose-gc: memory figures include garbage)"),
  );
  const outcomes = await eachDatabase(benchDatabase);
  const misses: string[] = [];
  const postgres = outcomes.find((o) => o.kind === "postgres");
  if (!postgres) misses.push("PostgreSQL was not measured");
  else if (!(postgres.answers.p99 <= GOAL_P99_MS))
    misses.push(`${postgres.label}: answer p99 ${postgres.answers.p99.toFixed(0)} ms`);
  for (const o of outcomes) {
    if (o.missing > 0) misses.push(`${o.label}: ${o.missing} events missing`);
    if (o.kbPerStream > GOAL_KB_PER_STREAM)
      misses.push(`${o.label}: ${o.kbPerStream.toFixed(1)} KB per stream`);
  }
  console.log(
    `\nGoal: on PostgreSQL an answer reaches all ${STREAMS} streams with p99 <= ${GOAL_P99_MS} ms, no event is missing, ` +
      `and a stream costs <= ${GOAL_KB_PER_STREAM} KB (the larger of RSS and JS heap + buffers) — ` +
      (misses.length === 0 ? "MET" : `NOT MET\n  missed: ${misses.join("\n  missed: ")}`),
  );
  if (misses.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
