import { createHash } from "node:crypto";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type HangRow, hangs, invitees } from "../../db/schema.ts";
import { AppError } from "../../http/errors.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { enqueueMail, mailJob } from "../../mail/mail-job.ts";
import { assertNotCancelled } from "../hangs/mutations.ts";

export interface InviteDeps {
  db: Db;
  jobs: JobQueue;
  limits: { perHangPerHour: number; perAddressPerHour: number };
}

/**
 * Records an invitee and queues their invitation in one transaction. Inviting the same address
 * again records and sends nothing new. Hourly caps per hang and per client address stop a hang
 * from being used to spam strangers.
 */
export async function inviteGuest(deps: InviteDeps, hang: HangRow, email: string, clientAddress: string) {
  assertNotCancelled(hang);
  const invitedFrom = createHash("sha256").update(clientAddress).digest("hex").slice(0, 32);
  const result = await deps.db.transaction(async (tx) => {
    // Serialises invitations to one hang so the cap cannot be raced past.
    await tx.select({ id: hangs.id }).from(hangs).where(eq(hangs.id, hang.id)).for("update");
    const [existing] = await tx
      .select()
      .from(invitees)
      .where(and(eq(invitees.hangId, hang.id), sql`lower(${invitees.email}) = lower(${email})`));
    if (existing) return { invitee: existing, duplicate: true };
    await assertUnderCaps(tx, deps.limits, hang.id, invitedFrom);
    const [invitee] = await tx.insert(invitees).values({ hangId: hang.id, email, invitedFrom }).returning();
    await enqueueMail(deps.jobs, tx, invitationJob(hang.id, email));
    return { invitee: invitee!, duplicate: false };
  });
  deps.jobs.wake();
  return result;
}

export function invitationJob(hangId: string, email: string) {
  return mailJob("invitation", hangId, email, 1);
}

async function assertUnderCaps(tx: Db, limits: InviteDeps["limits"], hangId: string, invitedFrom: string) {
  const hourAgo = sql`now() - interval '1 hour'`;
  const [perHang] = await tx
    .select({ n: count() })
    .from(invitees)
    .where(and(eq(invitees.hangId, hangId), gt(invitees.invitedAt, hourAgo)));
  if ((perHang?.n ?? 0) >= limits.perHangPerHour) {
    throw new AppError(
      "rate_limited",
      `This hang has reached its limit of ${limits.perHangPerHour} invitations an hour. Try again later.`,
    );
  }
  const [perAddress] = await tx
    .select({ n: count() })
    .from(invitees)
    .where(and(eq(invitees.invitedFrom, invitedFrom), gt(invitees.invitedAt, hourAgo)));
  if ((perAddress?.n ?? 0) >= limits.perAddressPerHour) {
    throw new AppError(
      "rate_limited",
      "Too many invitations from your network in the last hour. Try again later.",
    );
  }
}
