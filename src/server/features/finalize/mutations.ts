// Locking a hang in, and changing the locked-in details later: the final details go to the chosen
// guests with a calendar invite; an update goes to everyone who holds the invite; reminders are
// planned for the new version. All in one transaction with the change.
import { eq, sql } from "drizzle-orm";
import { rsvpOrder } from "../../../shared/capacity.ts";
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
import { listResponses } from "../responses/queries.ts";
import { inviteHolders, uniqueAddresses } from "./queries.ts";

export interface FinalizeDeps {
  db: Db;
  jobs: JobQueue;
}

export interface FinalizeResult {
  hang: HangRow;
  /** Who this change was mailed to. */
  notified: string[];
}

/** The guests the form's two checkboxes name: confirmed yes guests, and those who said maybe. */
async function chosenGuests(tx: Db, hang: HangRow, input: Finalize): Promise<string[]> {
  const responses = await listResponses(tx, hang.id);
  const chosen: string[] = [];
  if (input.notifyConfirmed)
    chosen.push(...rsvpOrder(responses, hang.maxCapacity).confirmed.map((r) => r.guestEmail));
  if (input.notifyMaybe)
    chosen.push(...responses.filter((r) => r.response === "maybe").map((r) => r.guestEmail));
  return chosen;
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
      const waiting = (await chosenGuests(tx, hang, input)).filter((e) => !holders.has(e.toLowerCase()));
      if (waiting.length === 0) return { hang, notified: [] };
    }
    const [updated] = await tx
      .update(hangs)
      .set({ ...details, version: sql`${hangs.version} + 1`, updatedAt: now })
      .where(eq(hangs.id, hang.id))
      .returning();
    const lockedIn = updated!;
    // Whoever already holds the invite must hear about every change, whatever the boxes say now.
    const holders = wasFinalized ? await inviteHolders(tx, hang.id) : [];
    const notified = uniqueAddresses([...holders, ...(await chosenGuests(tx, lockedIn, input))]);
    const kind = wasFinalized ? "details-update" : "final-details";
    for (const to of notified) await enqueueMail(deps.jobs, tx, mailJob(kind, hang.id, to, lockedIn.version));
    await planReminders(deps.jobs, tx, lockedIn, now);
    await announceHangChange(tx, { hangId: hang.id, kind: "finalized" });
    return { hang: lockedIn, notified };
  });
  deps.jobs.wake();
  return result;
}
