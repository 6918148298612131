// A photo's bytes reach the database in pieces before the album's transaction: each piece is its own
// short statement, so on the embedded database (one thread for the server and the database) page
// requests are answered between them; the transaction then joins the pieces inside the database,
// with no bytes crossing into it, and drops them (decision 0073).
import { inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { photoParts } from "../../db/schema.ts";

/** A quarter MB: some 15 ms of the embedded database's thread per piece, against 100+ for a photo. */
const PIECE_BYTES = 256 * 1024;
type Variant = "full" | "thumbnail";

export async function stageBytes(db: Db, photoId: string, variant: Variant, bytes: Buffer): Promise<void> {
  const pieces = Math.max(1, Math.ceil(bytes.length / PIECE_BYTES));
  for (let seq = 0; seq < pieces; seq++) {
    const piece = bytes.subarray(seq * PIECE_BYTES, (seq + 1) * PIECE_BYTES);
    await db.insert(photoParts).values({ photoId, variant, seq, bytes: piece });
  }
}

/** The staged pieces joined in order: the value the photo's row is written with. */
export const stagedBytes = (photoId: string, variant: Variant): SQL =>
  sql`(select string_agg(${photoParts.bytes}, ''::bytea order by ${photoParts.seq}) from ${photoParts} where ${photoParts.photoId} = ${photoId} and ${photoParts.variant} = ${variant})`;

export async function dropStaged(db: Db, photoIds: string[]): Promise<void> {
  if (photoIds.length > 0) await db.delete(photoParts).where(inArray(photoParts.photoId, photoIds));
}

/** Pieces of an upload a crash cut short (database time: the rows were stamped by it). */
export async function dropLeftBehind(db: Db): Promise<void> {
  await db.delete(photoParts).where(sql`${photoParts.createdAt} < now() - interval '1 hour'`);
}
