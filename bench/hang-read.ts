// npm run bench: GET /api/hangs/{id} and /api/hangs/{id}/responses, the app versus a bare
// node:http server running the same queries, on embedded PGlite and on PostgreSQL.
import assert from "node:assert/strict";
import os from "node:os";
import { createContext, type ServerContext } from "../src/server/context.ts";
import { type BenchDatabase, eachDatabase } from "./support/databases.ts";
import {
  CONNECTIONS,
  DURATION_SECONDS,
  LoadGenerator,
  type Measurement,
  WARMUP_SECONDS,
} from "./support/measure.ts";
import { printGoal, printTable, type Row, ratioOf } from "./support/report.ts";
import { RESPONSE_COUNT, SLOT_COUNT, seedHang } from "./support/seed.ts";
import { startApp, startBare, type Target } from "./support/servers.ts";

const ENDPOINTS = [
  { name: "GET /api/hangs/{id}", path: (id: string) => `/api/hangs/${id}` },
  { name: "GET /api/hangs/{id}/responses", path: (id: string) => `/api/hangs/${id}/responses` },
];

async function main(): Promise<void> {
  console.log(
    `Hangs read bench — node ${process.version}, ${os.cpus().length} CPUs (load ${loadAverage()}); ${CONNECTIONS} connections, ` +
      `${WARMUP_SECONDS} s warm-up + ${DURATION_SECONDS} s per measurement, ${ROUNDS} rounds (the median pair reported); ` +
      `1 hang, ${SLOT_COUNT} slots, ${RESPONSE_COUNT} responses.`,
  );
  const rows: Row[] = [];
  const load = LoadGenerator.start();
  try {
    await eachDatabase(async (database) => {
      const dbRows = await benchDatabase(database, load);
      printTable(database.label, dbRows);
      rows.push(...dbRows);
    });
  } finally {
    load.close();
  }
  if (!printGoal(rows)) process.exitCode = 1;
  console.log(`Load average at the end: ${loadAverage()} (other processes on the machine skew the numbers).`);
}

/**
 * Each endpoint is measured in ROUNDS back-to-back pairs (3 unless set), and the pair with the
 * median ratio is reported: one 5 s window that another process stole from decides nothing.
 */
const ROUNDS = Math.max(1, Number(process.env.ROUNDS ?? 3));

function medianPair(pairs: Row[]): Row {
  const sorted = [...pairs].sort((a, b) => ratioOf(a) - ratioOf(b));
  return sorted[Math.floor(sorted.length / 2)]!;
}

const loadAverage = () => os.loadavg()[0]!.toFixed(2);

async function benchDatabase(bench: BenchDatabase, load: LoadGenerator): Promise<Row[]> {
  const rows: Row[] = [];
  let ctx: ServerContext | undefined;
  let app: Target | undefined;
  let bare: Target | undefined;
  try {
    // As the server builds it, minus the mail workers: nothing is delivered during the bench.
    ctx = await createContext(bench.config, bench.database, { runWorkers: false });
    const hangId = await seedHang(ctx);
    app = await startApp(ctx);
    bare = await startBare(ctx);
    for (const [i, endpoint] of ENDPOINTS.entries()) {
      const path = endpoint.path(hangId);
      await assertSameBody(app, bare, path);
      const pairs: Row[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        // Alternate which target goes first, so drift (GC, JIT, background load) favours neither.
        const measured = new Map<Target, Measurement>();
        for (const target of (i + round) % 2 === 0 ? [bare, app] : [app, bare]) {
          measured.set(target, await load.measure(target.baseUrl + path));
        }
        pairs.push({
          database: bench.label,
          endpoint: endpoint.name,
          app: measured.get(app)!,
          bare: measured.get(bare)!,
        });
      }
      const ratios = pairs.map(ratioOf);
      console.log(
        `  ${bench.label} ${endpoint.name}: app ÷ bare per round ${ratios.map((r) => r.toFixed(2)).join(", ")}`,
      );
      rows.push(medianPair(pairs));
    }
  } finally {
    await app?.close();
    await bare?.close();
    await ctx?.stop();
    await bench.cleanup();
  }
  return rows;
}

/** Both targets must answer 200 with the same JSON, or the comparison means nothing. */
async function assertSameBody(app: Target, bare: Target, path: string): Promise<void> {
  const [fromApp, fromBare] = await Promise.all([fetch(app.baseUrl + path), fetch(bare.baseUrl + path)]);
  assert.equal(fromApp.status, 200, `app ${path}`);
  assert.equal(fromBare.status, 200, `bare ${path}`);
  assert.deepEqual(await fromApp.json(), await fromBare.json(), `app and bare differ on ${path}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
