// Nudges for a group's hang follow its membership: someone who joins after the hang was planned is
// nudged like any invitee, and someone who leaves before a nudge is due is not. Real workers, a
// real SMTP server; the app's clock runs seven hours behind so a nudge falls due in seconds.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { mailDeliveries } from "../../src/server/db/schema.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput } from "../support/factories.ts";
import { groupPeople, type Person } from "../support/group-people.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { startTestIssuer, type TestIssuer } from "../support/test-issuer.ts";

const H = 3_600_000;
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
      JOB_RETRY_DELAY_SECONDS: "1",
    },
  });
});
afterAll(async () => {
  await t?.close();
  await sink?.stop();
  await issuer?.close();
});

async function joinAs(host: Person, groupId: string, name: string): Promise<Person> {
  const invited = await as(host, "POST", `/api/groups/${groupId}/members`, {
    name: `${name} Member`,
    email: `${name}@example.com`,
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const member = await person(name);
  expect((await as(member, "POST", `/api/groups/${groupId}/join`)).status).toBe(200);
  return member;
}

/** The hang's first nudges (two days before) once none is waiting any more: recipient → status. */
async function settledNudges(hangId: string): Promise<Record<string, string>> {
  const read = async () =>
    (
      await t.ctx.db
        .select({ to: mailDeliveries.recipient, status: mailDeliveries.status, key: mailDeliveries.dedupKey })
        .from(mailDeliveries)
        .where(and(eq(mailDeliveries.hangId, hangId), eq(mailDeliveries.kind, "nudge")))
    ).filter((r) => r.key.endsWith(":2_days_before"));
  await expect
    .poll(
      async () => {
        const rows = await read();
        return rows.length === 3 && rows.every((r) => r.status === "sent" || r.status === "skipped");
      },
      { timeout: 40_000 },
    )
    .toBe(true);
  return Object.fromEntries((await read()).map((r) => [r.to, r.status]));
}

it("nudges a member who joined after the hang was planned, and not one who left", async () => {
  t.ctx.clock.now = () => new Date(Date.now() - 7 * H);
  const hana = await person("hana");
  const created = await as(hana, "POST", "/api/groups", { name: "Book club", description: "Monthly" });
  expect(created.status).toBe(201);
  const groupId = created.body.id as string;
  await joinAs(hana, groupId, "walt");
  await joinAs(hana, groupId, "zed");

  // Planned seven hours ago by the app's clock: the two-days-before nudge falls due in 12 s.
  const answerBy = new Date(Date.now() + 48 * H + 12_000);
  const planned = await as(
    hana,
    "POST",
    "/api/hangs",
    hangInput({ groupId, answerBy: answerBy.toISOString() }),
  );
  expect(planned.status, JSON.stringify(planned.body)).toBe(201);
  const hangId = planned.body.id as string;

  await joinAs(hana, groupId, "yuri");
  const members = (await as(hana, "GET", `/api/groups/${groupId}/members`)).body as {
    id: string;
    email: string;
  }[];
  const zed = members.find((m) => m.email === "zed@example.com")!;
  expect((await as(hana, "DELETE", `/api/groups/${groupId}/members/${zed.id}`)).status).toBe(204);

  // The host's list counts the newcomer as waiting, with a nudge planned, and no longer Zed.
  const list = await as(hana, "GET", `/api/hangs/${hangId}/nudges`);
  expect(list.status).toBe(200);
  const waiting = list.body.people.map((p: { email: string }) => p.email).sort();
  expect(waiting).toEqual(["walt@example.com", "yuri@example.com"]);
  expect(list.body.people.every((p: { next: unknown }) => p.next !== null)).toBe(true);

  expect(await settledNudges(hangId)).toEqual({
    "walt@example.com": "sent",
    "yuri@example.com": "sent",
    "zed@example.com": "skipped",
  });
  const nudged = sink.received.filter((m) => m.subject.startsWith("Still time to answer")).map((m) => m.to);
  expect(nudged.sort()).toEqual(["walt@example.com", "yuri@example.com"]);
  // Nothing about this hang ever went to Zed.
  const toZed = await t.ctx.db
    .select({ status: mailDeliveries.status })
    .from(mailDeliveries)
    .where(
      and(
        eq(mailDeliveries.hangId, hangId),
        eq(mailDeliveries.recipient, "zed@example.com"),
        eq(mailDeliveries.status, "sent"),
      ),
    );
  expect(toZed).toEqual([]);
}, 60_000);
