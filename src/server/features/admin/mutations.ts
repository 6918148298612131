// What an admin does. Each action and its audit row commit together: no action goes unrecorded, and
// a record never claims an action that rolled back. Rows name ids, never e-mail addresses.

import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DeletedAccount } from "../../../shared/account.ts";
import type { AdminAction, TestMailResult } from "../../../shared/admin.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { accountInvitations, adminAudit, authSessions, mailDeliveries, users } from "../../db/schema.ts";
import { AppError } from "../../http/errors.ts";
import { deadLetterQueue, type JobQueue } from "../../jobs/queue.ts";
import type { MailJob } from "../../mail/mail-job.ts";
import { createTransport, sendRecorded } from "../../mail/transport.ts";
import { mailWordsFor } from "../../mail/words.ts";
import { deleteAccount } from "../account/mutations.ts";

interface Deps {
  db: Db;
  jobs: JobQueue;
}

export async function recordAdminAction(
  tx: Db,
  actorId: string,
  action: AdminAction,
  target: string | null,
  details?: Record<string, unknown>,
) {
  await tx.insert(adminAudit).values({ actorId, action, target, details });
}

const NO_SUCH_PERSON = "No such account";

/** Disabled: no sign-in, and every session of theirs ends now (their rows are gone). */
export async function setDisabled(db: Db, actorId: string, userId: string, disabled: boolean) {
  if (disabled && userId === actorId) throw new AppError("conflict", "You can't disable your own account");
  return db.transaction(async (tx) => {
    const [person] = await tx
      .update(users)
      .set({ disabledAt: disabled ? sql`coalesce(${users.disabledAt}, now())` : null })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (!person) throw new AppError("not_found", NO_SUCH_PERSON);
    const ended = disabled
      ? (
          await tx
            .delete(authSessions)
            .where(eq(authSessions.userId, userId))
            .returning({ id: authSessions.id })
        ).length
      : 0;
    await recordAdminAction(
      tx,
      actorId,
      disabled ? "account.disable" : "account.enable",
      userId,
      disabled ? { sessionsEnded: ended } : undefined,
    );
    return { sessionsEnded: ended };
  });
}

/** The account feature's deletion, run inside this transaction so its audit row commits with it. */
export async function deletePerson(deps: Deps, actorId: string, userId: string): Promise<DeletedAccount> {
  if (userId === actorId) throw new AppError("conflict", "You can't delete your own account here");
  const outcome = await deps.db.transaction(async (tx) => {
    const done = await deleteAccount({ db: tx, jobs: deps.jobs }, userId);
    await recordAdminAction(tx, actorId, "account.delete", userId, { ...done });
    return done;
  });
  deps.jobs.wake();
  return outcome;
}

/** With SIGN_UP=closed, an invited address may make an account. Inviting twice is one invitation. */
export async function inviteAccount(db: Db, actorId: string, email: string) {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(accountInvitations)
      .values({ email: email.trim(), invitedBy: actorId })
      .onConflictDoNothing()
      .returning({ id: accountInvitations.id });
    if (!created) return { invited: false };
    await recordAdminAction(tx, actorId, "account.invite", created.id);
    return { invited: true };
  });
}

type Rows<T> = { rows: T[] };

/** Dead letters the page lists (all, or the one named), locked until this transaction ends. */
async function takeDeadLetters(tx: Db, id?: string) {
  const result = (await tx.execute(sql`
    select j.id, j.data from pgboss.job j
    where j.name = ${deadLetterQueue("mail")} and j.state = 'created'
      and not exists (select 1 from mail_deliveries d
        where d.dedup_key = j.data->>'dedupKey' and d.status = 'sent')
      ${id ? sql`and j.id = ${id}` : sql``}
    order by j.created_on limit 500 for update`)) as unknown as Rows<{ id: string; data: MailJob }>;
  return result.rows;
}

/** Puts failed messages back on the mail queue; the dead letters are cancelled, so none is sent twice. */
async function requeue(tx: Db, jobs: JobQueue, letters: { id: string; data: MailJob }[]) {
  if (letters.length === 0) return;
  // What pg-boss's cancel() does, written here because its array parameter does not pass through
  // the transaction adapter: the dead letter stays on record as cancelled.
  await tx.execute(sql`
    update pgboss.job set state = 'cancelled', completed_on = now()
    where name = ${deadLetterQueue("mail")} and state < 'completed'
      and id in (${sql.join(
        letters.map((l) => sql`${l.id}::uuid`),
        sql`, `,
      )})`);
  // Claimed by a worker that then died: queued again, so the new job may claim it.
  await tx
    .update(mailDeliveries)
    .set({ status: "queued" })
    .where(
      and(
        inArray(
          mailDeliveries.dedupKey,
          letters.map((l) => l.data.dedupKey),
        ),
        eq(mailDeliveries.status, "sending"),
      ),
    );
  for (const letter of letters) await jobs.enqueue(tx, "mail", letter.data);
}

export async function retryFailedMail(deps: Deps, actorId: string, id: string) {
  await deps.db.transaction(async (tx) => {
    const [letter] = await takeDeadLetters(tx, id);
    if (!letter) throw new AppError("not_found", "That message is no longer waiting for a retry");
    await requeue(tx, deps.jobs, [letter]);
    await recordAdminAction(tx, actorId, "mail.retry", letter.id, { kind: letter.data.kind });
  });
  deps.jobs.wake();
}

export async function retryAllFailedMail(deps: Deps, actorId: string): Promise<{ retried: number }> {
  const retried = await deps.db.transaction(async (tx) => {
    const letters = await takeDeadLetters(tx);
    if (letters.length === 0) return 0;
    await requeue(tx, deps.jobs, letters);
    await recordAdminAction(tx, actorId, "mail.retry-all", null, { count: letters.length });
    return letters.length;
  });
  deps.jobs.wake();
  return { retried };
}

/**
 * A test message now, not through the queue: the admin wants the server's answer. Without SMTP_URL
 * it goes to the dev mailbox in the audit row's transaction; an SMTP conversation cannot be part of
 * a transaction, so its audit row records how it went, right after.
 */
export async function sendTestMail(
  db: Db,
  config: Pick<Config, "smtpUrl" | "mailFrom" | "publicUrl" | "dkim">,
  actor: { id: string; language?: string | null },
  to: string,
): Promise<TestMailResult> {
  const actorId = actor.id;
  // The test message's React template is read when an admin first sends one, not at start.
  const { testMail } = await import("./test-mail.tsx");
  const mail = { ...testMail(mailWordsFor([actor.language]), config.publicUrl), to };
  if (!config.smtpUrl) {
    await db.transaction(async (tx) => {
      const domain = new URL(config.publicUrl).hostname;
      const messageId = `<test-${randomUUID()}@${domain}>`;
      await createTransport({ from: config.mailFrom, db: tx }).send({ ...mail, messageId });
      await recordAdminAction(tx, actorId, "mail.test", null, { via: "dev-mailbox", delivered: true });
    });
    return { via: "dev-mailbox", delivered: true, conversation: [] };
  }
  const result = await sendRecorded(config.smtpUrl, config.mailFrom, mail, config.dkim);
  await recordAdminAction(db, actorId, "mail.test", null, { via: "smtp", delivered: result.delivered });
  return {
    via: "smtp",
    delivered: result.delivered,
    ...(result.error ? { error: result.error } : {}),
    conversation: result.lines,
  };
}
