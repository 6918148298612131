// Groups and friend groups through the API: roles by verified e-mail, the creator untouchable,
// outsiders told nothing, every call refused without a session, and invitations mailed once.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { friendGroups, groupMemberships, hangs, mailDeliveries } from "../../src/server/db/schema.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput } from "../support/factories.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { sessionCookie, startTestIssuer, type TestIssuer } from "../support/test-issuer.ts";

let issuer: TestIssuer;
let sink: SmtpSink;
let t: TestApp;
const ORIGIN = "http://localhost:5000";
const ID = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  issuer = await startTestIssuer();
  sink = await startSmtpSink();
  t = await startTestApp({
    env: {
      OIDC_ISSUER: issuer.issuer,
      OIDC_CLIENT_ID: issuer.clientId,
      OIDC_CLIENT_SECRET: "test-secret",
      SMTP_URL: sink.url,
      INVITES_PER_ADDRESS_PER_HOUR: "8",
      // Every test here makes its own groups; the creation limits have their own file.
      GROUPS_PER_ACCOUNT_PER_HOUR: "100",
    },
  });
});
afterAll(async () => {
  await t?.close();
  await sink?.stop();
  await issuer?.close();
});
beforeEach(() => {
  sink.received.length = 0;
});

type Person = { cookie: string; email: string };
const people = new Map<string, Person>();

/** A session for `name` (e-mail name@example.com), made once per name. */
async function person(name: string, claims: Record<string, unknown> = {}): Promise<Person> {
  const known = people.get(name);
  if (known) return known;
  const email = `${name}@example.com`;
  const res = await t.request("POST", "/api/auth/google", {
    idToken: await issuer.idToken({
      sub: `sub-${name}`,
      email,
      given_name: name,
      family_name: "Test",
      ...claims,
    }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const p = { cookie: sessionCookie(res.headers), email };
  people.set(name, p);
  return p;
}

function as(p: Person | undefined, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { origin: ORIGIN };
  if (p) headers.cookie = p.cookie;
  return t.request(method, path, body, headers);
}

async function newGroup(owner: Person, name = "Climbing crew") {
  const res = await as(owner, "POST", "/api/groups", { name, description: "Tuesdays at the wall" });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; name: string };
}

async function invite(by: Person, groupId: string, name: string, role?: string) {
  return as(by, "POST", `/api/groups/${groupId}/members`, { name, email: `${name}@example.com`, role });
}

async function membersOf(groupId: string) {
  return t.ctx.db.select().from(groupMemberships).where(eq(groupMemberships.groupId, groupId));
}

describe("a group run by its creator and admins", () => {
  it("invites by e-mail, activates on joining, and lets only the creator and admins manage", async () => {
    const ana = await person("ana");
    const group = await newGroup(ana);
    expect(group.name).toBe("Climbing crew");

    expect((await invite(ana, group.id, "ben")).status).toBe(201);
    const chloe = await invite(ana, group.id, "chloe", "admin");
    expect(chloe.body).toMatchObject({ role: "admin", status: "pending", email: "chloe@example.com" });

    const mails = await sink.waitFor(2);
    const toBen = mails.find((m) => m.to === "ben@example.com")!;
    expect(toBen.subject).toBe("You're invited to join Climbing crew");
    expect(toBen.text).toContain("a group on Hangs started by ana Test");
    expect(toBen.html).toContain(`href="${ORIGIN}/groups/${group.id}"`);

    // Inviting the same address again is refused and mails nothing.
    const again = await invite(ana, group.id, "ben");
    expect(again.status).toBe(409);

    const ben = await person("ben");
    expect((await as(ben, "GET", `/api/user/groups`)).body).toEqual([
      expect.objectContaining({ id: group.id, name: "Climbing crew", description: "Tuesdays at the wall" }),
    ]);
    expect((await as(ben, "GET", `/api/groups/${group.id}`)).body.viewer.status).toBe("pending");
    const opened = await as(ben, "POST", `/api/groups/${group.id}/join`);
    expect(opened.body.viewer).toEqual({
      status: "active",
      role: "member",
      canManage: false,
      canPlan: false,
    });
    const members = (await as(ben, "GET", `/api/groups/${group.id}/members`)).body as any[];
    expect(members.find((m) => m.email === "ben@example.com")).toMatchObject({ status: "active" });
    expect(members.find((m) => m.email === "ana@example.com")).toMatchObject({ role: "creator" });

    // A member only views: every managing call is 403 and changes nothing.
    const benId = members.find((m) => m.email === "ben@example.com").id;
    const creatorId = members.find((m) => m.role === "creator").id;
    const before = await membersOf(group.id);
    const memberTries = [
      await invite(ben, group.id, "dan"),
      await as(ben, "PUT", `/api/groups/${group.id}/members/${benId}`, { role: "admin" }),
      await as(ben, "DELETE", `/api/groups/${group.id}/members/${creatorId}`),
      await as(ben, "PUT", `/api/groups/${group.id}`, { name: "Mine now" }),
      await as(ben, "DELETE", `/api/groups/${group.id}`),
    ];
    expect(memberTries.map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
    expect(await membersOf(group.id)).toEqual(before);
    expect((await as(ben, "GET", `/api/groups/${group.id}`)).body.name).toBe("Climbing crew");

    // Chloe, invited as admin, manages once she has joined the group.
    const chloeP = await person("chloe");
    expect((await as(chloeP, "POST", `/api/groups/${group.id}/join`)).body.viewer.role).toBe("admin");
    const promoted = await as(chloeP, "PUT", `/api/groups/${group.id}/members/${benId}`, { role: "admin" });
    expect(promoted.body).toMatchObject({ role: "admin" });
    // Nobody touches the creator, and "creator" is not a role anyone can give.
    expect(
      (await as(chloeP, "PUT", `/api/groups/${group.id}/members/${creatorId}`, { role: "member" })).status,
    ).toBe(403);
    expect((await as(chloeP, "DELETE", `/api/groups/${group.id}/members/${creatorId}`)).status).toBe(403);
    expect((await as(ana, "DELETE", `/api/groups/${group.id}/members/${creatorId}`)).status).toBe(403);
    const crown = await as(chloeP, "PUT", `/api/groups/${group.id}/members/${benId}`, { role: "creator" });
    expect(crown.status).toBe(400);
    expect(crown.body.message).toBe("Role must be member or admin");
    expect((await membersOf(group.id)).find((m) => m.id === creatorId)).toMatchObject({ role: "creator" });

    // An admin removes a member; the member loses the group.
    expect((await as(chloeP, "DELETE", `/api/groups/${group.id}/members/${benId}`)).status).toBe(204);
    expect((await as(ben, "GET", `/api/groups/${group.id}`)).status).toBe(404);
  });

  it("tells an outsider nothing: the same 'Group not found' as for a missing group, on every call", async () => {
    const ana = await person("ana");
    const eve = await person("eve");
    const group = await newGroup(ana, "Secret supper club");
    const paths = ["", "/members", "/hangs"];
    for (const path of paths) {
      for (const id of [group.id, ID, "not-a-uuid"]) {
        const res = await as(eve, "GET", `/api/groups/${id}${path}`);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: "Group not found" });
      }
    }
    expect((await invite(eve, group.id, "mallory")).status).toBe(404);
    expect((await as(eve, "PUT", `/api/groups/${group.id}`, { name: "x" })).status).toBe(404);
    expect((await as(eve, "DELETE", `/api/groups/${group.id}`)).status).toBe(404);
    expect((await as(eve, "GET", "/api/user/groups")).body).toEqual([]);
    expect(await membersOf(group.id)).toHaveLength(1);
  });

  it("gives no role to an address the provider does not vouch for", async () => {
    const ana = await person("ana");
    const group = await newGroup(ana, "Verified only");
    await invite(ana, group.id, "unverified", "admin");
    const faker = await person("unverified", { email_verified: false });
    expect((await as(faker, "GET", `/api/groups/${group.id}`)).status).toBe(404);
    expect((await as(faker, "GET", "/api/user/groups")).body).toEqual([]);
  });

  it("validates with the spec's messages and edits only what is sent", async () => {
    const ana = await person("ana");
    const blank = await as(ana, "POST", "/api/groups", { name: "  " });
    expect([blank.status, blank.body.message]).toEqual([400, "Group name is required"]);
    const long = await as(ana, "POST", "/api/groups", { name: "x".repeat(101) });
    expect(long.body.message).toBe("Group name must be less than 100 characters");
    const wordy = await as(ana, "POST", "/api/groups", { name: "ok", description: "x".repeat(501) });
    expect(wordy.body.message).toBe("Description must be less than 500 characters");

    const group = await newGroup(ana, "Board games");
    const renamed = await as(ana, "PUT", `/api/groups/${group.id}`, { name: "Board game night" });
    expect(renamed.body).toMatchObject({ name: "Board game night", description: "Tuesdays at the wall" });
    const emptyName = await as(ana, "PUT", `/api/groups/${group.id}`, { name: "" });
    expect([emptyName.status, emptyName.body.message]).toEqual([400, "Group name is required"]);

    const bad = await as(ana, "POST", `/api/groups/${group.id}/members`, { name: "", email: "nope" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ name: "Name is required", email: "Valid email is required" });
  });

  it("deletes by deactivating: the group is gone for everyone, its hangs stay with no group", async () => {
    const ana = await person("ana");
    const group = await newGroup(ana, "Soon gone");
    const hang = (await t.request("POST", "/api/hangs", hangInput({ hostEmail: ana.email }))).body;
    await t.ctx.db.update(hangs).set({ groupId: group.id }).where(eq(hangs.id, hang.id));
    const listed = await as(ana, "GET", `/api/groups/${group.id}/hangs`);
    expect(listed.body).toEqual([
      expect.objectContaining({ id: hang.id, status: "planning", upcoming: true }),
    ]);

    expect((await as(ana, "DELETE", `/api/groups/${group.id}`)).status).toBe(204);
    expect((await as(ana, "GET", `/api/groups/${group.id}`)).status).toBe(404);
    const [row] = await t.ctx.db.select().from(friendGroups).where(eq(friendGroups.id, group.id));
    expect(row!.isActive).toBe(false);
    const [kept] = await t.ctx.db.select().from(hangs).where(eq(hangs.id, hang.id));
    expect(kept!.groupId).toBeNull();
  });

  it("plans a hang for a group as its creator, lists it there, and tells outsiders nothing", async () => {
    const ana = await person("ana");
    const eve = await person("eve");
    const group = await newGroup(ana, "Hang planners");
    const planned = hangInput({ groupId: group.id });
    const outsider = await as(eve, "POST", "/api/hangs", planned);
    const anonymous = await as(undefined, "POST", "/api/hangs", planned);
    expect([outsider.status, outsider.body.message, anonymous.status]).toEqual([404, "Group not found", 404]);
    const made = await as(ana, "POST", "/api/hangs", planned);
    expect(made.status).toBe(201);
    expect(made.body.groupId).toBe(group.id);
    const listed = await as(ana, "GET", `/api/groups/${group.id}/hangs`);
    expect(listed.body.map((h: { id: string }) => h.id)).toEqual([made.body.id]);
    // The public view of the hang never names the group.
    expect((await t.request("GET", `/api/hangs/${made.body.id}`)).body.groupId).toBeUndefined();
  });

  it("limits member invitations per client address with a clear 429", async () => {
    const ana = await person("ana");
    const group = await newGroup(ana, "Big party");
    const results = [];
    for (let i = 0; i < 10; i++) results.push(await invite(ana, group.id, `guest${i}`));
    const limited = results.find((r) => r.status === 429);
    expect(limited?.body.message).toMatch(/Too many invitations from your network/);
    // A refused invitation leaves no pending membership behind.
    expect((await membersOf(group.id)).length).toBe(1 + results.filter((r) => r.status === 201).length);
  });
});

describe("ids in the path", () => {
  const DOT_SEGMENTS = ["..", "%2e%2e"];
  const BAD_IDS = [...DOT_SEGMENTS, "%00", `${ID}%00`, "x".repeat(5000), "%F0%9F%98%80", "%E2%80%AE", "'--"];
  it("are checked before the database: a malformed id is 'not found', never a 500", async () => {
    const ana = await person("ana");
    const group = await newGroup(ana, "Id checks");
    for (const bad of BAD_IDS) {
      const calls: [string, string, unknown?][] = [
        ["GET", `/api/groups/${bad}`],
        ["GET", `/api/groups/${bad}/members`],
        ["GET", `/api/groups/${bad}/hangs`],
        ["POST", `/api/groups/${bad}/members`, { name: "x", email: "x@example.com" }],
        ["PUT", `/api/groups/${bad}`, { name: "x" }],
        ["DELETE", `/api/groups/${bad}`],
        ["PUT", `/api/groups/${bad}/members/${ID}`, { role: "admin" }],
        ["PUT", `/api/groups/${group.id}/members/${bad}`, { role: "admin" }],
        ["DELETE", `/api/groups/${group.id}/members/${bad}`],
        ["PUT", `/api/friend-groups/${bad}`, { name: "x", emails: ["x@example.com"] }],
        ["DELETE", `/api/friend-groups/${bad}`],
      ];
      for (const [method, path, body] of calls) {
        const res = await as(ana, method, path, body);
        const where = `${method} ${path.slice(0, 80)}`;
        expect(res.status, where).toBe(404);
        // Dot segments are resolved before routing (`/groups/..` is `/`), so another route answers.
        if (!DOT_SEGMENTS.includes(bad))
          expect(res.body.message, where).toMatch(/^(Group|Member|Friend group) not found$/);
      }
    }
    expect((await membersOf(group.id)).length).toBe(1);
  });
});

describe("friend groups", () => {
  it("are saved, listed, edited and deleted by their owner alone", async () => {
    const ana = await person("ana");
    const eve = await person("eve");
    const created = await as(ana, "POST", "/api/friend-groups", {
      name: "Brunch",
      emails: ["a@example.com", "B@example.com", "b@example.com"],
      hostEmail: ana.email,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Brunch", emails: ["a@example.com", "b@example.com"] });
    const id = created.body.id;

    const empty = await as(ana, "POST", "/api/friend-groups", { name: "Nobody", emails: [] });
    expect([empty.status, empty.body.message]).toEqual([400, "Please add at least one email to the group."]);

    const edited = await as(ana, "PUT", `/api/friend-groups/${id}`, {
      name: "Sunday brunch",
      emails: ["c@example.com"],
    });
    expect(edited.body).toMatchObject({ name: "Sunday brunch", emails: ["c@example.com"] });
    expect((await as(ana, "GET", "/api/friend-groups")).body).toEqual([
      expect.objectContaining({ id, name: "Sunday brunch", emails: ["c@example.com"] }),
    ]);

    // Someone else: 404 for every call, their own list empty, nothing changed.
    expect((await as(eve, "GET", "/api/friend-groups")).body).toEqual([]);
    expect(
      (await as(eve, "PUT", `/api/friend-groups/${id}`, { name: "x", emails: ["x@example.com"] })).status,
    ).toBe(404);
    expect((await as(eve, "DELETE", `/api/friend-groups/${id}`)).status).toBe(404);
    expect((await as(ana, "GET", "/api/friend-groups")).body).toHaveLength(1);

    expect((await as(ana, "DELETE", `/api/friend-groups/${id}`)).status).toBe(204);
    expect((await as(ana, "GET", "/api/friend-groups")).body).toEqual([]);
  });

  it("are address lists, not groups: no members, no group page, and the two never mix", async () => {
    const ana = await person("ana");
    const list = await as(ana, "POST", "/api/friend-groups", {
      name: "Board games",
      emails: ["gus@example.com"],
    });
    expect(list.status).toBe(201);
    const group = await newGroup(ana, "Book club");

    // The dashboard's groups hold the group only; the friend-group panel the list only.
    const groups = (await as(ana, "GET", "/api/user/groups")).body as { name: string }[];
    expect(groups.map((g) => g.name)).toContain("Book club");
    expect(groups.map((g) => g.name)).not.toContain("Board games");
    const lists = (await as(ana, "GET", "/api/friend-groups")).body as { name: string }[];
    expect(lists.map((g) => g.name)).toContain("Board games");
    expect(lists.map((g) => g.name)).not.toContain("Book club");

    // The list has no group page, no members (nobody was told) and no hangs planned for it.
    for (const path of ["", "/members", "/hangs"]) {
      const res = await as(ana, "GET", `/api/groups/${list.body.id}${path}`);
      expect([res.status, res.body.message], path).toEqual([404, "Group not found"]);
    }
    expect(await membersOf(list.body.id)).toEqual([]);
    const invited = await as(ana, "POST", `/api/groups/${list.body.id}/members`, {
      name: "Gus",
      email: "gus@example.com",
    });
    expect(invited.status).toBe(404);
    const planned = await as(ana, "POST", "/api/hangs", hangInput({ groupId: list.body.id }));
    expect([planned.status, planned.body.message]).toEqual([404, "Group not found"]);
    // Mail is queued with the change that causes it, so an empty outbox means nobody will be told
    // (the sink may still be taking an earlier test's mail).
    const queued = await t.ctx.db
      .select()
      .from(mailDeliveries)
      .where(eq(mailDeliveries.recipient, "gus@example.com"));
    expect(queued).toEqual([]);

    // Nor can the friend-group calls turn a group into a list, or delete it.
    const put = await as(ana, "PUT", `/api/friend-groups/${group.id}`, {
      name: "x",
      emails: ["x@example.com"],
    });
    expect(put.status).toBe(404);
    expect((await as(ana, "DELETE", `/api/friend-groups/${group.id}`)).status).toBe(404);
    expect((await as(ana, "GET", `/api/groups/${group.id}`)).body).toMatchObject({ name: "Book club" });
  });

  it("go away when the only address on them is forgotten, rather than turn into an empty group", async () => {
    const ana = await person("ana");
    const zed = await person("zed");
    const only = await as(ana, "POST", "/api/friend-groups", { name: "Just Zed", emails: [zed.email] });
    const both = await as(ana, "POST", "/api/friend-groups", {
      name: "Zed and Yan",
      emails: [zed.email, "yan@example.com"],
    });
    expect((await as(zed, "DELETE", "/api/user", { confirm: "DELETE" })).status).toBe(200);

    const lists = (await as(ana, "GET", "/api/friend-groups")).body as { id: string; emails: string[] }[];
    expect(lists.find((l) => l.id === only.body.id)).toBeUndefined();
    expect(lists.find((l) => l.id === both.body.id)?.emails).toEqual(["yan@example.com"]);
    const groups = (await as(ana, "GET", "/api/user/groups")).body as { id: string }[];
    expect(groups.map((g) => g.id)).not.toContain(only.body.id);
    expect((await as(ana, "GET", `/api/groups/${only.body.id}`)).status).toBe(404);
  });
});

describe("without a session", () => {
  const calls: [string, string, unknown?][] = [
    ["GET", "/api/friend-groups"],
    ["POST", "/api/friend-groups", { name: "x", emails: ["a@example.com"] }],
    ["PUT", `/api/friend-groups/${ID}`, { name: "x", emails: ["a@example.com"] }],
    ["DELETE", `/api/friend-groups/${ID}`],
    ["GET", "/api/user/groups"],
    ["POST", "/api/groups", { name: "x" }],
    ["GET", `/api/groups/${ID}`],
    ["GET", `/api/groups/${ID}/members`],
    ["GET", `/api/groups/${ID}/hangs`],
    ["POST", `/api/groups/${ID}/members`, { name: "x", email: "a@example.com" }],
    ["PUT", `/api/groups/${ID}/members/${ID}`, { role: "admin" }],
    ["DELETE", `/api/groups/${ID}/members/${ID}`],
    ["PUT", `/api/groups/${ID}`, { name: "x" }],
    ["DELETE", `/api/groups/${ID}`],
  ];
  it("refuses every group and friend-group call with 401 and creates nothing", async () => {
    const before = (await t.ctx.db.select().from(friendGroups)).length;
    for (const [method, path, body] of calls) {
      const res = await as(undefined, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    expect(await t.ctx.db.select().from(friendGroups)).toHaveLength(before);
  });
});
