// Reads of the bring list: the list with its claims, and what one address is bringing (for mail
// and the data export).
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type BringItemRow, bringClaims, bringItems, hangs, responses } from "../../db/schema.ts";

export interface ListedClaim {
  id: string;
  itemId: string;
  responseId: string;
  guestName: string;
  isPublic: boolean;
}

export type ListedItem = BringItemRow & { claims: ListedClaim[] };

/** The hang's items in the order the host added them, each with its claims in the order made. */
export async function listBringItems(db: Db, hangId: string): Promise<ListedItem[]> {
  const [items, claims] = await Promise.all([
    db
      .select()
      .from(bringItems)
      .where(eq(bringItems.hangId, hangId))
      .orderBy(asc(bringItems.createdAt), asc(bringItems.id)),
    db
      .select({
        id: bringClaims.id,
        itemId: bringClaims.itemId,
        responseId: bringClaims.responseId,
        guestName: responses.guestName,
        isPublic: responses.isPublic,
      })
      .from(bringClaims)
      .innerJoin(responses, eq(responses.id, bringClaims.responseId))
      .where(eq(bringClaims.hangId, hangId))
      .orderBy(asc(bringClaims.createdAt), asc(bringClaims.id)),
  ]);
  const byItem = new Map<string, ListedClaim[]>();
  for (const claim of claims) {
    const list = byItem.get(claim.itemId) ?? [];
    list.push(claim);
    byItem.set(claim.itemId, list);
  }
  return items.map((item) => ({ ...item, claims: byItem.get(item.id) ?? [] }));
}

/** The names of the items the answer at this address is bringing to the hang, in list order. */
export async function itemsBroughtBy(db: Db, hangId: string, email: string): Promise<string[]> {
  const rows = await db
    .select({ name: bringItems.name })
    .from(bringClaims)
    .innerJoin(bringItems, eq(bringItems.id, bringClaims.itemId))
    .innerJoin(responses, eq(responses.id, bringClaims.responseId))
    .where(and(eq(bringClaims.hangId, hangId), sql`lower(${responses.guestEmail}) = lower(${email})`))
    .orderBy(asc(bringItems.createdAt), asc(bringItems.id));
  return rows.map((row) => row.name);
}

/** Every item an address's answers claim, on any hang (the person's data export). */
export async function claimsOfAddress(db: Db, address: string) {
  return db
    .select({
      hangId: bringClaims.hangId,
      hangName: hangs.name,
      item: bringItems.name,
      quantity: bringItems.quantity,
      claimedAt: bringClaims.createdAt,
    })
    .from(bringClaims)
    .innerJoin(bringItems, eq(bringItems.id, bringClaims.itemId))
    .innerJoin(responses, eq(responses.id, bringClaims.responseId))
    .innerJoin(hangs, eq(hangs.id, bringClaims.hangId))
    .where(sql`lower(${responses.guestEmail}) = ${address.toLowerCase()}`)
    .orderBy(asc(bringClaims.createdAt));
}
