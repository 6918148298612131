// npm run bench (write path): 1,000 guests answer one hang, 50 at a time, through the app's
// POST /api/hangs/{id}/responses, each bringing 0 to 2 guests (parties of 1 to 3) — with no
// capacity, and with a capacity of 50 heads (the rest asked to wait: "waitlist": true, decision
// 0065) — against a bare node:http server that inserts the same row into the same table, on
// embedded PGlite and on PostgreSQL.
// Goals: every answer accepted, p99 <= 200 ms, and app answers/s >= 0.7 × bare inserts/s.
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { createContext, type ServerContext } from "../src/server/context.ts";
import type { Db } from "../src/server/db/client.ts";
import { responses } from "../src/server/db/schema.ts";
import { createHang } from "../src/server/features/hangs/mutations.ts";
import { createHangSchema } from "../src/shared/hang.ts";
import { slotKey } from "../src/shared/time-slots.ts";
import { hangInput } from "../tests/support/factories.ts";
import { type BenchDatabase, eachDatabase } from "./support/databases.ts";
import { LoadGenerator, type Measurement } from "./support/measure.ts";
import { startApp, type Target } from "./support/servers.ts";

const GUESTS = 1000;
/** Full crowds each server answers before anything is measured. */
const WARMUP_CROWDS = 2;
const ROUNDS = Math.max(1, Number(process.env.ROUNDS ?? 3));
const AT_ONCE = 50;
const CAPACITY = 50;
const GOAL_P99_MS = 200;
const GOAL_RATIO = 0.7;

interface Result {
  database: string;
  what: string;
  m: Measurement;
  bare: Measurement;
}

/**
 * One answer per guest, in parties of 1 to 3: the first `yesCount` say yes to the first time (and
 * wait for a spot where there is none), the rest maybe.
 */
function answerBodies(keys: string[], yesCount: number): string[] {
  return Array.from({ length: GUESTS }, (_, i) =>
    JSON.stringify({
      guestName: `Crowd guest ${i + 1}`,
      guestEmail: `crowd${i + 1}@example.com`,
      isPublic: i % 2 === 0,
      plusOnes: i % 3,
      ...(i < yesCount ? { waitlist: true } : {}),
      timeSlotAvailability: Object.fromEntries(
        keys.map((key, k) => [key, k === 0 && i < yesCount ? "yes" : k === 0 ? "maybe" : "no"]),
      ),
    }),
  );
}

/** The baseline: parse the body, insert the row, answer with it. Nothing else. */
function startBareInsert(db: Db): Promise<Target> {
  const server = http.createServer((req, res) => {
    const hangId = req.url?.split("/")[2] ?? "";
    let text = "";
    req.setEncoding("utf8").on("data", (chunk) => (text += chunk));
    req.on("end", async () => {
      try {
        const input = JSON.parse(text) as {
          guestName: string;
          guestEmail: string;
          isPublic: boolean;
          timeSlotAvailability: Record<string, "yes" | "maybe" | "no">;
          plusOnes: number;
        };
        const { guestName, guestEmail, isPublic, timeSlotAvailability, plusOnes } = input;
        const [row] = await db
          .insert(responses)
          .values({
            hangId,
            response: "maybe",
            guestName,
            guestEmail,
            isPublic,
            timeSlotAvailability,
            plusOnes,
          })
          .returning();
        const json = JSON.stringify(row);
        res.writeHead(201, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(json) });
        res.end(json);
      } catch (error) {
        res.writeHead(500).end(String(error));
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        baseUrl: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

async function newHang(ctx: ServerContext, maxCapacity?: number) {
  const hang = await createHang(
    ctx,
    createHangSchema.parse(hangInput({ name: "Crowd picnic", maxCapacity, plusOnesAllowed: 2 })),
  );
  return { id: hang.id, keys: hang.timeSlots.map(slotKey) };
}

async function benchDatabase(bench: BenchDatabase, load: LoadGenerator): Promise<Result[]> {
  let ctx: ServerContext | undefined;
  let app: Target | undefined;
  let bare: Target | undefined;
  try {
    // A crowd from one address, far faster than any real one: the bench sets its own limits.
    const unlimited = { points: 1_000_000, seconds: 60 };
    const { rateLimits } = bench.config;
    const config = {
      ...bench.config,
      rateLimits: {
        ...rateLimits,
        answer: { ...rateLimits.answer, perAddress: unlimited, perHang: unlimited },
      },
    };
    ctx = await createContext(config, bench.database, { runWorkers: false });
    app = await startApp(ctx);
    bare = await startBareInsert(ctx.db);

    // Both servers first answer throwaway crowds, so neither is measured on cold code (the JIT and
    // PGlite's WebAssembly compile further once they run hot; the bare insert's short path gained
    // about half its speed over its first three crowds).
    for (let pass = 0; pass < WARMUP_CROWDS; pass++) {
      for (const [target, path] of [
        [bare, (id: string) => `/answers/${id}`],
        [app, (id: string) => `/api/hangs/${id}/responses`],
      ] as const) {
        const warm = await newHang(ctx);
        await load.post(`${target.baseUrl}${path(warm.id)}`, answerBodies(warm.keys, 0), AT_ONCE);
      }
    }
    // Rounds of bare, then each crowd, side by side: a second that another process stole from one
    // crowd decides nothing. Each crowd is reported from its median round (by ratio to the bare
    // crowd of the same round).
    const crowds = [
      ["no capacity", undefined],
      [`capacity ${CAPACITY} heads, the rest waitlisted`, CAPACITY],
    ] as const;
    const rounds: Result[][] = crowds.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      const forBare = await newHang(ctx);
      const bareRun = await load.post(
        `${bare.baseUrl}/answers/${forBare.id}`,
        answerBodies(forBare.keys, GUESTS),
        AT_ONCE,
      );
      for (const [i, [what, capacity]] of crowds.entries()) {
        const hang = await newHang(ctx, capacity);
        const m = await load.post(
          `${app.baseUrl}/api/hangs/${hang.id}/responses`,
          answerBodies(hang.keys, GUESTS),
          AT_ONCE,
        );
        rounds[i]!.push({ database: bench.label, what, m, bare: bareRun });
        console.log(
          `  ${bench.label}, round ${round + 1}, ${what}: ${m.rps.toFixed(0)} answers/s (p99 ${m.p99Ms.toFixed(0)} ms), ` +
            `bare ${bareRun.rps.toFixed(0)}/s: ${(m.rps / bareRun.rps).toFixed(2)}`,
        );
      }
    }
    const results = rounds.map((each) => {
      const sorted = [...each].sort((a, b) => a.m.rps / a.bare.rps - b.m.rps / b.bare.rps);
      return sorted[Math.floor(sorted.length / 2)]!;
    });
    return results;
  } finally {
    await app?.close();
    await bare?.close();
    await ctx?.stop();
    await bench.cleanup();
  }
}

function printResults(results: Result[]): boolean {
  const header = [
    "database",
    "crowd",
    "answers/s",
    "p99 ms",
    "errors",
    "bare inserts/s",
    "bare p99 ms",
    "app ÷ bare",
  ];
  const lines = results.map((r) => [
    r.database,
    r.what,
    r.m.rps.toFixed(0),
    r.m.p99Ms.toFixed(0),
    String(r.m.bad),
    r.bare.rps.toFixed(0),
    r.bare.p99Ms.toFixed(0),
    (r.m.rps / r.bare.rps).toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(`\n${format(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const line of lines) console.log(format(line));
  const misses = results.filter(
    (r) => r.m.bad > 0 || r.bare.bad > 0 || r.m.p99Ms > GOAL_P99_MS || r.m.rps / r.bare.rps < GOAL_RATIO,
  );
  console.log(
    `\nGoal: ${GUESTS} answers, ${AT_ONCE} at a time, all accepted, p99 <= ${GOAL_P99_MS} ms, answers/s >= ${GOAL_RATIO} × bare inserts/s — ` +
      (misses.length === 0 && results.length > 0 ? "MET" : "NOT MET"),
  );
  for (const r of misses) console.log(`  missed: ${r.database}, ${r.what}`);
  return misses.length === 0 && results.length > 0;
}

async function main(): Promise<void> {
  console.log(
    `Answer crowd bench — node ${process.version}, ${os.cpus().length} CPUs (load ${os.loadavg()[0]!.toFixed(2)}); ` +
      `${GUESTS} guests answering one hang, ${AT_ONCE} at a time.`,
  );
  const load = LoadGenerator.start();
  let results: Result[] = [];
  try {
    results = (await eachDatabase((database) => benchDatabase(database, load))).flat();
  } finally {
    load.close();
  }
  if (!printResults(results)) process.exitCode = 1;
  console.log(
    `Load average at the end: ${os.loadavg()[0]!.toFixed(2)} (other processes on the machine skew the numbers).`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
