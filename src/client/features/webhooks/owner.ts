// Whose webhooks these are: one hang's (its host proves it with the edit token) or one group's
// (its creator and admins, by their session). The calls and the cached lists follow the owner.
import { groupKey } from "../groups/api.ts";
import { asHost, hangKey } from "../hangs/api.ts";

export type WebhookOwner =
  | { kind: "hang"; hangId: string; editToken: string | undefined }
  | { kind: "group"; groupId: string };

export const webhooksPath = (owner: WebhookOwner) =>
  owner.kind === "hang" ? `/api/hangs/${owner.hangId}/webhooks` : `/api/groups/${owner.groupId}/webhooks`;

/** Under the owner's own key, so forgetting a deleted group forgets its webhooks too. */
export const webhooksKey = (owner: WebhookOwner) =>
  [...(owner.kind === "hang" ? hangKey(owner.hangId) : groupKey(owner.groupId)), "webhooks"] as const;

/** The hang's proof header; a group's calls carry the session cookie alone. */
export const ownerHeaders = (owner: WebhookOwner) =>
  owner.kind === "hang" ? asHost(owner.editToken) : undefined;
