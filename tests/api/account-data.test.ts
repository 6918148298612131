// People own their data: GET /api/user/export hands a signed-in person everything kept about them,
// and DELETE /api/user (confirmed) removes the account: upcoming hangs they host are cancelled with
// the usual mail, past ones stay for their guests without the host, and afterwards the address is
// found in no column of any table.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { deleteAccount } from "../../src/server/features/account/mutations.ts";
import { DELETED_HOST_NAME, HOST_LEFT_REASON, TYPE_DELETE } from "../../src/shared/account.ts";
import type { TestApp } from "../support/app.ts";
import { devMailTo } from "../support/dev-mailbox.ts";
import { hangInput, KEYS, responseInput } from "../support/factories.ts";
import { signedInAppForFile } from "../support/signed-in-app.ts";
import { sessionCookie, type TestIssuer } from "../support/test-issuer.ts";

const ORIGIN = "http://localhost:5000";
let issuer: TestIssuer;
let t: TestApp;

// No SMTP_URL: mail lands in the dev mailbox's table, one more place an address could linger.
signedInAppForFile((app, started) => {
  t = app;
  issuer = started;
});

type Headers = Record<string, string>;

async function signIn(sub: string, email: string, name = "Dee Doe"): Promise<Headers> {
  const [given_name, family_name] = name.split(" ");
  const idToken = await issuer.idToken({ sub, email, given_name, family_name });
  const res = await t.request("POST", "/api/auth/google", { idToken });
  expect(res.status).toBe(200);
  return { cookie: sessionCookie(res.headers), origin: ORIGIN };
}

async function call(method: string, path: string, body?: unknown, headers: Headers = {}) {
  const res = await t.request(method, path, body, { origin: ORIGIN, ...headers });
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const mailTo = (to: string, subject: string) => devMailTo(t.ctx.db, to, subject);

/** Every text and JSON column of every table, in every schema (pg-boss's too), that holds `needle`. */
async function placesHolding(needle: string): Promise<string[]> {
  const columns = await rows<{ table_schema: string; table_name: string; column_name: string }>(sql`
    select c.table_schema, c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where t.table_type = 'BASE TABLE' and c.table_schema not in ('pg_catalog', 'information_schema')
      and c.data_type in ('text', 'character varying', 'character', 'jsonb', 'json')`);
  expect(columns.length).toBeGreaterThan(40);
  const found: string[] = [];
  for (const c of columns) {
    const column = sql.raw(`"${c.table_schema}"."${c.table_name}"."${c.column_name}"`);
    const table = sql.raw(`"${c.table_schema}"."${c.table_name}"`);
    const [hit] = await rows<{ n: number }>(
      sql`select count(*)::int as n from ${table} where position(${needle} in lower(${column}::text)) > 0`,
    );
    if (hit!.n > 0) found.push(`${c.table_schema}.${c.table_name}.${c.column_name}`);
  }
  return found;
}

const DEE = "dee.doe@example.com";

describe("a person's data", () => {
  let dee: Headers;
  let hana: Headers;
  const hangs = {} as Record<
    "upcoming" | "past" | "deleted" | "hanas" | "invitedTo",
    { id: string; editToken: string }
  >;

  beforeAll(async () => {
    dee = await signIn("dee", "Dee.Doe@Example.com");
    hana = await signIn("hana", "hana@example.com", "Hana Host");
    const hostedByDee = { hostName: "Dee Doe", hostEmail: "DEE.DOE@example.com" };
    hangs.upcoming = await call(
      "POST",
      "/api/hangs",
      hangInput({ ...hostedByDee, name: "Dee's board games" }),
      dee,
    );
    hangs.past = await call("POST", "/api/hangs", hangInput({ ...hostedByDee, name: "Dee's picnic" }));
    hangs.deleted = await call("POST", "/api/hangs", hangInput({ ...hostedByDee, name: "Dee's karaoke" }));
    for (const hang of [hangs.upcoming, hangs.past, hangs.deleted]) {
      await call(
        "POST",
        `/api/hangs/${hang.id}/invite`,
        { email: "gil@example.com" },
        { "X-Edit-Token": hang.editToken },
      );
      await call(
        "POST",
        `/api/hangs/${hang.id}/responses`,
        responseInput({ guestName: "Gil", guestEmail: "gil@example.com" }),
      );
    }
    await t.ctx.db.execute(sql`update hangs set is_finalized = true,
      final_date_time = now() - interval '10 days' where id = ${hangs.past.id}`);
    // Deleted from the dashboard earlier: its cancellation carries a copy of the hang, host and all.
    await call("DELETE", `/api/user/hangs/${hangs.deleted.id}`, undefined, dee);

    hangs.hanas = await call(
      "POST",
      "/api/hangs",
      hangInput({ name: "Hana's trivia", allowActivitySuggestions: true }),
    );
    const answer = await call(
      "POST",
      `/api/hangs/${hangs.hanas.id}/responses`,
      responseInput({ guestName: "Dee", guestEmail: "DEE.doe@example.com" }),
    );
    const asDee = { "X-Response-Secret": answer.secret };
    const suggested = await call(
      "POST",
      `/api/hangs/${hangs.hanas.id}/activity-suggestions`,
      {
        suggestedBy: "Dee",
        suggestedByEmail: DEE,
        vibe: "bowling",
        customActivity: null,
        description: "Dee's idea",
      },
      asDee,
    );
    const annsIdea = await call("POST", `/api/hangs/${hangs.hanas.id}/activity-suggestions`, {
      suggestedBy: "Ann",
      suggestedByEmail: "ann@example.com",
      vibe: "hike",
      customActivity: null,
      description: null,
    });
    const voterKey = { "X-Voter-Key": suggested.voterKey };
    for (const [suggestionId, voteType] of [
      [annsIdea.id, "down"],
      [suggested.id, "up"],
    ]) {
      await call(
        "POST",
        `/api/hangs/${hangs.hanas.id}/activity-votes`,
        { voterName: "Dee", voterEmail: DEE, voteType, suggestionId },
        voterKey,
      );
    }
    hangs.invitedTo = await call("POST", "/api/hangs", hangInput({ name: "Hana's brunch" }));
    await call(
      "POST",
      `/api/hangs/${hangs.invitedTo.id}/invite`,
      { email: DEE },
      { "X-Edit-Token": hangs.invitedTo.editToken },
    );

    await call(
      "POST",
      "/api/friend-groups",
      { name: "Board crew", emails: ["gil@example.com", "ann@example.com"] },
      dee,
    );
    const deesGroup = await call("POST", "/api/groups", { name: "Dee's climbers", description: null }, dee);
    await call("POST", `/api/groups/${deesGroup.id}/members`, { name: "Gil", email: "gil@example.com" }, dee);
    const hanasGroup = await call("POST", "/api/groups", { name: "Hana's runners", description: null }, hana);
    await call("POST", `/api/groups/${hanasGroup.id}/members`, { name: "Dee", email: DEE }, hana);
    await call("POST", `/api/groups/${hanasGroup.id}/join`, undefined, dee);
    await call(
      "POST",
      "/api/friend-groups",
      { name: "Hana's usuals", emails: ["Dee.Doe@example.com", "ann@example.com"] },
      hana,
    );
    await t.ctx.db.execute(sql`insert into account_invitations (email) values (${DEE})`);
    // Dee stopped group invitations from a mail's footer.
    await t.ctx.db.execute(sql`insert into group_invite_opt_outs (email) values (${DEE})`);

    // Mail to Dee went out (and is kept in the dev mailbox), as did the deleted hang's cancellation.
    await mailTo(DEE, "Your hang is ready");
    await mailTo("gil@example.com", "Cancelled: Dee's karaoke");
  });

  it("needs a session", async () => {
    expect((await t.request("GET", "/api/user/export")).status).toBe(401);
    const res = await t.request("DELETE", "/api/user", { confirm: "DELETE" }, { origin: ORIGIN });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Sign in to manage your account");
  });

  it("exports everything about the person as a JSON file, without other guests' addresses", async () => {
    const res = await t.request("GET", "/api/user/export", undefined, dee);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="hangs-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.body;
    expect(data.account).toMatchObject({
      email: DEE,
      emailVerified: true,
      firstName: "Dee",
      lastName: "Doe",
    });
    expect(data.account.signInLinks).toEqual([expect.objectContaining({ provider: "oidc", subject: "dee" })]);
    expect(data.account.sessions.length).toBeGreaterThan(0);
    expect(data.account.signUpInvitation).not.toBeNull();
    expect(data.hostedHangs.map((h: { name: string }) => h.name).sort()).toEqual([
      "Dee's board games",
      "Dee's picnic",
    ]);
    expect(data.hostedHangs[0]).toMatchObject({ answers: { yes: 1, maybe: 0, no: 0 }, invited: 1 });
    // Counts of the guests, never their addresses (or the hang's edit token).
    expect(JSON.stringify(data.hostedHangs)).not.toContain("gil@");
    expect(JSON.stringify(data)).not.toContain(hangs.upcoming.editToken);
    expect(data.answers).toEqual([
      expect.objectContaining({ hangName: "Hana's trivia", response: "yes", plusOnes: 0, plusOneNames: [] }),
    ]);
    expect(data.votes.map((v: { voteType: string }) => v.voteType).sort()).toEqual(["down", "up"]);
    expect(data.suggestions).toEqual([
      expect.objectContaining({ vibe: "bowling", description: "Dee's idea" }),
    ]);
    expect(data.hangInvitations).toEqual([expect.objectContaining({ hangName: "Hana's brunch" })]);
    expect(data.friendGroups).toEqual([
      expect.objectContaining({ name: "Board crew", savedEmails: ["gil@example.com", "ann@example.com"] }),
    ]);
    expect(data.groups).toEqual([expect.objectContaining({ name: "Dee's climbers", members: 2 })]);
    // A friend group is a list of addresses, not a group: nobody is its member.
    expect(
      data.groupMemberships
        .map((m: { groupName: string; role: string }) => `${m.groupName}:${m.role}`)
        .sort(),
    ).toEqual(["Dee's climbers:creator", "Hana's runners:member"]);
    expect(data.mailSentToYou.map((m: { kind: string }) => m.kind)).toContain("hang-ready");
    expect(data.mailYouStopped.groupInvitationsStoppedAt).not.toBeNull();
    // The session token is a key, not information about the person.
    expect(JSON.stringify(data)).not.toContain(dee.cookie!.split("=")[1]!.split(".")[0]);
  });

  it("asks for the confirmation before deleting anything", async () => {
    for (const body of [{}, { confirm: "yes" }, { confirm: 1 }]) {
      const res = await t.request("DELETE", "/api/user", body, dee);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(TYPE_DELETE);
    }
    expect((await t.request("DELETE", "/api/user", "not json", dee)).status).toBe(400);
    expect((await t.request("GET", "/api/auth/user", undefined, dee)).body.user).toMatchObject({
      email: DEE,
    });
  });

  it("deletes the account in one go, and the address is found nowhere afterwards", async () => {
    // The scan finds the address wherever it is kept, so its empty answer at the end means something.
    expect(await placesHolding(DEE)).toEqual(
      expect.arrayContaining([
        "public.users.email",
        "public.hangs.host_email",
        "public.responses.guest_email",
        "public.activity_votes.voter_email",
        "public.invitees.email",
        "public.group_memberships.email",
        "public.friend_groups.emails",
        "public.account_invitations.email",
        "public.group_invite_opt_outs.email",
        "public.mail_deliveries.recipient",
        "public.dev_mail.recipient",
        "pgboss.job.data",
      ]),
    );
    const before = await t.request("GET", `/api/hangs/${hangs.hanas.id}/summary`);
    expect(before.body.counts.yes).toBe(1);

    const res = await t.request("DELETE", "/api/user", { confirm: "DELETE" }, dee);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      deleted: true,
      cancelledHangs: 1,
      anonymisedHangs: 1,
      notified: 1,
      removedAnswers: 1,
    });
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith("hangs.session_token=;"));
    expect(cleared).toMatch(/Max-Age=0/);
    // Signed out everywhere at once.
    expect((await t.request("GET", "/api/auth/user", undefined, dee)).body.user).toBeNull();
    expect((await t.request("GET", "/api/user/export", undefined, dee)).status).toBe(401);

    // The upcoming hang is cancelled for its guests, with the usual mail; the host is gone from it.
    const upcoming = (await t.request("GET", `/api/hangs/${hangs.upcoming.id}`)).body;
    expect(upcoming).toMatchObject({
      isCancelled: true,
      cancelReason: HOST_LEFT_REASON,
      hostName: DELETED_HOST_NAME,
    });
    const cancelled = await mailTo("gil@example.com", "Cancelled: Dee's board games");
    expect(cancelled.text).toContain(`${DELETED_HOST_NAME} cancelled this hang.`);
    expect(cancelled.text).toContain(HOST_LEFT_REASON);
    // The old edit link no longer speaks for anyone.
    const edit = await t.request(
      "GET",
      `/api/hangs/${hangs.upcoming.id}/edit?token=${hangs.upcoming.editToken}`,
    );
    expect(edit.status).toBe(403);

    // The past hang stays for its guests, answers and all, without the host.
    const past = (await t.request("GET", `/api/hangs/${hangs.past.id}`)).body;
    expect(past).toMatchObject({ isCancelled: false, hostName: DELETED_HOST_NAME, name: "Dee's picnic" });
    expect((await t.request("GET", `/api/hangs/${hangs.past.id}/summary`)).body.counts.yes).toBe(1);

    // Their answer, suggestion and votes on Hana's hang are gone.
    expect((await t.request("GET", `/api/hangs/${hangs.hanas.id}/summary`)).body.counts.yes).toBe(0);
    const suggestions = (await t.request("GET", `/api/hangs/${hangs.hanas.id}/activity-suggestions`)).body;
    expect(suggestions.map((s: { vibe: string }) => s.vibe)).toEqual(["coffee", "hike"]);
    const votes = (await t.request("GET", `/api/hangs/${hangs.hanas.id}/activity-votes`)).body;
    expect(JSON.stringify(votes)).not.toContain("Dee");

    // Hana's group and list carry on without Dee.
    const hanasLists = (await t.request("GET", "/api/friend-groups", undefined, hana)).body;
    expect(hanasLists).toEqual([
      expect.objectContaining({ name: "Hana's usuals", emails: ["ann@example.com"] }),
    ]);
    const hanasGroups = (await t.request("GET", "/api/user/groups", undefined, hana)).body;
    expect(hanasGroups.map((g: { name: string }) => g.name)).toContain("Hana's runners");

    expect(await placesHolding(DEE)).toEqual([]);
  });

  it("answers 404 for an account that is not there (the admin page's call)", async () => {
    await expect(deleteAccount(t.ctx, "00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(deleteAccount(t.ctx, "nope")).rejects.toMatchObject({ code: "not_found" });
  });
});

describe("a failed deletion", () => {
  it("leaves everything as it was", async () => {
    const kim = await signIn("kim", "kim@example.com", "Kim Kay");
    const hang = await call(
      "POST",
      "/api/hangs",
      hangInput({ hostName: "Kim", hostEmail: "kim@example.com" }),
    );
    await call(
      "POST",
      `/api/hangs/${hang.id}/responses`,
      responseInput({ timeSlotAvailability: { [KEYS[0]]: "yes" } }),
    );
    const [user] = await rows<{ id: string }>(sql`select id from users where email = 'kim@example.com'`);
    // The last step (removing the account row) fails: every step before it must be undone.
    await t.ctx.db.execute(sql`create function refuse_kim() returns trigger language plpgsql as $$
      begin raise exception 'refused'; end $$`);
    await t.ctx.db.execute(
      sql`create trigger refuse_kim before delete on users for each row execute function refuse_kim()`,
    );
    try {
      await expect(deleteAccount(t.ctx, user!.id)).rejects.toThrow();
    } finally {
      await t.ctx.db.execute(sql`drop trigger refuse_kim on users`);
      await t.ctx.db.execute(sql`drop function refuse_kim`);
    }
    const kept = (await t.request("GET", `/api/hangs/${hang.id}`)).body;
    expect(kept).toMatchObject({ isCancelled: false, hostName: "Kim" });
    expect((await t.request("GET", "/api/auth/user", undefined, kim)).body.user).toMatchObject({
      email: "kim@example.com",
    });
    const [queued] = await rows<{ n: number }>(
      sql`select count(*)::int as n from mail_deliveries where kind = 'cancellation' and hang_id = ${hang.id}`,
    );
    expect(queued!.n).toBe(0);
  });
});
