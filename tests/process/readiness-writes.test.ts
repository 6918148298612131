// Readiness checks that the database takes a write, not only that it answers: an instance whose
// disk is full (embedded) or whose database turned read-only (PostgreSQL, as after a failover) is
// not ready, and the answer names the cause; once it can write again it is ready again.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { expect, it } from "vitest";
import { freshDatabaseLocation } from "../support/database.ts";
import { hangInput } from "../support/factories.ts";
import { startServer } from "../support/server.ts";

const onPostgres = process.env.TEST_DB === "postgres";
const DATABASE_UNAVAILABLE =
  "Hangs can't reach its data just now, so nothing was changed. Try again in a moment.";

async function readiness(url: string) {
  const res = await fetch(`${url}/readyz`);
  return { status: res.status, body: await res.json() };
}

/** Bytes the files under `dir` take on disk. */
function bytesUsed(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).blocks * 512;
  }
  return total;
}

/** Writes into `file` until the filesystem has no room left. */
function fillDisk(file: string) {
  const fd = fs.openSync(file, "w");
  try {
    for (const size of [1024 * 1024, 4096, 512]) {
      const chunk = Buffer.alloc(size, 1);
      try {
        for (;;) fs.writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
      }
    }
  } finally {
    fs.closeSync(fd);
  }
}

it.skipIf(onPostgres)(
  "is not ready while the embedded database's disk is full, and says so",
  { timeout: 120_000 },
  async () => {
    // A small filesystem of its own to fill: mounting one takes root, as .ci/run has. Without it the
    // test fails and says why, rather than passing over the check.
    expect(process.getuid?.(), "mounting a small filesystem needs root: run the suite as root").toBe(0);
    const location = await freshDatabaseLocation();
    const disk = fs.mkdtempSync(path.join(os.tmpdir(), "hangs-full-disk-"));
    const size = bytesUsed(location.dataDir) + 48 * 1024 * 1024;
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${size},mode=0700`, "tmpfs", disk]);
    const dataDir = path.join(disk, "data");
    fs.cpSync(location.dataDir, dataDir, { recursive: true });
    const app = await startServer({
      location: { kind: "embedded", dataDir, dispose: async () => {} },
    });
    try {
      expect((await readiness(app.url)).status).toBe(200);
      const filler = path.join(disk, "filler");
      fillDisk(filler);
      await expect
        .poll(() => readiness(app.url))
        .toMatchObject({
          status: 503,
          body: { status: "degraded", checks: { database: "disk full" } },
        });
      expect((await fetch(`${app.url}/livez`)).status).toBe(200);

      fs.rmSync(filler);
      await expect.poll(async () => (await readiness(app.url)).status).toBe(200);
      const created = await fetch(`${app.url}/api/hangs`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(hangInput()),
      });
      expect(created.status).toBe(201);
    } finally {
      await app.stop();
      execFileSync("umount", [disk]);
      fs.rmSync(disk, { recursive: true, force: true });
      await location.dispose();
    }
  },
);

it.skipIf(!onPostgres)(
  "is not ready while its PostgreSQL database is read-only, answers writes 503, and says why",
  { timeout: 120_000 },
  async () => {
    const location = await freshDatabaseLocation();
    const name = new URL(location.databaseUrl!).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    // Every connection opened from now on is read-only, as on a server that became a standby.
    const readOnly = async (on: boolean) => {
      await admin.query(
        on
          ? `alter database "${name}" set default_transaction_read_only = on`
          : `alter database "${name}" reset default_transaction_read_only`,
      );
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [name],
      );
    };
    const app = await startServer({ location });
    const createHang = () =>
      fetch(`${app.url}/api/hangs`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(hangInput()),
      });
    try {
      expect((await readiness(app.url)).status).toBe(200);
      const hang = (await (await createHang()).json()) as { id: string };
      await readOnly(true);
      await expect
        .poll(() => readiness(app.url))
        .toMatchObject({
          status: 503,
          body: { status: "degraded", checks: { database: "read-only" } },
        });
      const refused = await createHang();
      expect([refused.status, (await refused.json()).message]).toEqual([503, DATABASE_UNAVAILABLE]);
      // Reads still work.
      expect((await fetch(`${app.url}/api/hangs/${hang.id}`)).status).toBe(200);

      await readOnly(false);
      await expect.poll(async () => (await readiness(app.url)).status).toBe(200);
      await expect.poll(async () => (await createHang()).status).toBe(201);
      expect(app.output()).not.toContain('"event":"request_failed"');
    } finally {
      await admin.end();
      await app.dispose();
    }
  },
);
