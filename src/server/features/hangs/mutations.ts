import { eq, sql } from "drizzle-orm";
import { answerByProblem } from "../../../shared/answer-by.ts";
import type { CreateHang, EditHang } from "../../../shared/hang.ts";
import { CAPACITY_BELOW_CONFIRMED } from "../../../shared/hang-rules.ts";
import type { PageLocale } from "../../../shared/i18n/locales.ts";
import { formatTimeWindow, readTimeWindows, sortSlots } from "../../../shared/time-slots.ts";
import type { Db } from "../../db/client.ts";
import { type HangRow, hangs, responses } from "../../db/schema.ts";
import { sameSecret } from "../../http/actor.ts";
import { AppError } from "../../http/errors.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { enqueueMail, mailJob } from "../../mail/mail-job.ts";
import { inviteHolders } from "../finalize/queries.ts";
import { announceHangChange } from "../live/mutations.ts";
import { planDeadline } from "../nudges/deadline.ts";
import { planNudgesFor, replanNudges } from "../nudges/mutations.ts";
import { listInvited } from "../nudges/queries.ts";
import { dropAnswersThatNoLongerFit, withQuestionIds } from "../questions/mutations.ts";
import { planReminders } from "../reminders/mutations.ts";
import { mostConfirmedHeads, promoteForNewCapacity } from "../responses/mutations.ts";
import { listResponses } from "../responses/queries.ts";
import { emitWebhookEvents, webhookEvents } from "../webhooks/mutations.ts";
import { changedFields } from "./changes.ts";
import { getHangForUpdate } from "./queries.ts";
import { asksAgain, clearRemovedAnswers, stampSlots } from "./reschedule.ts";

/**
 * Creates the hang and, in the same transaction, the host's "Your hang is ready" mail with their
 * links. `hostProven`: the creator is signed in with the host's address, verified; otherwise anyone
 * may have typed it, and the mail is sent as to a stranger (mail/compose.ts).
 */
export async function createHang(
  deps: { db: Db; jobs: JobQueue },
  input: CreateHang & { language?: PageLocale },
  now = new Date(),
  hostProven = false,
): Promise<HangRow> {
  const timeSlots = sortSlots(input.timeSlots);
  const hang = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(hangs)
      .values({
        ...input,
        // The app's clock: a group's members count as invited from here (their nudges plan from it).
        createdAt: now,
        timeSlots,
        questions: withQuestionIds(input.questions),
        // Display strings are derived from the slots so they can never disagree with them.
        timeWindows: timeSlots.length > 0 ? timeSlots.map(formatTimeWindow) : input.timeWindows,
      })
      .returning();
    await enqueueMail(
      deps.jobs,
      tx,
      mailJob("hang-ready", row!.id, row!.hostEmail, 1, { proven: hostProven }),
    );
    // A group's members are invited with the hang itself.
    await planNudgesFor(deps.jobs, tx, row!, await listInvited(tx, row!), now);
    await planDeadline(deps.jobs, tx, row!);
    return row!;
  });
  deps.jobs.wake();
  return hang;
}

export interface EditResult {
  hang: HangRow;
  /** Guests this edit left awaiting new times, asked to answer them. */
  rePolled: string[];
}

/** Fields that are part of the calendar event guests holding the invite have. */
const EVENT_FIELDS = ["name", "vibe", "location", "locationName", "additionalDetails"] as const;

/**
 * Saves an edit. A reschedule clears answers for times that are gone and mails the guests it leaves
 * awaiting new times; a locked-in hang re-plans its reminders for the new version and, when the
 * event itself changed, sends everyone holding the invite an update.
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
    const { questions, ...fields } = input;
    const changes: Partial<typeof hangs.$inferInsert> = { ...fields };
    if (questions !== undefined) changes.questions = withQuestionIds(questions);
    if (input.timeSlots !== undefined && input.timeSlots.length > 0) {
      changes.timeSlots = stampSlots(hang.timeSlots, sortSlots(input.timeSlots), answers.length > 0, now);
      changes.timeWindows = changes.timeSlots.map(formatTimeWindow);
    } else if (input.timeWindows !== undefined && input.timeSlots === undefined) {
      changes.timeWindows = input.timeWindows;
    }
    // The same edit sent twice: nothing to store, nobody to tell, the version stays.
    const changed = changedFields(hang, changes);
    if (changed.length === 0) return { hang, rePolled: [] };
    // A new answer-by date must leave time to answer; clearing it, or keeping it, always works.
    const late =
      changed.includes("answerBy") && input.answerBy ? answerByProblem(input.answerBy, now) : undefined;
    if (late) throw new AppError("bad_request", late, { answerBy: late });
    const belowConfirmed =
      changed.includes("maxCapacity") &&
      input.maxCapacity != null &&
      input.maxCapacity < mostConfirmedHeads(hang, answers);
    if (belowConfirmed) {
      throw new AppError("bad_request", CAPACITY_BELOW_CONFIRMED, { maxCapacity: CAPACITY_BELOW_CONFIRMED });
    }
    const [row] = await tx
      .update(hangs)
      .set({ ...changes, version: sql`${hangs.version} + 1`, updatedAt: now })
      .where(eq(hangs.id, hang.id))
      .returning();
    const updated = row!;
    const rePolled: string[] = [];
    if (changes.timeSlots !== undefined || changes.timeWindows !== undefined) {
      await emitWebhookEvents(deps.jobs, tx, [webhookEvents.hangRescheduled(hang, updated)], now);
      const windows = readTimeWindows(updated.timeWindows);
      for (const answer of answers) {
        const cleared = clearRemovedAnswers(answer, updated.timeSlots, windows);
        // Not a new answer from the guest: updatedAt stays, so the new times stay new to them.
        if (cleared) await tx.update(responses).set(cleared).where(eq(responses.id, answer.id));
        if (!asksAgain(answer, cleared, updated.timeSlots, now)) continue;
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
    } else {
      // Nudges belong to one version of the hang: a moved or cleared date leaves no stale one.
      await replanNudges(deps.jobs, tx, updated, now);
      if (changed.includes("answerBy")) await planDeadline(deps.jobs, tx, updated);
    }
    if (changed.includes("maxCapacity")) await promoteForNewCapacity(deps.jobs, tx, updated);
    if (changed.includes("questions"))
      await dropAnswersThatNoLongerFit(tx, hang.id, hang.questions, updated.questions);
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

export const ATTACH_NEEDS_LINK = "Only the hang's private edit link can move it to your account.";

/**
 * Makes the signed-in person the host of a hang created without an account (or under another
 * address): the edit token proves it was theirs, the verified address becomes the host e-mail, so
 * the hang is on their dashboard and host mail goes there from now on.
 */
export async function attachHangToAccount(
  db: Db,
  hangId: string,
  editToken: string | undefined,
  accountEmail: string,
): Promise<HangRow> {
  return db.transaction(async (tx) => {
    const hang = await getHangForUpdate(tx, hangId);
    if (!sameSecret(editToken, hang.editToken)) throw new AppError("forbidden", ATTACH_NEEDS_LINK);
    const [updated] = await tx
      .update(hangs)
      .set({ hostEmail: accountEmail, updatedAt: new Date() })
      .where(eq(hangs.id, hang.id))
      .returning();
    return updated!;
  });
}
