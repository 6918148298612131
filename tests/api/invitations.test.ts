import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailDeliveries } from "../../src/server/db/schema.ts";
import { enqueueMail, mailJob } from "../../src/server/mail/mail-job.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput, KEYS, responseInput } from "../support/factories.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";

let sink: SmtpSink;
let t: TestApp;
const PUBLIC_URL = "http://hangs.test:5000";

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestApp({
    env: {
      SMTP_URL: sink.url,
      PUBLIC_URL,
      JOB_RETRY_DELAY_SECONDS: "1",
      JOB_RETRY_LIMIT: "3",
      INVITES_PER_HANG_PER_HOUR: "5",
    },
  });
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});
beforeEach(() => {
  sink.received.length = 0;
});

/** A new hang, once its "Your hang is ready" mail to the host has arrived (then the sink is emptied). */
async function newHang(overrides = {}) {
  const hang = (await t.request("POST", "/api/hangs", hangInput(overrides))).body as {
    id: string;
    editToken: string;
  };
  await sink.waitFor(1);
  sink.received.length = 0;
  return hang;
}

function invite(hang: { id: string; editToken: string }, email: string) {
  return t.request("POST", `/api/hangs/${hang.id}/invite`, { email }, { "X-Edit-Token": hang.editToken });
}

const settle = () => new Promise((r) => setTimeout(r, 600));

describe("the host's own mail", () => {
  it("sends the host their share, host-view and private edit links at creation, once", async () => {
    const { body: hang } = await t.request("POST", "/api/hangs", hangInput({ name: "Dumplings <b>" }));
    const [mail] = await sink.waitFor(1);
    await settle();
    expect(sink.received).toHaveLength(1);
    expect(mail!.to).toBe("hana@example.com");
    // Nothing proved the host's address: the subject carries none of what the creator wrote.
    expect(mail!.subject).toBe("Your hang on Hangs is ready");
    const token = hang.editToken as string;
    expect(mail!.text).toContain(`Share with friends: ${PUBLIC_URL}/hang/${hang.id}`);
    expect(mail!.text).toContain(`(host view): ${PUBLIC_URL}/hang/${hang.id}?host=true&token=${token}`);
    expect(mail!.text).toContain(
      `Keep this link private - it lets you edit your hang details anytime: ${PUBLIC_URL}/edit/${hang.id}?token=${token}`,
    );
    expect(mail!.html).toContain(`href="${PUBLIC_URL}/edit/${hang.id}?token=${token}"`);
    expect(mail!.html).toContain("Dumplings &lt;b&gt;");
    sink.received.length = 0;
  });

  it("creates no hang and no mail when the hang is refused", async () => {
    const { status } = await t.request("POST", "/api/hangs", hangInput({ name: "" }));
    expect(status).toBe(400);
    await settle();
    expect(sink.received).toHaveLength(0);
  });
});

describe("invitations", () => {
  it("records the invitee and delivers an invitation that links to the hang", async () => {
    const hang = await newHang();
    const { status, body } = await invite(hang, "friend@example.com");
    expect(status).toBe(201);
    expect(body).toMatchObject({ duplicate: false, invitee: { email: "friend@example.com" } });

    const [mail] = await sink.waitFor(1);
    expect(mail!.to).toBe("friend@example.com");
    expect(mail!.subject).toBe("Hana Host invited you: Friday coffee");
    // A personal link: the hang's, with a key for this address (the page fills it in).
    const personal = new RegExp(`${PUBLIC_URL}/hang/${hang.id}\\?invite=([\\w-]{20,})`);
    const key = personal.exec(mail!.html)?.[1];
    expect(key).toBeDefined();
    expect(mail!.html).toContain(`href="${PUBLIC_URL}/hang/${hang.id}?invite=${key}"`);
    expect(mail!.html).toContain("Friday, March 5 - 6:00 PM to 7:30 PM");
    expect(mail!.text).toContain(`Answer here: ${PUBLIC_URL}/hang/${hang.id}?invite=${key}`);
    expect(mail!.text).toContain("☕ Coffee");
    // Whose clock the times are on.
    expect(mail!.text).toContain("Times are in Hana Host's time zone (Kathmandu).");
    expect(mail!.html).toContain("Times are in Hana Host&#x27;s time zone (Kathmandu).");

    // Marked sent once the SMTP server has answered, a moment after the sink has the message.
    const list = () =>
      t.request("GET", `/api/hangs/${hang.id}/invitees`, undefined, { "X-Edit-Token": hang.editToken });
    await expect
      .poll(async () => (await list()).body)
      .toEqual([expect.objectContaining({ email: "friend@example.com", status: "sent" })]);
  });

  it("records and sends an address once, however often it is invited", async () => {
    const hang = await newHang();
    expect((await invite(hang, "twice@example.com")).status).toBe(201);
    const again = await invite(hang, "TWICE@example.com");
    expect(again.status).toBe(200);
    expect(again.body.duplicate).toBe(true);
    await sink.waitFor(1);
    await settle();
    expect(sink.to("twice@example.com")).toHaveLength(1);
  });

  it("is for the host only, and wants a valid address", async () => {
    const hang = await newHang();
    const anonymous = await t.request("POST", `/api/hangs/${hang.id}/invite`, { email: "x@example.com" });
    expect(anonymous.status).toBe(401);
    expect((await t.request("GET", `/api/hangs/${hang.id}/invitees`)).status).toBe(401);
    const bad = await invite(hang, "not-an-address");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Valid email is required");
  });

  it("caps invitations per hang and hour with 429 and a clear message", async () => {
    const hang = await newHang();
    for (let i = 0; i < 5; i++) expect((await invite(hang, `cap${i}@example.com`)).status).toBe(201);
    const refused = await invite(hang, "cap5@example.com");
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^This hang has reached its limit of 5 invitations an hour\. Try again in (an hour|\d+ minutes)\.$/,
    );
    await sink.waitFor(5);
    await settle();
    expect(sink.to("cap5@example.com")).toHaveLength(0);
  });

  it("prints names as text, never as markup", async () => {
    const hang = await newHang({
      name: "<script>alert(1)</script>",
      hostName: '"><img src=x onerror=alert(1)>',
    });
    await invite(hang, "xss@example.com");
    const [mail] = await sink.waitFor(1);
    expect(mail!.html).not.toMatch(/<script|<img/i);
    expect(mail!.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail!.html).toContain("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;");
    expect(mail!.subject).toBe('"><img src=x onerror=alert(1)> invited you: <script>alert(1)</script>');
  });
});

describe("mail to guests about their answer", () => {
  it("confirms an answer with a private link that opens it for editing", async () => {
    const hang = await newHang();
    const answer = (await t.request("POST", `/api/hangs/${hang.id}/responses`, responseInput())).body;
    const [mail] = await sink.waitFor(1);
    expect(mail!.to).toBe("gita@example.com");
    expect(mail!.subject).toBe("Your answer on Hangs");
    const key = t.ctx.secrets.mailedKeyFor(answer.id, "gita@example.com");
    const link = `${PUBLIC_URL}/hang/${hang.id}?response=${answer.id}&amp;key=${key}`;
    expect(mail!.html).toContain(link);
    expect(mail!.text).toContain("- Friday, March 5 - 6:00 PM to 7:30 PM");
  });

  it("mails the owner an edit link when someone else uses their address, once an hour", async () => {
    const hang = await newHang();
    const owner = (await t.request("POST", `/api/hangs/${hang.id}/responses`, responseInput())).body;
    await sink.waitFor(1);
    const impostor = responseInput({ guestName: "Not Gita", timeSlotAvailability: { [KEYS[0]]: "no" } });
    expect((await t.request("POST", `/api/hangs/${hang.id}/responses`, impostor)).status).toBe(409);
    expect((await t.request("POST", `/api/hangs/${hang.id}/responses`, impostor)).status).toBe(409);
    await sink.waitFor(2);
    await settle();
    const [, editLink] = sink.to("gita@example.com");
    expect(sink.to("gita@example.com")).toHaveLength(2);
    expect(editLink!.subject).toBe("Your answer on Hangs");
    const key = t.ctx.secrets.mailedKeyFor(owner.id, "gita@example.com");
    expect(editLink!.text).toContain(`?response=${owner.id}&key=${key}`);
  });
});

describe("delivery guarantees", () => {
  it("delivers every message once after the mail server comes back", async () => {
    const hang = await newHang();
    await sink.stop();
    for (const n of [1, 2, 3]) expect((await invite(hang, `outage${n}@example.com`)).status).toBe(201);
    await new Promise((r) => setTimeout(r, 1500));
    await sink.start();
    await sink.waitFor(3, 30_000);
    await settle();
    for (const n of [1, 2, 3]) expect(sink.to(`outage${n}@example.com`)).toHaveLength(1);
  });

  it("queues nothing when the change that would cause a message rolls back", async () => {
    const hang = await newHang();
    const job = mailJob("invitation", hang.id, "rollback@example.com", 1);
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await enqueueMail(t.ctx.jobs, tx, job);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(
      await t.ctx.db.select().from(mailDeliveries).where(eq(mailDeliveries.dedupKey, job.dedupKey)),
    ).toEqual([]);
    // Only this message's jobs: other tests' mail comes and goes in the same queue meanwhile.
    const jobs = (await t.ctx.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'mail' and data->>'dedupKey' = ${job.dedupKey}`,
    )) as unknown as { rows: { n: number }[] };
    expect(jobs.rows[0]?.n).toBe(0);
  });

  it("keeps a message that can never be delivered, with its error, instead of dropping it", async () => {
    const hang = await newHang();
    sink.refuse.add("bounce@example.com");
    await invite(hang, "bounce@example.com");
    const deadline = Date.now() + 30_000;
    while ((await t.ctx.jobs.boss.getQueueSize("mail-failed")) === 0) {
      if (Date.now() > deadline) throw new Error("the message never reached the failed queue");
      await new Promise((r) => setTimeout(r, 200));
    }
    const [delivery] = await t.ctx.db
      .select()
      .from(mailDeliveries)
      .where(eq(mailDeliveries.dedupKey, `invitation:${hang.id}:bounce@example.com:1`));
    expect(delivery).toMatchObject({ status: "queued", attempts: 4 });
    expect(delivery!.lastError).toMatch(/Mailbox unavailable/);
    const list = await t.request("GET", `/api/hangs/${hang.id}/invitees`, undefined, {
      "X-Edit-Token": hang.editToken,
    });
    expect(list.body).toEqual([expect.objectContaining({ email: "bounce@example.com", status: "failed" })]);
  });
});
