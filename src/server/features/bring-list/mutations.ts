// Changes to the bring list, each in one transaction that announces itself to open pages. The host
// adds, changes and removes items and can take any claim off; a guest who answered (and is coming)
// claims one unit of an item and can give it back (docs/decisions/0066-bring-list.md).
//
// Locks, always in this order: the hang (shared by claims, so claims on different items go side by
// side, and an answer changing to No — which row-locks the hang — waits for them or they for it),
// then the item (a claim row-locks it, so two guests taking its last unit queue and the second is
// told it is gone).
import { and, count, eq } from "drizzle-orm";
import {
  ALL_CLAIMED,
  ALREADY_CLAIMED,
  ANSWER_FIRST,
  BELOW_CLAIMS,
  type BringItem,
  CLAIM_GONE,
  COMING_FIRST,
  ITEM_GONE,
  MAX_ITEMS_PER_HANG,
  NOT_YOUR_CLAIM,
  TOO_MANY_ITEMS,
} from "../../../shared/bring-list.ts";
import type { Db } from "../../db/client.ts";
import { type BringItemRow, bringClaims, bringItems, type HangRow, hangs } from "../../db/schema.ts";
import type { HostProof } from "../../http/actor.ts";
import { AppError } from "../../http/errors.ts";
import { isUuid } from "../../http/ids.ts";
import type { ResponseSecrets } from "../../http/response-secrets.ts";
import { assertNotCancelled } from "../hangs/mutations.ts";
import { HANG_NOT_FOUND, isHostOf } from "../hangs/queries.ts";
import { announceHangChange } from "../live/mutations.ts";
import { type GuestProof, ownsResponse } from "../responses/mutations.ts";
import { findResponse } from "../responses/queries.ts";

export interface BringDeps {
  db: Db;
  secrets: ResponseSecrets;
}

const announce = (tx: Db, hangId: string) => announceHangChange(tx, { hangId, kind: "bring-list-changed" });

async function lockHang(tx: Db, hangId: string, mode: "share" | "update"): Promise<HangRow> {
  const [hang] = isUuid(hangId)
    ? await tx.select().from(hangs).where(eq(hangs.id, hangId)).for(mode).limit(1)
    : [];
  if (!hang) throw new AppError("not_found", HANG_NOT_FOUND);
  return hang;
}

/** Host-only: 401 without any proof, 403 with someone else's (as every host-only call answers). */
function assertHost(hang: HangRow, proof: HostProof): void {
  if (isHostOf(hang, proof)) return;
  if (!proof.editToken && !proof.verifiedEmail) {
    throw new AppError("unauthorized", "The edit link's token is required");
  }
  throw new AppError("forbidden", "You don't have permission to edit this hang.");
}

/** The item, row-locked; an id that names no item of this hang is one that is gone. */
async function lockItem(tx: Db, hangId: string, itemId: string): Promise<BringItemRow> {
  const [item] = isUuid(itemId)
    ? await tx
        .select()
        .from(bringItems)
        .where(and(eq(bringItems.id, itemId), eq(bringItems.hangId, hangId)))
        .for("update")
        .limit(1)
    : [];
  if (!item) throw new AppError("conflict", ITEM_GONE);
  return item;
}

async function claimCount(tx: Db, itemId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(bringClaims).where(eq(bringClaims.itemId, itemId));
  return row?.n ?? 0;
}

export async function addBringItem(
  deps: BringDeps,
  hangId: string,
  input: BringItem,
  proof: HostProof,
): Promise<BringItemRow> {
  return deps.db.transaction(async (tx) => {
    // The hang's own row lock: two items added at once cannot both pass the limit.
    const hang = await lockHang(tx, hangId, "update");
    assertHost(hang, proof);
    assertNotCancelled(hang);
    const [row] = await tx.select({ n: count() }).from(bringItems).where(eq(bringItems.hangId, hang.id));
    if ((row?.n ?? 0) >= MAX_ITEMS_PER_HANG) throw new AppError("conflict", TOO_MANY_ITEMS);
    const [item] = await tx
      .insert(bringItems)
      .values({ hangId: hang.id, name: input.name, quantity: input.quantity })
      .returning();
    await announce(tx, hang.id);
    return item!;
  });
}

export async function editBringItem(
  deps: BringDeps,
  hangId: string,
  itemId: string,
  input: BringItem,
  proof: HostProof,
): Promise<BringItemRow> {
  return deps.db.transaction(async (tx) => {
    const hang = await lockHang(tx, hangId, "share");
    assertHost(hang, proof);
    assertNotCancelled(hang);
    const item = await lockItem(tx, hang.id, itemId);
    // Fewer units than people already bringing one: the host takes a claim off first, knowingly.
    if (input.quantity < (await claimCount(tx, item.id))) throw new AppError("conflict", BELOW_CLAIMS);
    const [changed] = await tx
      .update(bringItems)
      .set({ name: input.name, quantity: input.quantity, updatedAt: new Date() })
      .where(eq(bringItems.id, item.id))
      .returning();
    await announce(tx, hang.id);
    return changed!;
  });
}

/** The item goes, and its claims with it. */
export async function removeBringItem(
  deps: BringDeps,
  hangId: string,
  itemId: string,
  proof: HostProof,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const hang = await lockHang(tx, hangId, "share");
    assertHost(hang, proof);
    assertNotCancelled(hang);
    const item = await lockItem(tx, hang.id, itemId);
    await tx.delete(bringItems).where(eq(bringItems.id, item.id));
    await announce(tx, hang.id);
  });
}

/** One unit of the item for the answer `responseId`, whose owner the proof must show. */
export async function claimBringItem(
  deps: BringDeps,
  hangId: string,
  itemId: string,
  responseId: string,
  proof: GuestProof,
) {
  return deps.db.transaction(async (tx) => {
    const hang = await lockHang(tx, hangId, "share");
    assertNotCancelled(hang);
    const answer = await findResponse(tx, hang.id, responseId);
    // Never says whether someone else's answer exists: without its proof it is no answer of yours.
    if (!answer || !ownsResponse(deps.secrets, answer, proof)) throw new AppError("forbidden", ANSWER_FIRST);
    if (answer.response === "no") throw new AppError("conflict", COMING_FIRST);
    const item = await lockItem(tx, hang.id, itemId);
    const mine = await tx
      .select({ id: bringClaims.id })
      .from(bringClaims)
      .where(and(eq(bringClaims.itemId, item.id), eq(bringClaims.responseId, answer.id)))
      .limit(1);
    if (mine.length > 0) throw new AppError("conflict", ALREADY_CLAIMED);
    if ((await claimCount(tx, item.id)) >= item.quantity) throw new AppError("conflict", ALL_CLAIMED);
    const [claim] = await tx
      .insert(bringClaims)
      .values({ itemId: item.id, hangId: hang.id, responseId: answer.id })
      .onConflictDoNothing()
      .returning();
    if (!claim) throw new AppError("conflict", ALREADY_CLAIMED);
    await announce(tx, hang.id);
    return claim;
  });
}

/** A claim taken off the list: by the guest who made it, or by the host. */
export async function releaseBringClaim(
  deps: BringDeps,
  hangId: string,
  itemId: string,
  claimId: string,
  proof: { host: HostProof; guest: GuestProof },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const hang = await lockHang(tx, hangId, "share");
    assertNotCancelled(hang);
    const item = await lockItem(tx, hang.id, itemId);
    const [claim] = isUuid(claimId)
      ? await tx
          .select()
          .from(bringClaims)
          .where(and(eq(bringClaims.id, claimId), eq(bringClaims.itemId, item.id)))
          .limit(1)
      : [];
    if (!claim) throw new AppError("conflict", CLAIM_GONE);
    if (!isHostOf(hang, proof.host)) {
      const answer = await findResponse(tx, hang.id, claim.responseId);
      if (!answer || !ownsResponse(deps.secrets, answer, proof.guest)) {
        throw new AppError("forbidden", NOT_YOUR_CLAIM);
      }
    }
    await tx.delete(bringClaims).where(eq(bringClaims.id, claim.id));
    await announce(tx, hang.id);
  });
}
