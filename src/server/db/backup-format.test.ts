import { PassThrough, Readable } from "node:stream";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupEvent,
  BackupFileError,
  type BackupHeader,
  backupWriter,
  RowChecksum,
  readBackup,
} from "./backup-format.ts";

const ROWS = ['["1","Ada",null]', '["2","Bo","{\\"a\\": 1}"]', '["3","Cy","null"]'];

function checksumOf(rows: string[]) {
  const sum = new RowChecksum();
  for (const row of rows) sum.add(row);
  return sum.hex();
}

function lines(rows = ROWS): string[] {
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: "2027-01-01T00:00:00.000Z",
    source: { kind: "embedded", server: "18.6" },
    migrations: [],
    pgboss: null,
    tables: ["public.people"],
    sequences: [],
    skipped: {},
  };
  return [
    JSON.stringify(header),
    JSON.stringify({ table: "public.people", columns: ["id", "name", "data"], rows: ROWS.length }),
    ...rows,
    JSON.stringify({ tableEnd: "public.people", rows: ROWS.length, checksum: checksumOf(ROWS) }),
    JSON.stringify({ backupEnd: true, tables: 1, rows: ROWS.length }),
  ];
}

async function read(bytes: Buffer): Promise<BackupEvent[]> {
  const events: BackupEvent[] = [];
  for await (const event of readBackup(Readable.from([bytes]), 10)) events.push(event);
  return events;
}

const gz = (text: string[]) => gzipSync(`${text.join("\n")}\n`);

describe("row checksum", () => {
  it("is the same for the same rows in any order, and differs when one changes", () => {
    expect(checksumOf([...ROWS].reverse())).toBe(checksumOf(ROWS));
    expect(checksumOf([ROWS[0]!, ROWS[1]!, '["3","Cy",null]'])).not.toBe(checksumOf(ROWS));
  });
});

describe("backup file", () => {
  it("reads back what the writer wrote, rows in batches, with every check passing", async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on("data", (chunk: Buffer) => chunks.push(chunk));
    const writer = backupWriter(out);
    for (const line of lines()) await writer.line(line);
    await writer.close();
    const events = await read(Buffer.concat(chunks));
    expect(events.map((e) => e.kind)).toEqual(["header", "table", "rows", "rows", "rows", "tableEnd", "end"]);
    expect(events.flatMap((e) => (e.kind === "rows" ? e.rows : []))).toEqual(ROWS);
  });

  it("refuses a changed row, a cut-off file, a missing closing line and a foreign file", async () => {
    const changed = lines();
    changed[3] = '["2","Bob","{\\"a\\": 1}"]';
    await expect(read(gz(changed))).rejects.toThrow(/rows of public.people do not match the checksum/);

    const whole = gz(lines());
    await expect(read(whole.subarray(0, whole.length - 12))).rejects.toThrow(BackupFileError);

    await expect(read(gz(lines().slice(0, -1)))).rejects.toThrow(/ends early: the closing line is missing/);
    await expect(read(gz(lines().slice(0, 4)))).rejects.toThrow(/cut off inside public.people/);
    await expect(read(gz(['{"hello":1}']))).rejects.toThrow(/not a Hangs backup file/);
    await expect(read(Buffer.from("plain text"))).rejects.toThrow(/cannot be read/);
  });
});
