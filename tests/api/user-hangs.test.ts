// GET /api/user/hangs and DELETE /api/user/hangs/{id}: what a signed-in person's dashboard holds,
// what it costs in database round trips, and who may delete what.
import { eq } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/client.ts";
import * as schema from "../../src/server/db/schema.ts";
import { listUserHangs } from "../../src/server/features/user-hangs/queries.ts";
import type { UserHang } from "../../src/shared/user-hangs.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput, responseInput } from "../support/factories.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { sessionCookie, startTestIssuer, type TestIssuer } from "../support/test-issuer.ts";

let issuer: TestIssuer;
let sink: SmtpSink;
let t: TestApp;
const ORIGIN = "http://localhost:5000";

beforeAll(async () => {
  issuer = await startTestIssuer();
  sink = await startSmtpSink();
  t = await startTestApp({
    env: {
      SMTP_URL: sink.url,
      OIDC_ISSUER: issuer.issuer,
      OIDC_CLIENT_ID: issuer.clientId,
      OIDC_CLIENT_SECRET: "test-secret",
    },
  });
});
afterAll(async () => {
  await t?.close();
  await issuer?.close();
  await sink?.stop();
});

async function signIn(sub: string, email: string, verified = true) {
  const idToken = await issuer.idToken({ sub, email, email_verified: verified });
  const res = await t.request("POST", "/api/auth/google", { idToken });
  expect(res.status).toBe(200);
  return { cookie: sessionCookie(res.headers), origin: ORIGIN };
}

async function createHang(overrides: Parameters<typeof hangInput>[0] = {}) {
  const res = await t.request("POST", "/api/hangs", hangInput(overrides));
  expect(res.status).toBe(201);
  return res.body as { id: string; editToken: string };
}

const invite = (hang: { id: string; editToken: string }, email: string) =>
  t.request("POST", `/api/hangs/${hang.id}/invite?token=${hang.editToken}`, { email }, { origin: ORIGIN });

describe("GET /api/user/hangs", () => {
  it("answers 401 without a session", async () => {
    const res = await t.request("GET", "/api/user/hangs");
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Sign in to view your dashboard");
  });

  it("lists hosted, invited and answered hangs with the person's role and answer, and nobody else's", async () => {
    const me = await signIn("dash-1", "dana@example.com");
    const hosted = await createHang({ name: "Dana's brunch", hostEmail: "Dana@Example.com", vibe: "brunch" });
    for (const email of ["a@example.com", "b@example.com", "c@example.com", "d@example.com"]) {
      expect((await invite(hosted, email)).status).toBe(201);
    }
    await t.request(
      "POST",
      `/api/hangs/${hosted.id}/responses`,
      responseInput({ guestEmail: "a@example.com" }),
    );
    const invitedTo = await createHang({ name: "Invited only", hostEmail: "olga@example.com" });
    await invite(invitedTo, "DANA@example.com");
    const answered = await createHang({ name: "Answered", hostEmail: "olga@example.com" });
    // Signed in: the answer proves its address (an anonymous one would not list it).
    await t.request(
      "POST",
      `/api/hangs/${answered.id}/responses`,
      responseInput({ guestEmail: "dana@example.com", guestName: "Dana" }),
      me,
    );
    await createHang({ name: "Not mine", hostEmail: "olga@example.com" });

    const res = await t.request<UserHang[]>("GET", "/api/user/hangs", undefined, me);
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(res.body.map((h) => [h.name, h]));
    expect(Object.keys(byName).sort()).toEqual(["Answered", "Dana's brunch", "Invited only"]);
    expect(byName["Dana's brunch"]).toMatchObject({
      role: "host",
      vibe: "brunch",
      ownAnswer: null,
      counts: { yes: 1, maybe: 0, no: 0, invited: 4, heads: { yes: 1, maybe: 0 } },
      inviteeSample: ["a@example.com", "b@example.com", "c@example.com"],
      hostTimezone: "Asia/Kathmandu",
    });
    expect(byName["Invited only"]).toMatchObject({ role: "invited", ownAnswer: null, inviteeSample: [] });
    expect(byName.Answered).toMatchObject({ role: "answered", ownAnswer: "yes", inviteeSample: [] });
    // The list never carries secrets or other people's addresses beyond the host's own invitees.
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(hosted.editToken);
    expect(text).not.toContain("olga@example.com");
  });

  it("grants nothing by an address the provider does not vouch for", async () => {
    await createHang({ hostEmail: "unverified@example.com" });
    const me = await signIn("dash-unverified", "unverified@example.com", false);
    const res = await t.request("GET", "/api/user/hangs", undefined, me);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it("reads 1,000 hangs in one database round trip", async () => {
    const email = "many@example.com";
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      name: `Hang ${i}`,
      vibe: "coffee",
      hostName: "Many",
      hostEmail: i % 2 ? email : "someone@example.com",
    }));
    const inserted = await t.ctx.db.insert(schema.hangs).values(rows).returning({ id: schema.hangs.id });
    // The other half: invited or answered.
    await t.ctx.db
      .insert(schema.invitees)
      .values(inserted.filter((_, i) => i % 2 === 0 && i % 4 === 0).map((h) => ({ hangId: h.id, email })));
    await t.ctx.db.insert(schema.responses).values(
      inserted
        .filter((_, i) => i % 2 === 0 && i % 4 !== 0)
        .map((h) => ({
          hangId: h.id,
          guestName: "Many",
          guestEmail: email,
          response: "maybe" as const,
          addressProvenAt: new Date(),
        })),
    );

    let statements = 0;
    const logger = { logQuery: () => void statements++ };
    const { pglite, pool } = t.database;
    const counted = (pglite
      ? drizzlePglite(pglite, { schema, logger })
      : drizzlePg(pool!, { schema, logger })) as unknown as Db;
    const hangsOfMany = await listUserHangs(counted, email);
    expect(hangsOfMany).toHaveLength(1000);
    expect(statements).toBe(1);
    expect(hangsOfMany.filter((h) => h.role === "answered")).toHaveLength(250);
  });
});

describe("DELETE /api/user/hangs/{id}", () => {
  it("lets the signed-in host delete: answers, invitees, suggestions and votes go with it", async () => {
    const me = await signIn("del-host", "del.host@example.com");
    const hang = await createHang({ hostEmail: "del.host@example.com", allowActivitySuggestions: true });
    await invite(hang, "guest1@example.com");
    await t.request(
      "POST",
      `/api/hangs/${hang.id}/responses`,
      responseInput({ guestEmail: "guest1@example.com" }),
    );
    const res = await t.request("DELETE", `/api/user/hangs/${hang.id}`, undefined, me);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ deleted: true, notified: 1 });
    expect((await t.request("GET", `/api/hangs/${hang.id}`)).status).toBe(404);
    for (const table of [
      schema.invitees,
      schema.responses,
      schema.activitySuggestions,
      schema.activityVotes,
    ]) {
      const left = await t.ctx.db.select().from(table);
      expect(left.filter((row) => row.hangId === hang.id)).toEqual([]);
    }
    const mine = await t.request<UserHang[]>("GET", "/api/user/hangs", undefined, me);
    expect(mine.body.map((h) => h.id)).not.toContain(hang.id);
    // The guest who answered hears it is off, with the calendar entry removed.
    await waitUntil(() =>
      sink.to("guest1@example.com").some((m) => m.subject === "Cancelled: Friday coffee"),
    );
    const [mail] = sink.to("guest1@example.com").filter((m) => m.subject.startsWith("Cancelled"));
    expect(mail?.text).toContain("The host deleted this hang.");
    // Its link asks the (gone) hang's page to say it was cancelled, not "Hang not found".
    expect(mail?.text).toContain(`/hang/${hang.id}?cancelled=1`);
    expect(mail?.parsed.attachments.map((a) => a.filename)).toContain("cancel.ics");
  });

  it("e-mails nobody when the hang is already over", async () => {
    const me = await signIn("del-past", "past.host@example.com");
    const hang = await createHang({ name: "Long gone", hostEmail: "past.host@example.com" });
    await t.request(
      "POST",
      `/api/hangs/${hang.id}/responses`,
      responseInput({ guestEmail: "old@example.com" }),
    );
    await t.ctx.db
      .update(schema.hangs)
      .set({ timeSlots: [{ date: "2020-01-01", startTime: "18:00", endTime: "19:30", duration: "1.5h" }] })
      .where(eq(schema.hangs.id, hang.id));
    const res = await t.request("DELETE", `/api/user/hangs/${hang.id}`, undefined, me);
    expect(res.body).toMatchObject({ deleted: true, notified: 0 });
  });

  it("refuses anyone else: another signed-in user gets 404 and nothing changes; no session gets 401", async () => {
    const hang = await createHang({ hostEmail: "owner@example.com" });
    await t.request("POST", `/api/hangs/${hang.id}/responses`, responseInput());
    const other = await signIn("del-other", "other.person@example.com");
    expect((await t.request("DELETE", `/api/user/hangs/${hang.id}`, undefined, other)).status).toBe(404);
    expect(
      (await t.request("DELETE", `/api/user/hangs/${hang.id}`, undefined, { origin: ORIGIN })).status,
    ).toBe(401);
    // The edit token alone does not delete from the dashboard.
    const withToken = await t.request(
      "DELETE",
      `/api/user/hangs/${hang.id}?token=${hang.editToken}`,
      undefined,
      {
        origin: ORIGIN,
      },
    );
    expect(withToken.status).toBe(401);
    const still = await t.request("GET", `/api/hangs/${hang.id}/summary?token=${hang.editToken}`);
    expect(still.status).toBe(200);
    expect((await t.request("GET", `/api/hangs/${hang.id}`)).status).toBe(200);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const me = await signIn("del-unknown", "nobody@example.com");
    expect((await t.request("DELETE", "/api/user/hangs/not-a-uuid", undefined, me)).status).toBe(404);
    expect(
      (await t.request("DELETE", "/api/user/hangs/00000000-0000-4000-8000-000000000000", undefined, me))
        .status,
    ).toBe(404);
  });
});

async function waitUntil(check: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("Timed out waiting");
    await new Promise((r) => setTimeout(r, 50));
  }
}
