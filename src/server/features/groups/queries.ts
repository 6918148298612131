// Reads for groups: who may see a group and in which role, its members and its hangs. Each list is
// one query whatever its length.

import { and, asc, desc, eq, isNotNull, or, sql } from "drizzle-orm";
import type { Context } from "hono";
import { GROUP_NOT_FOUND, type GroupRole } from "../../../shared/groups.ts";
import type { Db } from "../../db/client.ts";
import { friendGroups, groupMemberships, hangs, users } from "../../db/schema.ts";
import { signedInUser, verifiedEmailFrom } from "../../http/actor.ts";
import { AppError } from "../../http/errors.ts";
import { isUuid } from "../../http/ids.ts";

export type GroupRow = typeof friendGroups.$inferSelect;
export type MembershipRow = typeof groupMemberships.$inferSelect;

/** Who is asking: the signed-in user's id, and their e-mail only when the provider vouches for it. */
export interface GroupViewer {
  userId: string;
  verifiedEmail: string | undefined;
}

export interface GroupAccess {
  group: GroupRow;
  /** For a pending invitee, the role they were invited to. */
  role: GroupRole;
  /** The viewer's own membership (absent only for a creator whose address is not verified). */
  membership: MembershipRow | undefined;
  /** Invited, not joined: they may see the invitation, join or decline, and nothing else. */
  pending: boolean;
}

/**
 * Friend groups (quick-invite lists, which always hold saved addresses) and groups with members
 * share one table; a group proper keeps its people as memberships and saves no addresses.
 * docs/decisions/0036-friend-groups-are-address-lists.md
 */
const isGroupProper = sql`jsonb_array_length(${friendGroups.emails}) = 0`;
const isFriendGroup = sql`jsonb_array_length(${friendGroups.emails}) > 0`;

export const canManage = (role: GroupRole) => role === "creator" || role === "admin";
/** Planning a hang for the group (and mailing all of it) is managing it: docs/decisions/0031. */
export const canPlan = canManage;

const JOIN_FIRST = "Join the group to see its members and hangs.";

/**
 * The active group and the viewer's role in it. Anyone else, and any missing or deleted group,
 * gets the same 404, so a group's existence never leaks.
 */
export async function getGroupAccess(db: Db, groupId: string, viewer: GroupViewer): Promise<GroupAccess> {
  if (!isUuid(groupId)) throw new AppError("not_found", GROUP_NOT_FOUND);
  const rows = await db
    .select({ group: friendGroups, membership: groupMemberships })
    .from(friendGroups)
    .leftJoin(
      groupMemberships,
      and(
        eq(groupMemberships.groupId, friendGroups.id),
        sql`lower(${groupMemberships.email}) = ${viewer.verifiedEmail ?? null}`,
      ),
    )
    .where(and(eq(friendGroups.id, groupId), eq(friendGroups.isActive, true), isGroupProper))
    .limit(1);
  const row = rows[0];
  if (!row) throw new AppError("not_found", GROUP_NOT_FOUND);
  const membership = row.membership ?? undefined;
  if (row.group.creatorId === viewer.userId) {
    return { group: row.group, role: "creator", membership, pending: false };
  }
  if (!membership) throw new AppError("not_found", GROUP_NOT_FOUND);
  const pending = membership.status !== "active";
  return { group: row.group, role: membership.role as GroupRole, membership, pending };
}

/** Like getGroupAccess, but only active members pass; a pending invitee gets 403. */
export async function getGroupAsMember(db: Db, groupId: string, viewer: GroupViewer): Promise<GroupAccess> {
  const access = await getGroupAccess(db, groupId, viewer);
  if (access.pending) throw new AppError("forbidden", JOIN_FIRST);
  return access;
}

/** Like getGroupAsMember, but only the creator and admins pass; members get 403. */
export async function getGroupAsManager(db: Db, groupId: string, viewer: GroupViewer): Promise<GroupAccess> {
  const access = await getGroupAccess(db, groupId, viewer);
  if (access.pending || !canManage(access.role)) {
    throw new AppError("forbidden", "Only the group's creator or an admin can do that.");
  }
  return access;
}

export function listMembers(db: Db, groupId: string): Promise<MembershipRow[]> {
  return db
    .select()
    .from(groupMemberships)
    .where(eq(groupMemberships.groupId, groupId))
    .orderBy(desc(groupMemberships.joinedAt), asc(groupMemberships.invitedAt));
}

export function listGroupHangs(db: Db, groupId: string) {
  return db
    .select({
      id: hangs.id,
      name: hangs.name,
      vibe: hangs.vibe,
      timeSlots: hangs.timeSlots,
      timeWindows: hangs.timeWindows,
      hostTimezone: hangs.hostTimezone,
      isFinalized: hangs.isFinalized,
      finalDateTime: hangs.finalDateTime,
      isCancelled: hangs.isCancelled,
      location: hangs.location,
      locationName: hangs.locationName,
      createdAt: hangs.createdAt,
    })
    .from(hangs)
    .where(eq(hangs.groupId, groupId))
    .orderBy(desc(hangs.createdAt));
}

/**
 * The active groups a user created or belongs to (by verified e-mail), newest first; their friend
 * groups are not among them.
 */
export function listUserGroups(db: Db, viewer: GroupViewer) {
  return (
    db
      .select({
        id: friendGroups.id,
        name: friendGroups.name,
        description: friendGroups.description,
        createdAt: friendGroups.createdAt,
        // Listed so the invitee can find it, marked so the list does not pass it off as theirs.
        invited: sql<boolean>`(${friendGroups.creatorId} <> ${viewer.userId}
          and coalesce(${groupMemberships.status} = 'pending', false))`.mapWith(Boolean),
      })
      .from(friendGroups)
      // The viewer's own membership, at most one per group (one per address).
      .leftJoin(
        groupMemberships,
        and(
          eq(groupMemberships.groupId, friendGroups.id),
          sql`lower(${groupMemberships.email}) = ${viewer.verifiedEmail ?? null}`,
        ),
      )
      .where(
        and(
          eq(friendGroups.isActive, true),
          isGroupProper,
          or(eq(friendGroups.creatorId, viewer.userId), isNotNull(groupMemberships.id)),
        ),
      )
      .orderBy(desc(friendGroups.createdAt))
  );
}

/**
 * The quick-invite lists a user saved: their own active groups that hold saved e-mails (groups
 * made on the dashboard keep their people as members instead).
 */
export function listFriendGroups(db: Db, userId: string) {
  return db
    .select({
      id: friendGroups.id,
      name: friendGroups.name,
      emails: friendGroups.emails,
      hostEmail: friendGroups.hostEmail,
      createdAt: friendGroups.createdAt,
    })
    .from(friendGroups)
    .where(and(eq(friendGroups.creatorId, userId), eq(friendGroups.isActive, true), isFriendGroup))
    .orderBy(desc(friendGroups.createdAt));
}

/** A friend group of its owner; anyone else (or a deleted one) gets 404. */
export async function getOwnFriendGroup(db: Db, id: string, userId: string): Promise<GroupRow> {
  const [group] = isUuid(id)
    ? await db
        .select()
        .from(friendGroups)
        .where(
          and(
            eq(friendGroups.id, id),
            eq(friendGroups.creatorId, userId),
            eq(friendGroups.isActive, true),
            isFriendGroup,
          ),
        )
        .limit(1)
    : [];
  if (!group) throw new AppError("not_found", "Friend group not found");
  return group;
}

export async function findGroup(db: Db, id: string): Promise<GroupRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [group] = await db.select().from(friendGroups).where(eq(friendGroups.id, id)).limit(1);
  return group;
}

/** Who started the group, as invitations name them. */
const creatorDisplayName = (name: string, email: string) => name || email.split("@")[0] || "A friend";

/** What a pending invitee needs to decide: who started the group and how many are in it. */
export async function getInvitationSummary(db: Db, groupId: string) {
  const [row] = await db
    .select({
      creatorName: users.name,
      creatorEmail: users.email,
      memberCount: sql<number>`(select count(*)::int from ${groupMemberships}
        where ${groupMemberships.groupId} = ${friendGroups.id} and ${groupMemberships.status} = 'active')`,
    })
    .from(friendGroups)
    .innerJoin(users, eq(users.id, friendGroups.creatorId))
    .where(eq(friendGroups.id, groupId))
    .limit(1);
  if (!row) throw new AppError("not_found", GROUP_NOT_FOUND);
  return {
    creatorName: creatorDisplayName(row.creatorName, row.creatorEmail),
    memberCount: Number(row.memberCount),
  };
}

/** What a group invitation e-mail needs, while the group is active and the invitation pending. */
export async function findGroupInvitation(db: Db, groupId: string, email: string) {
  if (!isUuid(groupId)) return undefined;
  const [row] = await db
    .select({
      groupId: friendGroups.id,
      groupName: friendGroups.name,
      creatorName: users.name,
      creatorEmail: users.email,
      creatorLanguage: users.language,
      inviteeName: groupMemberships.name,
    })
    .from(groupMemberships)
    .innerJoin(friendGroups, eq(friendGroups.id, groupMemberships.groupId))
    .innerJoin(users, eq(users.id, friendGroups.creatorId))
    .where(
      and(
        eq(groupMemberships.groupId, groupId),
        sql`lower(${groupMemberships.email}) = lower(${email})`,
        eq(groupMemberships.status, "pending"),
        eq(friendGroups.isActive, true),
        isGroupProper,
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const creatorName = creatorDisplayName(row.creatorName, row.creatorEmail);
  return {
    groupId: row.groupId,
    groupName: row.groupName,
    creatorName,
    inviteeName: row.inviteeName,
    inviterLanguage: row.creatorLanguage,
  };
}

/**
 * Only the group's creator and admins plan hangs for it; other members and invitees get 403,
 * anyone else "Group not found".
 */
export async function assertCanPlanForGroup(db: Db, groupId: string, c: Context): Promise<void> {
  const user = signedInUser(c);
  if (!user) throw new AppError("not_found", GROUP_NOT_FOUND);
  const access = await getGroupAccess(db, groupId, { userId: user.id, verifiedEmail: verifiedEmailFrom(c) });
  if (access.pending || !canPlan(access.role)) {
    throw new AppError("forbidden", "Only the group's creator or an admin can plan hangs for it.");
  }
}
