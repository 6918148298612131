// Facts about this build read from its files once: the version, and the migrations it carries.
import fs from "node:fs";
import path from "node:path";
import { migrationsFolder } from "../../db/migrate.ts";

interface Journal {
  entries: { tag: string; when: number }[];
}

let build: { version: string; migrations: Journal["entries"] } | undefined;

export function buildFacts() {
  if (!build) {
    const read = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as unknown;
    const pkg = read(path.join(migrationsFolder, "..", "package.json")) as { version?: string };
    const journal = read(path.join(migrationsFolder, "meta", "_journal.json")) as Journal;
    build = { version: pkg.version ?? "unknown", migrations: journal.entries };
  }
  return build;
}

/** How many of this build's migrations the database has applied, and the newest one's name. */
export function migrationsView(applied: number[]) {
  const { migrations } = buildFacts();
  const done = new Set(applied);
  const latest = migrations.filter((m) => done.has(m.when)).at(-1);
  return { applied: applied.length, known: migrations.length, latest: latest?.tag ?? null };
}
