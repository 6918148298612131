// Deleting a hang for good (its host only). Children go with it by cascade; guests who answered a
// hang still on (planned, or finalized and ahead) are told it is cancelled, from a copy of the hang
// carried in the mail job because the row will be gone when the message is composed.
import { eq } from "drizzle-orm";
import { isUpcoming } from "../../../shared/user-hangs.ts";
import type { Db } from "../../db/client.ts";
import { hangs } from "../../db/schema.ts";
import type { HostProof } from "../../http/actor.ts";
import { AppError } from "../../http/errors.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { enqueueMail, mailJob } from "../../mail/mail-job.ts";
import { uniqueAddresses } from "../finalize/queries.ts";
import { getHangForUpdate, isHostOf } from "../hangs/queries.ts";
import { announceHangChange } from "../live/mutations.ts";
import { dropPendingReminders } from "../reminders/mutations.ts";
import { listResponses } from "../responses/queries.ts";

export const DELETED_REASON = "The host deleted this hang.";

export async function deleteHostedHang(
  deps: { db: Db; jobs: JobQueue },
  hangId: string,
  proof: HostProof,
  now = new Date(),
): Promise<{ notified: number }> {
  const notified = await deps.db.transaction(async (tx) => {
    const hang = await getHangForUpdate(tx, hangId);
    // Someone else's hang answers as if it did not exist: its id tells a stranger nothing.
    if (!isHostOf(hang, proof)) throw new AppError("not_found", "Hang not found");
    await dropPendingReminders(tx, hang.id);
    const stillOn = isUpcoming({ ...hang, finalDateTime: hang.finalDateTime?.toISOString() ?? null }, now);
    const answered = stillOn
      ? uniqueAddresses((await listResponses(tx, hang.id)).map((r) => r.guestEmail))
      : [];
    const version = hang.version + 1;
    const deletedHang = {
      ...hang,
      editToken: "",
      isCancelled: true,
      cancelledAt: now,
      cancelReason: DELETED_REASON,
      version,
    };
    for (const to of answered) {
      await enqueueMail(deps.jobs, tx, mailJob("cancellation", hang.id, to, version, { deletedHang }));
    }
    await tx.delete(hangs).where(eq(hangs.id, hang.id));
    await announceHangChange(tx, { hangId: hang.id, kind: "cancelled" });
    return answered.length;
  });
  deps.jobs.wake();
  return { notified };
}
