// Nudges: at most two gentle reminders to each invitee who has not answered, as mail jobs due at
// their time (docs/decisions/0039-answer-by-and-nudges.md). A plan belongs to one version of the
// hang: any change drops the pending ones and plans again, so no nudge goes out on an old plan.

import { and, eq } from "drizzle-orm";
import { firstSlotStart, MAX_NUDGES, type NudgeStep, planNudges } from "../../../shared/answer-by.ts";
import type { Db } from "../../db/client.ts";
import { type HangRow, hangs } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { hangZone } from "../../mail/calendar-invite.ts";
import { enqueueMail, mailJob, skipPendingMail } from "../../mail/mail-job.ts";
import { emitWebhookEvents, webhookEvents } from "../webhooks/mutations.ts";
import { type Invited, listInvited, optOutsOf, sentNudges, stillWaiting } from "./queries.ts";

/** A nudge's version is "{hang version}:{step}": the step also names it on the host's list. */
export function nudgeVersion(hangVersion: number, step: NudgeStep): string {
  return `${hangVersion}:${step}`;
}

/** Marks nudges not yet sent as skipped: when their job wakes, there is nothing to claim. */
export const dropPendingNudges = (tx: Db, hangId: string) => skipPendingMail(tx, hangId, "nudge");

/** What one invitee's plan holds now: the steps still due, less those sent and over the cap. */
export async function nudgesFor(tx: Db, hang: HangRow, person: Invited, now: Date) {
  if (!hang.nudges || hang.isFinalized || hang.isCancelled) return [];
  const sent = await sentNudges(tx, hang.id, person.email);
  if (sent.length >= MAX_NUDGES) return [];
  const done = new Set(sent.map((s) => s.step));
  const zone = hangZone(hang);
  return planNudges({
    answerBy: hang.answerBy,
    invitedAt: person.invitedAt,
    firstSlotStart: firstSlotStart(hang.timeSlots, zone),
    zone,
    now,
  })
    .filter((n) => !done.has(n.step))
    .slice(0, MAX_NUDGES - sent.length);
}

/** Queues the nudges these invitees are due, in the caller's transaction. Returns how many. */
export async function planNudgesFor(
  jobs: JobQueue,
  tx: Db,
  hang: HangRow,
  people: readonly Invited[],
  now: Date,
): Promise<number> {
  let queued = 0;
  for (const person of people) {
    const optOut = await optOutsOf(tx, hang.id, person.email);
    if (optOut.everything || optOut.thisHang) continue;
    for (const nudge of await nudgesFor(tx, hang, person, now)) {
      const job = mailJob("nudge", hang.id, person.email, nudgeVersion(hang.version, nudge.step));
      if (await enqueueMail(jobs, tx, job, { startAfter: nudge.at })) queued += 1;
    }
  }
  return queued;
}

/**
 * Someone who joins a group is invited to its hangs still being planned, from the moment they
 * join: their nudges are planned as an e-mail invitation's would be. In the joining transaction.
 */
export async function planNudgesForNewMember(
  jobs: JobQueue,
  tx: Db,
  groupId: string,
  email: string,
  joinedAt: Date,
): Promise<void> {
  const open = await tx
    .select()
    .from(hangs)
    .where(and(eq(hangs.groupId, groupId), eq(hangs.isFinalized, false), eq(hangs.isCancelled, false)));
  for (const hang of open) {
    if (hang.hostEmail.toLowerCase() === email.toLowerCase()) continue;
    await planNudgesFor(jobs, tx, hang, [{ email, invitedAt: joinedAt }], joinedAt);
  }
}

/** Replaces the hang's nudge plan with one for its current version (after any change to it). */
export async function replanNudges(jobs: JobQueue, tx: Db, hang: HangRow, now: Date): Promise<number> {
  await dropPendingNudges(tx, hang.id);
  return planNudgesFor(jobs, tx, hang, await stillWaiting(tx, hang), now);
}

/**
 * The host hears once, when the last invitee answers, while the hang is still being planned.
 * Called in the transaction that recorded an answer.
 */
export async function noteIfEveryoneAnswered(jobs: JobQueue, tx: Db, hang: HangRow): Promise<void> {
  if (hang.isFinalized || hang.isCancelled) return;
  const invited = await listInvited(tx, hang);
  if (invited.length === 0 || (await stillWaiting(tx, hang, invited)).length > 0) return;
  // The mail's key makes this moment happen once per hang: its webhook event goes with it.
  if (await enqueueMail(jobs, tx, mailJob("everyone-answered", hang.id, hang.hostEmail, 1))) {
    await emitWebhookEvents(jobs, tx, [webhookEvents.everyoneAnswered(hang)]);
  }
}

/** After an opt-out: the address's pending nudges for the hang are dropped at once. */
export const dropPendingNudgesTo = (tx: Db, hangId: string, email: string) =>
  skipPendingMail(tx, hangId, "nudge", email);
