// Skipping a round and taking the skip back. A round not opened yet gets its row as "skipped", so
// the opener (whose insert of the same key then does nothing) never opens it and nobody is asked;
// a round already open has its hang cancelled through the cancel page's own path (everyone invited
// hears it is off, calendars get METHOD:CANCEL). The row's primary key decides a race with the opener.
import { and, eq } from "drizzle-orm";
import { wallTimeToInstant } from "../../../shared/calendar.ts";
import { isLocale } from "../../../shared/i18n/locales.ts";
import { SERIES_MESSAGES } from "../../../shared/series.ts";
import type { Db } from "../../db/client.ts";
import { hangs, type SeriesRow, seriesRounds } from "../../db/schema.ts";
import { AppError } from "../../http/errors.ts";
import { translate } from "../../i18n/response-text.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { cancelHang } from "../cancel/mutations.ts";
import { lockSeries } from "./queries.ts";
import { planRound } from "./rounds.ts";

interface Deps {
  db: Db;
  jobs: JobQueue;
  wake(seriesId: string): Promise<void>;
}

const roundRow = async (tx: Db, seriesId: string, date: string) => {
  const [row] = await tx
    .select({ status: seriesRounds.status, hang: hangs })
    .from(seriesRounds)
    .leftJoin(hangs, eq(hangs.id, seriesRounds.hangId))
    .where(and(eq(seriesRounds.seriesId, seriesId), eq(seriesRounds.roundDate, date)))
    .limit(1);
  return row;
};

/** The reason its guests read in the cancellation, in the language the series was set up in. */
const skipReason = (row: SeriesRow) =>
  translate({ id: "series.skipReason" }, isLocale(row.language) ? row.language : "en");

export async function skipRound(deps: Deps, seriesId: string, date: string, now: Date): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockSeries(tx, seriesId);
    if (row.status === "ended") throw new AppError("conflict", SERIES_MESSAGES.ended);
    let round = await roundRow(tx, seriesId, date);
    if (!round) {
      const planned = planRound(row, date);
      if (!planned) throw new AppError("not_found", SERIES_MESSAGES.roundNotFound);
      if (planned.lastSlotEndsAt <= now) throw new AppError("conflict", SERIES_MESSAGES.roundPassed);
      const [inserted] = await tx
        .insert(seriesRounds)
        .values({ seriesId, roundDate: date, status: "skipped" })
        .onConflictDoNothing()
        .returning({ status: seriesRounds.status });
      if (inserted) return;
      // The opener opened it meanwhile: skipping it now cancels its hang.
      round = await roundRow(tx, seriesId, date);
    }
    const hang = round?.hang;
    if (round?.status !== "open" || !hang || hang.isCancelled) return;
    if (roundOver(hang, now)) throw new AppError("conflict", SERIES_MESSAGES.roundPassed);
    await cancelHang({ db: tx, jobs: deps.jobs }, hang.id, { reason: skipReason(row) }, now);
  });
  deps.jobs.wake();
}

/** Back on: the round opens as if it had never been skipped (at once, when it is due). */
export async function unskipRound(deps: Deps, seriesId: string, date: string, now: Date): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockSeries(tx, seriesId);
    if (row.status === "ended") throw new AppError("conflict", SERIES_MESSAGES.ended);
    const round = await roundRow(tx, seriesId, date);
    if (round?.status === "open") throw new AppError("conflict", SERIES_MESSAGES.roundOpened);
    const planned = planRound(row, date);
    if (!planned) throw new AppError("not_found", SERIES_MESSAGES.roundNotFound);
    if (planned.lastSlotEndsAt <= now) throw new AppError("conflict", SERIES_MESSAGES.roundPassed);
    if (!round) return;
    await tx
      .delete(seriesRounds)
      .where(
        and(
          eq(seriesRounds.seriesId, seriesId),
          eq(seriesRounds.roundDate, date),
          eq(seriesRounds.status, "skipped"),
        ),
      );
  });
  await deps.wake(seriesId);
}

/** A hang whose locked-in time has begun, or all of whose times are over: too late to skip. */
function roundOver(hang: typeof hangs.$inferSelect, now: Date): boolean {
  if (hang.isFinalized && hang.finalDateTime) return hang.finalDateTime <= now;
  const zone = hang.hostTimezone ?? "UTC";
  const ends = hang.timeSlots.map((slot) => wallTimeToInstant(slot.date, slot.endTime, zone).getTime());
  return ends.length > 0 && Math.max(...ends) <= now.getTime();
}
