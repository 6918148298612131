// The mail job: claim each message's de-duplication key, compose it from current data, send,
// record. A retry or a second instance that finds the key sent (or being sent) sends nothing.
// A batch shares its claim and its status read; each message is recorded sent the moment the
// relay accepts it, before anything else, so a crash right after cannot send it again.
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { mailDeliveries } from "../db/schema.ts";
import type { JobContext, JobHandler } from "../jobs/queue.ts";
import type { MailJob } from "./mail-job.ts";
import { messageIdFor, messageIdHash, messageIdHashSql } from "./message-id.ts";
import type { SentJournal } from "./sent-journal.ts";
import type { MailTransport, OutgoingMail } from "./transport.ts";

export type ComposedMail = Omit<OutgoingMail, "to" | "messageId">;
/** Composes one message; `batch` is a per-batch cache the composer may use to read shared rows once. */
export type ComposeMail = (
  job: MailJob,
  batch: Map<string, Promise<unknown>>,
) => Promise<ComposedMail | null>;

export class MailInProgressElsewhere extends Error {}

export interface DeliverDeps {
  db: Db;
  transport: MailTransport;
  compose: ComposeMail;
  domain: string;
  /** A claim older than this belongs to a worker that died mid-send: another may take it over. */
  claimSeconds: number;
  /**
   * The embedded database's record of accepted messages (sent-journal.ts): written at once, while
   * the database's own mark may wait behind other transactions. Without it, each message's mark is
   * its own write to the database server.
   */
  journal?: SentJournal;
  /** Told what became of each message this worker tried (the operator's counters). */
  onOutcome?: (kind: MailJob["kind"], outcome: "sent" | "failed" | "skipped") => void;
}

export function deliverMail(deps: DeliverDeps): JobHandler<MailJob> {
  return async (jobs) => {
    const claimed = await claimAll(deps.db, jobs, deps.claimSeconds);
    const unclaimed = jobs.filter((job) => !claimed.has(job.data.dedupKey));
    const stillSending = await keysBeingSent(
      deps.db,
      unclaimed.map((job) => job.data.dedupKey),
    );
    const batch = new Map<string, Promise<unknown>>();
    const markSent = sentRecorder(deps);
    const outcomes = await Promise.all(
      jobs.map(async (job): Promise<{ error?: Error; skipped?: string }> => {
        const key = job.data.dedupKey;
        if (!claimed.has(key)) {
          // Already sent or skipped: done. Being sent by another worker: check again later.
          return stillSending.has(key)
            ? { error: new MailInProgressElsewhere(`${key} is being sent elsewhere`) }
            : {};
        }
        try {
          const mail = await deps.compose(job.data, batch);
          if (!mail) {
            deps.onOutcome?.(job.data.kind, "skipped");
            return { skipped: key };
          }
          await deps.transport.send({ ...mail, to: job.data.to, messageId: messageIdFor(key, deps.domain) });
        } catch (error) {
          deps.onOutcome?.(job.data.kind, "failed");
          await release(deps.db, key, error as Error);
          return { error: error as Error };
        }
        await markSent(key);
        deps.onOutcome?.(job.data.kind, "sent");
        return {};
      }),
    );
    await markDone(
      deps.db,
      outcomes.flatMap((o) => (o.skipped ? [o.skipped] : [])),
      "skipped",
      deps.domain,
    );
    return outcomes.map((o) => o.error);
  };
}

/**
 * Records a message sent, called the moment the relay accepts it. With a journal the line is on
 * disk before this returns and the database's marks are group-committed behind it; without one
 * (PostgreSQL, a server that outlives the app) the mark is one small UPDATE of its own.
 */
function sentRecorder(deps: DeliverDeps): (key: string) => Promise<void> {
  const { journal, db, domain } = deps;
  if (!journal) return (key) => markDone(db, [key], "sent", domain);
  const markInDatabase = groupMarker(db, domain);
  return async (key) => {
    const id = messageIdHash(key);
    journal.accepted(id);
    await markInDatabase(key);
    journal.marked(id);
  };
}

/**
 * Marks keys sent as their sends finish, coalescing the ones that finish while a mark is being
 * written into the next single UPDATE (group commit). Resolves once the key's mark is written.
 */
function groupMarker(db: Db, domain: string) {
  let pending: string[] = [];
  let flushing: Promise<void> | undefined;
  const flush = async () => {
    try {
      while (pending.length > 0) {
        // One turn of the event loop first, so sends whose replies arrived together join this
        // write: on the embedded database a write runs on this thread, and without the turn every
        // send finishing after it found the batch already written and made a write of its own.
        await new Promise((resolve) => setImmediate(resolve));
        const keys = pending;
        pending = [];
        await markDone(db, keys, "sent", domain);
      }
    } finally {
      flushing = undefined;
    }
  };
  return (key: string): Promise<void> => {
    pending.push(key);
    flushing ??= flush();
    return flushing;
  };
}

/** Claims every key that is queued, or whose claim went stale; returns the keys now ours. */
async function claimAll(db: Db, jobs: JobContext<MailJob>[], claimSeconds: number): Promise<Set<string>> {
  const rows = await db
    .update(mailDeliveries)
    .set({ status: "sending", claimedAt: sql`now()`, attempts: sql`${mailDeliveries.attempts} + 1` })
    .where(
      and(
        inArray(
          mailDeliveries.dedupKey,
          jobs.map((job) => job.data.dedupKey),
        ),
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
  return new Set(rows.map((row) => row.key));
}

async function keysBeingSent(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: mailDeliveries.dedupKey })
    .from(mailDeliveries)
    .where(and(inArray(mailDeliveries.dedupKey, keys), eq(mailDeliveries.status, "sending")));
  return new Set(rows.map((row) => row.key));
}

async function markDone(db: Db, keys: string[], status: "sent" | "skipped", domain: string) {
  if (keys.length === 0) return;
  const sent = status === "sent";
  await db
    .update(mailDeliveries)
    .set({
      status,
      lastError: null,
      sentAt: sent ? sql`now()` : null,
      // The same id messageIdFor() gave the message, computed in SQL for the whole batch.
      messageId: sent ? sql`'<' || ${messageIdHashSql} || ${`@${domain}>`}` : null,
    })
    .where(inArray(mailDeliveries.dedupKey, keys));
}

/** Gives the claim back at once so the retry does not wait out the claim window. */
async function release(db: Db, key: string, error: Error) {
  await db
    .update(mailDeliveries)
    .set({ status: "queued", lastError: failureText(error).slice(0, 1000) })
    .where(eq(mailDeliveries.dedupKey, key));
}

/** The mail server's verbatim reply when it gave one (nodemailer's `response`), else the error. */
function failureText(error: Error): string {
  const reply = (error as { response?: unknown }).response;
  return typeof reply === "string" && reply.trim() ? reply.trim() : String(error.message);
}

/** For the sole owner of a database at start: a message left "sending" was cut off by a crash. */
export async function releaseInterruptedClaims(db: Db): Promise<void> {
  await db.update(mailDeliveries).set({ status: "queued" }).where(eq(mailDeliveries.status, "sending"));
}
