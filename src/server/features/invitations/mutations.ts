import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type HangRow, invitees } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { enqueueMail, mailJob } from "../../mail/mail-job.ts";
import { assertNotCancelled } from "../hangs/mutations.ts";
import { announceHangChange } from "../live/mutations.ts";
import { planNudgesFor } from "../nudges/mutations.ts";

export interface InviteDeps {
  db: Db;
  jobs: JobQueue;
  /** Counts a new invitation against the abuse limits; throws 429 over them. */
  countInvite: () => Promise<void>;
  /** The app's clock: when the invitation counts as sent, for its nudges. */
  now?: Date;
}

/**
 * Records an invitee and queues their invitation in one transaction. Inviting the same address
 * again records and sends nothing new. Hourly limits per hang and per client address (counted only
 * for new addresses) stop a hang from being used to spam strangers.
 */
export async function inviteGuest(deps: InviteDeps, hang: HangRow, email: string, clientAddress: string) {
  assertNotCancelled(hang);
  const invitedFrom = createHash("sha256").update(clientAddress).digest("hex").slice(0, 32);
  const sameAddress = and(eq(invitees.hangId, hang.id), sql`lower(${invitees.email}) = lower(${email})`);
  // Counted before the transaction: the limiter's own queries must not wait for a pool connection
  // that the transactions of many simultaneous invitations are holding.
  const [known] = await deps.db.select({ id: invitees.id }).from(invitees).where(sameAddress);
  if (!known) await deps.countInvite();
  const result = await deps.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(invitees).where(sameAddress);
    if (existing) return { invitee: existing, duplicate: true };
    const invitedAt = deps.now ?? new Date();
    const [invitee] = await tx
      .insert(invitees)
      .values({ hangId: hang.id, email, invitedFrom, invitedAt })
      .returning();
    await enqueueMail(deps.jobs, tx, invitationJob(hang.id, email));
    await planNudgesFor(deps.jobs, tx, hang, [{ email, invitedAt }], invitedAt);
    await announceHangChange(tx, { hangId: hang.id, kind: "invited" });
    return { invitee: invitee!, duplicate: false };
  });
  deps.jobs.wake();
  return result;
}

export function invitationJob(hangId: string, email: string) {
  return mailJob("invitation", hangId, email, 1);
}
