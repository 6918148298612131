// Erasing what one address did on one hang: its answer, votes and suggestions. A guest's
// own "Remove my response" and a deleted account share these steps. They run inside the caller's
// transaction, which holds the hang's row lock, so the waitlist moves up exactly once.
import { type AnyColumn, and, eq, sql } from "drizzle-orm";
import { isUpcoming } from "../../../shared/user-hangs.ts";
import type { Db } from "../../db/client.ts";
import {
  activitySuggestions,
  activityVotes,
  type HangRow,
  invitees,
  mailDeliveries,
  type ResponseRow,
  responses,
} from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { releaseClaimsOf } from "../bring-list/release.ts";
import { announceHangChange } from "../live/mutations.ts";
import { settleWaitlists } from "../responses/waitlist.ts";
import { forgetAnswerDeliveries } from "../webhooks/mutations.ts";

const sameAddress = (column: AnyColumn, email: string) => sql`lower(${column}) = ${email}`;

/** A hang still to come, whose waitlist can still move up. */
function stillOn(hang: HangRow, now: Date): boolean {
  return isUpcoming({ ...hang, finalDateTime: hang.finalDateTime?.toISOString() ?? null }, now);
}

/**
 * The votes and suggestions (with the votes others cast on them) of an address on a hang. Which
 * voter keys still work is left as it is: starting the count again would revive keys the address's
 * owner had retired. Returns whether anything was removed.
 */
export async function forgetAddressOnHang(tx: Db, hangId: string, email: string): Promise<boolean> {
  const address = email.toLowerCase();
  const votes = await tx
    .delete(activityVotes)
    .where(and(eq(activityVotes.hangId, hangId), sameAddress(activityVotes.voterEmail, address)))
    .returning({ id: activityVotes.id });
  const suggestions = await tx
    .delete(activitySuggestions)
    .where(
      and(eq(activitySuggestions.hangId, hangId), sameAddress(activitySuggestions.suggestedByEmail, address)),
    )
    .returning({ id: activitySuggestions.id });
  return votes.length + suggestions.length > 0;
}

/**
 * Removes the answer and what its address did on the hang. A confirmed guest's spot goes to the next
 * in line (who is told, as when a guest changes to No); mail still waiting for the address about this
 * hang is dropped unless the host invited it; open hang pages refresh their counts.
 */
export async function eraseAnswer(
  jobs: JobQueue,
  tx: Db,
  hang: HangRow,
  answer: ResponseRow,
  now: Date,
): Promise<void> {
  const address = answer.guestEmail.toLowerCase();
  await forgetAddressOnHang(tx, hang.id, address);
  await releaseClaimsOf(tx, hang.id, answer.id);
  await forgetAnswerDeliveries(tx, hang.id, answer.id);
  await tx.delete(responses).where(eq(responses.id, answer.id));
  const [invited] = await tx
    .select({ id: invitees.id })
    .from(invitees)
    .where(and(eq(invitees.hangId, hang.id), sameAddress(invitees.email, address)))
    .limit(1);
  if (!invited) {
    await tx
      .update(mailDeliveries)
      .set({ status: "skipped" })
      .where(
        and(
          eq(mailDeliveries.hangId, hang.id),
          sameAddress(mailDeliveries.recipient, address),
          eq(mailDeliveries.status, "queued"),
        ),
      );
  }
  // The spots it held go to those waiting (decision 0065).
  if (!hang.isCancelled && stillOn(hang, now)) await settleWaitlists(jobs, tx, hang);
  // No response id: the answer is gone, and pages would only fail to read its name.
  await announceHangChange(tx, { hangId: hang.id, kind: "response-removed" });
}
