// npm run backup -- FILE           one file holding everything, from the running app's database
// npm run backup -- --verify FILE  restores FILE into a scratch database and compares every table
import path from "node:path";
import { loadConfig } from "../src/server/config.ts";
import { backup, describePlace, verify } from "../src/server/db/backup.ts";
import { keepNewFilesPrivate } from "../src/server/db/private-files.ts";
import { count, failAndExit, mb, seconds } from "./backup-cli.ts";

async function main() {
  // What this writes (the data directory it opens when no app runs it) is for this account only.
  keepNewFilesPrivate();
  const args = process.argv.slice(2);
  const verifying = args[0] === "--verify";
  const file = verifying ? args[1] : args[0];
  if (!file || args.length !== (verifying ? 2 : 1) || file.startsWith("--")) {
    console.error("Usage: npm run backup -- FILE\n       npm run backup -- --verify FILE");
    process.exit(2);
  }
  const config = loadConfig();
  const place = { dataDir: config.dataDir, databaseUrl: config.databaseUrl };
  const started = Date.now();
  const target = path.resolve(file);
  if (!verifying) {
    const made = await backup(place, target);
    console.log(
      `Backed up the ${describePlace(place)} through ${made.via} to ${target}: ${made.header.tables.length} tables, ` +
        `${count(made.rows)} rows, ${mb(made.bytes)} in ${seconds(Date.now() - started)}.`,
    );
    return;
  }
  const { summary, checks } = await verify(place, target);
  const width = Math.max(...checks.map((c) => c.table.length));
  for (const c of checks) {
    const state = c.ok
      ? "ok"
      : `MISMATCH: restored ${count(c.restored.rows)} rows, checksum ${c.restored.checksum.slice(0, 12)}… ` +
        `(file ${c.file.checksum.slice(0, 12)}…)`;
    console.log(`  ${c.table.padEnd(width)}  ${count(c.file.rows).padStart(9)} rows  ${state}`);
  }
  const bad = checks.filter((c) => !c.ok);
  if (bad.length > 0) {
    console.error(
      `\nVerify FAILED: ${bad.length} of ${checks.length} tables came back different from ${target} ` +
        `(${bad.map((c) => c.table).join(", ")}). Do not rely on this backup.`,
    );
    process.exit(1);
  }
  console.log(
    `\nVerified ${target}: restored into a scratch ${place.databaseUrl ? "database on the server" : "embedded database"}, ` +
      `all ${checks.length} tables (${count(summary.rows)} rows) match their row counts and checksums ` +
      `(made ${summary.header.createdAt} from ${summary.header.source.kind}, ` +
      `migration ${summary.header.migrations.at(-1)?.tag ?? "none"}) in ${seconds(Date.now() - started)}.`,
  );
}

main().catch((error) =>
  failAndExit(
    error,
    process.argv[2] === "--verify" ? "Verify FAILED: " : "Backup failed, no file was written: ",
  ),
);
