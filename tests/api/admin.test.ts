// The admin page's API: only admins reach it (everyone else gets the same 404 as an unknown path),
// people are found and paged on the server with masked addresses, and every action is audited.
import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAudit } from "../../src/server/db/schema.ts";
import { ADMIN, type AdminApp, startAdminApp } from "../support/admin-app.ts";
import { readEventStream } from "../support/event-stream.ts";
import { hangInput } from "../support/factories.ts";

let a: AdminApp;
let admin: string;

beforeAll(async () => {
  a = await startAdminApp({
    runWorkers: false,
    env: { HANGS_PER_ADDRESS_PER_HOUR: "61", INVITES_PER_RECIPIENT_PER_HOUR: "10" },
  });
  admin = await a.signIn(ADMIN);
});
afterAll(() => a?.close());

const uidOf = async (cookie: string) => (await a.as(cookie, "GET", "/api/auth/user")).body.user.uid as string;
const auditRows = () => a.t.ctx.db.select().from(adminAudit).orderBy(adminAudit.createdAt);
const SOME_ID = "00000000-0000-4000-8000-000000000000";

describe("who reaches /api/admin", () => {
  const ROUTES: [string, string, unknown?][] = [
    ["GET", "/api/admin/mail"],
    ["POST", "/api/admin/mail/retry", { id: SOME_ID }],
    ["POST", "/api/admin/mail/retry-all", {}],
    ["POST", "/api/admin/mail/test", { to: "probe@example.com" }],
    ["GET", "/api/admin/sign-in"],
    ["GET", "/api/admin/people?q=a&page=1"],
    ["POST", `/api/admin/people/${SOME_ID}/disable`, {}],
    ["POST", `/api/admin/people/${SOME_ID}/enable`, {}],
    ["DELETE", `/api/admin/people/${SOME_ID}`],
    ["GET", "/api/admin/invitations"],
    ["POST", "/api/admin/invitations", { email: "new@example.com" }],
    ["GET", "/api/admin/instance"],
    ["GET", "/api/admin/audit"],
    ["GET", "/api/admin/nothing-here"],
  ];

  it("anyone but an admin gets the unknown-path 404 on every route, and nothing happens", async () => {
    const unknown = await a.as(undefined, "GET", "/api/no-such-thing");
    const bob = await a.signIn("bob@example.com");
    // Ada's address, but her provider does not vouch for it: not an admin.
    const unverified = await a.signIn(ADMIN, { sub: "someone-else", email_verified: false });
    for (const [who, cookie] of [
      ["signed out", undefined],
      ["a signed-in person", bob],
      ["an unverified admin address", unverified],
    ] as const) {
      for (const [method, path, body] of ROUTES) {
        const res = await a.as(cookie, method, path, body);
        expect([who, method, path, res.status, res.body]).toEqual([who, method, path, 404, unknown.body]);
      }
    }
    expect((await a.as(bob, "GET", "/api/auth/user")).body.user.isAdmin).toBe(false);
    expect((await a.as(admin, "GET", "/api/auth/user")).body.user.isAdmin).toBe(true);
    expect(await auditRows()).toEqual([]);
    expect((await a.as(admin, "GET", "/api/admin/invitations")).body).toEqual([]);
  });
});

describe("people", () => {
  beforeAll(async () => {
    for (let i = 1; i <= 21; i++) await a.signIn(`person${String(i).padStart(2, "0")}@crowd.example`);
    await a.signIn("carla@example.com", { given_name: "Carla", family_name: "Hostwell" });
    for (const name of ["Picnic", "Brunch"])
      await a.as(undefined, "POST", "/api/hangs", hangInput({ name, hostEmail: "Carla@Example.com" }));
  });

  it("are searched by name or e-mail on the server, with hangs hosted and masked addresses", async () => {
    const byName = await a.as(admin, "GET", "/api/admin/people?q=hostwell");
    expect(byName.status).toBe(200);
    expect(byName.body).toMatchObject({ total: 1, page: 1 });
    expect(byName.body.people).toEqual([
      expect.objectContaining({
        name: "Carla Hostwell",
        email: "c•••@example.com",
        hangsHosted: 2,
        disabled: false,
        isAdmin: false,
        isYou: false,
      }),
    ]);
    const byEmail = await a.as(admin, "GET", "/api/admin/people?q=CARLA%40example");
    expect(byEmail.body.people.map((p: { name: string }) => p.name)).toEqual(["Carla Hostwell"]);
    const everyone = await a.as(admin, "GET", "/api/admin/people");
    expect(JSON.stringify(everyone.body)).not.toMatch(/[a-z0-9]@/i);
    const you = await a.as(admin, "GET", "/api/admin/people?q=ada%40");
    expect(you.body.people.find((p: { isYou: boolean }) => p.isYou)).toMatchObject({
      email: "a•••@example.com",
      isAdmin: true,
    });
  });

  it("come a page at a time", async () => {
    const first = await a.as(admin, "GET", "/api/admin/people?q=crowd.example");
    expect(first.body).toMatchObject({ total: 21, page: 1, pageSize: 20 });
    expect(first.body.people).toHaveLength(20);
    const second = await a.as(admin, "GET", "/api/admin/people?q=crowd.example&page=2");
    expect(second.body.people).toHaveLength(1);
    const names = [...first.body.people, ...second.body.people].map((p: { id: string }) => p.id);
    expect(new Set(names).size).toBe(21);
  });

  it("a wildcard is a character, and bad input is a 400 with the field, never a 500", async () => {
    expect((await a.as(admin, "GET", "/api/admin/people?q=%25")).body.total).toBe(0);
    expect((await a.as(admin, "GET", "/api/admin/people?q=_")).body.total).toBe(0);
    for (const query of ["page=0", "page=abc", "page=1.5", `q=${"x".repeat(101)}`, "page=99999999999"]) {
      const res = await a.as(admin, "GET", `/api/admin/people?${query}`);
      expect([query, res.status]).toEqual([query, 400]);
      expect(Object.keys(res.body.errors)).toEqual([query.split("=")[0]]);
    }
  });

  it("disabling ends every session at once, enabling lets them back; each is audited", async () => {
    const dan = await a.signIn("dan@example.com");
    const danAgain = await a.signIn("dan@example.com");
    const danId = await uidOf(dan);
    const adminId = await uidOf(admin);

    const disabled = await a.as(admin, "POST", `/api/admin/people/${danId}/disable`, {});
    expect(disabled).toMatchObject({ status: 200, body: { sessionsEnded: 2 } });
    for (const cookie of [dan, danAgain])
      expect((await a.as(cookie, "GET", "/api/auth/user")).body.user).toBeNull();
    const listed = await a.as(admin, "GET", "/api/admin/people?q=dan%40");
    expect(listed.body.people[0]).toMatchObject({ id: danId, disabled: true });

    const enabled = await a.as(admin, "POST", `/api/admin/people/${danId}/enable`, {});
    expect(enabled.status).toBe(200);
    expect((await a.as(admin, "GET", "/api/admin/people?q=dan%40")).body.people[0].disabled).toBe(false);
    expect(await uidOf(await a.signIn("dan@example.com"))).toBe(danId);

    const rows = (await auditRows()).filter((r) => r.target === danId);
    expect(rows.map((r) => [r.actorId, r.action])).toEqual([
      [adminId, "account.disable"],
      [adminId, "account.enable"],
    ]);
    const shown = await a.as(admin, "GET", "/api/admin/audit");
    expect(shown.body.slice(0, 2)).toEqual([
      expect.objectContaining({ label: "Enabled an account", actor: "Ada Tester", target: "Dan Tester" }),
      expect.objectContaining({ label: "Disabled an account", actor: "Ada Tester", target: "Dan Tester" }),
    ]);
  });

  it("an admin cannot disable themselves; unknown and malformed ids are 404; nothing is audited", async () => {
    const before = (await auditRows()).length;
    const self = await a.as(admin, "POST", `/api/admin/people/${await uidOf(admin)}/disable`, {});
    expect(self).toMatchObject({ status: 409, body: { message: "You can't disable your own account" } });
    for (const id of [SOME_ID, "not-an-id", "%00", "1'%20or%201=1"]) {
      const res = await a.as(admin, "POST", `/api/admin/people/${id}/disable`, {});
      expect([id, res.status]).toEqual([id, 404]);
    }
    expect((await auditRows()).length).toBe(before);
    expect((await a.as(admin, "GET", "/api/auth/user")).body.user).not.toBeNull();
  });
});

describe("deleting an account", () => {
  it("cancels what they host, ends their sessions, and is audited with what it did", async () => {
    const erin = await a.signIn("erin@example.com");
    const erinId = await uidOf(erin);
    const hang = (await a.as(undefined, "POST", "/api/hangs", hangInput({ hostEmail: "erin@example.com" })))
      .body;
    expect((await a.as(admin, "DELETE", `/api/admin/people/${await uidOf(admin)}`)).status).toBe(409);

    const res = await a.as(admin, "DELETE", `/api/admin/people/${erinId}`);
    expect(res).toMatchObject({ status: 200, body: { cancelledHangs: 1 } });
    expect((await a.as(erin, "GET", "/api/auth/user")).body.user).toBeNull();
    expect((await a.as(admin, "GET", "/api/admin/people?q=erin")).body.total).toBe(0);
    const view = await a.as(undefined, "GET", `/api/hangs/${hang.id}`);
    expect(view.body).toMatchObject({ isCancelled: true, hostName: "A former member" });
    const rows = (await auditRows()).filter((r) => r.action === "account.delete");
    expect(rows).toEqual([expect.objectContaining({ target: erinId, details: res.body })]);
    expect((await a.as(admin, "DELETE", `/api/admin/people/${erinId}`)).status).toBe(404);
    expect((await auditRows()).filter((r) => r.action === "account.delete")).toHaveLength(1);
  });
});

describe("inviting an address to sign up", () => {
  it("keeps one invitation per address, audited by id, listed masked", async () => {
    const first = await a.as(admin, "POST", "/api/admin/invitations", { email: " Newbie@Example.com " });
    expect(first).toMatchObject({ status: 201, body: { invited: true } });
    const again = await a.as(admin, "POST", "/api/admin/invitations", { email: "newbie@example.com" });
    expect(again).toMatchObject({ status: 200, body: { invited: false } });
    const listed = await a.as(admin, "GET", "/api/admin/invitations");
    expect(listed.body).toEqual([expect.objectContaining({ email: "N•••@Example.com" })]);
    const rows = (await auditRows()).filter((r) => r.action === "account.invite");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.target).toBe(listed.body[0].id);
    expect(JSON.stringify(await auditRows())).not.toContain("@");
  });

  it("refuses what is not an address with the field's message", async () => {
    for (const body of [{ email: "not-an-address" }, { email: "" }, {}, { email: 42 }, "[]"]) {
      const res = await a.as(admin, "POST", "/api/admin/invitations", body);
      expect([body, res.status]).toEqual([body, 400]);
    }
    const res = await a.as(admin, "POST", "/api/admin/invitations", { email: "nope" });
    expect(res.body).toEqual({
      message: "Valid email is required",
      errors: { email: "Valid email is required" },
    });
  });
});

describe("the sign-in section", () => {
  it("names the provider, its issuer and discovery URL, and the last failures, newest first", async () => {
    const empty = await a.as(admin, "GET", "/api/admin/sign-in");
    expect(empty.body).toEqual({
      provider: {
        kind: "oidc",
        name: "127.0.0.1",
        issuer: a.issuer.issuer,
        discoveryUrl: `${a.issuer.issuer}/.well-known/openid-configuration`,
      },
      failures: [],
    });
    // Two refused sign-ins: a token signed by a key the issuer never published, then an expired one.
    await a.as(undefined, "POST", "/api/auth/google", {
      idToken: await a.issuer.idToken({}, { foreignKey: true }),
    });
    const past = Math.floor(Date.now() / 1000) - 3600;
    await a.as(undefined, "POST", "/api/auth/google", {
      idToken: await a.issuer.idToken({ email: "eve@example.com", iat: past - 600, exp: past }),
    });
    const shown = await a.as(admin, "GET", "/api/admin/sign-in");
    // The provider's own error, newest first.
    expect(shown.body.failures).toEqual([
      expect.objectContaining({
        providerId: "oidc",
        error: "invalid_id_token",
        description: expect.stringMatching(/expired/),
      }),
      expect.objectContaining({
        providerId: "oidc",
        error: "invalid_id_token",
        description: expect.stringMatching(/signature/),
      }),
    ]);
    expect(JSON.stringify(shown.body)).not.toContain("eve@");
  });
});

describe("the instance section", () => {
  it("shows version, database, migrations, queues, open streams, limits and access settings", async () => {
    const hang = (await a.as(undefined, "POST", "/api/hangs", hangInput())).body;
    const stream = await readEventStream(await a.t.fetch(`/api/hangs/${hang.id}/events`));
    try {
      const res = await a.as(admin, "GET", "/api/admin/instance");
      const journal = JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8")).entries;
      expect(res.body).toMatchObject({
        version: JSON.parse(readFileSync("package.json", "utf8")).version,
        database: process.env.TEST_DB === "postgres" ? "postgres" : "embedded",
        migrations: { applied: journal.length, known: journal.length, latest: journal.at(-1).tag },
        liveStreams: 1,
        signUp: "open",
        anonymousHosts: true,
      });
      // Workers are off in this file: the hang's mail waits in the queue; no deadline is due.
      expect(res.body.queues).toEqual([
        { queue: "mail", queued: expect.any(Number), active: 0, failed: 0 },
        { queue: "deadlines", queued: 0, active: 0, failed: 0 },
        { queue: "webhooks", queued: 0, active: 0, failed: 0 },
        { queue: "albums", queued: 0, active: 0, failed: 0 },
      ]);
      expect(res.body.queues[0].queued).toBeGreaterThan(0);
      // Data, worded on the page in its language (client/features/admin/limit-text.ts).
      expect(res.body.limits).toContainEqual({
        name: "createHang",
        parts: [{ points: 61, per: "address", seconds: 3600 }],
      });
      expect(res.body.limits).toContainEqual({
        name: "answer",
        parts: [
          { points: 120, per: "address", seconds: 60 },
          { points: 200, per: "hang", seconds: 60 },
        ],
      });
      expect(res.body.limits).toContainEqual({
        name: "calendarFetch",
        parts: [{ points: 20, per: "address", seconds: 600 }],
      });
      expect(res.body.limits).toContainEqual({
        name: "invite",
        parts: [
          { points: 200, per: "address", seconds: 3600 },
          { points: 100, per: "hang", seconds: 3600 },
          { points: 50, per: "group", seconds: 3600 },
          { points: 10, per: "recipient", seconds: 3600 },
        ],
      });
      expect(res.body.limits.slice(-2)).toEqual([
        { name: "maxAnswersPerHang", points: 2000 },
        { name: "liveStreamsPerAddress", points: 20 },
      ]);
    } finally {
      await stream.close();
    }
  });
});

describe("the audit log", () => {
  it("holds ids, never addresses", async () => {
    const rows = await a.t.ctx.db.execute(sql`select * from admin_audit`);
    expect(JSON.stringify(rows)).not.toMatch(/@/);
    const [first] = await a.t.ctx.db.select().from(adminAudit).where(eq(adminAudit.action, "account.invite"));
    expect(first?.target).toMatch(/^[0-9a-f-]{36}$/);
  });
});
