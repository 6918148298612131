// Groups and friend groups without their schemas: limits, roles and what the pages say. The pages
// that only show groups load these and no schema library; groups.ts builds the forms' and the
// server's schemas on them.

export const GROUP_NAME_MAX = 100;
export const GROUP_DESCRIPTION_MAX = 500;
/** Members shown under "Recent members" on the group overview. */
export const RECENT_MEMBERS = 5;

export const FRIEND_GROUP_EMPTY = {
  title: "Add some friends",
  description: "Please add at least one email to the group.",
};

export const ASSIGNABLE_ROLES = ["member", "admin"] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];
export type GroupRole = "creator" | AssignableRole;

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
