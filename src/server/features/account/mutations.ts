// People own their data: a guest erases their answer from their private link, and a signed-in person
// deletes their account. Deleting is one transaction: upcoming hangs they host are cancelled (with
// the usual cancellation mail, queued in the same transaction), past ones stay for their guests
// without the host's name or address, and nothing else tied to the person or their address remains.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { DELETED_HOST_NAME, type DeletedAccount, HOST_LEFT_REASON } from "../../../shared/account.ts";
import { isUpcoming } from "../../../shared/user-hangs.ts";
import { isClaimedEmail } from "../../auth/profile.ts";
import type { Db } from "../../db/client.ts";
import { groupMemberships, type HangRow, hangs, responses, users } from "../../db/schema.ts";
import { AppError } from "../../http/errors.ts";
import { isUuid } from "../../http/ids.ts";
import type { ResponseSecrets } from "../../http/response-secrets.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { cancelHang } from "../cancel/mutations.ts";
import { getHangForUpdate } from "../hangs/queries.ts";
import { announceHangChange } from "../live/mutations.ts";
import { deleteHostPhotos } from "../photos/mutations.ts";
import { type GuestProof, ownsResponse } from "../responses/mutations.ts";
import { getResponse } from "../responses/queries.ts";
import { endSeriesOfCreatorGroups } from "../series/group-ended.ts";
import { dropHangWebhooks } from "../webhooks/mutations.ts";
import { eraseAnswer } from "./erase-answer.ts";
import { forgetAddress } from "./forget-address.ts";

/** The host removing an answer they entered goes the same way as a guest removing theirs. */
export { eraseAnswer } from "./erase-answer.ts";

export const NOT_YOUR_ANSWER = "Only the guest who answered can remove this response.";
export const ACCOUNT_NOT_FOUND = "No such account";

interface Deps {
  db: Db;
  jobs: JobQueue;
}

/** The language chosen with the footer's switcher, kept for every browser this person signs in on. */
export async function saveLanguage(db: Db, userId: string, language: string): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

/** A guest's "Remove my response": their answer, votes and suggestions on this hang go. */
export async function eraseGuestResponse(
  deps: Deps & { secrets: ResponseSecrets },
  hangId: string,
  responseId: string,
  proof: GuestProof,
  now = new Date(),
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const hang = await getHangForUpdate(tx, hangId);
    const answer = await getResponse(tx, hang.id, responseId);
    if (!ownsResponse(deps.secrets, answer, proof)) throw new AppError("forbidden", NOT_YOUR_ANSWER);
    await eraseAnswer(deps.jobs, tx, hang, answer, now);
  });
  deps.jobs.wake();
}

/** An address nobody holds (RFC 2606 reserves .invalid; sign-in never claims one: auth/profile.ts). */
const nobodysAddress = () => `deleted-${randomUUID()}@deleted.invalid`;

/**
 * Deletes the account `userId` and everything tied to it. May run inside a caller's transaction
 * (the admin page's, with its audit row): pass that transaction as `db`, and wake the jobs after
 * it commits.
 */
export async function deleteAccount(deps: Deps, userId: string, now = new Date()): Promise<DeletedAccount> {
  const outcome = await deps.db.transaction(async (tx) => {
    const [user] = isUuid(userId)
      ? await tx.select().from(users).where(eq(users.id, userId)).for("update").limit(1)
      : [];
    if (!user) throw new AppError("not_found", ACCOUNT_NOT_FOUND);
    const done: DeletedAccount = { cancelledHangs: 0, anonymisedHangs: 0, notified: 0, removedAnswers: 0 };
    // Rights by e-mail need an address the provider vouched for: a placeholder holds nothing.
    const address = user.emailVerified && isClaimedEmail(user.email) ? user.email.toLowerCase() : undefined;
    if (address) {
      await releaseHostedHangs(deps, tx, address, now, done);
      done.removedAnswers = await eraseAnswersOf(deps.jobs, tx, address, now);
      await forgetAddress(tx, address, nobodysAddress);
    }
    await tx.delete(groupMemberships).where(eq(groupMemberships.userId, user.id));
    // Other people's standing hangs in the groups going with the account end, their owners told;
    // the person's own series and standing answers go with the account row (ON DELETE CASCADE).
    await endSeriesOfCreatorGroups(deps.jobs, tx, user.id, now);
    // Sessions (signed out everywhere at once), provider links and the groups they made go with it.
    await tx.delete(users).where(eq(users.id, user.id));
    return done;
  });
  deps.jobs.wake();
  return outcome;
}

function stillOn(hang: HangRow, now: Date): boolean {
  return isUpcoming({ ...hang, finalDateTime: hang.finalDateTime?.toISOString() ?? null }, now);
}

/** Cancels the upcoming hangs the address hosts and takes its name and address off all of them. */
async function releaseHostedHangs(deps: Deps, tx: Db, address: string, now: Date, done: DeletedAccount) {
  const hosted = await tx
    .select()
    .from(hangs)
    .where(sql`lower(${hangs.hostEmail}) = ${address}`)
    .orderBy(hangs.id)
    .for("update");
  for (const hang of hosted) {
    const cancelNow = stillOn(hang, now);
    if (cancelNow) {
      // The cancel page's own mutation: same mail, same calendar cancel, reminders dropped.
      const { notified } = await cancelHang(
        { db: tx, jobs: deps.jobs },
        hang.id,
        { reason: HOST_LEFT_REASON },
        now,
      );
      done.cancelledHangs += 1;
      done.notified += notified.length;
    } else {
      done.anonymisedHangs += 1;
    }
    await dropHangWebhooks(tx, hang.id);
    await deleteHostPhotos(tx, hang.id);
    // A fresh edit token too: links the person kept no longer speak for a host who is gone.
    await tx
      .update(hangs)
      .set({
        hostName: DELETED_HOST_NAME,
        hostEmail: nobodysAddress(),
        editToken: randomUUID(),
        updatedAt: now,
      })
      .where(eq(hangs.id, hang.id));
    if (!cancelNow) await announceHangChange(tx, { hangId: hang.id, kind: "edited" });
  }
}

/** Removes the address's answers to other people's hangs; returns how many. */
async function eraseAnswersOf(jobs: JobQueue, tx: Db, address: string, now: Date): Promise<number> {
  const answers = await tx
    .select({ id: responses.id, hangId: responses.hangId })
    .from(responses)
    .where(sql`lower(${responses.guestEmail}) = ${address}`)
    .orderBy(responses.hangId);
  for (const { id, hangId } of answers) {
    const hang = await getHangForUpdate(tx, hangId);
    await eraseAnswer(jobs, tx, hang, await getResponse(tx, hang.id, id), now);
  }
  return answers.length;
}
