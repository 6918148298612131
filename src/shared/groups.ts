// Friend groups (quick-invite lists) and groups with members and roles: one schema per form, so
// the browser and the server give the same message.

import { emailField } from "./fields.ts";
import { z } from "./zod.ts";

export const GROUP_NAME_MAX = 100;
export const GROUP_DESCRIPTION_MAX = 500;
/** Members shown under "Recent members" on the group overview. */
export const RECENT_MEMBERS = 5;

const groupName = z
  .string({ error: "Group name is required" })
  .trim()
  .min(1, "Group name is required")
  .max(GROUP_NAME_MAX, "Group name must be less than 100 characters");

const groupDescription = z
  .string()
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

export const FRIEND_GROUP_EMPTY = {
  title: "Add some friends",
  description: "Please add at least one email to the group.",
};

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

export const ASSIGNABLE_ROLES = ["member", "admin"] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];
export type GroupRole = "creator" | AssignableRole;

const role = z.enum(ASSIGNABLE_ROLES, { error: "Role must be member or admin" });

export const inviteMemberSchema = z.object({
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(200),
  email: emailField("Valid email is required"),
  phoneNumber: z
    .string()
    .trim()
    .max(40, "Phone number is too long")
    .nullish()
    .transform((v) => (v ? v : null)),
  role: role.default("member"),
});
export type InviteMemberInput = z.input<typeof inviteMemberSchema>;

export const changeRoleSchema = z.object({ role });

export const GROUP_TOASTS = {
  created: "Group created successfully!",
  createFailed: "Failed to create group",
  invitationsSent: "Invitations sent!",
  invitationsFailed: "Failed to send invitations",
  memberRemoved: "Member removed",
  removeFailed: "Failed to remove member",
  roleUpdated: "Role updated",
  roleFailed: "Failed to update role",
  updated: "Group updated",
  updateFailed: "Failed to update group",
  deleted: "Group deleted",
  deleteFailed: "Failed to delete group",
  fallback: "Something went wrong. Please try again.",
  duplicate: { title: "Duplicate email", description: "This person is already in your invite list." },
  empty: "No invitations to send",
};

export const FRIEND_GROUP_TOASTS = {
  created: "Friend group created!",
  updated: "Friend group updated!",
  deleted: "Friend group deleted",
  saved: "Friend group saved!",
  createFailed: "Error creating friend group",
  updateFailed: "Error updating friend group",
  deleteFailed: "Error deleting friend group",
  saveFailed: "Error saving group",
  loadFailed: "Error loading friend groups",
  loggedOut: { title: "Unauthorized", description: "You are logged out. Logging in again..." },
};

export const GROUP_NOT_FOUND = "Group not found";
