import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mailDeliveries } from "../../db/schema.ts";

/** Kinds of mail that put the hang's invite in someone's calendar. */
export const INVITE_KINDS = ["final-details", "details-update"] as const;

/**
 * Everyone who was sent the final details or an update: they hold the calendar invite, so every
 * later change and every reminder goes to them. One address each, as first written.
 */
export async function inviteHolders(db: Db, hangId: string): Promise<string[]> {
  const rows = await db
    .select({ recipient: mailDeliveries.recipient })
    .from(mailDeliveries)
    .where(and(eq(mailDeliveries.hangId, hangId), inArray(mailDeliveries.kind, [...INVITE_KINDS])));
  return uniqueAddresses(rows.map((r) => r.recipient));
}

/** Addresses once each, compared without case, in the order given. */
export function uniqueAddresses(addresses: readonly string[]): string[] {
  const seen = new Set<string>();
  return addresses.filter((a) => {
    const key = a.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
