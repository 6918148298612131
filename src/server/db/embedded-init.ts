// A new embedded database is made in a child process. Making one runs PostgreSQL's initdb in
// WebAssembly beside a second database instance: some 700 MB at its peak, of which a process keeps
// about 300 MB for good once it is done. The child gives all of it back when it exits, so the server
// that then opens the new database starts as small as on any later start (decision 0069).
import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { EMBEDDED_DB_OPTIONS } from "./embedded-settings.ts";

/** True when `dbDir` holds no database yet. */
export const needsInit = (dbDir: string) => !fs.existsSync(path.join(dbDir, "PG_VERSION"));

/** Makes the database in `dbDir` (which must not hold one) and waits for it to be closed. */
export function initEmbeddedDatabase(dbDir: string): Promise<void> {
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve("@electric-sql/pglite")).href;
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)});
const db = await PGlite.create(${JSON.stringify(dbDir)}, ${JSON.stringify(EMBEDDED_DB_OPTIONS)});
await db.close();`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr.on("data", (chunk) => {
      errors += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(`making the embedded database failed (${signal ?? `exit ${code}`}): ${errors.trim()}`),
        );
    });
  });
}
