// Groups cannot be turned into a mail cannon: creating groups is limited per account and per
// network, and invitations per group and per recipient from everyone together. A recipient's
// limit tells the sender only "not sent", and no counter holds an e-mail address.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput } from "../support/factories.ts";
import { groupPeople, type Person } from "../support/group-people.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { startTestIssuer, type TestIssuer } from "../support/test-issuer.ts";

let issuer: TestIssuer;
let sink: SmtpSink;
let t: TestApp;
const { person, as } = groupPeople(
  () => t,
  () => issuer,
);

beforeAll(async () => {
  issuer = await startTestIssuer();
  sink = await startSmtpSink();
  t = await startTestApp({
    env: {
      OIDC_ISSUER: issuer.issuer,
      OIDC_CLIENT_ID: issuer.clientId,
      OIDC_CLIENT_SECRET: "test-secret",
      SMTP_URL: sink.url,
      GROUPS_PER_ACCOUNT_PER_HOUR: "3",
      GROUPS_PER_ADDRESS_PER_HOUR: "5",
      INVITES_PER_GROUP_PER_HOUR: "3",
      INVITES_PER_RECIPIENT_PER_HOUR: "2",
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

const createGroup = (p: Person, address: string, name = "Weekend crew") =>
  as(p, "POST", "/api/groups", { name }, { address });
const createFriendGroup = (p: Person, address: string) =>
  as(p, "POST", "/api/friend-groups", { name: "Brunch", emails: ["a@example.com"] }, { address });

async function groupOf(p: Person, address: string, name: string) {
  const res = await createGroup(p, address, name);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

const invite = (by: Person, groupId: string, email: string, address: string) =>
  as(by, "POST", `/api/groups/${groupId}/members`, { name: "Friend", email }, { address });

async function pendingFor(email: string): Promise<number> {
  const result = (await t.ctx.db.execute(
    sql`select count(*)::int as n from group_memberships where lower(email) = ${email.toLowerCase()}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

describe("creating groups", () => {
  it("is limited per account, groups and friend groups together, with a clear 429", async () => {
    const ana = await person("ana");
    const made = [
      await createGroup(ana, "10.0.1.1"),
      await createFriendGroup(ana, "10.0.1.2"),
      await createGroup(ana, "10.0.1.3"),
    ];
    expect(made.map((r) => r.status)).toEqual([201, 201, 201]);
    // A new network does not buy the account more.
    for (const refused of [await createGroup(ana, "10.0.1.4"), await createFriendGroup(ana, "10.0.1.5")]) {
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many new groups from your account\. Try again in /);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  it("is limited per client address across accounts", async () => {
    const results = [];
    for (const name of ["bo", "cy", "di"]) {
      const p = await person(name);
      results.push(await createGroup(p, "10.0.2.1"), await createGroup(p, "10.0.2.1"));
    }
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 429]);
    expect(results[5]!.body.message).toMatch(/^Too many new groups from your network\./);
  });
});

describe("invitations", () => {
  it("reach one address a few times an hour from everyone together; the sender sees only 'not sent'", async () => {
    const senders = [await person("ed"), await person("flo"), await person("gus")];
    const groups = [];
    for (const [i, p] of senders.entries()) groups.push(await groupOf(p, `10.0.3.${i + 1}`, "Totally real"));

    // Three people on three networks, three groups; the address is written differently each time.
    const first = await invite(senders[0]!, groups[0]!, "victim@example.com", "10.0.3.1");
    const second = await invite(senders[1]!, groups[1]!, "Victim@Example.com", "10.0.3.2");
    const third = await invite(senders[2]!, groups[2]!, "VICTIM@example.COM", "10.0.3.3");
    expect([first.status, second.status, third.status]).toEqual([201, 201, 429]);
    // Nothing that says why or for how long: that would tell a stranger about someone else's mail.
    expect(third.body).toEqual({ message: "Not sent. Please try again later." });
    expect(third.headers.get("retry-after")).toBeNull();
    expect(await pendingFor("victim@example.com")).toBe(2);
    await sink.waitFor(2);
    await new Promise((r) => setTimeout(r, 500));
    expect(sink.received.filter((m) => m.to.toLowerCase() === "victim@example.com")).toHaveLength(2);

    // Other addresses are unaffected.
    expect((await invite(senders[2]!, groups[2]!, "someone.else@example.com", "10.0.3.3")).status).toBe(201);

    // The counters never hold the address, only a hash of it (on PostgreSQL they are a table).
    if (t.database.location.kind === "postgres") {
      const result = (await t.ctx.db.execute(
        sql`select key from rate_limits where key like 'invite_recipient%'`,
      )) as unknown as { rows: { key: string }[] };
      expect(result.rows.length).toBeGreaterThan(0);
      expect(result.rows.some((r) => r.key.toLowerCase().includes("victim"))).toBe(false);
    }
  });

  it("are limited per group, whoever sends them and from wherever", async () => {
    const hal = await person("hal");
    const groupId = await groupOf(hal, "10.0.4.1", "Busy group");
    const other = await groupOf(hal, "10.0.4.1", "Quiet group");
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(await invite(hal, groupId, `m${i}@example.com`, `10.0.4.${i + 2}`));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 429]);
    expect(results[3]!.body.message).toMatch(
      /^This group has reached its limit of 3 invitations an hour\. Try again in /,
    );
    expect((await invite(hal, other, "m3@example.com", "10.0.4.9")).status).toBe(201);
  });

  it("to hangs count toward the same per-recipient limit as group invitations", async () => {
    const hosts = [await person("ivy"), await person("jon"), await person("kim")];
    const results = [];
    for (const [i, host] of hosts.entries()) {
      const address = `10.0.5.${i + 1}`;
      const hang = await as(host, "POST", "/api/hangs", hangInput({ hostEmail: host.email }), { address });
      expect(hang.status).toBe(201);
      results.push(
        await as(
          host,
          "POST",
          `/api/hangs/${hang.body.id}/invite`,
          { email: "Target@Example.com" },
          { address },
        ),
      );
    }
    expect(results.map((r) => r.status)).toEqual([201, 201, 429]);
    expect(results[2]!.body).toEqual({ message: "Not sent. Please try again later." });
  });
});
