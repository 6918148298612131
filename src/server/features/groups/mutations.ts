// Writes for groups and friend groups, each in one transaction; invitations are queued with the
// membership so neither exists without the other.
import { and, eq, sql } from "drizzle-orm";
import type { AssignableRole, FriendGroupInput } from "../../../shared/groups.ts";
import type { Db } from "../../db/client.ts";
import { friendGroups, groupMemberships, hangs } from "../../db/schema.ts";
import { AppError } from "../../http/errors.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { enqueueMail, groupMailJob } from "../../mail/mail-job.ts";
import { planNudgesForNewMember } from "../nudges/mutations.ts";
import { endSeriesOfGroups } from "../series/group-ended.ts";
import type { GroupRow, MembershipRow } from "./queries.ts";

export interface GroupCreator {
  id: string;
  email: string;
  name: string;
}

/** A new group with its creator as its first, active member. */
export async function createGroup(
  db: Db,
  creator: GroupCreator,
  fields: { name: string; description?: string | null },
): Promise<GroupRow> {
  return db.transaction(async (tx) => {
    const [group] = await tx
      .insert(friendGroups)
      .values({ name: fields.name, description: fields.description ?? null, creatorId: creator.id })
      .returning();
    await tx.insert(groupMemberships).values({
      groupId: group!.id,
      userId: creator.id,
      email: creator.email,
      name: creator.name || null,
      role: "creator",
      status: "active",
      joinedAt: new Date(),
    });
    return group!;
  });
}

/** A friend group is its owner's saved list of addresses: no members, nobody is told. */
export async function createFriendGroup(
  db: Db,
  creatorId: string,
  fields: { name: string; emails: string[]; hostEmail?: string | null },
): Promise<GroupRow> {
  const [group] = await db
    .insert(friendGroups)
    .values({ name: fields.name, creatorId, emails: fields.emails, hostEmail: fields.hostEmail ?? null })
    .returning();
  return group!;
}

export async function updateGroup(
  db: Db,
  groupId: string,
  changes: { name?: string; description?: string | null; emails?: FriendGroupInput["emails"] },
): Promise<GroupRow> {
  const [group] = await db
    .update(friendGroups)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(friendGroups.id, groupId))
    .returning();
  return group!;
}

/**
 * Deleting keeps the group's hangs: they only lose their link to it. Its standing hangs end, and
 * their owners are told (features/series).
 */
export async function deactivateGroup(
  deps: { db: Db; jobs: JobQueue },
  groupId: string,
  now = new Date(),
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.update(hangs).set({ groupId: null }).where(eq(hangs.groupId, groupId));
    await tx
      .update(friendGroups)
      .set({ isActive: false, updatedAt: new Date() })
      .where(eq(friendGroups.id, groupId));
    await endSeriesOfGroups(deps.jobs, tx, [groupId], now);
  });
  deps.jobs.wake();
}

export interface MemberInvite {
  name: string;
  email: string;
  phoneNumber: string | null;
  role: AssignableRole;
}

/**
 * A pending membership and its invitation e-mail; an address already in the group is refused.
 * `countInvite` runs after the insert, so re-inviting a member costs no one's budget, and its
 * refusal rolls the membership back.
 */
export async function inviteMember(
  deps: { db: Db; jobs: JobQueue; countInvite: () => Promise<void> },
  groupId: string,
  invite: MemberInvite,
): Promise<MembershipRow> {
  const membership = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(groupMemberships)
      .values({ groupId, ...invite, role: invite.role, status: "pending" })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw new AppError("conflict", "This person is already in the group.");
    await deps.countInvite();
    await enqueueMail(deps.jobs, tx, groupMailJob("group-invitation", groupId, invite.email));
    return inserted;
  });
  deps.jobs.wake();
  return membership;
}

/** Loads a membership of this group that may be changed: never the creator's. */
async function changeableMembership(tx: Db, groupId: string, membershipId: string): Promise<MembershipRow> {
  const [membership] = await tx
    .select()
    .from(groupMemberships)
    .where(and(eq(groupMemberships.groupId, groupId), sql`${groupMemberships.id}::text = ${membershipId}`))
    .for("update")
    .limit(1);
  if (!membership) throw new AppError("not_found", "Member not found");
  if (membership.role === "creator") {
    throw new AppError("forbidden", "The group's creator cannot be changed or removed.");
  }
  return membership;
}

export async function changeRole(
  db: Db,
  groupId: string,
  membershipId: string,
  role: AssignableRole,
): Promise<MembershipRow> {
  return db.transaction(async (tx) => {
    const membership = await changeableMembership(tx, groupId, membershipId);
    const [updated] = await tx
      .update(groupMemberships)
      .set({ role })
      .where(eq(groupMemberships.id, membership.id))
      .returning();
    return updated!;
  });
}

export async function removeMember(db: Db, groupId: string, membershipId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const membership = await changeableMembership(tx, groupId, membershipId);
    await tx.delete(groupMemberships).where(eq(groupMemberships.id, membership.id));
  });
}

/**
 * The invitee's "Join group": their pending membership becomes active (again is harmless), and
 * the group's hangs still being planned will nudge them like any invitee.
 */
export async function joinGroup(
  deps: { db: Db; jobs: JobQueue },
  membership: MembershipRow,
  userId: string,
  now: Date,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [joined] = await tx
      .update(groupMemberships)
      .set({ status: "active", userId, joinedAt: now })
      .where(and(eq(groupMemberships.id, membership.id), eq(groupMemberships.status, "pending")))
      .returning({ email: groupMemberships.email });
    if (joined) await planNudgesForNewMember(deps.jobs, tx, membership.groupId, joined.email, now);
  });
  deps.jobs.wake();
}

/** The invitee's "Decline": the invitation is gone, as if it had been cancelled. */
export async function declineInvitation(db: Db, membership: MembershipRow): Promise<void> {
  await db
    .delete(groupMemberships)
    .where(and(eq(groupMemberships.id, membership.id), eq(groupMemberships.status, "pending")));
}
