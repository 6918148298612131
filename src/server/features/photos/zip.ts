// "Download all": the album's full-size JPEGs in one ZIP, written as it is sent. Each photo is read
// from the database only when the archive reaches it (and the next only once it has gone out), so
// memory holds a photo or two however large the album. Stored, not deflated: JPEG does not shrink.
import { type PassThrough, Readable } from "node:stream";
import { ZipFile } from "yazl";
import type { Db } from "../../db/client.ts";
import type { HangRow } from "../../db/schema.ts";
import { listPhotos, photoFile } from "./queries.ts";
import { addedBy } from "./views.ts";

/** "Friday Café!" → "friday-cafe": letters and digits of plain ASCII, for names every system takes. */
export function asciiSlug(text: string, fallback: string, max = 40): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, max)
    .replace(/^-+|-+$/g, "");
  return slug || fallback;
}

/** The archive's own name: "friday-coffee-photos.zip". */
export const zipName = (hang: Pick<HangRow, "name">) => `${asciiSlug(hang.name, "hang")}-photos.zip`;

/** The archive, written as it is read. A database failure midway ends it as a broken download. */
export async function albumZip(db: Db, hang: HangRow, asHost: boolean): Promise<ReadableStream<Uint8Array>> {
  const entries = await listPhotos(db, hang.id, asHost);
  const zip = new ZipFile();
  // yazl's output is a PassThrough (typed as the older stream interface).
  const output = zip.outputStream as PassThrough;
  zip.on("error", (error: Error) => output.destroy(error));
  const hangSlug = asciiSlug(hang.name, "hang");
  const digits = Math.max(2, String(entries.length).length);
  for (const [i, entry] of entries.entries()) {
    const number = String(i + 1).padStart(digits, "0");
    const who = asciiSlug(addedBy(entry, hang, asHost), "guest", 24);
    zip.addReadStreamLazy(
      `${hangSlug}-${number}-${who}.jpg`,
      { compress: false, mtime: entry.createdAt },
      (done) => {
        photoFile(db, entry.id, "full").then(
          // Deleted since the list was read: its name stays, with nothing in it.
          (file) => done(null, Readable.from(file ? [file.bytes] : [])),
          (error: Error) => done(error, Readable.from([])),
        );
      },
    );
  }
  zip.end();
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}
