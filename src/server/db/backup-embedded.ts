// Backups of the embedded database. Only one process may open its data directory, so while the app
// runs, the app makes the dump (ops/backup-route.ts) and this side fetches it over loopback; with no
// app running, the dump is read from the directory directly. A restore builds the database beside
// the target and renames it into place only once it is complete.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { type DumpSummary, dumpDatabase } from "./backup-dump.ts";
import { readBackupEndpoint } from "./backup-endpoint.ts";
import { dumpToFile, inspectBackup, openBackup, streamToFile, writeAtomically } from "./backup-files.ts";
import { type RestoreSummary, restoreBackup } from "./backup-restore.ts";
import { type SqlSession, withPgliteSnapshot, withPgliteTransaction } from "./backup-session.ts";
import { openDatabase } from "./client.ts";
import { DataDirLockedError, lockDataDir } from "./lock.ts";
import { makePrivate } from "./private-files.ts";

export const databaseDir = (dataDir: string) => path.join(dataDir, "db");

/** Dumps an open PGlite (the running app's own) into a new file, in one snapshot. */
export function dumpPglite(pglite: PGlite, file: string): Promise<DumpSummary> {
  return dumpToFile(file, (write) => withPgliteSnapshot(pglite, (s) => dumpDatabase(s, "embedded", write)));
}

export async function backupEmbedded(
  dataDir: string,
  file: string,
): Promise<{ summary: DumpSummary; via: string }> {
  if (!fs.existsSync(path.join(databaseDir(dataDir), "PG_VERSION"))) {
    throw new Error(`There is no embedded database in ${dataDir} (DATA_DIR) to back up.`);
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ dataDir });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const endpoint = readBackupEndpoint(dataDir);
    const summary = await writeAtomically(file, async (partial) => {
      await streamToFile(await requestBackup(endpoint.url, endpoint.token), partial);
      // The copy that arrived is read back through every check before it takes the file's name.
      return inspectBackup(partial);
    });
    return { summary, via: `the running app (pid ${endpoint.pid})` };
  }
  try {
    const summary = await writeAtomically(file, (partial) => dumpPglite(database.pglite!, partial));
    return { summary, via: "the data directory (no app was running)" };
  } finally {
    await database.close();
    // Opening the database wrote files readable by others (private-files.ts).
    makePrivate(dataDir);
  }
}

/** GET over node:http, which has no header timeout: the app answers once its dump is complete. */
function requestBackup(url: string, token: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { authorization: `Bearer ${token}` } }, (response) => {
      if (response.statusCode === 200) return resolve(response);
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => {
        const message = (() => {
          try {
            return (JSON.parse(body) as { message?: string }).message;
          } catch {
            return undefined;
          }
        })();
        reject(
          new Error(
            `The running app refused the backup (${response.statusCode}${message ? `: ${message}` : ""}).`,
          ),
        );
      });
    });
    request.on("error", (error) =>
      reject(
        new Error(
          `The app holding the data directory did not answer at ${url} (${error.message}). It must listen on a ` +
            "loopback address (HOST 0.0.0.0, ::, 127.0.0.1 or localhost).",
        ),
      ),
    );
  });
}

export async function restoreEmbedded(dataDir: string, file: string): Promise<RestoreSummary> {
  const events = openBackup(file);
  const target = {
    name: `the embedded database in ${dataDir}`,
    hint: "Set DATA_DIR to a new directory (or move this one's db/ away) and run the restore again.",
  };
  // Keeps the app from starting on a half-made database (and the restore from overwriting a running one).
  const unlock = lockDataDir(dataDir);
  try {
    const dbDir = databaseDir(dataDir);
    if (fs.existsSync(dbDir) && fs.readdirSync(dbDir).length > 0) {
      // A database is there already: restore into it only if it holds nothing, in one transaction.
      const pglite = await PGlite.create(dbDir);
      try {
        return await withPgliteTransaction(pglite, (s) => restoreBackup(s, events, target));
      } finally {
        await pglite.close();
      }
    }
    // Left by a restore that was killed (none runs now: we hold the lock).
    for (const name of fs.readdirSync(dataDir)) {
      if (name.startsWith("db.restoring-"))
        fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
    }
    const building = path.join(dataDir, `db.restoring-${process.pid}`);
    fs.mkdirSync(building, { recursive: true });
    try {
      const pglite = await PGlite.create(building);
      let summary: RestoreSummary;
      try {
        summary = await withPgliteTransaction(pglite, (s) => restoreBackup(s, events, target));
      } finally {
        await pglite.close();
      }
      fs.rmSync(dbDir, { recursive: true, force: true });
      fs.renameSync(building, dbDir);
      return summary;
    } catch (error) {
      fs.rmSync(building, { recursive: true, force: true });
      throw error;
    }
  } finally {
    // A new database is unpacked readable by all (private-files.ts): only the app's account may read it.
    makePrivate(dataDir);
    unlock();
  }
}

/** A throw-away in-memory database for `--verify`. */
export async function withScratchEmbedded<T>(
  work: (
    restore: (file: string) => Promise<RestoreSummary>,
    read: <R>(f: (s: SqlSession) => Promise<R>) => Promise<R>,
  ) => Promise<T>,
): Promise<T> {
  const pglite = await PGlite.create();
  try {
    return await work(
      (file) =>
        withPgliteTransaction(pglite, (s) =>
          restoreBackup(s, openBackup(file), { name: "the scratch database", hint: "" }),
        ),
      (f) => withPgliteSnapshot(pglite, f),
    );
  } finally {
    await pglite.close();
  }
}
