// Who is waiting to answer a hang, who asked for less mail, and which nudges already went.
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  groupInviteOptOuts,
  groupMemberships,
  type HangRow,
  invitees,
  mailDeliveries,
  mailOptOuts,
  responses,
  users,
} from "../../db/schema.ts";

export interface Invited {
  email: string;
  invitedAt: Date;
}

/**
 * Everyone invited: e-mail invitations (when each was sent) and the active members of the hang's
 * group (since the hang was created, or since they joined when that was later). One entry per
 * address, never the host.
 */
export async function listInvited(db: Db, hang: HangRow): Promise<Invited[]> {
  const byMail = await db
    .select({ email: invitees.email, invitedAt: invitees.invitedAt })
    .from(invitees)
    .where(eq(invitees.hangId, hang.id));
  const members = hang.groupId
    ? await db
        .select({ email: groupMemberships.email, joinedAt: groupMemberships.joinedAt })
        .from(groupMemberships)
        .where(and(eq(groupMemberships.groupId, hang.groupId), eq(groupMemberships.status, "active")))
    : [];
  const seen = new Map<string, Invited>();
  const memberSince = (joinedAt: Date | null) =>
    joinedAt && joinedAt > hang.createdAt ? joinedAt : hang.createdAt;
  for (const person of [
    ...byMail,
    ...members.map((m) => ({ email: m.email, invitedAt: memberSince(m.joinedAt) })),
  ]) {
    const key = person.email.toLowerCase();
    if (key === hang.hostEmail.toLowerCase() || seen.has(key)) continue;
    seen.set(key, person);
  }
  return [...seen.values()];
}

/** Whether the address is still among the invited (a member may have left the group since). */
export async function isInvited(db: Db, hang: HangRow, email: string): Promise<boolean> {
  const key = email.toLowerCase();
  return (await listInvited(db, hang)).some((p) => p.email.toLowerCase() === key);
}

/** The invited who have not answered yet (of `invited`, when the caller already listed them). */
export async function stillWaiting(db: Db, hang: HangRow, invited?: Invited[]): Promise<Invited[]> {
  const people = invited ?? (await listInvited(db, hang));
  if (people.length === 0) return [];
  // Only the invited addresses are looked up (by the one-answer-per-address index): a hang with
  // thousands of answers from an open link reads no more than its invitees.
  const rows = await db
    .select({ email: sql<string>`lower(${responses.guestEmail})` })
    .from(responses)
    .where(
      and(
        eq(responses.hangId, hang.id),
        inArray(
          sql`lower(${responses.guestEmail})`,
          people.map((p) => p.email.toLowerCase()),
        ),
      ),
    );
  const answered = new Set(rows.map((r) => r.email));
  return people.filter((p) => !answered.has(p.email.toLowerCase()));
}

/** Whether the address turned off this hang's reminders, or every message from Hangs. */
export async function optOutsOf(db: Db, hangId: string | null, email: string) {
  const rows = await db
    .select({ hangId: mailOptOuts.hangId })
    .from(mailOptOuts)
    .where(
      and(
        sql`lower(${mailOptOuts.email}) = lower(${email})`,
        hangId ? or(isNull(mailOptOuts.hangId), eq(mailOptOuts.hangId, hangId)) : isNull(mailOptOuts.hangId),
      ),
    );
  return { everything: rows.some((r) => r.hangId === null), thisHang: rows.some((r) => r.hangId !== null) };
}

/** Whether the address turned off invitations to join groups. */
export async function groupInvitesStopped(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ email: groupInviteOptOuts.email })
    .from(groupInviteOptOuts)
    .where(sql`lower(${groupInviteOptOuts.email}) = lower(${email})`)
    .limit(1);
  return rows.length > 0;
}

/** Addresses among `emails` that turned off every message from Hangs (lower case). */
export async function optedOutOfEverything(db: Db, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: sql<string>`lower(${mailOptOuts.email})` })
    .from(mailOptOuts)
    .where(
      and(
        isNull(mailOptOuts.hangId),
        inArray(
          sql`lower(${mailOptOuts.email})`,
          emails.map((e) => e.toLowerCase()),
        ),
      ),
    );
  return new Set(rows.map((r) => r.email));
}

export interface SentNudge {
  key: string;
  email: string;
  step: string;
  sentAt: Date;
}

/** Every nudge sent for the hang: the step is the last part of its de-duplication key. */
export async function sentNudges(db: Db, hangId: string, email?: string): Promise<SentNudge[]> {
  const rows = await db
    .select({ email: mailDeliveries.recipient, key: mailDeliveries.dedupKey, sentAt: mailDeliveries.sentAt })
    .from(mailDeliveries)
    .where(
      and(
        eq(mailDeliveries.hangId, hangId),
        eq(mailDeliveries.kind, "nudge"),
        inArray(mailDeliveries.status, ["sent", "sending"]),
        email ? sql`lower(${mailDeliveries.recipient}) = lower(${email})` : undefined,
      ),
    );
  return rows.map((r) => ({
    key: r.key,
    email: r.email,
    step: r.key.split(":").at(-1)!,
    sentAt: r.sentAt ?? new Date(),
  }));
}

/** Whether an account with a verified address is this host: their links ask them to sign in. */
export async function hostSignsIn(db: Db, hostEmail: string): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${hostEmail})`, eq(users.emailVerified, true)))
    .limit(1);
  return user !== undefined;
}
