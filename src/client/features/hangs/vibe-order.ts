// Which vibes the picker shows before "More vibes": the ones this host chose lately, then the
// everyday ones most hangs are, with Other always at hand for anything else.
import { VIBES } from "../../../shared/vibes.ts";

/** Shown first when this browser has no history: everyday plans, indoors and out. */
const EVERYDAY_VIBES = [
  "coffee",
  "walk",
  "brunch",
  "happy-hour",
  "dinner-party",
  "game-night",
  "movie-night",
  "birthday-party",
];

/** How many catalogue vibes come before "More vibes" (Other comes after them): 3 rows on a phone. */
export const FIRST_VIBE_COUNT = EVERYDAY_VIBES.length;

const OTHER = "other";
const CATALOGUE = VIBES.map((v) => v.value).filter((v) => v !== OTHER);

/**
 * The catalogue in the order the picker shows it: `first` (the recent vibes, then the everyday
 * ones) and `rest`, in the catalogue's order. Other is in neither; it always comes last.
 */
export function vibeOrder(recent: readonly string[] = []): { first: string[]; rest: string[] } {
  const first = [...new Set([...recent, ...EVERYDAY_VIBES])]
    .filter((v) => CATALOGUE.includes(v))
    .slice(0, FIRST_VIBE_COUNT);
  return { first, rest: CATALOGUE.filter((v) => !first.includes(v)) };
}

/** The vibes shown: all, or the first ones plus the chosen one wherever it sits; Other last. */
export function shownVibes(
  order: { first: string[]; rest: string[] },
  open: boolean,
  choice: string,
): string[] {
  const extra = open ? order.rest : order.rest.filter((v) => v === choice);
  return [...order.first, ...extra, OTHER];
}
