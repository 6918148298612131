import { and, eq, inArray } from "drizzle-orm";
import {
  answerForTime,
  type LockInAudience,
  lockedInSlotKey,
  lockInAudience,
} from "../../../shared/attendance.ts";
import type { Db } from "../../db/client.ts";
import { type HangRow, mailDeliveries, type ResponseRow } from "../../db/schema.ts";
import { hangZone } from "../../mail/calendar-invite.ts";
import { listResponses } from "../responses/queries.ts";

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

export interface LockedInAudience {
  /** The locked-in slot's key; undefined when the host chose a time no slot offered. */
  key: string | undefined;
  responses: ResponseRow[];
  audience: LockInAudience<ResponseRow>;
}

/** The guests of a locked-in hang, sorted by their answer for the time that was locked in. */
export async function lockedInAudience(db: Db, hang: HangRow): Promise<LockedInAudience> {
  const responses = await listResponses(db, hang.id);
  const key = hang.finalDateTime
    ? lockedInSlotKey(hang.timeSlots, hang.finalDateTime, hangZone(hang))
    : undefined;
  return { key, responses, audience: lockInAudience(responses, key, hang.maxCapacity) };
}

/**
 * Holders of the invite who now say No to the locked-in time hear no more of it as if they were
 * coming; everyone else who holds it hears every change.
 */
export async function holdersStillComing(tx: Db, hang: HangRow, read?: LockedInAudience): Promise<string[]> {
  const { key, responses } = read ?? (await lockedInAudience(tx, hang));
  const cannot = new Set(
    responses.filter((r) => answerForTime(r, key) === "no").map((r) => r.guestEmail.toLowerCase()),
  );
  return (await inviteHolders(tx, hang.id)).filter((e) => !cannot.has(e.toLowerCase()));
}
