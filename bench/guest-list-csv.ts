// npm run bench: GET /api/hangs/{id}/guests.csv through the app over HTTP, on embedded PGlite and
// on PostgreSQL, for a hang of 10,000 answers (two times, two questions, a bring-list claim each
// tenth answer) and one of 1,000. Goals: the 10,000-answer file in at most 1 s (median of reads),
// and streamed: the heap a download holds halfway through (after a full GC) does not grow with the
// number of answers — at 10,000 it is within 2 MB of what it is at 1,000.
import assert from "node:assert/strict";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { createContext, type ServerContext } from "../src/server/context.ts";
import type { Db } from "../src/server/db/client.ts";
import * as schema from "../src/server/db/schema.ts";
import type { HangQuestion } from "../src/shared/questions.ts";
import { makeSlot, slotKey } from "../src/shared/time-slots.ts";
import { type BenchDatabase, eachDatabase } from "./support/databases.ts";
import { startApp, type Target } from "./support/servers.ts";

const BIG = 10_000;
const SMALL = 1_000;
const READS = 5;
const GOAL_MS = 1000;
/** How much more the halfway heap may hold at 10,000 answers than at 1,000. */
const GROWTH_SLACK_BYTES = 2 * 1024 * 1024;

const gc = (globalThis as { gc?: () => void }).gc;
const FRI = makeSlot("2030-06-07", "18:00", "1.5h");
const SAT = makeSlot("2030-06-08", "10:00", "2h");
const QUESTIONS: HangQuestion[] = [
  { id: "diet", kind: "text", label: "Dietary needs", options: [], required: false, visibility: "host" },
  {
    id: "drink",
    kind: "choice",
    label: "Drink",
    options: ["Tea", "Coffee"],
    required: true,
    visibility: "everyone",
  },
];

interface Row {
  database: string;
  answers: number;
  bytes: number;
  medianMs: number;
  /** This process's CPU time per read (server, driver, PGlite, client): what load cannot inflate. */
  cpuMs: number;
  /** Heap held halfway through a download, after a full GC, above the heap before it. */
  halfwayHeapBytes: number;
}

async function main(): Promise<void> {
  console.log(
    `Guest-list CSV bench — node ${process.version}, ${os.cpus().length} CPUs (load ${os.loadavg()[0]!.toFixed(2)}); ` +
      `${READS} reads of ${BIG} and of ${SMALL} answers` +
      (gc ? "." : " (no --expose-gc: heap figures include garbage)"),
  );
  const rows = (await eachDatabase(benchDatabase)).flat();
  printRows(rows);
  if (!printGoal(rows)) process.exitCode = 1;
}

async function benchDatabase(bench: BenchDatabase): Promise<Row[]> {
  let ctx: ServerContext | undefined;
  let app: Target | undefined;
  try {
    ctx = await createContext(bench.config, bench.database, { runWorkers: false });
    const small = await seed(ctx.db, SMALL);
    const big = await seed(ctx.db, BIG);
    app = await startApp(ctx);
    const rows: Row[] = [];
    for (const hang of [small, big]) rows.push(await measure(bench.label, app, hang));
    return rows;
  } finally {
    await app?.close();
    await ctx?.stop();
    await bench.cleanup();
  }
}

interface Seeded {
  id: string;
  editToken: string;
  answers: number;
}

/** A hang of `count` answers, each answering both questions, every tenth bringing the chips. */
async function seed(db: Db, count: number): Promise<Seeded> {
  const [hang] = await db
    .insert(schema.hangs)
    .values({
      name: `Bench ${count}`,
      vibe: "coffee",
      hostName: "Bench",
      hostEmail: "host@example.com",
      hostTimezone: "Europe/Berlin",
      timeSlots: [FRI, SAT],
      questions: QUESTIONS,
    })
    .returning({ id: schema.hangs.id, editToken: schema.hangs.editToken });
  const [item] = await db
    .insert(schema.bringItems)
    .values({ hangId: hang!.id, name: "Chips", quantity: 99 })
    .returning({ id: schema.bringItems.id });
  const start = Date.UTC(2030, 0, 1);
  for (let from = 0; from < count; from += 1000) {
    const chunk = Array.from({ length: Math.min(1000, count - from) }, (_, j) => {
      const i = from + j;
      return {
        hangId: hang!.id,
        guestName: `Guest Ñúñez ${i}`,
        guestEmail: `guest${i}@example.com`,
        response: "yes" as const,
        timeSlotAvailability: { [slotKey(FRI)]: "yes", [slotKey(SAT)]: i % 2 ? "maybe" : "no" } as const,
        respondedAt: new Date(start + i * 1000),
      };
    });
    const stored = await db.insert(schema.responses).values(chunk).returning({ id: schema.responses.id });
    await db.insert(schema.questionAnswers).values(
      stored.flatMap((r, j) => [
        { responseId: r.id, hangId: hang!.id, questionId: "diet", value: `=no nuts, row ${from + j}` },
        { responseId: r.id, hangId: hang!.id, questionId: "drink", value: j % 2 ? "Tea" : "Coffee" },
      ]),
    );
    const claims = stored.filter((_, j) => (from + j) % 10 === 0);
    if (claims.length > 0) {
      await db
        .insert(schema.bringClaims)
        .values(claims.map((r) => ({ itemId: item!.id, hangId: hang!.id, responseId: r.id })));
    }
  }
  return { id: hang!.id, editToken: hang!.editToken, answers: count };
}

const lineCount = (bytes: Uint8Array) => bytes.reduce((n, b) => (b === 10 ? n + 1 : n), 0);

async function download(app: Target, hang: Seeded, onHalfway?: () => void): Promise<number> {
  const res = await fetch(`${app.baseUrl}/api/hangs/${hang.id}/guests.csv`, {
    headers: { "X-Edit-Token": hang.editToken },
  });
  assert.equal(res.status, 200);
  const reader = res.body!.getReader();
  let bytes = 0;
  let lines = 0;
  let halfway = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    lines += lineCount(value);
    if (!halfway && lines >= hang.answers / 2) {
      halfway = true;
      onHalfway?.();
    }
  }
  assert.equal(lines, hang.answers + 1, "a line per answer and the header");
  return bytes;
}

async function measure(label: string, app: Target, hang: Seeded): Promise<Row> {
  await download(app, hang); // warm-up
  const times: number[] = [];
  let bytes = 0;
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < READS; i++) {
    const start = performance.now();
    bytes = await download(app, hang);
    times.push(performance.now() - start);
  }
  const cpu = process.cpuUsage(cpuBefore);
  times.sort((a, b) => a - b);
  // Halfway through a download the server holds what it has read and not yet sent: with the file
  // streamed, a page; written whole, everything.
  gc?.();
  const before = process.memoryUsage().heapUsed;
  let halfway = 0;
  await download(app, hang, () => {
    gc?.();
    halfway = process.memoryUsage().heapUsed - before;
  });
  return {
    database: label,
    answers: hang.answers,
    bytes,
    medianMs: times[Math.floor(times.length / 2)]!,
    cpuMs: (cpu.user + cpu.system) / 1000 / READS,
    halfwayHeapBytes: halfway,
  };
}

function printRows(rows: readonly Row[]): void {
  const header = ["database", "answers", "KB", "median ms", "CPU ms/read", "halfway heap MB"];
  const body = rows.map((r) => [
    r.database,
    String(r.answers),
    (r.bytes / 1024).toFixed(0),
    r.medianMs.toFixed(1),
    r.cpuMs.toFixed(1),
    (r.halfwayHeapBytes / 1024 / 1024).toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((line) => line[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i < 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
  console.log(`\n${format(header)}`);
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of body) console.log(format(line));
}

function printGoal(rows: readonly Row[]): boolean {
  if (rows.length === 0) {
    console.log("\nGoal: nothing was measured.");
    return false;
  }
  const misses: string[] = [];
  for (const big of rows.filter((r) => r.answers === BIG)) {
    if (big.medianMs > GOAL_MS)
      misses.push(`${big.database}: ${big.medianMs.toFixed(0)} ms for ${BIG} answers`);
    const small = rows.find((r) => r.database === big.database && r.answers === SMALL)!;
    const growth = big.halfwayHeapBytes - small.halfwayHeapBytes;
    if (growth > GROWTH_SLACK_BYTES)
      misses.push(
        `${big.database}: halfway heap ${(growth / 1024 / 1024).toFixed(2)} MB more at ${BIG} than at ${SMALL}`,
      );
  }
  console.log(
    `\nGoal: a ${BIG}-answer guest list in ≤ ${GOAL_MS} ms (median), and the heap a download holds halfway ` +
      `within ${GROWTH_SLACK_BYTES / 1024 / 1024} MB at ${BIG} answers of what it is at ${SMALL} — ${misses.length === 0 ? "MET" : "NOT MET"}`,
  );
  for (const miss of misses) console.log(`  missed: ${miss}`);
  return misses.length === 0;
}

await main();
