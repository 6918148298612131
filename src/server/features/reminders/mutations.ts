// Guest reminders: planned when a hang is locked in and again whenever it changes (each plan is
// for one version of the hang: older plans send nothing), dropped when it is cancelled.
import { isCancelledByRename } from "../../../shared/cancel.ts";
import { remindersToSchedule } from "../../../shared/reminders.ts";
import type { Db } from "../../db/client.ts";
import type { HangRow } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { hangZone } from "../../mail/calendar-invite.ts";
import { reminderVersion } from "../../mail/kinds/names.ts";
import { enqueueMail, mailJob, skipPendingMail } from "../../mail/mail-job.ts";
import { holdersStillComing, lockedInAudience, uniqueAddresses } from "../finalize/queries.ts";

/** Marks reminders not yet sent as skipped: when their job wakes, there is nothing to claim. */
export const dropPendingReminders = (tx: Db, hangId: string) => skipPendingMail(tx, hangId, "reminder");

/**
 * Reminders go to every guest confirmed for the locked-in time and to whoever holds the invite,
 * except those who say No to that time.
 */
async function reminderRecipients(tx: Db, hang: HangRow): Promise<string[]> {
  const read = await lockedInAudience(tx, hang);
  const confirmed = read.audience.confirmed.map((r) => r.guestEmail);
  return uniqueAddresses([...(await holdersStillComing(tx, hang, read)), ...confirmed]);
}

/**
 * Replaces the hang's reminder plan with one for its current version, inside the transaction
 * that changed it. Returns how many messages were queued.
 */
export async function planReminders(
  jobs: JobQueue,
  tx: Db,
  hang: HangRow,
  now = new Date(),
): Promise<number> {
  await dropPendingReminders(tx, hang.id);
  if (!hang.isFinalized || hang.isCancelled || !hang.finalDateTime || isCancelledByRename(hang.name))
    return 0;
  const planned = remindersToSchedule(hang.finalDateTime, hangZone(hang), hang.guestReminderSettings, now);
  if (planned.length === 0) return 0;
  const recipients = await reminderRecipients(tx, hang);
  let queued = 0;
  for (const reminder of planned) {
    for (const to of recipients) {
      const job = mailJob("reminder", hang.id, to, reminderVersion(hang.version, reminder.key));
      if (await enqueueMail(jobs, tx, job, { startAfter: reminder.at })) queued += 1;
    }
  }
  return queued;
}
