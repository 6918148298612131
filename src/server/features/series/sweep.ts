// The round opener's clock: each instance looks for active series with rounds due at start, every
// SERIES_SWEEP_MS after, and at once when a series is set up or changed (wake). Looking twice, or
// from two instances at once, is harmless: opening a round is keyed by the series and its date
// (open-round.ts). A round missed while every instance was down opens at the next look, as long as
// its answer-by is still an hour ahead.
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type SeriesRow, series, seriesRounds } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { log } from "../../log.ts";
import { openRound } from "./open-round.ts";
import { dueRounds } from "./rounds.ts";

export interface SweepDeps {
  db: Db;
  jobs: JobQueue;
  clock: () => Date;
}

/** Opens every due round of these series (all active ones when none are named); returns how many opened. */
export async function openDueRounds(deps: SweepDeps, seriesIds?: readonly string[]): Promise<number> {
  const now = deps.clock();
  const active = eq(series.status, "active");
  const rows = await deps.db
    .select()
    .from(series)
    .where(seriesIds ? and(active, inArray(series.id, [...seriesIds])) : active);
  let opened = 0;
  for (const row of rows) opened += await openDueOf(deps, row, now);
  return opened;
}

async function openDueOf(deps: SweepDeps, row: SeriesRow, now: Date): Promise<number> {
  const due = dueRounds(row, now);
  if (due.length === 0) return 0;
  // Rounds opened or skipped already are passed over without a transaction.
  const taken = await deps.db
    .select({ date: seriesRounds.roundDate })
    .from(seriesRounds)
    .where(
      and(
        eq(seriesRounds.seriesId, row.id),
        inArray(
          seriesRounds.roundDate,
          due.map((r) => r.date),
        ),
      ),
    );
  const done = new Set(taken.map((t) => t.date));
  let opened = 0;
  for (const round of due) {
    if (done.has(round.date)) continue;
    try {
      log.info({ event: "series_round_opening", seriesId: row.id, round: round.date }, "opening a round");
      if (await openRound(deps, row.id, round.date, now)) opened += 1;
    } catch (error) {
      // One series' failure does not hold up the others; the next look tries it again.
      log.error(
        { event: "series_round_failed", seriesId: row.id, round: round.date, err: error },
        "opening a round failed",
      );
    }
  }
  if (opened > 0) log.info({ event: "series_rounds_opened", seriesId: row.id, opened }, "rounds opened");
  return opened;
}

export interface SeriesOpener {
  /**
   * Opens due rounds now: the named series' (after it was set up or changed), else every active
   * one. Resolves when done; a failure is logged, never thrown at the caller.
   */
  wake(seriesId?: string): Promise<void>;
  stop(): Promise<void>;
}

/** The opener of one instance; with `everyMs`, it also looks at start and on that interval. */
export function startSeriesOpener(deps: SweepDeps, everyMs?: number): SeriesOpener {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let sweepQueued = false;
  // One look at a time in this instance: a wake during a sweep runs right after it.
  const look = (seriesIds?: string[]) => {
    const next = running.then(async () => {
      if (stopped) return;
      if (!seriesIds) sweepQueued = false;
      try {
        await openDueRounds(deps, seriesIds);
      } catch (error) {
        log.error({ event: "series_sweep_failed", err: error }, "looking for due rounds failed");
      }
    });
    running = next;
    return next;
  };
  let timer: NodeJS.Timeout | undefined;
  if (everyMs !== undefined) {
    void look();
    // A slow sweep is not queued up behind: a tick while one waits to run adds nothing.
    timer = setInterval(() => {
      if (sweepQueued) return;
      sweepQueued = true;
      void look();
    }, everyMs);
    timer.unref();
  }
  return {
    wake: (seriesId) => look(seriesId ? [seriesId] : undefined),
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
