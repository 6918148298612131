// What the API answers about groups, friend groups and the signed-in person's hangs.
import { z } from "../zod.ts";
import { instant, nullableInstant } from "./common.ts";
import { publicHangSchema } from "./hangs.ts";

const groupRole = z.enum(["creator", "admin", "member"]);

export const friendGroupViewSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    emails: z.array(z.string()),
    hostEmail: z.string().nullable(),
    createdAt: instant,
  })
  .meta({ id: "FriendGroup" });

const activeGroupSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    createdAt: instant,
    updatedAt: instant,
    viewer: z.object({
      status: z.literal("active"),
      role: groupRole,
      canManage: z.boolean(),
      canPlan: z.boolean(),
    }),
  })
  .meta({ id: "Group" });

/** What someone invited sees before joining. */
const groupInvitationSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    creatorName: z.string().nullable(),
    memberCount: z.int(),
    viewer: z.object({
      status: z.literal("pending"),
      role: groupRole,
      canManage: z.literal(false),
      canPlan: z.literal(false),
    }),
  })
  .meta({ id: "GroupInvitation" });

export const groupViewSchema = activeGroupSchema;
export const groupOrInvitationSchema = z.union([activeGroupSchema, groupInvitationSchema]);

export const memberViewSchema = z
  .object({
    id: z.uuid(),
    name: z.string().nullable(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    role: groupRole,
    status: z.enum(["pending", "active"]),
    invitedAt: instant,
    joinedAt: nullableInstant,
  })
  .meta({ id: "GroupMember" });

export const groupHangViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  vibe: z.string(),
  status: z.enum(["planning", "finalized", "completed", "cancelled"]),
  upcoming: z.boolean(),
  timeTbd: z.boolean(),
  finalDateTime: nullableInstant,
  startsAt: nullableInstant,
  firstWindow: z.string().nullable(),
  location: z.string().nullable(),
  createdAt: instant,
});

export const userGroupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  createdAt: instant,
  invited: z.boolean(),
});

const counts = z.object({
  yes: z.int(),
  maybe: z.int(),
  no: z.int(),
  invited: z.int(),
  heads: z.object({ yes: z.int(), maybe: z.int() }).optional(),
});

/** One card of the dashboard. */
export const userHangSchema = publicHangSchema
  .pick({
    id: true,
    name: true,
    vibe: true,
    timeWindows: true,
    timeSlots: true,
    hostName: true,
    hostTimezone: true,
    location: true,
    locationName: true,
    additionalDetails: true,
    maxCapacity: true,
    isFinalized: true,
    finalDateTime: true,
    isCancelled: true,
    createdAt: true,
  })
  .extend({
    role: z.enum(["host", "invited", "answered"]),
    ownAnswer: z.enum(["yes", "maybe", "no"]).nullable(),
    counts,
    inviteeSample: z.array(z.string()),
  });

export const deletedHangSchema = z.object({ deleted: z.literal(true), notified: z.int() });
