import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type HangRow, invitees } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { enqueueMails, type MailJob, mailJob } from "../../mail/mail-job.ts";
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
    const [invitee] = await recordInvitations(deps.jobs, tx, hang, [{ email, invitedFrom, invitedAt }]);
    return { invitee: invitee!, duplicate: false };
  });
  deps.jobs.wake();
  return result;
}

/**
 * Invitations themselves, in the caller's transaction: the invitee rows and their mail (in a few
 * statements however many), and their nudges. Also how a standing hang's round invites everyone as
 * it opens (features/series/open-round.ts), whose `mail` adds to an invitation job (a round's
 * "We put you down as…"). The addresses must be new to the hang.
 */
export async function recordInvitations(
  jobs: JobQueue,
  tx: Db,
  hang: HangRow,
  invites: readonly { email: string; invitedFrom: string | null; invitedAt: Date; mail?: Partial<MailJob> }[],
) {
  if (invites.length === 0) return [];
  const rows = await tx
    .insert(invitees)
    .values(
      invites.map(({ email, invitedFrom, invitedAt }) => ({
        hangId: hang.id,
        email,
        invitedFrom,
        invitedAt,
      })),
    )
    .returning();
  await enqueueMails(
    jobs,
    tx,
    invites.map((i) => ({ ...invitationJob(hang.id, i.email), ...i.mail })),
  );
  for (const { email, invitedAt } of invites) {
    await planNudgesFor(jobs, tx, hang, [{ email, invitedAt }], invitedAt);
  }
  await announceHangChange(tx, { hangId: hang.id, kind: "invited" });
  return rows;
}

export function invitationJob(hangId: string, email: string) {
  return mailJob("invitation", hangId, email, 1);
}
