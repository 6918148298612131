import { eq, inArray, sql } from "drizzle-orm";
import type { HeldHangs } from "../../../shared/hang.ts";
import type { Db } from "../../db/client.ts";
import { type HangRow, hangs } from "../../db/schema.ts";
import { type HostProof, sameEmail, sameSecret } from "../../http/actor.ts";
import { AppError } from "../../http/errors.ts";
import { isUuid } from "../../http/ids.ts";

export const HANG_NOT_FOUND = "Hang not found";

const prepareFindHang = (db: Db) =>
  db
    .select()
    .from(hangs)
    .where(eq(hangs.id, sql.placeholder("id")))
    .limit(1)
    .prepare("find_hang");

/**
 * Built once per database (or transaction) and named on the server: the hot read of every hang
 * page costs no query building, and PostgreSQL plans it once per connection.
 */
const findHangQueries = new WeakMap<Db, ReturnType<typeof prepareFindHang>>();

export async function findHang(db: Db, id: string): Promise<HangRow | undefined> {
  if (!isUuid(id)) return undefined;
  let query = findHangQueries.get(db);
  if (!query) {
    query = prepareFindHang(db);
    findHangQueries.set(db, query);
  }
  const [hang] = await query.execute({ id });
  return hang;
}

export async function getHang(db: Db, id: string): Promise<HangRow> {
  const hang = await findHang(db, id);
  if (!hang) throw new AppError("not_found", HANG_NOT_FOUND);
  return hang;
}

/** The host holds the edit token, or is signed in with the hang's host e-mail (verified). */
export function isHostOf(hang: HangRow, proof: HostProof): boolean {
  return sameSecret(proof.editToken, hang.editToken) || sameEmail(proof.verifiedEmail, hang.hostEmail);
}

/** The hang, if the proof is the host's; otherwise 401 (no proof at all) or 403 (someone else's). */
export async function getHangAsHost(db: Db, id: string, proof: HostProof): Promise<HangRow> {
  const hang = await getHang(db, id);
  if (isHostOf(hang, proof)) return hang;
  if (!proof.editToken && !proof.verifiedEmail) {
    throw new AppError("unauthorized", "The edit link's token is required");
  }
  throw new AppError("forbidden", "You don't have permission to edit this hang.");
}

/** The hang, row-locked until the transaction ends, so changes to one hang happen one at a time. */
export async function getHangForUpdate(tx: Db, id: string): Promise<HangRow> {
  const [hang] = isUuid(id)
    ? await tx.select().from(hangs).where(eq(hangs.id, id)).for("update").limit(1)
    : [];
  if (!hang) throw new AppError("not_found", HANG_NOT_FOUND);
  return hang;
}

/** Of the hangs a browser says it holds, those whose token really is the edit token; newest first. */
export async function hangsHeldBy(db: Db, held: HeldHangs["hangs"]): Promise<HangRow[]> {
  const tokens = new Map(held.filter((h) => isUuid(h.id)).map((h) => [h.id, h.token]));
  if (tokens.size === 0) return [];
  const rows = await db
    .select()
    .from(hangs)
    .where(inArray(hangs.id, [...tokens.keys()]));
  return rows
    .filter((hang) => isHostOf(hang, { editToken: tokens.get(hang.id) }))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}
