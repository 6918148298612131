import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { invitees, mailDeliveries } from "../../db/schema.ts";

/** Invitees in the order invited, each with when its invitation was delivered (null: on its way). */
export async function listInvitees(db: Db, hangId: string) {
  return db
    .select({
      id: invitees.id,
      email: invitees.email,
      invitedAt: invitees.invitedAt,
      sentAt: mailDeliveries.sentAt,
      attempts: mailDeliveries.attempts,
    })
    .from(invitees)
    .leftJoin(
      mailDeliveries,
      sql`${mailDeliveries.dedupKey} = 'invitation:' || ${invitees.hangId} || ':' || lower(${invitees.email}) || ':1'`,
    )
    .where(eq(invitees.hangId, hangId))
    .orderBy(asc(invitees.invitedAt), asc(invitees.id));
}

export type InviteeRow = Awaited<ReturnType<typeof listInvitees>>[number];
