// Whether this instance can save anything: readiness's write check. On the embedded database a small
// file is written beside it first, because a full disk still lets a one-row update through (its page
// and log space are already there) while new answers, which need new space, fail.
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Db } from "../db/client.ts";
import { databaseFailure } from "../db/failures.ts";
import { recordReadinessWrite } from "./mutations.ts";

/** A few database pages' worth: what the next answers will need. */
const PROBE_BYTES = 64 * 1024;

export type WriteCheck = { database: "ok" } | { database: string; error: unknown };

export async function checkWrite(deps: { db: Db; dataDir?: string }): Promise<WriteCheck> {
  if (deps.dataDir) {
    try {
      await writeProbeFile(deps.dataDir);
    } catch (error) {
      // The database is not asked: a write it cannot finish on a full disk may stop it for good.
      return { database: fileFailure(error), error };
    }
  }
  try {
    await recordReadinessWrite(deps.db);
    return { database: "ok" };
  } catch (error) {
    return { database: databaseFailure(error) ?? "cannot write", error };
  }
}

async function writeProbeFile(dataDir: string): Promise<void> {
  const file = path.join(dataDir, `.write-check-${process.pid}`);
  try {
    await fs.writeFile(file, randomBytes(PROBE_BYTES), { mode: 0o600 });
  } finally {
    await fs.rm(file, { force: true });
  }
}

function fileFailure(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOSPC" || code === "EDQUOT") return "disk full";
  if (code === "EROFS") return "read-only";
  return "cannot write";
}
