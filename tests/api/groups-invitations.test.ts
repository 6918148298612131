// A pending invitation is not a membership: opening the group shows what the invitee needs to
// decide (name, who started it, how many are in it) and nothing of anyone's contact details;
// joining and declining are POSTs, so no page on another site can make a signed-in invitee join.
// Planning hangs for a group is for its creator and admins only.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupMemberships } from "../../src/server/db/schema.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput } from "../support/factories.ts";
import { groupPeople, type Person } from "../support/group-people.ts";
import { startTestIssuer, type TestIssuer } from "../support/test-issuer.ts";

let issuer: TestIssuer;
let t: TestApp;
const { person, as } = groupPeople(
  () => t,
  () => issuer,
);

beforeAll(async () => {
  issuer = await startTestIssuer();
  t = await startTestApp({
    runWorkers: false,
    env: { OIDC_ISSUER: issuer.issuer, OIDC_CLIENT_ID: issuer.clientId, OIDC_CLIENT_SECRET: "test-secret" },
  });
});
afterAll(async () => {
  await t?.close();
  await issuer?.close();
});

async function newGroup(owner: Person, name: string) {
  const res = await as(owner, "POST", "/api/groups", { name, description: "Saturdays on the trail" });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string };
}

async function invite(by: Person, groupId: string, name: string, role = "member") {
  const res = await as(by, "POST", `/api/groups/${groupId}/members`, {
    name: `${name} Invitee`,
    email: `${name}@example.com`,
    phoneNumber: "+1 202 555 0147",
    role,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

async function statusOf(groupId: string, email: string) {
  const [row] = await t.ctx.db
    .select({ status: groupMemberships.status })
    .from(groupMemberships)
    .where(and(eq(groupMemberships.groupId, groupId), eq(groupMemberships.email, email)));
  return row?.status;
}

describe("a pending invitee", () => {
  it("sees only the group's name, its creator and its size until joining, never contact details", async () => {
    const hana = await person("hana");
    const group = await newGroup(hana, "Hiking club");
    await invite(hana, group.id, "rita");
    await invite(hana, group.id, "sam");
    const rita = await person("rita");

    const opened = await as(rita, "GET", `/api/groups/${group.id}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({
      id: group.id,
      name: "Hiking club",
      creatorName: "hana Test",
      memberCount: 1,
      viewer: { status: "pending", role: "member", canManage: false, canPlan: false },
    });
    const text = JSON.stringify(opened.body);
    expect(text).not.toContain("@");
    expect(text).not.toContain("202 555 0147");

    // Members and hangs are for members: refused, with nothing of them in the answer.
    for (const path of ["/members", "/hangs"]) {
      const res = await as(rita, "GET", `/api/groups/${group.id}${path}`);
      expect(res.status, path).toBe(403);
      expect(res.body).toEqual({ message: "Join the group to see its members and hangs." });
    }
    // Listed among their groups as an invitation, so they can find it.
    expect((await as(rita, "GET", "/api/user/groups")).body).toEqual([
      expect.objectContaining({ id: group.id, name: "Hiking club", invited: true }),
    ]);
    // Opening the group, however often, changes nothing.
    await as(rita, "GET", `/api/groups/${group.id}`);
    expect(await statusOf(group.id, "rita@example.com")).toBe("pending");
  });

  it("joins only by a same-site POST: a cross-site request or a GET never makes them a member", async () => {
    const hana = await person("hana");
    const group = await newGroup(hana, "Book club");
    await invite(hana, group.id, "tom");
    const tom = await person("tom");

    const forged = await as(tom, "POST", `/api/groups/${group.id}/join`, undefined, {
      origin: "https://evil.example",
    });
    expect(forged.status).toBe(403);
    expect(await statusOf(group.id, "tom@example.com")).toBe("pending");

    const joined = await as(tom, "POST", `/api/groups/${group.id}/join`);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({
      id: group.id,
      name: "Book club",
      description: "Saturdays on the trail",
      viewer: { status: "active", role: "member", canManage: false, canPlan: false },
    });
    expect(await statusOf(group.id, "tom@example.com")).toBe("active");
    const members = await as(tom, "GET", `/api/groups/${group.id}/members`);
    expect(members.status).toBe(200);
    expect(members.body.map((m: { email: string }) => m.email).sort()).toEqual([
      "hana@example.com",
      "tom@example.com",
    ]);
    // Joining again is harmless; an outsider's "join" finds no group.
    expect((await as(tom, "POST", `/api/groups/${group.id}/join`)).status).toBe(200);
    const eve = await person("eve");
    const outsider = await as(eve, "POST", `/api/groups/${group.id}/join`);
    expect([outsider.status, outsider.body.message]).toEqual([404, "Group not found"]);
  });

  it("declines: the invitation is gone and the group is not found for them any more", async () => {
    const hana = await person("hana");
    const group = await newGroup(hana, "Chess club");
    await invite(hana, group.id, "uma");
    const uma = await person("uma");
    expect((await as(uma, "POST", `/api/groups/${group.id}/decline`)).status).toBe(204);
    expect(await statusOf(group.id, "uma@example.com")).toBeUndefined();
    expect((await as(uma, "GET", `/api/groups/${group.id}`)).status).toBe(404);
    // The creator cannot "decline" their own group.
    expect((await as(hana, "POST", `/api/groups/${group.id}/decline`)).status).toBe(409);
  });

  it("invited as an admin, manages nothing before joining", async () => {
    const hana = await person("hana");
    const group = await newGroup(hana, "Admins to be");
    await invite(hana, group.id, "vera", "admin");
    const vera = await person("vera");
    const tries = [
      await as(vera, "POST", `/api/groups/${group.id}/members`, { name: "X", email: "x@example.com" }),
      await as(vera, "PUT", `/api/groups/${group.id}`, { name: "Taken over" }),
      await as(vera, "DELETE", `/api/groups/${group.id}`),
    ];
    expect(tries.map((r) => r.status)).toEqual([403, 403, 403]);
    expect((await as(hana, "GET", `/api/groups/${group.id}`)).body.name).toBe("Admins to be");
  });
});

describe("planning a hang for a group", () => {
  it("is for the creator and admins; members and invitees are refused and offered nothing", async () => {
    const hana = await person("hana");
    const group = await newGroup(hana, "Planners");
    await invite(hana, group.id, "walt");
    await invite(hana, group.id, "xena", "admin");
    await invite(hana, group.id, "yuri");
    const [walt, xena, yuri] = [await person("walt"), await person("xena"), await person("yuri")];
    await as(walt, "POST", `/api/groups/${group.id}/join`);
    await as(xena, "POST", `/api/groups/${group.id}/join`);

    const planned = () => hangInput({ groupId: group.id });
    const refused = "Only the group's creator or an admin can plan hangs for it.";
    for (const who of [walt, yuri]) {
      const res = await as(who, "POST", "/api/hangs", planned());
      expect([res.status, res.body.message]).toEqual([403, refused]);
    }
    expect((await as(walt, "GET", `/api/groups/${group.id}`)).body.viewer.canPlan).toBe(false);

    for (const who of [hana, xena]) {
      expect((await as(who, "GET", `/api/groups/${group.id}`)).body.viewer.canPlan).toBe(true);
      const res = await as(who, "POST", "/api/hangs", planned());
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    expect((await as(walt, "GET", `/api/groups/${group.id}/hangs`)).body).toHaveLength(2);
  });
});
