// DATA_DIR is for the account Hangs runs as: after a start every folder in it is 0700 and every file
// 0600, on a new data directory and on one an older version left readable and writable by all (put
// right at start, and said in the log); a backup is 0600, and a restore leaves its new data
// directory as private. PostgreSQL keeps its data elsewhere, so this is the embedded database's.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, inject, it } from "vitest";
import { type DatabaseLocation, freshDatabaseLocation } from "../support/database.ts";
import { hangInput } from "../support/factories.ts";
import { startServer } from "../support/server.ts";
import { bundledCommand } from "../support/server-bundle.ts";

const embedded = process.env.TEST_DB !== "postgres";
const work = fs.mkdtempSync(path.join(os.tmpdir(), "hangs-modes-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Every folder (DATA_DIR too) not 0700 and file not 0600, as "path mode". */
function notPrivate(dataDir: string): string[] {
  const found: string[] = [];
  const visit = (file: string) => {
    const stat = fs.lstatSync(file);
    if (stat.isSymbolicLink()) return;
    const mode = stat.mode & 0o777;
    if (mode !== (stat.isDirectory() ? 0o700 : 0o600))
      found.push(`${path.relative(dataDir, file) || "."} ${mode.toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(file)) visit(path.join(file, name));
  };
  visit(dataDir);
  return found;
}

/** What an older version left: everything readable and writable by every account. */
function openToAll(dir: string) {
  fs.chmodSync(dir, 0o777);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) openToAll(file);
    else fs.chmodSync(file, 0o666);
  }
}

/** `npm run backup` / `npm run restore` (the run's bundle of them) against a data directory. */
function run(script: "backup" | "restore", args: string[], dataDir: string) {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  const child = spawn(process.execPath, [...bundledCommand(inject("bundleDir"), script), ...args], {
    env: { ...rest, LOG_LEVEL: "error", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  return new Promise<{ code: number; output: string }>((resolve) =>
    child.once("exit", (code) => resolve({ code: code ?? 1, output })),
  );
}

it.skipIf(!embedded)(
  "puts right a data directory left open to all, at start, and says how much it changed",
  { timeout: 120_000 },
  async () => {
    const location = await freshDatabaseLocation();
    openToAll(location.dataDir);
    expect(notPrivate(location.dataDir).length).toBeGreaterThan(100);
    const app = await startServer({ location });
    try {
      expect(notPrivate(location.dataDir)).toEqual([]);
      const line = app
        .output()
        .split("\n")
        .find((l) => l.includes('"event":"data_dir_made_private"'));
      expect(JSON.parse(line ?? "{}").fixed).toBeGreaterThan(100);
      // Written to while it runs, the data directory stays private.
      const created = await fetch(`${app.url}/api/hangs`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(hangInput()),
      });
      expect(created.status).toBe(201);
      expect(notPrivate(location.dataDir)).toEqual([]);

      // A backup of the running app, then a restore into a data directory that does not exist yet.
      const file = path.join(work, "hangs.backup.gz");
      const made = await run("backup", [file], location.dataDir);
      expect(made.code, made.output).toBe(0);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(notPrivate(location.dataDir)).toEqual([]);

      const restoredDir = path.join(work, "restored");
      const restored = await run("restore", [file], restoredDir);
      expect(restored.code, restored.output).toBe(0);
      expect(notPrivate(restoredDir)).toEqual([]);
      const again = await startServer({
        location: { kind: "embedded", dataDir: restoredDir, dispose: async () => {} },
      });
      try {
        const hang = (await created.json()) as { id: string };
        expect((await fetch(`${again.url}/api/hangs/${hang.id}`)).status).toBe(200);
        expect(notPrivate(restoredDir)).toEqual([]);
      } finally {
        await again.stop();
      }
    } finally {
      await app.dispose();
    }
  },
);

it.skipIf(!embedded)("makes a new data directory private", { timeout: 120_000 }, async () => {
  const dataDir = path.join(work, "new", "data");
  const location: DatabaseLocation = { kind: "embedded", dataDir, dispose: async () => {} };
  const app = await startServer({ location });
  try {
    expect(notPrivate(dataDir)).toEqual([]);
  } finally {
    await app.stop();
  }
});
