// Friend groups (quick-invite lists) and groups with members and roles: one schema per form, so
// the browser and the server give the same message. The rules they are built on (limits, roles,
// messages) are in group-rules.ts, which pages that only show groups load instead.

import { emailField, plainText } from "./fields.ts";
import {
  ASSIGNABLE_ROLES,
  FRIEND_GROUP_EMPTY,
  GROUP_DESCRIPTION_MAX,
  GROUP_NAME_MAX,
} from "./group-rules.ts";
import { z } from "./zod.ts";

export * from "./group-rules.ts";

const groupName = plainText("Group name is required")
  .trim()
  .min(1, "Group name is required")
  .max(GROUP_NAME_MAX, "Group name must be less than 100 characters");

const groupDescription = plainText()
  .trim()
  .max(GROUP_DESCRIPTION_MAX, "Description must be less than 500 characters")
  .nullish()
  .transform((v) => (v ? v : null));

export const createGroupSchema = z.object({ name: groupName, description: groupDescription });
export type CreateGroupInput = z.input<typeof createGroupSchema>;

/** Only the fields given change. */
export const updateGroupSchema = z.object({
  name: groupName.optional(),
  description: groupDescription.optional(),
});
export type UpdateGroupInput = z.input<typeof updateGroupSchema>;

export const friendGroupSchema = z.object({
  name: groupName,
  emails: z
    .array(emailField("Valid email is required"))
    .min(1, FRIEND_GROUP_EMPTY.description)
    .max(200, "A friend group holds at most 200 emails")
    // A repeated address (in any case) is kept once.
    .transform((emails) => [...new Map(emails.map((e) => [e.toLowerCase(), e])).values()]),
  hostEmail: emailField().nullish(),
});
export type FriendGroupInput = z.input<typeof friendGroupSchema>;

const role = z.enum(ASSIGNABLE_ROLES, { error: "Role must be member or admin" });

export const inviteMemberSchema = z.object({
  name: plainText("Name is required").trim().min(1, "Name is required").max(200),
  email: emailField("Valid email is required"),
  phoneNumber: plainText()
    .trim()
    .max(40, "Phone number is too long")
    .nullish()
    .transform((v) => (v ? v : null)),
  role: role.default("member"),
});
export type InviteMemberInput = z.input<typeof inviteMemberSchema>;

export const changeRoleSchema = z.object({ role });
