// Turning mail off: a row per address (and hang), or per address for group invitations, written
// once however often the link is used.
import type { Db } from "../../db/client.ts";
import { groupInviteOptOuts, mailOptOuts } from "../../db/schema.ts";
import type { OptOutRequest } from "../../mail/unsubscribe.ts";
import { findHang } from "../hangs/queries.ts";
import { dropPendingNudgesTo } from "../nudges/mutations.ts";

export async function optOut(db: Db, request: OptOutRequest): Promise<void> {
  if (request.scope === "groups") {
    await db.insert(groupInviteOptOuts).values({ email: request.email }).onConflictDoNothing();
    return;
  }
  const hang = await findHang(db, request.hangId);
  // A hang deleted since the mail went: its reminders are gone with it.
  if (request.scope === "hang" && !hang) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(mailOptOuts)
      .values({ email: request.email, hangId: request.scope === "hang" ? request.hangId : null })
      .onConflictDoNothing();
    if (hang) await dropPendingNudgesTo(tx, hang.id, request.email);
  });
}
