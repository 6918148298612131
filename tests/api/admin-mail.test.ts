// The admin page's mail section against a real SMTP sink: counts, failed messages with the server's
// own reply (recipient masked), retrying one or all through the queue, and the test e-mail with the
// SMTP conversation when it fails (wrong password, nothing listening) or the dev mailbox without SMTP.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAudit, devMail } from "../../src/server/db/schema.ts";
import { ADMIN, type AdminApp, startAdminApp } from "../support/admin-app.ts";
import { hangInput } from "../support/factories.ts";
import { freePort } from "../support/server.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";

let sink: SmtpSink;
let a: AdminApp;
let admin: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  // No retries: a refused message fails for good at once.
  a = await startAdminApp({ env: { SMTP_URL: sink.url, JOB_RETRY_LIMIT: "0" } });
  admin = await a.signIn(ADMIN);
});
afterAll(async () => {
  await a?.close();
  await sink?.stop();
});

const mail = async () => (await a.as(admin, "GET", "/api/admin/mail")).body;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const audit = (action: string) =>
  a.t.ctx.db.select().from(adminAudit).where(eq(adminAudit.action, action)).orderBy(adminAudit.createdAt);

/** A hang whose "your hang is ready" mail goes to `hostEmail`. */
const hostHang = (hostEmail: string) => a.as(undefined, "POST", "/api/hangs", hangInput({ hostEmail }));

describe("failed mail", () => {
  it("is counted and listed with the server's reply and a masked recipient, then retried", async () => {
    sink.refuse.add("gone@example.com");
    await hostHang("fine@example.com");
    await hostHang("gone@example.com");
    const overview = await until(
      mail,
      (m) => m.counts.failed === 1 && m.counts.sentLast24h === 1,
      "1 failed",
    );
    expect(overview.transport).toEqual({ kind: "smtp", server: `smtp://127.0.0.1:${sink.port}` });
    expect(overview.counts).toEqual({ queued: 0, sentLast24h: 1, failed: 1 });
    expect(overview.failed).toEqual([
      {
        id: expect.any(String),
        kind: "hang-ready",
        recipient: "g•••@example.com",
        reply: "550 Mailbox unavailable",
        attempts: 1,
        failedAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(overview)).not.toContain("gone@");

    sink.refuse.delete("gone@example.com");
    const { id } = overview.failed[0];
    expect((await a.as(admin, "POST", "/api/admin/mail/retry", { id })).status).toBe(200);
    await until(
      async () => sink.to("gone@example.com").length,
      (n) => n === 1,
      "the retried message",
    );
    expect((await until(mail, (m) => m.counts.sentLast24h === 2, "2 sent")).failed).toEqual([]);
    // Retried once: a second retry of the same message finds nothing to do.
    const again = await a.as(admin, "POST", "/api/admin/mail/retry", { id });
    expect(again).toMatchObject({
      status: 404,
      body: { message: "That message is no longer waiting for a retry" },
    });
    const rows = await audit("mail.retry");
    expect(rows.map((r) => [r.target, r.details])).toEqual([[id, { kind: "hang-ready" }]]);
  });

  it("are all retried at once, each sent once", async () => {
    for (const to of ["x1@example.com", "x2@example.com"]) sink.refuse.add(to);
    await hostHang("x1@example.com");
    await hostHang("x2@example.com");
    await until(mail, (m) => m.counts.failed === 2, "2 failed");
    sink.refuse.clear();
    const res = await a.as(admin, "POST", "/api/admin/mail/retry-all", {});
    expect(res).toMatchObject({ status: 200, body: { retried: 2 } });
    await until(
      async () => sink.to("x1@example.com").length + sink.to("x2@example.com").length,
      (n) => n === 2,
      "both",
    );
    expect((await until(mail, (m) => m.counts.failed === 0, "none failed")).failed).toEqual([]);
    expect((await a.as(admin, "POST", "/api/admin/mail/retry-all", {})).body).toEqual({ retried: 0 });
    expect((await audit("mail.retry-all")).map((r) => r.details)).toEqual([{ count: 2 }]);
    await new Promise((r) => setTimeout(r, 500));
    expect(sink.to("x1@example.com")).toHaveLength(1);
  });

  it("a retry names a message by its id: anything else is a 400 or 404, never a 500", async () => {
    for (const body of [{}, { id: "nope" }, { id: 7 }, "null"]) {
      const res = await a.as(admin, "POST", "/api/admin/mail/retry", body);
      expect([body, res.status]).toEqual([body, 400]);
    }
    const unknown = await a.as(admin, "POST", "/api/admin/mail/retry", {
      id: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.status).toBe(404);
  });
});

describe("the test e-mail", () => {
  it("is delivered through the SMTP server and audited", async () => {
    const res = await a.as(admin, "POST", "/api/admin/mail/test", { to: "probe@example.com" });
    expect(res.body).toMatchObject({ via: "smtp", delivered: true });
    expect(res.body.conversation).toContain("S: 250 OK: message queued");
    expect(sink.to("probe@example.com").map((m) => m.subject)).toEqual(["Hangs test e-mail"]);
    const rows = await audit("mail.test");
    expect(rows.at(-1)).toMatchObject({ target: null, details: { via: "smtp", delivered: true } });
  });

  it("with a wrong password shows the server's refusal in the conversation, without credentials", async () => {
    sink.password = "the-right-one";
    try {
      const res = await a.as(admin, "POST", "/api/admin/mail/test", { to: "probe@example.com" });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ via: "smtp", delivered: false });
      expect(res.body.error).toMatch(/535 Authentication credentials invalid/);
      const conversation: string[] = res.body.conversation;
      expect(conversation).toContainEqual(
        expect.stringMatching(/^\* Connection established to 127\.0\.0\.1:/),
      );
      expect(conversation).toContain("C: AUTH PLAIN (credentials hidden)");
      expect(conversation).toContain("S: 535 Authentication credentials invalid");
      const text = conversation.join("\n");
      expect(text).not.toContain("sink-password");
      expect(text).not.toContain(Buffer.from("\0hangs\0").toString("base64").slice(0, 8));
      expect(text).not.toMatch(/\bhangs\b/);
      const rows = await audit("mail.test");
      expect(rows.at(-1)).toMatchObject({ details: { via: "smtp", delivered: false } });
    } finally {
      sink.password = undefined;
    }
  });

  it("refuses what is not an address", async () => {
    const res = await a.as(admin, "POST", "/api/admin/mail/test", { to: "probe" });
    expect(res).toMatchObject({ status: 400, body: { errors: { to: "Valid email is required" } } });
  });
});

describe("the test e-mail elsewhere", () => {
  it("to a port nobody listens on says the connection was refused", async () => {
    const closed = await startAdminApp({
      runWorkers: false,
      env: { SMTP_URL: `smtp://user:secret-pass@127.0.0.1:${await freePort()}` },
    });
    try {
      const cookie = await closed.signIn(ADMIN);
      const overview = await closed.as(cookie, "GET", "/api/admin/mail");
      expect(JSON.stringify(overview.body)).not.toContain("secret-pass");
      const res = await closed.as(cookie, "POST", "/api/admin/mail/test", { to: "probe@example.com" });
      expect(res.body).toMatchObject({ via: "smtp", delivered: false });
      expect(res.body.error).toMatch(/ECONNREFUSED/);
      expect(res.body.conversation).toContainEqual(
        expect.stringMatching(/^\* connect ECONNREFUSED 127\.0\.0\.1:/),
      );
      expect(JSON.stringify(res.body)).not.toContain("secret-pass");
    } finally {
      await closed.close();
    }
  });

  it("without SMTP_URL goes to the dev mailbox, and the page says so", async () => {
    const dev = await startAdminApp({ runWorkers: false });
    try {
      const cookie = await dev.signIn(ADMIN);
      expect((await dev.as(cookie, "GET", "/api/admin/mail")).body.transport).toEqual({
        kind: "dev-mailbox",
      });
      const res = await dev.as(cookie, "POST", "/api/admin/mail/test", { to: "probe@example.com" });
      expect(res.body).toEqual({ via: "dev-mailbox", delivered: true, conversation: [] });
      const kept = await dev.t.ctx.db
        .select()
        .from(devMail)
        .where(eq(devMail.recipient, "probe@example.com"));
      expect(kept.map((m) => m.subject)).toEqual(["Hangs test e-mail"]);
      const [row] = await dev.t.ctx.db.select().from(adminAudit);
      expect(row).toMatchObject({ action: "mail.test", details: { via: "dev-mailbox", delivered: true } });
    } finally {
      await dev.close();
    }
  });
});
