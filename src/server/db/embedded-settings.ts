// How the embedded database is opened: PGlite's own start parameters plus the memory settings that
// make a small server fit (decision 0069). PostgreSQL's default shared_buffers (128 MB) is sized for
// a server with many sessions; PGlite has one, the working set of a Hangs database is a few MB, and
// the operating system's page cache still holds the files.
import type { PGliteOptions } from "@electric-sql/pglite";

/** PGlite's defaults (its `defaultStartParams`), which a `startParams` option replaces. */
const PGLITE_START_PARAMS = [
  "--single",
  "-F",
  "-O",
  "-j",
  "-c",
  "search_path=public",
  "-c",
  "exit_on_error=false",
  "-c",
  "log_checkpoints=false",
  "-c",
  "max_worker_processes=0",
  "-c",
  "max_parallel_workers=0",
  "-c",
  "max_parallel_workers_per_gather=0",
  "-c",
  "io_method=sync",
  "-c",
  "max_parallel_maintenance_workers=0",
];

const MEMORY_SETTINGS = [
  "shared_buffers=16MB",
  "work_mem=2MB",
  "maintenance_work_mem=16MB",
  "temp_buffers=2MB",
];

export const EMBEDDED_DB_OPTIONS: PGliteOptions = {
  startParams: [...PGLITE_START_PARAMS, ...MEMORY_SETTINGS.flatMap((setting) => ["-c", setting])],
};

/** PostgreSQL's type id for bytea. */
const BYTEA = 17;

/**
 * Bytes in and out of the embedded database through Node's own hex codec. PGlite's built-in one
 * builds an array of numbers and a string per byte: a 1.5 MB photo held the server's only thread
 * for a long while and took tens of MB on the way in, and as long again on the way out.
 */
export const BYTEA_CODECS: Pick<PGliteOptions, "serializers" | "parsers"> = {
  serializers: {
    [BYTEA]: (value: unknown) =>
      typeof value === "string"
        ? value
        : `\\x${Buffer.from((value as Uint8Array).buffer, (value as Uint8Array).byteOffset, (value as Uint8Array).byteLength).toString("hex")}`,
  },
  parsers: { [BYTEA]: (value: string) => Buffer.from(value.slice(2), "hex") },
};
