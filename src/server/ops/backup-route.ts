// GET /ops/backup: the running app's embedded database as one backup file, for `npm run backup`
// (no other process may open the data directory). Answers only a direct request from this machine
// bearing the token the app wrote into DATA_DIR (0600), so only the machine's operator can take one.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { Hono } from "hono";
import type { ServerContext } from "../context.ts";
import { dumpPglite } from "../db/backup-embedded.ts";
import { bearerMatches, publishBackupEndpoint } from "../db/backup-endpoint.ts";
import { AppError } from "../http/errors.ts";
import { thisMachineOnly } from "../http/this-machine.ts";
import { log } from "../log.ts";

export function backupRoutes({ config, database }: ServerContext): Hono {
  const routes = new Hono();
  // On PostgreSQL the backup connects to the database itself.
  const pglite = database.pglite;
  if (!pglite) return routes;
  const token = publishBackupEndpoint(config.dataDir, config.host, config.port);
  let running = false;
  routes.get("/", thisMachineOnly, async (c) => {
    if (!bearerMatches(c.req.header("authorization"), token)) {
      throw new AppError(
        "forbidden",
        "Wrong backup token: run `npm run backup` as the user the app runs as.",
      );
    }
    if (running) throw new AppError("conflict", "A backup is already being made: try again when it is done.");
    running = true;
    const started = Date.now();
    // Dumped to a private file first, so the database is held only as long as the dump takes,
    // never as long as a slow reader.
    const temp = path.join(config.dataDir, `.backup-${randomBytes(6).toString("hex")}.tmp`);
    let fd: number;
    try {
      const summary = await dumpPglite(pglite, temp);
      fd = fs.openSync(temp, "r");
      log.info(
        {
          event: "backup_made",
          tables: summary.header.tables.length,
          rows: summary.rows,
          ms: Date.now() - started,
        },
        "backup snapshot made",
      );
    } finally {
      fs.rmSync(temp, { force: true });
      running = false;
    }
    const { size } = fs.fstatSync(fd);
    const body = Readable.toWeb(fs.createReadStream("", { fd })) as ReadableStream;
    return c.body(body, 200, {
      "Content-Type": "application/gzip",
      "Content-Length": String(size),
      "Cache-Control": "no-store",
    });
  });
  return routes;
}
