// npm run bench:backup — backup, restore and verify of 10,000 hangs with 100,000 answers (seeded
// by direct inserts) on the embedded database (backed up through a running app process, as an
// operator's cron would) and on PostgreSQL. Times are wall clock of the npm scripts, Node start
// included. Baselines from the same run: the script's start alone (usage, then exit), a new empty
// embedded database (the floor of any embedded restore), and pg_dump / pg_restore of the same
// database. Also how long the running embedded app kept a reader waiting during its backup.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "../src/server/db/client.ts";
import { makeSlot, slotKey } from "../src/shared/time-slots.ts";
import { DEFAULT_ADMIN_URL, openEmbeddedBench, openPostgresBench } from "./support/databases.ts";

const HANGS = 10_000;
const ANSWERS_PER_HANG = 10;
const GOAL_SECONDS = 60;

interface Result {
  database: string;
  backupS: number;
  bytes: number;
  restoreS: number;
  verifyS: number;
  readerWaitMs?: number;
  /** What the same steps cost without us, in this run. */
  baseline: string;
}

/** Returns one hang's id, to read back while the backup runs. */
async function seed(db: Db): Promise<string> {
  const slots = [
    makeSlot("2030-06-10", "18:00", "1.5h"),
    makeSlot("2030-06-11"),
    makeSlot("2030-06-12", "10:00", "2h"),
  ];
  const availability = Object.fromEntries(slots.map((slot, i) => [slotKey(slot), ["yes", "maybe", "no"][i]]));
  await db.execute(sql`
    insert into hangs (name, vibe, time_slots, host_name, host_email, host_timezone, location_name)
    select 'Hang ' || i, 'coffee', ${JSON.stringify(slots)}::jsonb, 'Host ' || i, 'host' || i || '@example.com',
           'Europe/Berlin', 'Café number ' || i
      from generate_series(1, ${HANGS}) i`);
  await db.execute(sql`
    insert into responses (hang_id, guest_name, guest_email, response, time_slot_availability, is_public)
    select h.id, 'Guest ' || g, 'guest' || g || '.' || h.n || '@example.com', 'yes', ${JSON.stringify(availability)}::jsonb,
           g % 7 <> 0
      from (select id, row_number() over () as n from hangs) h cross join generate_series(1, ${ANSWERS_PER_HANG}) g`);
  const { rows } = (await db.execute(sql`select id from hangs limit 1`)) as unknown as {
    rows: { id: string }[];
  };
  return rows[0]!.id;
}

/** Wall-clock seconds of a command; `echo` prints its last line of output. */
function timed(
  command: string,
  args: string[],
  env: Record<string, string>,
  options: { echo?: boolean; expectCode?: number } = {},
): Promise<number> {
  const started = performance.now();
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  const child = spawn(command, args, {
    env: { ...rest, LOG_LEVEL: "error", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  return new Promise((resolve, reject) =>
    child.once("exit", (code) => {
      if (code !== (options.expectCode ?? 0))
        return reject(new Error(`${command} ${args.join(" ")} failed:\n${output}`));
      if (options.echo ?? true) process.stdout.write(`    ${output.trim().split("\n").at(-1)}\n`);
      resolve((performance.now() - started) / 1000);
    }),
  );
}

const run = (args: string[], env: Record<string, string>) =>
  timed(process.execPath, ["--import", "tsx", ...args], env);

/** Node, tsx and the backup modules loading, then the usage message: part of every script's time. */
const scriptStart = () =>
  timed(process.execPath, ["--import", "tsx", "scripts/backup.ts"], {}, { echo: false, expectCode: 2 });

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The app as its own process on `dataDir`, ready when its health check answers. */
async function startAppProcess(dataDir: string, port: number) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "error", DATA_DIR: dataDir, PORT: String(port) },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error("the app exited during start");
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    url,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Reads a hang back-to-back while `during` runs; the slowest read is how long the app made readers wait. */
async function slowestRead(
  url: string,
  readPath: string,
  during: () => Promise<number>,
): Promise<{ seconds: number; slowestMs: number }> {
  let done = false;
  let slowestMs = 0;
  const reader = (async () => {
    while (!done) {
      const started = performance.now();
      await fetch(`${url}${readPath}`).then((r) => r.arrayBuffer());
      slowestMs = Math.max(slowestMs, performance.now() - started);
    }
  })();
  const seconds = await during().finally(() => (done = true));
  await reader;
  return { seconds, slowestMs };
}

async function benchEmbedded(work: string): Promise<Result> {
  const opened = await openEmbeddedBench();
  if (!opened.ok) throw new Error(opened.reason);
  const { config, database } = opened.value;
  const hangId = await seed(database.db);
  await database.close();
  const file = path.join(work, "embedded.backup.gz");
  const app = await startAppProcess(config.dataDir, await freePort());
  let backup: { seconds: number; slowestMs: number };
  try {
    backup = await slowestRead(app.url, `/api/hangs/${hangId}`, () =>
      run(["scripts/backup.ts", file], { DATA_DIR: config.dataDir }),
    );
  } finally {
    await app.stop();
    // Closed above (the app needed the directory to itself): only the files are left to remove.
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  }
  const target = fs.mkdtempSync(path.join(work, "restore-"));
  const restoreS = await run(["scripts/restore.ts", file], { DATA_DIR: target });
  const verifyS = await run(["scripts/backup.ts", "--verify", file], { DATA_DIR: target });
  const empty = fs.mkdtempSync(path.join(work, "empty-"));
  const started = performance.now();
  await (await PGlite.create(empty)).close();
  const newDatabaseS = (performance.now() - started) / 1000;
  return {
    database: "embedded (PGlite)",
    backupS: backup.seconds,
    bytes: fs.statSync(file).size,
    restoreS,
    verifyS,
    readerWaitMs: backup.slowestMs,
    baseline: `a new empty embedded database takes ${newDatabaseS.toFixed(1)} s (part of every embedded restore)`,
  };
}

/** pg_dump (custom format, compressed) and pg_restore (one transaction) of the same database. */
async function pgDumpBaseline(work: string, url: string, adminUrl: string, target: string): Promise<string> {
  const file = path.join(work, "pg_dump.custom");
  const targetUrl = new URL(adminUrl);
  targetUrl.pathname = `/${target}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const dumpS = await timed("pg_dump", ["-Fc", "-f", file, url], {}, { echo: false });
    await admin.query(`create database "${target}"`);
    const restoreS = await timed(
      "pg_restore",
      ["--single-transaction", "--no-owner", "-d", targetUrl.toString(), file],
      {},
      { echo: false },
    );
    return `pg_dump ${dumpS.toFixed(1)} s (${(fs.statSync(file).size / 1e6).toFixed(1)} MB), pg_restore ${restoreS.toFixed(1)} s`;
  } catch (error) {
    return `pg_dump / pg_restore not measured: ${(error as Error).message.split("\n")[0]}`;
  } finally {
    await admin.query(`drop database if exists "${target}" with (force)`);
    await admin.end();
  }
}

async function benchPostgres(work: string, adminUrl: string): Promise<Result | string> {
  const opened = await openPostgresBench(adminUrl);
  if (!opened.ok) return opened.reason;
  const { config, database } = opened.value;
  const file = path.join(work, "postgres.backup.gz");
  const target = `${new URL(config.databaseUrl!).pathname.slice(1)}_restored`;
  const targetUrl = new URL(adminUrl);
  targetUrl.pathname = `/${target}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await seed(database.db);
    const backupS = await run(["scripts/backup.ts", file], { DATABASE_URL: config.databaseUrl! });
    await admin.query(`create database "${target}"`);
    const restoreS = await run(["scripts/restore.ts", file], { DATABASE_URL: targetUrl.toString() });
    const verifyS = await run(["scripts/backup.ts", "--verify", file], {
      DATABASE_URL: targetUrl.toString(),
    });
    return {
      database: "postgres",
      backupS,
      bytes: fs.statSync(file).size,
      restoreS,
      verifyS,
      baseline: await pgDumpBaseline(work, config.databaseUrl!, adminUrl, `${target}_pg`),
    };
  } finally {
    await admin.query(`drop database if exists "${target}" with (force)`);
    await admin.end();
    await opened.value.cleanup();
  }
}

async function main() {
  console.log(
    `Backup bench — ${HANGS.toLocaleString("en-US")} hangs with ${(HANGS * ANSWERS_PER_HANG).toLocaleString("en-US")} answers; ` +
      `node ${process.version}, ${os.cpus().length} CPUs (load ${os.loadavg()[0]!.toFixed(2)}).\n` +
      `Goal: backup, restore and verify each take under ${GOAL_SECONDS} s on either database.`,
  );
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "hangs-backup-bench-"));
  const results: Result[] = [];
  let startS = 0;
  try {
    startS = await scriptStart();
    console.log("  embedded:");
    results.push(await benchEmbedded(work));
    console.log("  postgres:");
    const pgResult = await benchPostgres(work, process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL);
    if (typeof pgResult === "string") console.log(`  SKIPPED postgres: ${pgResult} (set BENCH_DATABASE_URL)`);
    else results.push(pgResult);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  console.log("\ndatabase           backup s   file MB   restore s   verify s   slowest read during backup");
  for (const r of results) {
    const wait = r.readerWaitMs === undefined ? "–" : `${(r.readerWaitMs / 1000).toFixed(1)} s`;
    console.log(
      `${r.database.padEnd(17)}  ${r.backupS.toFixed(1).padStart(8)}  ${(r.bytes / 1e6).toFixed(1).padStart(8)}  ` +
        `${r.restoreS.toFixed(1).padStart(10)}  ${r.verifyS.toFixed(1).padStart(9)}   ${wait}`,
    );
  }
  console.log(`\nBaselines (same run): a script's start alone ${startS.toFixed(1)} s (in every time above)`);
  for (const r of results) console.log(`  ${r.database}: ${r.baseline}`);
  const worst = Math.max(...results.flatMap((r) => [r.backupS, r.restoreS, r.verifyS]));
  console.log(
    `\nGoal: every step under ${GOAL_SECONDS} s — ${worst < GOAL_SECONDS ? "MET" : "NOT MET"} (slowest ${worst.toFixed(1)} s)`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
