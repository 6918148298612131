// npm run bench: GET /feed/{secret}.ics for a person with 1,000 hangs (250 hosted with three times
// each, 250 answered, 250 invited with an answer-by date, 250 locked in), through the app over HTTP,
// on embedded PGlite and on PostgreSQL. Goal: each feed in under 200 ms (p95 of sequential reads,
// as a calendar app fetches it), in ONE database statement for the feed itself.
import assert from "node:assert/strict";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { createContext, type ServerContext } from "../src/server/context.ts";
import type { Db } from "../src/server/db/client.ts";
import * as schema from "../src/server/db/schema.ts";
import { feedUrl } from "../src/server/features/calendar-feed/mutations.ts";
import { readFeed } from "../src/server/features/calendar-feed/queries.ts";
import { hashFeedSecret } from "../src/server/features/calendar-feed/secrets.ts";
import { makeSlot, slotKey } from "../src/shared/time-slots.ts";
import {
  type BenchDatabase,
  DEFAULT_ADMIN_URL,
  type Opened,
  openEmbeddedBench,
  openPostgresBench,
} from "./support/databases.ts";
import { startApp, type Target } from "./support/servers.ts";

const EMAIL = "bench.person@example.com";
const HANGS = 1000;
const READS = 60;
const WARMUP_READS = 5;
const GOAL_MS = 200;

interface FeedRow {
  database: string;
  statements: number;
  events: number;
  bytes: number;
  medianMs: number;
  p95Ms: number;
  /** This process's CPU time per read (server, database driver, PGlite): what load cannot inflate. */
  cpuMs: number;
}

async function main(): Promise<void> {
  console.log(
    `Calendar feed bench — node ${process.version}, ${os.cpus().length} CPUs (load ${os.loadavg()[0]!.toFixed(2)}); ` +
      `${HANGS} hangs, ${WARMUP_READS} warm-up + ${READS} sequential reads.`,
  );
  // The bench reads one feed far more often than a calendar app would.
  const env = { FEED_READS_PER_FEED_PER_HOUR: "100000" };
  const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
  const openers: [string, () => Promise<Opened>][] = [
    ["embedded", () => openEmbeddedBench(env)],
    ["postgres", () => openPostgresBench(adminUrl, env)],
  ];
  const rows: FeedRow[] = [];
  for (const [kind, open] of openers) {
    const opened = await open();
    if (!opened.ok) {
      console.log(`\nSKIPPED ${kind}: ${opened.reason} (set BENCH_DATABASE_URL to use another server)`);
      continue;
    }
    rows.push(await benchDatabase(opened.value));
  }
  printRows(rows);
  if (!printGoal(rows)) process.exitCode = 1;
}

async function benchDatabase(bench: BenchDatabase): Promise<FeedRow> {
  let ctx: ServerContext | undefined;
  let app: Target | undefined;
  try {
    ctx = await createContext(bench.config, bench.database, { runWorkers: false });
    const userId = await seed(ctx.db);
    const url = await feedUrl(ctx, userId, null);
    const secret = /\/feed\/(.+)\.ics$/.exec(url)![1]!;
    app = await startApp(ctx);
    const path = new URL(url).pathname;
    const first = await fetch(app.baseUrl + path);
    assert.equal(first.status, 200, "the feed answers");
    const text = await first.text();
    const events = text.split("BEGIN:VEVENT").length - 1;
    for (let i = 0; i < WARMUP_READS; i++) await (await fetch(app.baseUrl + path)).text();
    const times: number[] = [];
    const cpuBefore = process.cpuUsage();
    for (let i = 0; i < READS; i++) {
      const start = performance.now();
      const res: Response = await fetch(app.baseUrl + path, { headers: { "Accept-Encoding": "gzip" } });
      await res.arrayBuffer();
      times.push(performance.now() - start);
      assert.equal(res.status, 200);
    }
    const cpu = process.cpuUsage(cpuBefore);
    times.sort((a, b) => a - b);
    return {
      database: bench.label,
      statements: await countStatements(bench, hashFeedSecret(secret)),
      events,
      bytes: Buffer.byteLength(text),
      medianMs: times[Math.floor(times.length / 2)]!,
      p95Ms: times[Math.ceil(times.length * 0.95) - 1]!,
      cpuMs: (cpu.user + cpu.system) / 1000 / READS,
    };
  } finally {
    await app?.close();
    await ctx?.stop();
    await bench.cleanup();
  }
}

const FRI = makeSlot("2030-06-07", "18:00", "1.5h");
const SAT = makeSlot("2030-06-08", "10:00", "2h");
const SUN = makeSlot("2030-06-09", "06:00", "all-day");

/** The person (verified) and their 1,000 hangs, a quarter of each kind; returns their user id. */
async function seed(db: Db): Promise<string> {
  const [user] = await db
    .insert(schema.users)
    .values({ email: EMAIL, name: "Bench Person", firstName: "Bench", emailVerified: true })
    .returning({ id: schema.users.id });
  const kinds = ["hosted", "answered", "invited", "finalized"] as const;
  const rows = Array.from({ length: HANGS }, (_, i) => {
    const kind = kinds[i % 4]!;
    return {
      name: `Hang ${i}`,
      vibe: "coffee",
      hostName: "Bench",
      hostEmail: kind === "hosted" ? EMAIL : "someone@example.com",
      hostTimezone: "Europe/Berlin",
      timeSlots: [FRI, SAT, SUN],
      location: "Café Central, 1 Main St",
      answerBy: kind === "invited" ? new Date("2030-06-01T10:00:00Z") : null,
      isFinalized: kind === "finalized",
      finalDateTime: kind === "finalized" ? new Date("2030-06-07T16:00:00Z") : null,
    };
  });
  const hangs = await db.insert(schema.hangs).values(rows).returning({ id: schema.hangs.id });
  const of = (kind: (typeof kinds)[number]) => hangs.filter((_, i) => kinds[i % 4] === kind);
  await db.insert(schema.invitees).values(of("invited").map((h) => ({ hangId: h.id, email: EMAIL })));
  const answers = { [slotKey(FRI)]: "maybe", [slotKey(SAT)]: "yes", [slotKey(SUN)]: "no" } as const;
  await db.insert(schema.responses).values(
    [...of("answered"), ...of("finalized")].map((h) => ({
      hangId: h.id,
      guestName: "Bench",
      guestEmail: EMAIL,
      response: "maybe" as const,
      timeSlotAvailability: answers,
      // Only answers with a proven address are the person's own (decision 0058).
      addressProvenAt: new Date(),
    })),
  );
  return user!.id;
}

/** The statements one feed costs, read through Drizzle's logger on the same connection. */
async function countStatements(bench: BenchDatabase, secretHash: string): Promise<number> {
  let statements = 0;
  const logger = { logQuery: () => void statements++ };
  const { pglite, pool } = bench.database;
  const db = (pglite
    ? drizzlePglite(pglite, { schema, logger })
    : drizzlePg(pool!, { schema, logger })) as unknown as Db;
  const contents = await readFeed(db, secretHash, new Date());
  assert.equal(contents?.hangs.length, HANGS, "every hang in the feed");
  return statements;
}

function printRows(rows: readonly FeedRow[]): void {
  const header = ["database", "endpoint", "statements", "events", "KB", "median ms", "p95 ms", "CPU ms/req"];
  const body = rows.map((r) => [
    r.database,
    `GET /feed/{secret}.ics (${HANGS} hangs)`,
    String(r.statements),
    String(r.events),
    (r.bytes / 1024).toFixed(0),
    r.medianMs.toFixed(1),
    r.p95Ms.toFixed(1),
    r.cpuMs.toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((line) => line[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
  console.log(`\n${format(header)}`);
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of body) console.log(format(line));
}

function printGoal(rows: readonly FeedRow[]): boolean {
  if (rows.length === 0) {
    console.log(`\nGoal: p95 < ${GOAL_MS} ms in one statement — nothing was measured.`);
    return false;
  }
  const misses = rows.filter((r) => r.p95Ms >= GOAL_MS || r.statements !== 1);
  console.log(
    `\nGoal: a ${HANGS}-hang feed in under ${GOAL_MS} ms (p95) in one database statement — ${misses.length === 0 ? "MET" : "NOT MET"}`,
  );
  for (const r of misses)
    console.log(`  missed: ${r.database} p95 ${r.p95Ms.toFixed(1)} ms, ${r.statements} statement(s)`);
  console.log(
    "CPU ms/req: this process's CPU time (HTTP, feed, driver, PGlite, and the fetching client) per read; " +
      "with other work on the machine, p95 grows while this stays.",
  );
  return misses.length === 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
