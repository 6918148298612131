// On the embedded database a write waits behind every transaction ahead of it (one connection), so
// a message's "sent" mark could land hundreds of milliseconds after the relay accepted it, and a
// crash in between sent it again at the restart. The moment the relay accepts a message its id is
// appended to a file in DATA_DIR, synchronously, before anything else runs; the start reads the
// file back before it releases interrupted claims. Only message ids (hashes) are kept, never an
// address, and the file is emptied whenever every id in it is marked in the database.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { mailDeliveries } from "../db/schema.ts";
import { messageIdHashSql } from "./message-id.ts";

/** Past this size the file is rewritten with only the ids not yet marked in the database. */
const COMPACT_AT_BYTES = 256 * 1024;

export const sentJournalFile = (dataDir: string) => path.join(dataDir, "mail-sent.log");

export class SentJournal {
  private fd: number | undefined;
  private bytes: number;
  /** Ids written here whose "sent" mark is not yet in the database, with when they were accepted. */
  private readonly unmarked = new Map<string, number>();

  constructor(private readonly file: string) {
    this.fd = fs.openSync(file, "a", 0o600);
    this.bytes = fs.fstatSync(this.fd).size;
  }

  /** The relay accepted the message: on disk before this returns. */
  accepted(id: string): void {
    if (this.fd === undefined) return;
    const at = Date.now();
    const line = `${id} ${at}\n`;
    fs.writeSync(this.fd, line);
    this.bytes += line.length;
    this.unmarked.set(id, at);
  }

  /** The database holds the message's mark: the line is no longer needed. */
  marked(id: string): void {
    this.unmarked.delete(id);
    if (this.fd === undefined) return;
    if (this.unmarked.size === 0) {
      if (this.bytes > 0) fs.ftruncateSync(this.fd, 0);
      this.bytes = 0;
    } else if (this.bytes > COMPACT_AT_BYTES) this.compact(this.fd);
  }

  close(): void {
    if (this.fd !== undefined) fs.closeSync(this.fd);
    this.fd = undefined;
  }

  /** Rename is atomic: a crash leaves the old file (a superset) or the new one, never half of one. */
  private compact(fd: number) {
    const temp = `${this.file}.tmp`;
    const lines = [...this.unmarked].map(([id, at]) => `${id} ${at}\n`).join("");
    fs.writeFileSync(temp, lines, { mode: 0o600 });
    fs.renameSync(temp, this.file);
    fs.closeSync(fd);
    this.fd = fs.openSync(this.file, "a", 0o600);
    this.bytes = lines.length;
  }
}

/**
 * For the sole owner of a database at start, before interrupted claims are released: marks sent
 * every message the file says the relay accepted, then empties it.
 */
export async function applySentJournal(db: Db, file: string, domain: string): Promise<void> {
  if (!fs.existsSync(file)) return;
  const accepted = fs
    .readFileSync(file, "utf8")
    .split("\n")
    .map((line) => line.split(" "))
    .filter((parts): parts is [string, string] => parts.length === 2 && /^[0-9a-f]{32}$/.test(parts[0]!))
    .map(([id, at]) => ({ id, at: new Date(Number(at)).toISOString() }));
  if (accepted.length > 0) {
    await db.execute(
      sql`update ${mailDeliveries} set status = 'sent', last_error = null, sent_at = a.at,
            message_id = '<' || a.id || ${`@${domain}>`}
          from jsonb_to_recordset(${JSON.stringify(accepted)}::jsonb) as a(id text, at timestamptz)
          where ${mailDeliveries.status} = 'sending' and ${messageIdHashSql} = a.id`,
    );
  }
  fs.truncateSync(file, 0);
}
