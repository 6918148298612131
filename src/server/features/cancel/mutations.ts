// Cancelling: irreversible. Everyone invited or who answered is told once, with the reason and a
// calendar cancellation; reminders still waiting are dropped.
import { eq, sql } from "drizzle-orm";
import { ALREADY_CANCELLED, type CancelHang, markedCancelled } from "../../../shared/cancel.ts";
import type { Db } from "../../db/client.ts";
import { type HangRow, hangs } from "../../db/schema.ts";
import { AppError } from "../../http/errors.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { enqueueMail, mailJob } from "../../mail/mail-job.ts";
import { uniqueAddresses } from "../finalize/queries.ts";
import { getHangForUpdate } from "../hangs/queries.ts";
import { listInvitees } from "../invitations/queries.ts";
import { announceHangChange } from "../live/mutations.ts";
import { dropPendingReminders } from "../reminders/mutations.ts";
import { listResponses } from "../responses/queries.ts";
import { emitWebhookEvents, webhookEvents } from "../webhooks/mutations.ts";

export interface CancelResult {
  hang: HangRow;
  notified: string[];
}

export async function cancelHang(
  deps: { db: Db; jobs: JobQueue },
  hangId: string,
  input: CancelHang,
  now = new Date(),
): Promise<CancelResult> {
  const result = await deps.db.transaction(async (tx) => {
    const hang = await getHangForUpdate(tx, hangId);
    if (hang.isCancelled) throw new AppError("conflict", ALREADY_CANCELLED);
    const [cancelled] = await tx
      .update(hangs)
      .set({
        isCancelled: true,
        cancelledAt: now,
        cancelReason: input.reason,
        ...(input.markName ? { name: markedCancelled(hang.name) } : {}),
        version: sql`${hangs.version} + 1`,
        updatedAt: now,
      })
      .where(eq(hangs.id, hang.id))
      .returning();
    await dropPendingReminders(tx, hang.id);
    const invited = (await listInvitees(tx, hang.id)).map((i) => i.email);
    const answered = (await listResponses(tx, hang.id)).map((r) => r.guestEmail);
    const notified = uniqueAddresses([...invited, ...answered]);
    for (const to of notified) {
      await enqueueMail(deps.jobs, tx, mailJob("cancellation", hang.id, to, cancelled!.version));
    }
    await emitWebhookEvents(deps.jobs, tx, [webhookEvents.hangCancelled(cancelled!)], now);
    await announceHangChange(tx, { hangId: hang.id, kind: "cancelled" });
    return { hang: cancelled!, notified };
  });
  deps.jobs.wake();
  return result;
}
