// Locking a hang in, and changing the locked-in details later: the final details go to the chosen
// guests with a calendar invite; an update goes to everyone who holds the invite; reminders are
// planned for the new version. All in one transaction with the change.
import { eq, sql } from "drizzle-orm";
import {
  FINAL_DATE_FORMAT,
  FINAL_DATE_PAST,
  type Finalize,
  parseFinalDateTime,
} from "../../../shared/finalize.ts";
import type { Db } from "../../db/client.ts";
import { type HangRow, hangs } from "../../db/schema.ts";
import { AppError } from "../../http/errors.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { hangZone } from "../../mail/calendar-invite.ts";
import { enqueueMail, mailJob } from "../../mail/mail-job.ts";
import { changedFields } from "../hangs/changes.ts";
import { assertNotCancelled } from "../hangs/mutations.ts";
import { getHangForUpdate } from "../hangs/queries.ts";
import { announceHangChange } from "../live/mutations.ts";
import { planReminders } from "../reminders/mutations.ts";
import { emitWebhookEvents, webhookEvents } from "../webhooks/mutations.ts";
import {
  holdersStillComing,
  inviteHolders,
  type LockedInAudience,
  lockedInAudience,
  uniqueAddresses,
} from "./queries.ts";

export interface FinalizeDeps {
  db: Db;
  jobs: JobQueue;
}

export interface FinalizeResult {
  hang: HangRow;
  /** Who this change was mailed to. */
  notified: string[];
}

/**
 * The guests the form's two checkboxes name, by their answer for the locked-in time: confirmed yes
 * guests, and those who said maybe to it.
 */
function chosenGuests({ audience }: LockedInAudience, input: Finalize): string[] {
  const chosen: string[] = [];
  if (input.notifyConfirmed) chosen.push(...audience.confirmed.map((r) => r.guestEmail));
  if (input.notifyMaybe) chosen.push(...audience.maybe.map((r) => r.guestEmail));
  return chosen;
}

/**
 * When the hang is first locked in and the host tells the confirmed guests, those on the waitlist
 * for that time hear their place, and those who said No to it a kind note asking whether they are
 * still in (once: a later change of details does not ask again). Neither carries a calendar invite.
 */
async function queueLockInNotes(
  deps: FinalizeDeps,
  tx: Db,
  hang: HangRow,
  { audience }: LockedInAudience,
  already: readonly string[],
) {
  const told = new Set(already.map((e) => e.toLowerCase()));
  const notes = [
    ...audience.waitlist.map((r) => ["locked-in-waitlist", r] as const),
    ...audience.cannot.map((r) => ["locked-in-elsewhere", r] as const),
  ];
  for (const [kind, r] of notes) {
    if (told.has(r.guestEmail.toLowerCase())) continue;
    await enqueueMail(
      deps.jobs,
      tx,
      mailJob(kind, hang.id, r.guestEmail, hang.version, { responseId: r.id }),
    );
  }
}

export async function finalizeHang(
  deps: FinalizeDeps,
  hangId: string,
  input: Finalize,
  now = new Date(),
): Promise<FinalizeResult> {
  const result = await deps.db.transaction(async (tx) => {
    const hang = await getHangForUpdate(tx, hangId);
    assertNotCancelled(hang);
    const finalDateTime = parseFinalDateTime(input.finalDateTime, hangZone(hang));
    if (!finalDateTime) {
      throw new AppError("bad_request", FINAL_DATE_FORMAT, { finalDateTime: FINAL_DATE_FORMAT });
    }
    // A new time must lie ahead; keeping the one already set lets the host fix notes after the day.
    if (finalDateTime <= now && finalDateTime.getTime() !== hang.finalDateTime?.getTime()) {
      throw new AppError("bad_request", FINAL_DATE_PAST, { finalDateTime: FINAL_DATE_PAST });
    }
    const wasFinalized = hang.isFinalized;
    const details = {
      isFinalized: true,
      finalDateTime,
      // Left out: kept as they are (drizzle skips undefined). Blank: cleared.
      location: input.location,
      locationName: input.locationName,
      locationLat: input.locationLat,
      locationLng: input.locationLng,
      additionalDetails: input.additionalDetails,
      guestReminderSettings: input.guestReminderSettings,
      // The vibe stays as proposed; no activity chosen apart from it means the vibe itself.
      finalActivity: input.selectedActivity ?? null,
    };
    // The same details sent again: unless a newly ticked guest still needs them, nothing happens.
    if (wasFinalized && changedFields(hang, details).length === 0) {
      const holders = new Set((await inviteHolders(tx, hang.id)).map((e) => e.toLowerCase()));
      const waiting = chosenGuests(await lockedInAudience(tx, hang), input).filter(
        (e) => !holders.has(e.toLowerCase()),
      );
      if (waiting.length === 0) return { hang, notified: [] };
    }
    const [updated] = await tx
      .update(hangs)
      .set({ ...details, version: sql`${hangs.version} + 1`, updatedAt: now })
      .where(eq(hangs.id, hang.id))
      .returning();
    const lockedIn = updated!;
    // Whoever already holds the invite must hear about every change, whatever the boxes say now.
    // Who answered what, read once for everything this lock-in sends.
    const read = await lockedInAudience(tx, lockedIn);
    const holders = wasFinalized ? await holdersStillComing(tx, lockedIn, read) : [];
    const notified = uniqueAddresses([...holders, ...chosenGuests(read, input)]);
    const kind = wasFinalized ? "details-update" : "final-details";
    for (const to of notified) await enqueueMail(deps.jobs, tx, mailJob(kind, hang.id, to, lockedIn.version));
    if (input.notifyConfirmed && !wasFinalized) await queueLockInNotes(deps, tx, lockedIn, read, notified);
    await planReminders(deps.jobs, tx, lockedIn, now);
    const event = wasFinalized
      ? webhookEvents.hangRescheduled(hang, lockedIn)
      : webhookEvents.hangLocked(lockedIn);
    await emitWebhookEvents(deps.jobs, tx, [event], now);
    await announceHangChange(tx, { hangId: hang.id, kind: "finalized" });
    return { hang: lockedIn, notified };
  });
  deps.jobs.wake();
  return result;
}
