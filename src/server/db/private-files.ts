// DATA_DIR holds the database, and in it sessions, edit tokens and the server key: only the account
// Hangs runs as may open anything there. A umask keeps what this process creates private, but the
// embedded database sets some of its files' modes itself (0666 as it unpacks a new database, 0644
// for files it opens the way C programs do), so those are put right after it opens.
import fs from "node:fs";
import path from "node:path";

const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

/** From now on, what this process creates is its account's alone. */
export function keepNewFilesPrivate(): void {
  process.umask(0o077);
}

/**
 * Folders 0700 and files 0600 in `dir` and below (links are not followed); returns how many it
 * changed, and how many it could not (files another account owns).
 */
export function makePrivate(dir: string): { fixed: number; failed: number } {
  const result = { fixed: 0, failed: 0 };
  const visit = (file: string, stat: fs.Stats) => {
    const wanted = stat.isDirectory() ? PRIVATE_DIR : PRIVATE_FILE;
    if ((stat.mode & 0o777) !== wanted) {
      try {
        fs.chmodSync(file, wanted);
        result.fixed++;
      } catch (error) {
        if (!gone(error)) result.failed++;
      }
    }
    if (!stat.isDirectory()) return;
    for (const name of readdir(file)) {
      const child = path.join(file, name);
      const childStat = lstat(child);
      if (childStat && !childStat.isSymbolicLink()) visit(child, childStat);
    }
  };
  // DATA_DIR itself may be a link to where the data really lives.
  const root = stat(dir);
  if (root) visit(dir, root);
  return result;
}

// The database runs while this walks: a file may go (a log segment recycled) between two looks.
const gone = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

function readdir(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch (error) {
    if (gone(error)) return [];
    throw error;
  }
}

function lstat(file: string): fs.Stats | undefined {
  try {
    return fs.lstatSync(file);
  } catch (error) {
    if (gone(error)) return undefined;
    throw error;
  }
}

function stat(file: string): fs.Stats | undefined {
  try {
    return fs.statSync(file);
  } catch (error) {
    if (gone(error)) return undefined;
    throw error;
  }
}
