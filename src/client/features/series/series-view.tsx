// The series page's content once it has loaded: what the series is, its next round, the rounds to
// come (the owner skips them), the rounds over with who came, the owner's controls and the
// viewer's standing answers.
import type { SeriesView } from "./api.ts";
import { ComingRounds } from "./coming-rounds.tsx";
import { NextRound } from "./next-round.tsx";
import { OwnerActions } from "./owner-actions.tsx";
import { PastRounds } from "./past-rounds.tsx";
import { nextRound, splitRounds } from "./rounds.ts";
import { SeriesDetails, SeriesTitle } from "./series-details.tsx";
import { StandingAnswers } from "./standing-answers.tsx";

/** Who keeps standing answers: anyone invited to its rounds (an owner of a group's series is in the group). */
const answers = (series: SeriesView) =>
  series.status !== "ended" && (!series.isOwner || series.groupId !== null);

export function SeriesContent({ series }: { series: SeriesView }) {
  const { past, next } = splitRounds(series.rounds, series.hostTimezone);
  return (
    <div className="grid gap-5">
      <SeriesTitle series={series} />
      <NextRound series={series} round={nextRound(next)} />
      <SeriesDetails series={series} />
      {series.isOwner && <OwnerActions series={series} />}
      {answers(series) && <StandingAnswers series={series} />}
      {/* Ended, it opens nothing more; a round it already opened still runs. */}
      {(series.status !== "ended" || next.length > 0) && <ComingRounds series={series} rounds={next} />}
      <PastRounds series={series} rounds={past} />
    </div>
  );
}
