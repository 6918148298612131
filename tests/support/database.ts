// A fresh, migrated database for one test file: a copy of the run's template, on the database
// this project runs against (TEST_DB=embedded|postgres). No mocks: the real driver and schema.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../../src/server/db/client.ts";
import { withDatabase } from "./database-url.ts";

export interface DatabaseLocation {
  kind: "embedded" | "postgres";
  dataDir: string;
  databaseUrl?: string;
  dispose(): Promise<void>;
}

/** Where a fresh copy lives; the caller (a test, or a server process it starts) opens it. */
export async function freshDatabaseLocation(): Promise<DatabaseLocation> {
  const template = inject("templateDatabase");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hangs-test-"));
  if (process.env.TEST_DB === "postgres") {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `${template}_${randomBytes(5).toString("hex")}`;
    await adminQuery(serverUrl, `create database "${name}" template "${template}"`);
    return {
      kind: "postgres",
      dataDir,
      databaseUrl: withDatabase(serverUrl, name),
      dispose: async () => {
        await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  fs.cpSync(template, dataDir, { recursive: true });
  return {
    kind: "embedded",
    dataDir,
    dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

export interface TestDatabase extends Database {
  location: DatabaseLocation;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const location = await freshDatabaseLocation();
  const database = await openDatabase(location);
  return {
    ...database,
    location,
    close: async () => {
      await database.close();
      await location.dispose();
    },
  };
}

async function adminQuery(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
