// Backup files on disk: written under a temporary name and renamed only when complete (a failed or
// cut-off backup never sits where the good one should), readable by the owner only (they hold the
// server key, edit tokens and sessions).
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { DumpSummary, TableSummary } from "./backup-dump.ts";
import { type BackupHeader, backupWriter, readBackup } from "./backup-format.ts";

export async function writeAtomically<T>(file: string, produce: (partial: string) => Promise<T>): Promise<T> {
  if (!fs.existsSync(path.dirname(file))) throw new Error(`The folder ${path.dirname(file)} does not exist.`);
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.partial-${process.pid}`);
  fs.rmSync(partial, { force: true });
  try {
    const result = await produce(partial);
    fs.renameSync(partial, file);
    return result;
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

export const createPrivateFile = (file: string) => fs.createWriteStream(file, { mode: 0o600, flags: "wx" });

/** Runs `dump` with a line writer into a new private file at `file`. */
export async function dumpToFile(
  file: string,
  dump: (write: (line: string) => Promise<void>) => Promise<DumpSummary>,
): Promise<DumpSummary> {
  const writer = backupWriter(createPrivateFile(file));
  try {
    const summary = await dump(writer.line);
    await writer.close();
    return summary;
  } catch (error) {
    await writer.close().catch(() => {});
    throw error;
  }
}

/** Copies a stream (the running app's answer) into a new private file. */
export async function streamToFile(source: NodeJS.ReadableStream, file: string): Promise<void> {
  await pipeline(source, createPrivateFile(file));
}

export function openBackup(file: string) {
  if (!fs.existsSync(file)) throw new Error(`There is no backup file at ${file}.`);
  return readBackup(fs.createReadStream(file));
}

/** Reads a whole file through every check of the format; returns what it holds. */
export async function inspectBackup(file: string): Promise<DumpSummary> {
  let header: BackupHeader | undefined;
  const tables: Record<string, TableSummary> = {};
  let rows = 0;
  for await (const event of openBackup(file)) {
    if (event.kind === "header") header = event.header;
    if (event.kind === "tableEnd") {
      tables[event.end.tableEnd] = { rows: event.end.rows, checksum: event.end.checksum };
      rows += event.end.rows;
    }
  }
  return { header: header!, tables, rows };
}
