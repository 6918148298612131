// "Your hang is ready" and "Your answer" go to whatever address was typed. Unless the one who typed
// it proved it (signed in with it, verified), the address is treated as a stranger's: its "Never
// e-mail me from Hangs" holds, the mail counts against its per-recipient limit (shared with
// invitations), and the subject carries nothing the sender wrote.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { unsubscribeToken } from "../../src/server/mail/unsubscribe.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput, KEYS, responseInput } from "../support/factories.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { sessionCookie, startTestIssuer, type TestIssuer } from "../support/test-issuer.ts";

const ORIGIN = "http://localhost:5000";
const PER_RECIPIENT = 3;
let issuer: TestIssuer;
let sink: SmtpSink;
let t: TestApp;

beforeAll(async () => {
  issuer = await startTestIssuer();
  sink = await startSmtpSink();
  t = await startTestApp({
    env: {
      SMTP_URL: sink.url,
      OIDC_ISSUER: issuer.issuer,
      OIDC_CLIENT_ID: issuer.clientId,
      OIDC_CLIENT_SECRET: "test-secret",
      INVITES_PER_RECIPIENT_PER_HOUR: String(PER_RECIPIENT),
    },
  });
});
afterAll(async () => {
  await t?.close();
  await issuer?.close();
  await sink?.stop();
});
beforeEach(() => {
  sink.received.length = 0;
});

async function signIn(email: string) {
  const idToken = await issuer.idToken({ sub: `sub-${email}`, email, email_verified: true });
  const res = await t.request("POST", "/api/auth/google", { idToken });
  expect(res.status).toBe(200);
  return { cookie: sessionCookie(res.headers), origin: ORIGIN };
}

async function createHang(overrides: Parameters<typeof hangInput>[0], headers: Record<string, string> = {}) {
  const res = await t.request("POST", "/api/hangs", hangInput(overrides), headers);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; editToken: string };
}

function answer(hangId: string, email: string, headers: Record<string, string> = {}) {
  const input = responseInput({ guestEmail: email, timeSlotAvailability: { [KEYS[0]]: "yes" } });
  return t.request("POST", `/api/hangs/${hangId}/responses`, input, headers);
}

/** "Never e-mail me from Hangs", as the link in any message does it. */
async function neverEmail(email: string, hangId: string) {
  const token = unsubscribeToken(t.ctx.secrets, { scope: "all", hangId, email });
  const res = await t.raw(`/api/unsubscribe?t=${encodeURIComponent(token)}`, { method: "POST" });
  expect(res.status).toBe(200);
}

/** Once every message to `email` has been sent or dropped: their outcomes, by kind. */
async function settledMailTo(email: string) {
  const outcomes = async () =>
    (
      (await t.ctx.db.execute(
        sql`select kind, status from mail_deliveries where lower(recipient) = ${email} order by kind, status`,
      )) as { rows: { kind: string; status: string }[] }
    ).rows;
  await expect
    .poll(async () => (await outcomes()).filter((o) => o.status === "queued" || o.status === "sending"))
    .toEqual([]);
  return (await outcomes()).map((o) => `${o.kind} ${o.status}`);
}

describe("an address that turned off mail from Hangs", () => {
  it("gets no hang-ready or answer mail from someone who typed it", async () => {
    const victim = "vera@example.com";
    const own = await createHang({ name: "Vera's own" });
    await neverEmail(victim, own.id);

    await createHang({ name: "Claim your prize", hostName: "Security Team", hostEmail: victim });
    const hang = await createHang({ name: "Stranger's party" });
    expect((await answer(hang.id, victim)).status).toBe(201);
    // From another browser: the address is taken, and its owner would be mailed their link.
    expect((await answer(hang.id, victim)).status).toBe(409);
    expect((await answer(hang.id, "other@example.com")).status).toBe(201);

    expect(await settledMailTo(victim)).toEqual([
      "hang-ready skipped",
      "response-confirmation skipped",
      "response-edit-link skipped",
    ]);
    await expect.poll(() => sink.to("other@example.com").length).toBe(1);
    expect(sink.to(victim)).toEqual([]);
  });

  it("still gets what they did themselves, signed in with it", async () => {
    const owner = "olga@example.com";
    const session = await signIn(owner);
    const before = await createHang({ name: "Olga's first" }, session);
    await neverEmail(owner, before.id);
    sink.received.length = 0;

    await createHang({ name: "Olga's brunch", hostEmail: owner }, session);
    const hang = await createHang({ name: "Friends' picnic" });
    expect((await answer(hang.id, owner, session)).status).toBe(201);

    await expect
      .poll(() =>
        sink
          .to(owner)
          .map((m) => m.subject)
          .sort(),
      )
      .toEqual(["Your answer for Friends' picnic: You're in", "Your hang is ready: Olga's brunch"]);
  });
});

describe("the per-recipient limit", () => {
  it("counts hang-ready and answer mail to an address nobody proved, with invitations", async () => {
    const target = "tara@example.com";
    for (let i = 0; i < PER_RECIPIENT + 2; i++) await createHang({ name: `Spam ${i}`, hostEmail: target });
    const hang = await createHang({ name: "Spam answered" });
    expect((await answer(hang.id, target)).status).toBe(201);

    const outcomes = await settledMailTo(target);
    expect(outcomes.filter((o) => o.endsWith(" sent"))).toHaveLength(PER_RECIPIENT);
    expect(outcomes.filter((o) => o.endsWith(" skipped"))).toHaveLength(3);
    expect(sink.to(target)).toHaveLength(PER_RECIPIENT);
    // The same budget: an invitation to the address is not sent either.
    const invited = await t.request(
      "POST",
      `/api/hangs/${hang.id}/invite`,
      { email: target },
      { "X-Edit-Token": hang.editToken },
    );
    expect(invited.status).toBe(429);
    expect(invited.body.message).toBe("Not sent. Please try again later.");
  });

  it("leaves out what the address's owner did, signed in with it", async () => {
    const owner = "ursula@example.com";
    const session = await signIn(owner);
    for (let i = 0; i < PER_RECIPIENT + 1; i++)
      await createHang({ name: `Mine ${i}`, hostEmail: owner }, session);
    await expect.poll(() => sink.to(owner).length).toBe(PER_RECIPIENT + 1);
  });
});

describe("subjects of mail to an address nobody proved", () => {
  it("carry nothing the sender wrote, in the recipient's language", async () => {
    const phish = { name: "Your account is locked: verify at evil.example", hostName: "Hangs Support" };
    const english = await createHang({ ...phish, hostEmail: "ann@example.com" });
    await createHang({ ...phish, hostEmail: "bea@example.com" }, { "Accept-Language": "es" });
    await createHang({ ...phish, hostEmail: "cai@example.com" }, { "Accept-Language": "de" });
    expect((await answer(english.id, "dov@example.com")).status).toBe(201);
    expect((await answer(english.id, "eli@example.com", { "Accept-Language": "de" })).status).toBe(201);
    expect((await answer(english.id, "dov@example.com")).status).toBe(409);

    const subjects = async (email: string, count: number) => {
      await expect.poll(() => sink.to(email).length).toBe(count);
      return sink.to(email).map((m) => m.subject);
    };
    expect(await subjects("ann@example.com", 1)).toEqual(["Your hang on Hangs is ready"]);
    expect(await subjects("bea@example.com", 1)).toEqual(["Tu quedada en Hangs está lista"]);
    expect(await subjects("cai@example.com", 1)).toEqual(["Dein Treffen auf Hangs ist bereit"]);
    expect(await subjects("dov@example.com", 2)).toEqual(["Your answer on Hangs", "Your answer on Hangs"]);
    expect(await subjects("eli@example.com", 1)).toEqual(["Deine Antwort auf Hangs"]);
    // The message itself still says which hang it is about.
    expect(sink.to("ann@example.com")[0]!.text).toContain(phish.name);
  });
});
