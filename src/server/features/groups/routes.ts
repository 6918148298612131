import type { Context } from "hono";
import { Hono } from "hono";
import {
  changeRoleSchema,
  createGroupSchema,
  friendGroupSchema,
  GROUP_NOT_FOUND,
  inviteMemberSchema,
  updateGroupSchema,
} from "../../../shared/groups.ts";
import type { ServerContext } from "../../context.ts";
import { type SignedInUser, signedInUser, verifiedEmailFrom } from "../../http/actor.ts";
import { clientAddress } from "../../http/client-address.ts";
import { AppError, parseWith, readJson } from "../../http/errors.ts";
import { idParam } from "../../http/ids.ts";
import {
  changeRole,
  createFriendGroup,
  createGroup,
  deactivateGroup,
  declineInvitation,
  inviteMember,
  joinGroup,
  removeMember,
  updateGroup,
} from "./mutations.ts";
import {
  type GroupViewer,
  getGroupAccess,
  getGroupAsManager,
  getGroupAsMember,
  getInvitationSummary,
  getOwnFriendGroup,
  listFriendGroups,
  listGroupHangs,
  listMembers,
  listUserGroups,
} from "./queries.ts";
import { friendGroupView, groupHangView, groupView, invitationView, memberView } from "./views.ts";

/** Every group call needs a session: 401 otherwise, so the client can offer to sign in again. */
function requireUser(c: Context): { user: SignedInUser; viewer: GroupViewer } {
  const user = signedInUser(c);
  if (!user) throw new AppError("unauthorized", "Sign in to use groups.");
  return { user, viewer: { userId: user.id, verifiedEmail: verifiedEmailFrom(c) } };
}

const creatorOf = (user: SignedInUser) => ({
  id: user.id,
  email: user.email,
  name: [user.firstName, user.lastName].filter(Boolean).join(" ") || user.name,
});

const groupId = (c: Context) => idParam(c, "id", GROUP_NOT_FOUND);

/** Each group is a new name to send invitations under: creating them is limited per account and network. */
function countNewGroup(ctx: ServerContext, c: Context, user: SignedInUser) {
  return ctx.limits.consume("createGroup", {
    address: clientAddress(c, ctx.config.trustProxy),
    accountId: user.id,
  });
}

/**
 * The spec's /api/friend-groups: quick-invite lists, visible and changeable by their owner only.
 * They are not groups: no members, no group page (docs/decisions/0036).
 */
export function friendGroupRoutes(ctx: ServerContext) {
  const { db } = ctx;
  const friendGroupId = (c: Context) => idParam(c, "id", "Friend group not found");
  return new Hono()
    .get("/", async (c) => {
      const { user } = requireUser(c);
      return c.json((await listFriendGroups(db, user.id)).map(friendGroupView));
    })
    .post("/", async (c) => {
      const { user } = requireUser(c);
      const input = parseWith(friendGroupSchema, await readJson(c));
      await countNewGroup(ctx, c, user);
      return c.json(friendGroupView(await createFriendGroup(db, user.id, input)), 201);
    })
    .put("/:id", async (c) => {
      const { user } = requireUser(c);
      const group = await getOwnFriendGroup(db, friendGroupId(c), user.id);
      const { name, emails } = parseWith(friendGroupSchema, await readJson(c));
      return c.json(friendGroupView(await updateGroup(db, group.id, { name, emails })));
    })
    .delete("/:id", async (c) => {
      const { user } = requireUser(c);
      const group = await getOwnFriendGroup(db, friendGroupId(c), user.id);
      await deactivateGroup(ctx, group.id, ctx.clock.now());
      return c.body(null, 204);
    });
}

/** The spec's /api/user/groups: groups the person created or belongs to, and invitations. */
export function userGroupRoutes({ db }: ServerContext) {
  return new Hono().get("/groups", async (c) => {
    const { viewer } = requireUser(c);
    const groups = await listUserGroups(db, viewer);
    return c.json(groups.map((g) => ({ ...g, createdAt: g.createdAt.toISOString() })));
  });
}

/**
 * The spec's /api/groups: active members see, the creator and admins manage, a pending invitee
 * sees the invitation and joins or declines (POST only: a GET never changes anything); outsiders
 * get 404.
 */
export function groupRoutes(ctx: ServerContext) {
  const { db } = ctx;
  return new Hono()
    .post("/", async (c) => {
      const { user } = requireUser(c);
      const input = parseWith(createGroupSchema, await readJson(c));
      await countNewGroup(ctx, c, user);
      return c.json(groupView(await createGroup(db, creatorOf(user), input), "creator"), 201);
    })
    .get("/:id", async (c) => {
      const { viewer } = requireUser(c);
      const { group, role, pending } = await getGroupAccess(db, groupId(c), viewer);
      if (!pending) return c.json(groupView(group, role));
      return c.json(invitationView(group, role, await getInvitationSummary(db, group.id)));
    })
    .post("/:id/join", async (c) => {
      const { user, viewer } = requireUser(c);
      const { group, role, membership, pending } = await getGroupAccess(db, groupId(c), viewer);
      if (pending && membership) await joinGroup(ctx, membership, user.id, ctx.clock.now());
      return c.json(groupView(group, role));
    })
    .post("/:id/decline", async (c) => {
      const { viewer } = requireUser(c);
      const { membership, pending } = await getGroupAccess(db, groupId(c), viewer);
      if (!pending || !membership) throw new AppError("conflict", "There is no invitation to decline.");
      await declineInvitation(db, membership);
      return c.body(null, 204);
    })
    .put("/:id", async (c) => {
      const { viewer } = requireUser(c);
      const { group, role } = await getGroupAsManager(db, groupId(c), viewer);
      const changes = parseWith(updateGroupSchema, await readJson(c));
      return c.json(groupView(await updateGroup(db, group.id, changes), role));
    })
    .delete("/:id", async (c) => {
      const { viewer } = requireUser(c);
      const { group } = await getGroupAsManager(db, groupId(c), viewer);
      await deactivateGroup(ctx, group.id, ctx.clock.now());
      return c.body(null, 204);
    })
    .get("/:id/members", async (c) => {
      const { viewer } = requireUser(c);
      const { group } = await getGroupAsMember(db, groupId(c), viewer);
      return c.json((await listMembers(db, group.id)).map(memberView));
    })
    .post("/:id/members", async (c) => {
      const { viewer } = requireUser(c);
      const { group } = await getGroupAsManager(db, groupId(c), viewer);
      const invite = parseWith(inviteMemberSchema, await readJson(c));
      const address = clientAddress(c, ctx.config.trustProxy);
      // The sender's network shares the hang invitations' budget (both mail strangers); the group
      // and the recipient (from everyone together) have their own, so no address can be mail-bombed.
      const countInvite = () =>
        ctx.limits.consume("invite", { address, groupId: group.id, recipient: invite.email });
      const membership = await inviteMember({ db, jobs: ctx.jobs, countInvite }, group.id, invite);
      return c.json(memberView(membership), 201);
    })
    .put("/:id/members/:membershipId", async (c) => {
      const { viewer } = requireUser(c);
      const { group } = await getGroupAsManager(db, groupId(c), viewer);
      const membershipId = idParam(c, "membershipId", "Member not found");
      const { role } = parseWith(changeRoleSchema, await readJson(c));
      return c.json(memberView(await changeRole(db, group.id, membershipId, role)));
    })
    .delete("/:id/members/:membershipId", async (c) => {
      const { viewer } = requireUser(c);
      const { group } = await getGroupAsManager(db, groupId(c), viewer);
      await removeMember(db, group.id, idParam(c, "membershipId", "Member not found"));
      return c.body(null, 204);
    })
    .get("/:id/hangs", async (c) => {
      const { viewer } = requireUser(c);
      const { group } = await getGroupAsMember(db, groupId(c), viewer);
      const now = Date.now();
      return c.json((await listGroupHangs(db, group.id)).map((hang) => groupHangView(hang, now)));
    });
}
