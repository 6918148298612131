import type { Context } from "hono";
import { Hono } from "hono";
import {
  changeRoleSchema,
  createGroupSchema,
  friendGroupSchema,
  inviteMemberSchema,
  updateGroupSchema,
} from "../../../shared/groups.ts";
import type { ServerContext } from "../../context.ts";
import { type SignedInUser, signedInUser, verifiedEmailFrom } from "../../http/actor.ts";
import { clientAddress } from "../../http/client-address.ts";
import { AppError, parseWith, readJson } from "../../http/errors.ts";
import {
  changeRole,
  createGroup,
  deactivateGroup,
  inviteMember,
  joinIfInvited,
  removeMember,
  updateGroup,
} from "./mutations.ts";
import {
  type GroupViewer,
  getGroupAccess,
  getGroupAsManager,
  getOwnFriendGroup,
  listFriendGroups,
  listGroupHangs,
  listMembers,
  listUserGroups,
} from "./queries.ts";
import { friendGroupView, groupHangView, groupView, memberView } from "./views.ts";

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

/** The spec's /api/friend-groups: quick-invite lists, visible and changeable by their owner only. */
export function friendGroupRoutes({ db }: ServerContext) {
  return new Hono()
    .get("/", async (c) => {
      const { user } = requireUser(c);
      return c.json((await listFriendGroups(db, user.id)).map(friendGroupView));
    })
    .post("/", async (c) => {
      const { user } = requireUser(c);
      const input = parseWith(friendGroupSchema, await readJson(c));
      const group = await createGroup(db, creatorOf(user), input);
      return c.json(friendGroupView(group), 201);
    })
    .put("/:id", async (c) => {
      const { user } = requireUser(c);
      const group = await getOwnFriendGroup(db, c.req.param("id"), user.id);
      const { name, emails } = parseWith(friendGroupSchema, await readJson(c));
      return c.json(friendGroupView(await updateGroup(db, group.id, { name, emails })));
    })
    .delete("/:id", async (c) => {
      const { user } = requireUser(c);
      const group = await getOwnFriendGroup(db, c.req.param("id"), user.id);
      await deactivateGroup(db, group.id);
      return c.body(null, 204);
    });
}

/** The spec's /api/user/groups. */
export function userGroupRoutes({ db }: ServerContext) {
  return new Hono().get("/groups", async (c) => {
    const { viewer } = requireUser(c);
    const groups = await listUserGroups(db, viewer);
    return c.json(groups.map((g) => ({ ...g, createdAt: g.createdAt.toISOString() })));
  });
}

/** The spec's /api/groups: members see, the creator and admins manage; outsiders get 404. */
export function groupRoutes(ctx: ServerContext) {
  const { db } = ctx;
  return new Hono()
    .post("/", async (c) => {
      const { user } = requireUser(c);
      const input = parseWith(createGroupSchema, await readJson(c));
      return c.json(groupView(await createGroup(db, creatorOf(user), input), "creator"), 201);
    })
    .get("/:id", async (c) => {
      const { user, viewer } = requireUser(c);
      const access = await getGroupAccess(db, c.req.param("id"), viewer);
      // Opening the group signed in with the invited address is what accepts the invitation.
      if (access.membership) await joinIfInvited(db, access.membership, user.id);
      return c.json(groupView(access.group, access.role));
    })
    .put("/:id", async (c) => {
      const { viewer } = requireUser(c);
      const { group, role } = await getGroupAsManager(db, c.req.param("id"), viewer);
      const changes = parseWith(updateGroupSchema, await readJson(c));
      return c.json(groupView(await updateGroup(db, group.id, changes), role));
    })
    .delete("/:id", async (c) => {
      const { viewer } = requireUser(c);
      const { group } = await getGroupAsManager(db, c.req.param("id"), viewer);
      await deactivateGroup(db, group.id);
      return c.body(null, 204);
    })
    .get("/:id/members", async (c) => {
      const { viewer } = requireUser(c);
      const { group } = await getGroupAccess(db, c.req.param("id"), viewer);
      return c.json((await listMembers(db, group.id)).map(memberView));
    })
    .post("/:id/members", async (c) => {
      const { viewer } = requireUser(c);
      const { group } = await getGroupAsManager(db, c.req.param("id"), viewer);
      const invite = parseWith(inviteMemberSchema, await readJson(c));
      const address = clientAddress(c, ctx.config.trustProxy);
      // Shares the hang invitations' per-address budget: both send e-mail to strangers.
      const countInvite = () => ctx.limits.consume("invite", { address });
      const membership = await inviteMember({ db, jobs: ctx.jobs, countInvite }, group.id, invite);
      return c.json(memberView(membership), 201);
    })
    .put("/:id/members/:membershipId", async (c) => {
      const { viewer } = requireUser(c);
      const { group } = await getGroupAsManager(db, c.req.param("id"), viewer);
      const { role } = parseWith(changeRoleSchema, await readJson(c));
      return c.json(memberView(await changeRole(db, group.id, c.req.param("membershipId"), role)));
    })
    .delete("/:id/members/:membershipId", async (c) => {
      const { viewer } = requireUser(c);
      const { group } = await getGroupAsManager(db, c.req.param("id"), viewer);
      await removeMember(db, group.id, c.req.param("membershipId"));
      return c.body(null, 204);
    })
    .get("/:id/hangs", async (c) => {
      const { viewer } = requireUser(c);
      const { group } = await getGroupAccess(db, c.req.param("id"), viewer);
      const now = Date.now();
      return c.json((await listGroupHangs(db, group.id)).map((hang) => groupHangView(hang, now)));
    });
}
