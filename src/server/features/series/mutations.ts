// Writes for standing hangs, each in one transaction: set one up, change it (only rounds not opened
// yet follow: an opened round is an ordinary hang with its own times), pause, resume, end, and a
// member's standing answers. Skipping rounds is in skip.ts; a deleted group's series in group-ended.ts.
import { and, eq, sql } from "drizzle-orm";
import { instantToWallTime } from "../../../shared/calendar.ts";
import {
  type CreateSeries,
  type EditSeries,
  SERIES_MESSAGES,
  type SeriesSlot,
  type StandingAnswers,
} from "../../../shared/series.ts";
import type { Db } from "../../db/client.ts";
import { type SeriesRow, series, standingAnswers } from "../../db/schema.ts";
import { AppError } from "../../http/errors.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { lockSeries } from "./queries.ts";
import { rruleProblem, type SeriesPlan, upcomingRounds } from "./rounds.ts";

export interface SeriesDeps {
  db: Db;
  jobs: JobQueue;
  /** Runs the round opener now (after the change committed): a round already due opens at once. */
  wake(seriesId: string): Promise<void>;
}

const refused = (field: string, message: string) =>
  new AppError("bad_request", message, { [field]: message });

/** The rule must be usable and give at least one round still to come with these slots. */
function assertPlanWorks(plan: SeriesPlan, now: Date) {
  const problem = rruleProblem(plan.rrule, plan.startsOn, now);
  if (problem) throw refused("rrule", problem);
  if (upcomingRounds(plan, now, 1).length === 0) throw refused("rrule", SERIES_MESSAGES.rruleNever);
}

/** Today on the host's clock: a series starts from it unless told otherwise. */
export function todayIn(zone: string, now: Date): string {
  return instantToWallTime(now, zone).date;
}

export async function createSeries(
  deps: SeriesDeps,
  ownerId: string,
  input: CreateSeries & { language: string | null },
  now: Date,
): Promise<SeriesRow> {
  const { groupId, emails, startsOn, language, ...fields } = input;
  const values = {
    ...fields,
    startsOn: startsOn ?? todayIn(input.hostTimezone, now),
    ownerId,
    groupId,
    emails: groupId ? [] : emails,
    language,
  };
  assertPlanWorks(values, now);
  const [row] = await deps.db.insert(series).values(values).returning();
  await deps.wake(row!.id);
  return row!;
}

/** Rounds not opened yet follow the change; one already open keeps its times (its hang's own). */
export async function editSeries(
  deps: SeriesDeps,
  seriesId: string,
  changes: EditSeries,
  now: Date,
): Promise<SeriesRow> {
  const updated = await deps.db.transaction(async (tx) => {
    const row = await lockSeries(tx, seriesId);
    if (row.status === "ended") throw new AppError("conflict", SERIES_MESSAGES.ended);
    const next = { ...row, ...changes };
    if (changes.emails !== undefined) {
      if (row.groupId && changes.emails.length > 0) throw refused("emails", SERIES_MESSAGES.groupOrEmails);
      if (!row.groupId && changes.emails.length === 0) throw refused("emails", SERIES_MESSAGES.whoRequired);
    }
    // The schema compares the two only when both are sent: one of them may be the stored value.
    if (next.answerByDaysBefore >= next.opensDaysBefore) {
      throw refused("answerByDaysBefore", SERIES_MESSAGES.answerByAfterOpen);
    }
    if (changes.rrule !== undefined || changes.slots !== undefined) assertPlanWorks(next, now);
    const [saved] = await tx
      .update(series)
      .set({ ...changes, updatedAt: now })
      .where(eq(series.id, row.id))
      .returning();
    if (changes.slots) await dropStandingAnswersOffSlots(tx, row.id, changes.slots);
    return saved!;
  });
  await deps.wake(updated.id);
  return updated;
}

/** Standing answers for times the series no longer offers would never be read again. */
async function dropStandingAnswersOffSlots(tx: Db, seriesId: string, slots: SeriesSlot[]) {
  const kept = slots.map((s) => `${s.weekday} ${s.startTime}`);
  await tx
    .delete(standingAnswers)
    .where(
      and(
        eq(standingAnswers.seriesId, seriesId),
        sql`(${standingAnswers.weekday}::text || ' ' || ${standingAnswers.startTime}) <> all(${sql.param(kept)}::text[])`,
      ),
    );
}

export type SeriesAction = "pause" | "resume" | "end";

const STATUS_AFTER = { pause: "paused", resume: "active", end: "ended" } as const;

/** Paused: no round opens until it is resumed. Ended: final; rounds already open run on. */
export async function changeStatus(
  deps: SeriesDeps,
  seriesId: string,
  action: SeriesAction,
  now: Date,
): Promise<SeriesRow> {
  const updated = await deps.db.transaction(async (tx) => {
    const row = await lockSeries(tx, seriesId);
    if (row.status === "ended") throw new AppError("conflict", SERIES_MESSAGES.ended);
    const [saved] = await tx
      .update(series)
      .set({ status: STATUS_AFTER[action], updatedAt: now })
      .where(eq(series.id, row.id))
      .returning();
    return saved!;
  });
  if (action === "resume") await deps.wake(updated.id);
  return updated;
}

/**
 * The member's whole set of standing answers, replacing the one before. Each time must be one the
 * series offers; a time left out is asked each round.
 */
export async function saveStandingAnswers(
  db: Db,
  row: SeriesRow,
  userId: string,
  input: StandingAnswers,
  now: Date,
): Promise<void> {
  const offered = new Set(row.slots.map((s) => `${s.weekday} ${s.startTime}`));
  const index = input.answers.findIndex((a) => !offered.has(`${a.weekday} ${a.startTime}`));
  if (index >= 0) {
    throw new AppError("bad_request", SERIES_MESSAGES.standingAnswerSlot, {
      [`answers.${index}`]: SERIES_MESSAGES.standingAnswerSlot,
    });
  }
  await db.transaction(async (tx) => {
    await tx
      .delete(standingAnswers)
      .where(and(eq(standingAnswers.seriesId, row.id), eq(standingAnswers.userId, userId)));
    if (input.answers.length === 0) return;
    await tx
      .insert(standingAnswers)
      .values(input.answers.map((a) => ({ seriesId: row.id, userId, ...a, updatedAt: now })));
  });
}
