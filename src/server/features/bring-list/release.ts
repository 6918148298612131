// Claims go back on the list when their guest stops coming: an answer changed to No for every time,
// or removed (by the guest, or with their account). Called inside the transaction that makes that
// change, so the list and the answer never disagree and open pages hear of it only once committed.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bringClaims } from "../../db/schema.ts";
import { announceHangChange } from "../live/mutations.ts";

/** Releases every claim made with the answer; returns how many. */
export async function releaseClaimsOf(tx: Db, hangId: string, responseId: string): Promise<number> {
  const released = await tx
    .delete(bringClaims)
    .where(and(eq(bringClaims.hangId, hangId), eq(bringClaims.responseId, responseId)))
    .returning({ id: bringClaims.id });
  if (released.length > 0) await announceHangChange(tx, { hangId, kind: "bring-list-changed" });
  return released.length;
}

/** After an answer is written: one that says No to every time brings nothing. */
export async function releaseClaimsUnlessComing(
  tx: Db,
  answer: { id: string; hangId: string; response: string },
): Promise<void> {
  if (answer.response === "no") await releaseClaimsOf(tx, answer.hangId, answer.id);
}
