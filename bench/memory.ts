// npm run bench (memory): the server as a self-hoster runs it — `npm start`, the production build,
// NODE_ENV=production, mail over SMTP to a loopback sink — on the embedded database and on
// PostgreSQL, with its memory read from /proc/<pid>/status (decision 0069). Per database:
// - idle resident memory after the first start (a new database) and after a restart (existing data);
// - start to /readyz with existing data, from spawning `npm start`;
// - peak while 1,000 streams are open and 1,000 guests answer, 50 at a time, against that idle;
// - the guest page's HTML against the hang's JSON, requests per second on the same server, asked
//   for as a browser asks (compression accepted), alternating;
// - a soak: creates, answers, pages read, streams opened and closed, mail sent, for SOAK_SECONDS
//   (default 180): resident memory at the end against where it was after the first minute.
// Each figure is printed beside its goal; the run exits non-zero when one is missed.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { slotKey } from "../src/shared/time-slots.ts";
import { hangInput, SLOTS } from "../tests/support/factories.ts";
import { startSmtpSink } from "../tests/support/smtp-sink.ts";
import { DEFAULT_ADMIN_URL } from "./support/databases.ts";
import { LoadGenerator } from "./support/measure.ts";
import { memoryOf, npmStart, type StartedServer } from "./support/npm-start.ts";
import { StreamClients } from "./support/stream-clients.ts";

const GOALS = {
  idleMb: { embedded: 200, postgres: 100 },
  startMs: { embedded: 1000, postgres: 500 },
  peakOverIdle: 1.5,
  pageOverJson: 0.8,
  soakGrowth: 0.1,
};
const GUESTS = 1000;
const STREAMS = 1000;
const AT_ONCE = 50;
const SOAK_MS = Number(process.env.SOAK_SECONDS ?? 180) * 1000;
const SETTLE_MS = 3000;
/** As a browser asks for a page and its data. */
const BROWSER = { "Accept-Encoding": "gzip, deflate, br", "Accept-Language": "en-US,en;q=0.9" };

type Kind = "embedded" | "postgres";
interface Figure {
  what: string;
  value: number;
  goal: number;
  /** "max": the value must not exceed the goal; "min": it must reach it. */
  sense: "max" | "min";
  unit: string;
}

const root = path.resolve(import.meta.dirname, "..");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (n: number, digits = 0) => Number(n.toFixed(digits));

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

const newHang = async (url: string, n: number) =>
  String(
    (await post(`${url}/api/hangs`, hangInput({ name: `Soak ${n}`, hostEmail: `host${n}@example.com` }))).id,
  );

function answers(count: number, prefix: string): string[] {
  const [first, second] = SLOTS.map(slotKey) as [string, string];
  return Array.from({ length: count }, (_, i) =>
    JSON.stringify({
      guestName: `Guest ${i + 1}`,
      guestEmail: `${prefix}${i + 1}@example.com`,
      isPublic: i % 2 === 0,
      timeSlotAvailability: { [first]: i % 3 === 0 ? "maybe" : "yes", [second]: "no" },
    }),
  );
}

/** A place for the database: a new DATA_DIR, or a new database on the PostgreSQL server. */
async function databaseFor(kind: Kind): Promise<{ env: Record<string, string>; remove(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hangs-bench-memory-"));
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (kind === "embedded") return { env: { DATA_DIR: dataDir }, remove: removeDir };
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL });
  await admin.connect();
  const name = `hangs_bench_memory_${process.pid}`;
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.href },
    async remove() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await removeDir();
    },
  };
}

async function idleRss(server: StartedServer): Promise<number> {
  await sleep(SETTLE_MS);
  return memoryOf(server.pid).rssMb;
}

async function measureDatabase(kind: Kind, env: Record<string, string>): Promise<Figure[]> {
  const figures: Figure[] = [];
  const first = await npmStart(env);
  const firstIdle = await idleRss(first);
  await first.stop();
  const server = await npmStart(env);
  const idle = await idleRss(server);
  figures.push(
    { what: "idle RSS, first start", value: firstIdle, goal: GOALS.idleMb[kind], sense: "max", unit: "MB" },
    { what: "idle RSS, existing data", value: idle, goal: GOALS.idleMb[kind], sense: "max", unit: "MB" },
    { what: "start to ready", value: server.startMs, goal: GOALS.startMs[kind], sense: "max", unit: "ms" },
  );
  const load = LoadGenerator.start();
  const clients = new StreamClients();
  try {
    const hangId = await newHang(server.url, 0);
    await clients.ask(
      { type: "open", url: `${server.url}/api/hangs/${hangId}/events`, count: STREAMS },
      "opened",
    );
    const crowd = await load.post(
      `${server.url}/api/hangs/${hangId}/responses`,
      answers(GUESTS, "crowd"),
      AT_ONCE,
    );
    if (crowd.bad > 0) throw new Error(`${crowd.bad} of ${GUESTS} answers failed`);
    const peak = memoryOf(server.pid).peakMb;
    await clients.ask({ type: "drop" }, "dropped");
    figures.push({
      what: "peak over idle, crowd + streams",
      value: peak / idle,
      goal: GOALS.peakOverIdle,
      sense: "max",
      unit: "×",
    });

    let json = 0;
    let html = 0;
    for (let round = 0; round < 2; round++) {
      json += (await load.measure(`${server.url}/api/hangs/${hangId}`, BROWSER)).rps;
      html += (await load.measure(`${server.url}/hang/${hangId}`, BROWSER)).rps;
    }
    console.log(`  ${kind}: guest page ${round(html / 2)} req/s, hang JSON ${round(json / 2)} req/s`);
    figures.push({
      what: "page HTML ÷ hang JSON req/s",
      value: html / json,
      goal: GOALS.pageOverJson,
      sense: "min",
      unit: "×",
    });

    figures.push(await soak(server, clients));
  } finally {
    clients.close();
    load.close();
    await server.stop();
  }
  return figures;
}

/** Everyday use in a loop; resident memory after the first minute and at the end. */
async function soak(server: StartedServer, clients: StreamClients): Promise<Figure> {
  const began = performance.now();
  let afterMinute: number | undefined;
  let rounds = 0;
  while (performance.now() - began < SOAK_MS) {
    rounds++;
    const hangId = await newHang(server.url, rounds);
    await clients.ask({ type: "open", url: `${server.url}/api/hangs/${hangId}/events`, count: 20 }, "opened");
    for (const body of answers(5, `soak${rounds}-`))
      await post(`${server.url}/api/hangs/${hangId}/responses`, JSON.parse(body));
    await fetch(`${server.url}/hang/${hangId}`, { headers: BROWSER }).then((res) => res.arrayBuffer());
    await clients.ask({ type: "drop" }, "dropped");
    if (afterMinute === undefined && performance.now() - began >= 60_000)
      afterMinute = memoryOf(server.pid).rssMb;
  }
  const end = memoryOf(server.pid).rssMb;
  const start = afterMinute ?? end;
  console.log(
    `  soak: ${rounds} rounds, RSS ${round(start)} MB after the first minute, ${round(end)} MB at the end`,
  );
  return {
    what: "soak RSS growth after the first minute",
    value: end / start - 1,
    goal: GOALS.soakGrowth,
    sense: "max",
    unit: "",
  };
}

function report(kind: Kind, figures: Figure[]): boolean {
  let met = true;
  console.log(`\n${kind}`);
  for (const f of figures) {
    const ok = f.sense === "max" ? f.value <= f.goal : f.value >= f.goal;
    met &&= ok;
    const value =
      f.unit === "" ? `${round(f.value * 100, 1)}%` : `${round(f.value, f.unit === "×" ? 2 : 0)} ${f.unit}`;
    const goal = f.unit === "" ? `${f.goal * 100}%` : `${f.goal} ${f.unit}`;
    console.log(
      `  ${f.what.padEnd(42)} ${value.padStart(10)}   goal ${f.sense === "max" ? "≤" : "≥"} ${goal}  ${ok ? "met" : "MISSED"}`,
    );
  }
  return met;
}

// The production build is made once, as npm start would on a first run, so no start times a build.
const built = spawnSync("node", ["scripts/build.mjs"], { cwd: root, stdio: "inherit" });
if (built.status !== 0) process.exit(1);
const sink = await startSmtpSink();
const baseEnv = {
  NODE_ENV: "production",
  SESSION_SECRET: "memory-bench-session-secret-0123456789abcdef",
  SMTP_URL: sink.url,
  MAIL_FROM: "Hangs <hangs@example.com>",
  LOG_LEVEL: "error",
  ANSWERS_PER_ADDRESS_PER_MINUTE: "1000000",
  ANSWERS_PER_HANG_PER_MINUTE: "1000000",
  HANGS_PER_ADDRESS_PER_HOUR: "1000000",
  LIVE_STREAMS_PER_ADDRESS: String(STREAMS * 2),
};
const kinds = (process.env.BENCH_DATABASES?.split(",") ?? ["embedded", "postgres"]) as Kind[];
let allMet = true;
try {
  for (const kind of kinds) {
    const database = await databaseFor(kind);
    try {
      allMet = report(kind, await measureDatabase(kind, { ...baseEnv, ...database.env })) && allMet;
    } finally {
      await database.remove();
    }
  }
} finally {
  await sink.stop();
}
console.log(allMet ? "\nmemory: every goal met" : "\nmemory: a goal was missed");
process.exit(allMet ? 0 : 1);
