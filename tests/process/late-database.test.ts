// A PostgreSQL server that is not up yet, and then a database not created yet, are waited for: the
// process listens, is alive but not ready (naming the database), answers requests 503 with a
// message, and serves as soon as the database comes. A later outage answers writes 503, never 500,
// and the app serves again when the database is back. The embedded database is in the process.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import type { DatabaseLocation } from "../support/database.ts";
import { withDatabase } from "../support/database-url.ts";
import { hangInput } from "../support/factories.ts";
import { freePort, startServer } from "../support/server.ts";
import { type TcpProxy, tcpProxy } from "../support/tcp-proxy.ts";

const onPostgres = process.env.TEST_DB === "postgres";
const DATABASE_UNAVAILABLE =
  "Hangs can't reach its data just now, so nothing was changed. Try again in a moment.";

let proxy: TcpProxy;
let location: DatabaseLocation;
const name = `${inject("templateDatabase")}_late_${randomBytes(4).toString("hex")}`;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

beforeAll(async () => {
  if (!onPostgres) return;
  const server = new URL(process.env.TEST_DATABASE_URL!);
  proxy = tcpProxy(await freePort(), { host: server.hostname, port: Number(server.port || 5432) });
  // The app's address for a database that is neither listening nor created yet.
  const databaseUrl = new URL(withDatabase(server.toString(), name));
  databaseUrl.host = `127.0.0.1:${proxy.port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hangs-late-"));
  location = {
    kind: "postgres",
    dataDir,
    databaseUrl: databaseUrl.toString(),
    dispose: async () => {
      await admin(`drop database if exists "${name}" with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
});
afterAll(async () => {
  await proxy?.close();
  await location?.dispose();
});

const createHang = (url: string) =>
  fetch(`${url}/api/hangs`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(hangInput()),
  });

async function readiness(url: string) {
  const res = await fetch(`${url}/readyz`);
  return { status: res.status, body: await res.json() };
}

it.skipIf(!onPostgres)(
  "waits for a database that is late, then serves, and answers 503 through a later outage",
  { timeout: 120_000 },
  async () => {
    const app = await startServer({ location, until: "alive" });
    try {
      expect((await fetch(`${app.url}/livez`)).status).toBe(200);
      await expect
        .poll(() => readiness(app.url))
        .toEqual({
          status: 503,
          body: { status: "starting", checks: { database: "unreachable" } },
        });
      const early = await createHang(app.url);
      expect([early.status, (await early.json()).message]).toEqual([503, DATABASE_UNAVAILABLE]);
      expect(early.headers.get("retry-after")).toBe("1");

      // The server is up, the database not created yet: still waiting, and saying why in the log.
      await proxy.open();
      await expect.poll(() => app.output()).toContain('"code":"3D000"');
      expect((await readiness(app.url)).status).toBe(503);

      await admin(`create database "${name}" template "${inject("templateDatabase")}"`);
      await expect.poll(() => readiness(app.url), { timeout: 60_000 }).toMatchObject({ status: 200 });
      expect((await createHang(app.url)).status).toBe(201);
      expect(app.exitCode()).toBeNull();

      // An outage: writes are refused with a message, and readiness names the database.
      await proxy.close();
      const during: number[] = [];
      await expect
        .poll(async () => {
          const res = await createHang(app.url);
          during.push(res.status);
          return [res.status, (await res.json()).message];
        })
        .toEqual([503, DATABASE_UNAVAILABLE]);
      expect(during).not.toContain(500);
      await expect
        .poll(() => readiness(app.url))
        .toMatchObject({
          status: 503,
          body: { checks: { database: "unreachable" } },
        });

      await proxy.open();
      await expect.poll(async () => (await createHang(app.url)).status, { timeout: 30_000 }).toBe(201);
      await expect.poll(async () => (await readiness(app.url)).status).toBe(200);
      expect(app.output()).not.toContain('"event":"request_failed"');
      // The address it waits for is the operator's business, never the log's.
      expect(app.output()).not.toContain(location.databaseUrl);
    } finally {
      await app.stop();
    }
  },
);

it.skipIf(!onPostgres)("stops at once, and cleanly, while it waits for the database", async () => {
  const port = await freePort();
  const app = await startServer({
    location: { ...location, databaseUrl: `postgres://postgres@127.0.0.1:${port}/nowhere` },
    until: "alive",
  });
  await expect.poll(() => app.output()).toContain('"event":"database_waiting"');
  await app.stop();
  expect(app.exitCode()).toBe(0);
});
