// Rotation: each round names the next address in the series' list as its host, by the round's place
// among the series' rounds (rounds.ts roundNumber), so a round's host is known before it opens and
// stays the same however other rounds were skipped. No list: the owner hosts every round.
import type { SeriesRow } from "../../db/series-schema.ts";
import { roundNumber, type SeriesPlan } from "./rounds.ts";

/** The address hosting the round on `date`, or undefined when the owner does. */
export function roundHostAddress(
  series: SeriesPlan & Pick<SeriesRow, "rotation">,
  date: string,
): string | undefined {
  if (series.rotation.length === 0) return undefined;
  const n = roundNumber(series, date);
  return n === undefined ? undefined : series.rotation[n % series.rotation.length];
}
