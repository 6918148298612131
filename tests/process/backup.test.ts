// Backups that are proven: `npm run backup` copies a running server while guests are answering,
// `npm run restore` loads the copy into a fresh place (and refuses a place that holds anything, or a
// damaged file, leaving the place as it was), `--verify` compares every table, and the app starts
// on the restored data with every answer that was acknowledged before the backup began.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import pg from "pg";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import type { DatabaseLocation } from "../support/database.ts";
import { withDatabase } from "../support/database-url.ts";
import { hangInput, responseInput } from "../support/factories.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { bundledCommand } from "../support/server-bundle.ts";

// The tests are steps in order: one source server, one backup file, one restored place.
const SLOW = 180_000;
// Writers go as fast as the server takes them: no limit may refuse them.
const env = {
  ANSWERS_PER_ADDRESS_PER_MINUTE: "1000000",
  ANSWERS_PER_HANG_PER_MINUTE: "1000000",
  MAX_ANSWERS_PER_HANG: "1000000",
};

const work = fs.mkdtempSync(path.join(os.tmpdir(), "hangs-backup-test-"));
const file = path.join(work, "hangs.backup.gz");
const cleanups: (() => Promise<void>)[] = [];
let source: RunningServer;
let hang: { id: string; editToken: string };
let acknowledgedBefore: { id: string; secret: string; guestEmail: string }[] = [];
let restored: DatabaseLocation;

beforeAll(async () => {
  source = await startServer({ env });
  cleanups.push(() => source.dispose());
  hang = await (await post(source.url, "/api/hangs", hangInput())).json();
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(work, { recursive: true, force: true });
});

function post(url: string, p: string, body: unknown) {
  return fetch(`${url}${p}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** Runs one of the npm scripts (the run's bundle of it, see server-bundle.ts) against `location`. */
function run(
  script: "backup" | "restore",
  args: string[],
  location: DatabaseLocation,
): Promise<{ code: number; output: string }> {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  const child = spawn(process.execPath, [...bundledCommand(inject("bundleDir"), script), ...args], {
    env: {
      ...rest,
      LOG_LEVEL: "error",
      DATA_DIR: location.dataDir,
      ...(location.databaseUrl ? { DATABASE_URL: location.databaseUrl } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code: code ?? 1, output })));
}

/** A new, empty place of the kind under test: a fresh data directory, or a new database. */
async function emptyLocation(): Promise<DatabaseLocation> {
  const dataDir = fs.mkdtempSync(path.join(work, "restore-"));
  if (source.location.kind === "embedded") {
    return {
      kind: "embedded",
      dataDir,
      dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  // Named after the run's template, so the global teardown drops it even if this file fails.
  const name = `${inject("templateDatabase")}_restore_${randomBytes(4).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database "${name}"`);
  const databaseUrl = withDatabase(process.env.TEST_DATABASE_URL!, name);
  return {
    kind: "postgres",
    dataDir,
    databaseUrl,
    dispose: async () => {
      await admin(`drop database if exists "${name}" with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function answerIds(url: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  let next: string | undefined = `/api/hangs/${hang.id}/responses?limit=1000`;
  while (next) {
    const res: Response = await fetch(`${url}${next}`, { headers: { "x-edit-token": hang.editToken } });
    expect(res.status).toBe(200);
    for (const r of (await res.json()) as { id: string; guestEmail: string }[]) found.set(r.id, r.guestEmail);
    next = /<([^>]+)>; rel="next"/.exec(res.headers.get("link") ?? "")?.[1];
  }
  return found;
}

it(
  "backs up the running server while answers are being written",
  async () => {
    const acknowledged: typeof acknowledgedBefore = [];
    const refused: number[] = [];
    let stop = false;
    let next = 0;
    const writer = async () => {
      while (!stop) {
        const n = next++;
        const guestEmail = `guest${n}@example.com`;
        const res = await post(
          source.url,
          `/api/hangs/${hang.id}/responses`,
          responseInput({ guestName: `Guest ${n}`, guestEmail }),
        );
        const body = await res.json();
        if (res.status === 201) acknowledged.push({ id: body.id, secret: body.secret, guestEmail });
        else refused.push(res.status);
      }
    };
    const writers = [writer(), writer(), writer()];
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(30);
    acknowledgedBefore = [...acknowledged];
    const made = await run("backup", [file], source.location);
    const duringBackup = acknowledged.length - acknowledgedBefore.length;
    stop = true;
    await Promise.all(writers);

    expect(made.output).toMatch(/^Backed up the .* to .*: \d+ tables, [\d,]+ rows/);
    expect(made.code).toBe(0);
    if (source.location.kind === "embedded") expect(made.output).toContain(`running app (pid ${source.pid})`);
    // The server kept taking answers while the backup ran: it was never stopped.
    expect(duringBackup).toBeGreaterThan(0);
    expect(refused).toEqual([]);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const header = JSON.parse(gunzipSync(fs.readFileSync(file)).toString("utf8").split("\n")[0]!);
    expect(header.tables).toEqual(
      expect.arrayContaining([
        "public.hangs",
        "public.responses",
        "public.app_secrets",
        // Standing hangs (migration 0018): read from the catalog like every table, listed nowhere.
        "public.series",
        "public.series_rounds",
        "public.series_standing_answers",
        "pgboss.job",
        "pgboss.queue",
      ]),
    );
  },
  SLOW,
);

it(
  "restores into an empty place, and the app starts on it with every answer acknowledged before the backup",
  async () => {
    restored = await emptyLocation();
    cleanups.push(() => restored.dispose());
    const loaded = await run("restore", [file], restored);
    expect(loaded.output).toMatch(/^Restored .* into the .*: \d+ tables/);
    expect(loaded.code).toBe(0);

    const again = await startServer({ location: restored, env });
    try {
      const read = await fetch(`${again.url}/api/hangs/${hang.id}`);
      expect(read.status).toBe(200);
      expect((await read.json()).name).toBe(hangInput().name);
      const answers = await answerIds(again.url);
      for (const answer of acknowledgedBefore) expect(answers.get(answer.id)).toBe(answer.guestEmail);
      // The server key came along: a guest's secret from before the backup still proves their answer.
      const first = acknowledgedBefore[0]!;
      const own = await fetch(`${again.url}/api/hangs/${hang.id}/responses/${first.id}`, {
        headers: { "x-response-secret": first.secret },
      });
      expect((await own.json()).guestEmail).toBe(first.guestEmail);
      // Writes go on where the backup left off (sequences and queue in place).
      const later = await post(
        again.url,
        `/api/hangs/${hang.id}/responses`,
        responseInput({ guestEmail: "later@example.com" }),
      );
      expect(later.status).toBe(201);
    } finally {
      await again.stop();
    }
  },
  SLOW,
);

it(
  "refuses to restore into a place that holds anything, and leaves it as it was",
  async () => {
    const refused = await run("restore", [file], restored);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/Refusing to restore: .* is not empty \(it holds public\./);
    const again = await startServer({ location: restored, env });
    try {
      expect((await answerIds(again.url)).has(acknowledgedBefore[0]!.id)).toBe(true);
    } finally {
      await again.stop();
    }
  },
  SLOW,
);

it(
  "--verify restores into a scratch place and finds every table as the file has it",
  async () => {
    const verified = await run("backup", ["--verify", file], source.location);
    expect(verified.output).toMatch(/public\.responses +[\d,]+ rows {2}ok/);
    expect(verified.output).toMatch(/Verified .*: restored into a scratch .* all \d+ tables .* match/);
    expect(verified.code).toBe(0);
  },
  SLOW,
);

it(
  "refuses a damaged file, and a failed restore leaves the place empty",
  async () => {
    const lines = gunzipSync(fs.readFileSync(file)).toString("utf8").split("\n");
    const table = lines.findIndex((line) => line.startsWith('{"table":"public.responses"'));
    const row = lines.findIndex((line, i) => i > table && line.includes(acknowledgedBefore[0]!.guestEmail));
    lines[row] = lines[row]!.replace(acknowledgedBefore[0]!.guestEmail, "someone.else@example.com");
    const damaged = path.join(work, "damaged.backup.gz");
    fs.writeFileSync(damaged, gzipSync(lines.join("\n")));

    const verified = await run("backup", ["--verify", damaged], source.location);
    expect(verified.code).toBe(1);
    expect(verified.output).toMatch(/Verify FAILED: .*public\.responses do not match the checksum/);

    const place = await emptyLocation();
    cleanups.push(() => place.dispose());
    const failed = await run("restore", [damaged], place);
    expect(failed.code).toBe(1);
    expect(failed.output).toMatch(/Restore failed and nothing was written .*damaged/);
    // Embedded: the database was being built beside DATA_DIR/db, and is gone; nothing took its place.
    if (place.kind === "embedded")
      expect(fs.readdirSync(place.dataDir).filter((f) => f.startsWith("db"))).toEqual([]);
    // Nothing half-loaded: the same place takes the good file.
    const loaded = await run("restore", [file], place);
    expect(loaded.code).toBe(0);
  },
  SLOW,
);
