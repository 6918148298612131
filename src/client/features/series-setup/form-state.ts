// The set-up form's state as the person fills it in, and the request it becomes. Plain values (the
// days as typed, the vibe as chosen) so the shared schema, loaded with the first submit, says what
// is wrong with them in its own words.
import { type ChosenLocation, hangLocationFields } from "../../../shared/location-rules.ts";
import type {
  CreateSeriesInput,
  SERIES_RHYTHMS,
  SeriesDuration,
  SeriesRhythm,
} from "../../../shared/series.ts";
import { vibeToSend } from "../hangs/create-validation.ts";

export interface SlotRow {
  /** Keeps a row's fields (and focus) with it when another row is removed. */
  key: number;
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
  startTime: string;
  duration: SeriesDuration;
}

/** Who each round invites: one of the person's groups, or a list of addresses. */
export type Who = "group" | "emails";

export interface SetupState {
  name: string;
  vibeChoice: string;
  customVibe: string;
  location: ChosenLocation | null;
  rhythm: SeriesRhythm;
  slots: SlotRow[];
  who: Who;
  groupId: string;
  /** As typed: a number once checked. */
  opensDaysBefore: string;
  answerByDaysBefore: string;
  nudges: boolean;
  autoLock: boolean;
  rotating: boolean;
  /** YYYY-MM-DD, or "" for the next round from today. */
  startsOn: string;
}

/** A typed number of days; blank or not a number is NaN, which the schema refuses with its message. */
const daysOf = (typed: string) => (typed.trim() === "" ? Number.NaN : Number(typed));

/**
 * The POST /api/series body. `emails` and `rotation` are the lists with any address still typed
 * in their fields; only the chosen way of inviting is sent.
 */
export function seriesInputOf(
  state: SetupState,
  lists: { emails: string[]; rotation: string[] },
  rrules: typeof SERIES_RHYTHMS,
  hostTimezone: string,
): CreateSeriesInput {
  const byGroup = state.who === "group";
  return {
    name: state.name,
    vibe: vibeToSend(state.vibeChoice, state.customVibe),
    ...hangLocationFields(state.location),
    rrule: rrules[state.rhythm],
    slots: state.slots.map(({ weekday, startTime, duration }) => ({ weekday, startTime, duration })),
    groupId: byGroup && state.groupId ? state.groupId : null,
    emails: byGroup ? [] : lists.emails,
    opensDaysBefore: daysOf(state.opensDaysBefore),
    answerByDaysBefore: daysOf(state.answerByDaysBefore),
    nudges: state.nudges,
    autoLock: state.autoLock,
    rotation: state.rotating ? lists.rotation : [],
    ...(state.startsOn ? { startsOn: state.startsOn } : {}),
    hostTimezone,
  };
}

/** The first row a later row repeats (same day and start), or -1. */
export function repeatedRow(rows: readonly SlotRow[]): number {
  const seen = new Set<string>();
  return rows.findIndex((row) => {
    const key = `${row.weekday} ${row.startTime}`;
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}
