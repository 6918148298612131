// npm run restore -- FILE: loads a backup into an empty DATA_DIR (or the empty database DATABASE_URL
// names); refuses one that holds anything. The app then starts on it as usual.
import path from "node:path";
import { loadConfig } from "../src/server/config.ts";
import { describePlace, NotEmptyError, restore } from "../src/server/db/backup.ts";
import { DataDirLockedError } from "../src/server/db/lock.ts";
import { keepNewFilesPrivate } from "../src/server/db/private-files.ts";
import { count, failAndExit, seconds } from "./backup-cli.ts";

async function main() {
  // The data directory, and the database unpacked into it, are for this account only.
  keepNewFilesPrivate();
  const args = process.argv.slice(2);
  const file = args[0];
  if (!file || args.length !== 1 || file.startsWith("--")) {
    console.error("Usage: npm run restore -- FILE");
    process.exit(2);
  }
  const config = loadConfig();
  const place = { dataDir: config.dataDir, databaseUrl: config.databaseUrl };
  const started = Date.now();
  const target = path.resolve(file);
  const restored = await restore(place, target);
  const { header } = restored;
  console.log(
    `Restored ${target} (made ${header.createdAt} from the ${header.source.kind} database, migration ` +
      `${header.migrations.at(-1)?.tag ?? "none"}) into the ${describePlace(place)}: ` +
      `${header.tables.length} tables, ${count(restored.rows)} rows in ${seconds(Date.now() - started)}. ` +
      "Start the app as usual; it applies any newer migrations.",
  );
}

main().catch((error) =>
  failAndExit(
    error,
    error instanceof NotEmptyError || error instanceof DataDirLockedError
      ? ""
      : "Restore failed and nothing was written (it is one transaction): ",
  ),
);
