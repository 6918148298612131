// What group calls answer with. E-mails and phone numbers appear only in member lists, which only
// the group's active members can read; a pending invitee sees the invitation view.

import { wallTimeToInstant } from "../../../shared/calendar.ts";
import type { GroupRole } from "../../../shared/groups.ts";
import { readTimeWindows } from "../../../shared/time-slots.ts";
import {
  canManage,
  canPlan,
  type GroupRow,
  type getInvitationSummary,
  type listGroupHangs,
  type MembershipRow,
} from "./queries.ts";

type GroupHangRow = Awaited<ReturnType<typeof listGroupHangs>>[number];

export function friendGroupView(group: Pick<GroupRow, "id" | "name" | "emails" | "hostEmail" | "createdAt">) {
  return {
    id: group.id,
    name: group.name,
    emails: group.emails,
    hostEmail: group.hostEmail,
    createdAt: group.createdAt.toISOString(),
  };
}

export function groupView(group: GroupRow, role: GroupRole) {
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    createdAt: group.createdAt.toISOString(),
    updatedAt: group.updatedAt.toISOString(),
    viewer: { status: "active" as const, role, canManage: canManage(role), canPlan: canPlan(role) },
  };
}

/** What someone invited sees before joining: enough to decide, nothing about anyone in it. */
export function invitationView(
  group: GroupRow,
  role: GroupRole,
  summary: Awaited<ReturnType<typeof getInvitationSummary>>,
) {
  return {
    id: group.id,
    name: group.name,
    creatorName: summary.creatorName,
    memberCount: summary.memberCount,
    viewer: { status: "pending" as const, role, canManage: false, canPlan: false },
  };
}

export function memberView(m: MembershipRow) {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    phoneNumber: m.phoneNumber,
    role: m.role as GroupRole,
    status: m.status as "pending" | "active",
    invitedAt: m.invitedAt.toISOString(),
    joinedAt: m.joinedAt?.toISOString() ?? null,
  };
}

/** The spec's derived status, with "completed" for a finalized hang whose date has passed. */
export function groupHangView(hang: GroupHangRow, now: number) {
  const finalAt = hang.finalDateTime?.getTime();
  const zone = hang.hostTimezone ?? "UTC";
  const slotEnds = hang.timeSlots.map((s) =>
    wallTimeToInstant(s.date, s.endTime || s.startTime, zone).getTime(),
  );
  const slotStarts = hang.timeSlots.map((s) => wallTimeToInstant(s.date, s.startTime, zone).getTime());
  const startsAt = finalAt ?? (slotStarts.length > 0 ? Math.min(...slotStarts) : undefined);
  const status = hang.isCancelled
    ? "cancelled"
    : hang.isFinalized
      ? finalAt !== undefined && finalAt < now
        ? "completed"
        : "finalized"
      : "planning";
  // The dashboard's "upcoming" test: a finalized hang by its date, a poll by any slot still ahead.
  const upcoming =
    !hang.isCancelled &&
    (hang.isFinalized
      ? finalAt === undefined || finalAt > now
      : slotEnds.length === 0 || slotEnds.some((end) => end > now));
  const windows = readTimeWindows(hang.timeWindows, "");
  return {
    id: hang.id,
    name: hang.name,
    vibe: hang.vibe,
    status,
    upcoming,
    /** No time chosen or proposed yet. */
    timeTbd: !hang.isFinalized && hang.timeSlots.length === 0 && windows.filter(Boolean).length === 0,
    finalDateTime: hang.finalDateTime?.toISOString() ?? null,
    /** When it happens: the final time, else the earliest proposed start; null when unknown. */
    startsAt: startsAt === undefined ? null : new Date(startsAt).toISOString(),
    firstWindow: windows.find(Boolean) ?? null,
    location: hang.locationName ?? hang.location,
    createdAt: hang.createdAt.toISOString(),
  };
}
