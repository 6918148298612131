// Builds one migrated template database per run; each test file then gets its own copy of it.
// The server and scripts that test files start as processes are bundled once per run, too.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/db/client.ts";
import { migrateDatabase } from "../../src/server/db/migrate.ts";
import { withDatabase } from "./database-url.ts";
import { bundleEntries } from "./server-bundle.ts";

declare module "vitest" {
  export interface ProvidedContext {
    templateDatabase: string;
    /** Where the run's bundles of the server and the backup scripts are (see server-bundle.ts). */
    bundleDir: string;
  }
}

export default async function setup(project: TestProject) {
  const removeBundle = await provideServerBundle(project);
  const removeTemplate =
    project.config.env.TEST_DB === "postgres" ? await setupPostgres(project) : await setupEmbedded(project);
  return async () => {
    await removeTemplate();
    removeBundle();
  };
}

/** Projects' setups run one after another in this process: the first one bundles, the rest reuse it. */
async function provideServerBundle(project: TestProject) {
  const dir = path.resolve(".test-data", `server-${process.pid}`);
  if (!fs.existsSync(path.join(dir, "ready"))) {
    await bundleEntries(dir);
    fs.writeFileSync(path.join(dir, "ready"), "");
  }
  project.provide("bundleDir", dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

async function setupEmbedded(project: TestProject) {
  const dir = path.resolve(".test-data", `template-${process.pid}`);
  if (!fs.existsSync(path.join(dir, "ready"))) {
    fs.rmSync(dir, { recursive: true, force: true });
    const database = await openDatabase({ dataDir: dir });
    await migrateDatabase(database);
    await database.close();
    fs.writeFileSync(path.join(dir, "ready"), "");
  }
  project.provide("templateDatabase", dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is required for the PostgreSQL projects");
  const name = `hangs_tpl_${process.pid}`;
  project.provide("templateDatabase", name);
  // The first PostgreSQL project makes the template and drops it at the end; the others reuse it.
  const made = path.resolve(".test-data", `${name}.ready`);
  if (fs.existsSync(made)) return async () => {};
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists "${name}"`);
  await admin.query(`create database "${name}"`);
  const database = await openDatabase({ databaseUrl: withDatabase(url, name), dataDir: "" });
  await migrateDatabase(database);
  await database.close();
  fs.mkdirSync(path.dirname(made), { recursive: true });
  fs.writeFileSync(made, "");
  return async () => {
    // Test files drop their own copies; drop the template and anything a crashed file left behind.
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like $1",
      [`${name}%`],
    );
    for (const row of rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
    await admin.end();
    fs.rmSync(made, { force: true });
  };
}
