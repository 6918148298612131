// npm run bench: GET /api/user/hangs for a person with 1,000 hangs (500 hosted, 250 invited to,
// 250 answered), the app (session and all) versus a bare node:http server running the same query,
// on embedded PGlite and on PostgreSQL. Also counts the database statements the list costs.
import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { createContext, type ServerContext } from "../src/server/context.ts";
import type { Db } from "../src/server/db/client.ts";
import * as schema from "../src/server/db/schema.ts";
import { listUserHangs } from "../src/server/features/user-hangs/queries.ts";
import { sessionCookie, startTestIssuer, type TestIssuer } from "../tests/support/test-issuer.ts";
import { type BenchDatabase, eachDatabase } from "./support/databases.ts";
import {
  CONNECTIONS,
  DURATION_SECONDS,
  LoadGenerator,
  type Measurement,
  WARMUP_SECONDS,
} from "./support/measure.ts";
import { printGoal, printTable, type Row } from "./support/report.ts";
import { startApp, type Target } from "./support/servers.ts";

const EMAIL = "bench.person@example.com";
const HANGS = 1000;
const PATH = "/api/user/hangs";

async function main(): Promise<void> {
  console.log(
    `Dashboard list bench — node ${process.version}, ${os.cpus().length} CPUs (load ${os.loadavg()[0]!.toFixed(2)}); ` +
      `${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${DURATION_SECONDS} s per measurement; ${HANGS} hangs.`,
  );
  const issuer = await startTestIssuer();
  const env = {
    OIDC_ISSUER: issuer.issuer,
    OIDC_CLIENT_ID: issuer.clientId,
    OIDC_CLIENT_SECRET: "bench-secret",
  };
  const rows: Row[] = [];
  const load = LoadGenerator.start();
  try {
    await eachDatabase(async (database) => {
      const row = await benchDatabase(database, load, issuer);
      printTable(database.label, [row]);
      rows.push(row);
    }, env);
  } finally {
    load.close();
    await issuer.close();
  }
  if (!printGoal(rows)) process.exitCode = 1;
}

async function benchDatabase(bench: BenchDatabase, load: LoadGenerator, issuer: TestIssuer): Promise<Row> {
  let ctx: ServerContext | undefined;
  let app: Target | undefined;
  let bare: Target | undefined;
  try {
    ctx = await createContext(bench.config, bench.database, { runWorkers: false });
    await seed(ctx.db);
    console.log(`  ${bench.label}: ${await countStatements(bench)} database statement(s) for ${HANGS} hangs`);
    app = await startApp(ctx);
    bare = await startBare(ctx.db);
    const signedIn = await fetch(`${app.baseUrl}/api/auth/google`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: app.baseUrl },
      body: JSON.stringify({ idToken: await issuer.idToken({ sub: "bench", email: EMAIL }) }),
    });
    assert.equal(signedIn.status, 200, "sign-in for the bench");
    const headers = { cookie: sessionCookie(signedIn.headers) };
    const [fromApp, fromBare] = await Promise.all([
      fetch(app.baseUrl + PATH, { headers }).then((r) => r.json() as Promise<unknown[]>),
      fetch(bare.baseUrl + PATH).then((r) => r.json() as Promise<unknown[]>),
    ]);
    assert.equal(fromApp.length, HANGS);
    assert.deepEqual(fromApp, fromBare, "app and bare differ");
    const measured = new Map<Target, Measurement>();
    measured.set(bare, await load.measure(bare.baseUrl + PATH));
    measured.set(app, await load.measure(app.baseUrl + PATH, headers));
    return {
      database: bench.label,
      endpoint: `GET ${PATH} (${HANGS} hangs)`,
      app: measured.get(app)!,
      bare: measured.get(bare)!,
    };
  } finally {
    await app?.close();
    await bare?.close();
    await ctx?.stop();
    await bench.cleanup();
  }
}

async function seed(db: Db): Promise<void> {
  const rows = Array.from({ length: HANGS }, (_, i) => ({
    name: `Hang ${i}`,
    vibe: "coffee",
    hostName: "Bench",
    hostEmail: i % 2 ? EMAIL : "someone@example.com",
    timeSlots: [{ date: "2030-06-10", startTime: "18:00", endTime: "19:30", duration: "1.5h" as const }],
  }));
  const hangs = await db.insert(schema.hangs).values(rows).returning({ id: schema.hangs.id });
  const others = hangs.filter((_, i) => i % 2 === 0);
  await db
    .insert(schema.invitees)
    .values(others.filter((_, i) => i % 2 === 0).map((h) => ({ hangId: h.id, email: EMAIL })));
  await db.insert(schema.responses).values(
    others
      .filter((_, i) => i % 2 === 1)
      // Proven, as an answer through its mailed link or signed in is: only those are the person's own.
      .map((h) => ({
        hangId: h.id,
        guestName: "Bench",
        guestEmail: EMAIL,
        response: "yes" as const,
        addressProvenAt: new Date(),
      })),
  );
}

/** The statements one list costs, read through Drizzle's logger on the same connection. */
async function countStatements(bench: BenchDatabase): Promise<number> {
  let statements = 0;
  const logger = { logQuery: () => void statements++ };
  const { pglite, pool } = bench.database;
  const db = (pglite
    ? drizzlePglite(pglite, { schema, logger })
    : drizzlePg(pool!, { schema, logger })) as unknown as Db;
  await listUserHangs(db, EMAIL);
  return statements;
}

/** The baseline: the same query and JSON on node:http alone (no session lookup). */
function startBare(db: Db): Promise<Target> {
  const server = http.createServer((_req, res) => {
    listUserHangs(db, EMAIL).then(
      (list) => {
        const json = JSON.stringify(list);
        res.writeHead(200, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(json) });
        res.end(json);
      },
      () => {
        res.writeHead(500);
        res.end();
      },
    );
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () =>
      resolve({
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
