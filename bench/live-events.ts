// npm run bench (live pages): 1,000 open event streams for one hang on one instance; 200 answers
// posted one after another, and 200 bare pg_notify calls on the app's channel. Latency is from the
// send to each stream's receipt (p50 / p99 over all deliveries), against a baseline in the same run:
// the database's own NOTIFY round trip to one listening connection. Also the server's memory per
// open stream. On embedded PGlite and on PostgreSQL.

import { fork } from "node:child_process";
import { randomUUID } from "node:crypto";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import { createContext, type ServerContext } from "../src/server/context.ts";
import { HANG_EVENTS_CHANNEL } from "../src/server/features/live/mutations.ts";
import type { HangChange } from "../src/shared/live.ts";
import { hangInput, responseInput } from "../tests/support/factories.ts";
import {
  type BenchDatabase,
  DEFAULT_ADMIN_URL,
  type Opened,
  openEmbeddedBench,
  openPostgresBench,
} from "./support/databases.ts";
import { startApp, type Target } from "./support/servers.ts";
import type { FromClients, ToClients } from "./support/sse-clients.ts";

const STREAMS = 1000;
const ANSWERS = 200;
const NOTIFIES = 200;
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

class Clients {
  private readonly child = fork(fileURLToPath(new URL("./support/sse-clients.ts", import.meta.url)), [], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });

  ask<T extends FromClients["type"]>(
    message: ToClients,
    expect: T,
  ): Promise<Extract<FromClients, { type: T }>> {
    return new Promise((resolve, reject) => {
      const onMessage = (reply: FromClients) => {
        this.child.off("message", onMessage);
        if (reply.type === "error") reject(new Error(`stream clients: ${reply.message}`));
        else if (reply.type !== expect) reject(new Error(`stream clients answered ${reply.type}`));
        else resolve(reply as Extract<FromClients, { type: T }>);
      };
      this.child.on("message", onMessage);
      this.child.send(message);
    });
  }

  close(): void {
    if (this.child.connected) this.child.send({ type: "close" } satisfies ToClients);
  }
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

async function benchDatabase(bench: BenchDatabase): Promise<void> {
  let ctx: ServerContext | undefined;
  let app: Target | undefined;
  const clients = new Clients();
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

    // Memory with the streams open, then with them closed (both warm, after GC): the difference.
    const open = await settledMemory();
    await clients.ask({ type: "drop" }, "dropped");
    while (ctx.live.streams.size > 0) await sleep(50);
    const closed = await settledMemory();

    printRows(bench.label, rows);
    const perStream = (bytes: number) => `${(bytes / STREAMS / 1024).toFixed(1)} KB`;
    console.log(
      `memory per open stream (server process, ${STREAMS} streams, after GC): ` +
        `RSS ${perStream(open.rss - closed.rss)}, JS heap + buffers ${perStream(open.heap - closed.heap)}`,
    );
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
  const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
  const openers: [string, () => Promise<Opened>][] = [
    ["embedded", openEmbeddedBench],
    ["postgres", () => openPostgresBench(adminUrl)],
  ];
  for (const [kind, open] of openers) {
    const opened = await open();
    if (!opened.ok) {
      console.log(`\nSKIPPED ${kind}: ${opened.reason} (set BENCH_DATABASE_URL to use another server)`);
      continue;
    }
    await benchDatabase(opened.value);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
