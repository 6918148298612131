// The mail job: claim the message's de-duplication key, compose it from current data, send, record.
// A retry or a second instance that finds the key sent (or being sent) sends nothing.
import { createHash } from "node:crypto";
import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { mailDeliveries } from "../db/schema.ts";
import type { JobHandler } from "../jobs/queue.ts";
import type { MailJob } from "./mail-job.ts";
import type { MailTransport, OutgoingMail } from "./transport.ts";

export type ComposeMail = (job: MailJob) => Promise<Omit<OutgoingMail, "to" | "messageId"> | null>;

export class MailInProgressElsewhere extends Error {}

export interface DeliverDeps {
  db: Db;
  transport: MailTransport;
  compose: ComposeMail;
  domain: string;
  /** A claim older than this belongs to a worker that died mid-send: another may take it over. */
  claimSeconds: number;
}

export function deliverMail(deps: DeliverDeps): JobHandler<MailJob> {
  return async ({ data: job }) => {
    if (!(await claim(deps.db, job, deps.claimSeconds))) return;
    try {
      const mail = await deps.compose(job);
      if (!mail) {
        await finish(deps.db, job, { status: "skipped" });
        return;
      }
      const messageId = `<${createHash("sha256").update(job.dedupKey).digest("hex").slice(0, 32)}@${deps.domain}>`;
      await deps.transport.send({ ...mail, to: job.to, messageId });
      await finish(deps.db, job, { status: "sent", sentAt: new Date(), messageId });
    } catch (error) {
      // Release the claim at once so the retry does not wait out the claim window.
      await deps.db
        .update(mailDeliveries)
        .set({ status: "queued", lastError: String((error as Error).message).slice(0, 500) })
        .where(eq(mailDeliveries.dedupKey, job.dedupKey));
      throw error;
    }
  };
}

/** True when this worker now owns the message; false when it was already sent or skipped. */
async function claim(db: Db, job: MailJob, claimSeconds: number): Promise<boolean> {
  const [claimed] = await db
    .update(mailDeliveries)
    .set({ status: "sending", claimedAt: sql`now()`, attempts: sql`${mailDeliveries.attempts} + 1` })
    .where(
      and(
        eq(mailDeliveries.dedupKey, job.dedupKey),
        or(
          eq(mailDeliveries.status, "queued"),
          and(
            eq(mailDeliveries.status, "sending"),
            sql`${mailDeliveries.claimedAt} < now() - make_interval(secs => ${claimSeconds})`,
          ),
        ),
      ),
    )
    .returning({ key: mailDeliveries.dedupKey });
  if (claimed) return true;
  const [existing] = await db.select().from(mailDeliveries).where(eq(mailDeliveries.dedupKey, job.dedupKey));
  if (!existing || existing.status === "sent" || existing.status === "skipped") return false;
  throw new MailInProgressElsewhere(`${job.dedupKey} is being sent by another worker`);
}

async function finish(db: Db, job: MailJob, values: Partial<typeof mailDeliveries.$inferInsert>) {
  await db
    .update(mailDeliveries)
    .set({ ...values, lastError: null })
    .where(eq(mailDeliveries.dedupKey, job.dedupKey));
}

/** For the sole owner of a database at start: a message left "sending" was cut off by a crash. */
export async function releaseInterruptedClaims(db: Db): Promise<void> {
  await db.update(mailDeliveries).set({ status: "queued" }).where(eq(mailDeliveries.status, "sending"));
}
