// What a mail job carries: who gets which kind of message about which hang. The content is composed
// when it is sent, from the data as it is then.
import { and, eq, sql } from "drizzle-orm";
import { isNoAddress } from "../../shared/host-answers.ts";
import type { Db } from "../db/client.ts";
import { type HangRow, mailDeliveries } from "../db/schema.ts";
import type { JobQueue } from "../jobs/queue.ts";

import type { GroupMailKind, MailKind } from "./kinds/names.ts";

export type { GroupMailKind, MailKind };

export interface MailJob {
  kind: MailKind | GroupMailKind;
  /** Empty for a message about a group rather than a hang. */
  hangId: string;
  groupId?: string;
  /** The standing hang a message about a series is about (group mail kinds: "series-ended"). */
  seriesId?: string;
  to: string;
  /** What the message is about at its version, e.g. the hang's version for final details. */
  version: string;
  /** (kind, hang, recipient, version): a message with the same key is sent at most once. */
  dedupKey: string;
  responseId?: string;
  /**
   * The request that caused it proved the recipient's address (a session with it verified, or the
   * link mailed to it). Unset: anyone may have typed the address (mail/compose.ts).
   */
  proven?: boolean;
  /** An invitation to a standing hang's round that wrote the invitee's standing answers: it says "We put you down as…". */
  standing?: boolean;
  /** A copy of a hang deleted with this message pending (no edit token): the row will be gone. */
  deletedHang?: HangRow;
}

export function mailJob(
  kind: MailKind,
  hangId: string,
  to: string,
  version: string | number,
  extra: Partial<MailJob> = {},
): MailJob {
  return {
    kind,
    hangId,
    to,
    version: String(version),
    dedupKey: `${kind}:${hangId}:${to.toLowerCase()}:${version}`,
    ...extra,
  };
}

/** A message about a group (an invitation to join it), sent once per group and address. */
export function groupMailJob(kind: GroupMailKind, groupId: string, to: string): MailJob {
  return {
    kind,
    hangId: "",
    groupId,
    to,
    version: "1",
    dedupKey: `${kind}:${groupId}:${to.toLowerCase()}:1`,
  };
}

/**
 * Marks a hang's messages of one kind not yet sent (to one address, or to all) as skipped: when
 * their jobs wake there is nothing to claim. For plans replaced by a newer one.
 */
export async function skipPendingMail(tx: Db, hangId: string, kind: MailKind, recipient?: string) {
  await tx
    .update(mailDeliveries)
    .set({ status: "skipped" })
    .where(
      and(
        eq(mailDeliveries.hangId, hangId),
        eq(mailDeliveries.kind, kind),
        eq(mailDeliveries.status, "queued"),
        recipient ? sql`lower(${mailDeliveries.recipient}) = lower(${recipient})` : undefined,
      ),
    );
}

/**
 * Enqueues inside `tx`: the message exists if and only if the change that caused it commits. Its
 * key is reserved in the same transaction, so a message already queued or sent is not queued again.
 * Returns whether it was queued now.
 */
export async function enqueueMail(
  jobs: JobQueue,
  tx: Db,
  job: MailJob,
  options: { startAfter?: Date } = {},
): Promise<boolean> {
  // An answer the host entered without an e-mail has a stand-in address nobody receives.
  if (isNoAddress(job.to)) return false;
  const [reserved] = await reserveDeliveries(tx, [job]);
  if (!reserved) return false;
  await jobs.enqueue(tx, "mail", job, options);
  return true;
}

/** `enqueueMail` for many messages at once, in two statements however many there are. */
export async function enqueueMails(jobs: JobQueue, tx: Db, all: MailJob[]): Promise<void> {
  const mail = all.filter((job) => !isNoAddress(job.to));
  if (mail.length === 0) return;
  const reserved = new Set((await reserveDeliveries(tx, mail)).map((row) => row.key));
  await jobs.enqueueMany(
    tx,
    "mail",
    mail.filter((job) => reserved.has(job.dedupKey)),
  );
}

/**
 * Reserves each message's key; returns the keys that were free (those messages go out now). The
 * messages travel as one JSON parameter: the statement costs the same to build for one or 200.
 */
async function reserveDeliveries(tx: Db, mail: MailJob[]): Promise<{ key: string }[]> {
  const rows = mail.map((job) => ({
    dedup_key: job.dedupKey,
    kind: job.kind,
    hang_id: job.hangId || null,
    recipient: job.to,
  }));
  const result = (await tx.execute(
    sql`insert into ${mailDeliveries} (dedup_key, kind, hang_id, recipient, status)
        select m.dedup_key, m.kind, m.hang_id, m.recipient, 'queued'
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as m(dedup_key text, kind text, hang_id uuid, recipient text)
        on conflict do nothing
        returning dedup_key as key`,
  )) as unknown as { rows: { key: string }[] };
  return result.rows;
}
