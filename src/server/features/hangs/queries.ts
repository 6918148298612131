import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type HangRow, hangs } from "../../db/schema.ts";
import { sameSecret } from "../../http/actor.ts";
import { AppError } from "../../http/errors.ts";
import { isUuid } from "../../http/ids.ts";

export const HANG_NOT_FOUND = "Hang not found";

export async function findHang(db: Db, id: string): Promise<HangRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [hang] = await db.select().from(hangs).where(eq(hangs.id, id)).limit(1);
  return hang;
}

export async function getHang(db: Db, id: string): Promise<HangRow> {
  const hang = await findHang(db, id);
  if (!hang) throw new AppError("not_found", HANG_NOT_FOUND);
  return hang;
}

export function isHostOf(hang: HangRow, editToken: string | undefined): boolean {
  return sameSecret(editToken, hang.editToken);
}

/** The hang, if the token is its edit token; otherwise 401 (no token) or 403 (wrong token). */
export async function getHangAsHost(db: Db, id: string, editToken: string | undefined): Promise<HangRow> {
  const hang = await getHang(db, id);
  if (!editToken) throw new AppError("unauthorized", "The edit link's token is required");
  if (!isHostOf(hang, editToken)) {
    throw new AppError("forbidden", "You don't have permission to edit this hang.");
  }
  return hang;
}

/** The hang, row-locked until the transaction ends, so changes to one hang happen one at a time. */
export async function getHangForUpdate(tx: Db, id: string): Promise<HangRow> {
  const [hang] = isUuid(id)
    ? await tx.select().from(hangs).where(eq(hangs.id, id)).for("update").limit(1)
    : [];
  if (!hang) throw new AppError("not_found", HANG_NOT_FOUND);
  return hang;
}
