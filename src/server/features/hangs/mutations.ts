import { eq, sql } from "drizzle-orm";
import type { CreateHang, EditHang } from "../../../shared/hang.ts";
import { formatTimeWindow, readTimeWindows, sortSlots } from "../../../shared/time-slots.ts";
import type { Db } from "../../db/client.ts";
import { type HangRow, hangs, responses } from "../../db/schema.ts";
import { AppError } from "../../http/errors.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { enqueueMail, mailJob } from "../../mail/mail-job.ts";
import { inviteHolders } from "../finalize/queries.ts";
import { announceHangChange } from "../live/mutations.ts";
import { planReminders } from "../reminders/mutations.ts";
import { listResponses } from "../responses/queries.ts";
import { changedFields } from "./changes.ts";
import { getHangForUpdate } from "./queries.ts";
import { clearRemovedAnswers, stampSlots } from "./reschedule.ts";

/** Creates the hang and, in the same transaction, the host's "Your hang is ready" mail with their links. */
export async function createHang(deps: { db: Db; jobs: JobQueue }, input: CreateHang): Promise<HangRow> {
  const timeSlots = sortSlots(input.timeSlots);
  const hang = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(hangs)
      .values({
        ...input,
        timeSlots,
        // Display strings are derived from the slots so they can never disagree with them.
        timeWindows: timeSlots.length > 0 ? timeSlots.map(formatTimeWindow) : input.timeWindows,
      })
      .returning();
    await enqueueMail(deps.jobs, tx, mailJob("hang-ready", row!.id, row!.hostEmail, 1));
    return row!;
  });
  deps.jobs.wake();
  return hang;
}

export interface EditResult {
  hang: HangRow;
  /** Guests whose answers covered a removed time, asked to answer again. */
  rePolled: string[];
}

/** Fields that are part of the calendar event guests holding the invite have. */
const EVENT_FIELDS = ["name", "vibe", "location", "locationName", "additionalDetails"] as const;

/**
 * Saves an edit. A reschedule clears answers for times that are gone and mails those guests; a
 * locked-in hang re-plans its reminders for the new version and, when the event itself changed,
 * sends everyone holding the invite an update.
 */
export async function editHang(
  deps: { db: Db; jobs: JobQueue },
  hangId: string,
  input: EditHang,
  now = new Date(),
): Promise<EditResult> {
  const result = await deps.db.transaction(async (tx) => {
    const hang = await getHangForUpdate(tx, hangId);
    assertNotCancelled(hang);
    const answers = await listResponses(tx, hang.id);
    const changes: Partial<typeof hangs.$inferInsert> = { ...input };
    if (input.timeSlots !== undefined && input.timeSlots.length > 0) {
      changes.timeSlots = stampSlots(hang.timeSlots, sortSlots(input.timeSlots), answers.length > 0, now);
      changes.timeWindows = changes.timeSlots.map(formatTimeWindow);
    } else if (input.timeWindows !== undefined && input.timeSlots === undefined) {
      changes.timeWindows = input.timeWindows;
    }
    // The same edit sent twice: nothing to store, nobody to tell, the version stays.
    if (changedFields(hang, changes).length === 0) return { hang, rePolled: [] };
    const [row] = await tx
      .update(hangs)
      .set({ ...changes, version: sql`${hangs.version} + 1`, updatedAt: now })
      .where(eq(hangs.id, hang.id))
      .returning();
    const updated = row!;
    const rePolled: string[] = [];
    if (changes.timeSlots !== undefined || changes.timeWindows !== undefined) {
      const windows = readTimeWindows(updated.timeWindows);
      for (const answer of answers) {
        const cleared = clearRemovedAnswers(answer, updated.timeSlots, windows);
        if (!cleared) continue;
        await tx
          .update(responses)
          .set({ ...cleared, updatedAt: now })
          .where(eq(responses.id, answer.id));
        const job = mailJob("re-poll", hang.id, answer.guestEmail, updated.version, {
          responseId: answer.id,
        });
        await enqueueMail(deps.jobs, tx, job);
        rePolled.push(answer.guestEmail);
      }
    }
    if (updated.isFinalized) {
      if (EVENT_FIELDS.some((field) => input[field] !== undefined && input[field] !== hang[field])) {
        for (const to of await inviteHolders(tx, hang.id)) {
          await enqueueMail(deps.jobs, tx, mailJob("details-update", hang.id, to, updated.version));
        }
      }
      await planReminders(deps.jobs, tx, updated, now);
    }
    await announceHangChange(tx, { hangId: hang.id, kind: "edited" });
    return { hang: updated, rePolled };
  });
  deps.jobs.wake();
  return result;
}

export const HANG_CANCELLED = "This hang has been cancelled and can no longer be changed.";

export function assertNotCancelled(hang: HangRow): void {
  if (hang.isCancelled) throw new AppError("conflict", HANG_CANCELLED);
}
