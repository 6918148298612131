// How `npm run backup` reaches a running app on the embedded database (whose data directory no other
// process may open): the app writes its loopback address and a fresh token into DATA_DIR, readable
// by the machine's operator only (0600), and answers backup requests bearing that token.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const BACKUP_PATH = "/ops/backup";
const FILE_NAME = "backup-endpoint.json";

export interface BackupEndpoint {
  url: string;
  token: string;
  pid: number;
}

/** The address this machine reaches the app on, whatever interface it listens on. */
function loopbackUrl(host: string, port: number): string {
  const name = host === "::1" ? "[::1]" : host === "localhost" ? "localhost" : "127.0.0.1";
  return `http://${name}:${port}${BACKUP_PATH}`;
}

/** Writes a new token (replacing any older file, never widening its permissions); returns it. */
export function publishBackupEndpoint(dataDir: string, host: string, port: number): string {
  const endpoint: BackupEndpoint = {
    url: loopbackUrl(host, port),
    token: randomBytes(32).toString("base64url"),
    pid: process.pid,
  };
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, FILE_NAME);
  const temp = `${file}.${process.pid}.tmp`;
  fs.rmSync(temp, { force: true });
  // Created 0600 and renamed over the old one, so the token is never readable by others, even briefly.
  fs.writeFileSync(temp, JSON.stringify(endpoint), { mode: 0o600, flag: "wx" });
  fs.renameSync(temp, file);
  return endpoint.token;
}

export function readBackupEndpoint(dataDir: string): BackupEndpoint {
  const file = path.join(dataDir, FILE_NAME);
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as BackupEndpoint;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EACCES")
      throw new Error(`${file} is readable only by the user the app runs as: run the backup as that user.`);
    if (code === "ENOENT")
      throw new Error(`${file} is missing: is the app that holds ${dataDir} this version of Hangs?`);
    throw new Error(`${file} cannot be read: ${(error as Error).message}`);
  }
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Constant-time comparison of an `Authorization: Bearer …` header with the token. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (\S+)$/.exec(header ?? "")?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}
