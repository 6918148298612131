// The backup file: gzip'd JSON lines, the same on both databases. A header (format version,
// migration level, pg-boss schema, table list, sequences), then per table a start line naming its
// columns and row count, exactly that many rows, each a JSON array of the columns' PostgreSQL text
// (what COPY would write: lossless for every type, NULL apart from JSON null), and an end line with
// an order-independent checksum; a last line closes the file, so a cut-off copy never passes.
import { hash } from "node:crypto";
import type { Readable, Writable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { createGunzip, createGzip } from "node:zlib";

export const BACKUP_FORMAT = "hangs-backup";
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  source: { kind: "embedded" | "postgres"; server: string };
  /** drizzle.__drizzle_migrations as the source had it: the schema level the rows belong to. */
  migrations: { hash: string; createdAt: number; tag?: string }[];
  /** pg-boss's schema version and its queues (each queue is a partition of pgboss.job). */
  pgboss: { version: number; queues: string[] } | null;
  /** Qualified names, in file order: a table comes after the tables it references. */
  tables: string[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  /** Tables deliberately left out, with why. */
  skipped: Record<string, string>;
}

export interface TableStart {
  table: string;
  columns: string[];
  rows: number;
}

export interface TableEnd {
  tableEnd: string;
  rows: number;
  checksum: string;
}

export interface BackupEnd {
  backupEnd: true;
  tables: number;
  rows: number;
}

export class BackupFileError extends Error {}

const LANE = 2 ** 32;

/** Sum of the rows' SHA-256 (mod 2^256): the same for the same rows in any order, so a restore
 * into another server (another collation, another physical order) can be compared row for row. */
export class RowChecksum {
  // Eight 32-bit lanes, most significant first: exact in plain numbers, no BigInt per row.
  private readonly lanes = new Array<number>(8).fill(0);
  add(line: string): void {
    const digest = hash("sha256", line, "buffer");
    let carry = 0;
    for (let i = 7; i >= 0; i--) {
      const sum = this.lanes[i]! + digest.readUInt32BE(i * 4) + carry;
      carry = sum >= LANE ? 1 : 0;
      this.lanes[i] = sum - carry * LANE;
    }
  }
  hex(): string {
    return this.lanes.map((lane) => lane.toString(16).padStart(8, "0")).join("");
  }
}

/** Writes lines through gzip into `out` in chunks of about 64 KB, honouring back-pressure. */
export function backupWriter(out: Writable) {
  // Fast over small: the embedded app's requests wait while its dump is written (level 6 saves ~7%).
  const gzip = createGzip({ level: 1 });
  gzip.pipe(out);
  const finished = new Promise<void>((resolve, reject) => {
    out.once("finish", resolve);
    out.once("error", reject);
    gzip.once("error", reject);
  });
  // A failed destination must stop the dump at once, not after the next drain that never comes.
  const failed = finished.then(() => new Promise<void>(() => {}));
  failed.catch(() => {});
  let pending: string[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    const chunk = pending.join("");
    pending = [];
    pendingBytes = 0;
    if (!gzip.write(chunk))
      await Promise.race([new Promise((resolve) => gzip.once("drain", resolve)), failed]);
  };
  return {
    async line(text: string): Promise<void> {
      pending.push(text, "\n");
      pendingBytes += text.length + 1;
      if (pendingBytes >= 65_536) await flush();
    },
    async close(): Promise<void> {
      if (pendingBytes > 0) await flush();
      gzip.end();
      await finished;
    },
  };
}

/** The file's lines, one at a time (gunzipped; a damaged or cut gzip stream throws). */
export async function* backupLines(input: Readable): AsyncGenerator<string> {
  const gunzip = createGunzip();
  input.once("error", (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  const decoder = new StringDecoder("utf8");
  let rest = "";
  try {
    for await (const chunk of gunzip) {
      const text = rest + decoder.write(chunk as Buffer);
      const lines = text.split("\n");
      rest = lines.pop()!;
      yield* lines;
    }
  } catch (error) {
    throw new BackupFileError(`The backup file cannot be read: ${(error as Error).message}`);
  }
  rest += decoder.end();
  if (rest) yield rest;
}

export type BackupEvent =
  | { kind: "header"; header: BackupHeader }
  | { kind: "table"; start: TableStart }
  | { kind: "rows"; table: string; rows: string[] }
  | { kind: "tableEnd"; end: TableEnd }
  | { kind: "end"; end: BackupEnd };

function parseLine<T>(line: string | undefined, what: string): T {
  if (line === undefined) throw new BackupFileError(`The backup file ends early: ${what} is missing.`);
  try {
    return JSON.parse(line) as T;
  } catch {
    throw new BackupFileError(`The backup file is damaged: ${what} is not JSON.`);
  }
}

/**
 * Reads and checks a backup as it goes: header first, every table the header names in order, each
 * with exactly its row count and checksum, then the closing line and nothing after it. Rows come in
 * batches of up to `batchBytes`; a mismatch throws before the table's end event.
 */
export async function* readBackup(input: Readable, batchBytes = 2_000_000): AsyncGenerator<BackupEvent> {
  const lines = backupLines(input)[Symbol.asyncIterator]();
  const next = async () => {
    const r = await lines.next();
    return r.done ? undefined : r.value;
  };
  const header = parseLine<BackupHeader>(await next(), "the header");
  if (header.format !== BACKUP_FORMAT) throw new BackupFileError("This is not a Hangs backup file.");
  if (header.version !== BACKUP_VERSION) {
    throw new BackupFileError(
      `This backup file has format version ${header.version}; this Hangs reads version ${BACKUP_VERSION}.`,
    );
  }
  yield { kind: "header", header };
  let total = 0;
  for (const table of header.tables) {
    const start = parseLine<TableStart>(await next(), `the start of ${table}`);
    if (start.table !== table) {
      throw new BackupFileError(`The backup file is damaged: expected table ${table}, found ${start.table}.`);
    }
    yield { kind: "table", start };
    const checksum = new RowChecksum();
    let batch: string[] = [];
    let bytes = 0;
    for (let i = 0; i < start.rows; i++) {
      const row = await next();
      if (row === undefined || !row.startsWith("[")) {
        throw new BackupFileError(`The backup file is damaged or cut off inside ${table} (row ${i + 1}).`);
      }
      checksum.add(row);
      batch.push(row);
      bytes += row.length;
      if (bytes >= batchBytes) {
        yield { kind: "rows", table, rows: batch };
        batch = [];
        bytes = 0;
      }
    }
    if (batch.length > 0) yield { kind: "rows", table, rows: batch };
    const end = parseLine<TableEnd>(await next(), `the end of ${table}`);
    if (end.tableEnd !== table || end.rows !== start.rows || end.checksum !== checksum.hex()) {
      throw new BackupFileError(
        `The backup file is damaged: the rows of ${table} do not match the checksum written with them.`,
      );
    }
    total += start.rows;
    yield { kind: "tableEnd", end };
  }
  const end = parseLine<BackupEnd>(await next(), "the closing line");
  if (end.backupEnd !== true || end.tables !== header.tables.length || end.rows !== total) {
    throw new BackupFileError("The backup file is damaged: its closing line does not match its contents.");
  }
  if ((await next()) !== undefined) throw new BackupFileError("The backup file has data after its end.");
  yield { kind: "end", end };
}
