// Where the set-up form starts: empty, for a group (?group=), or from a past hang (?from=): its
// name, vibe and place, and the weekdays and times of its slots.
import { chosenLocationOf } from "../../../shared/location-rules.ts";
import type { SeriesDuration } from "../../../shared/series.ts";
import { endTimeFor, type TimeSlot } from "../../../shared/time-slots.ts";
import { VIBES } from "../../../shared/vibes.ts";
import type { SetupState, SlotRow } from "./form-state.ts";
import { ANSWER_BY_DAYS, MAX_SLOTS, OPENS_DAYS, SERIES_DURATION_CHOICES } from "./rules.ts";

export const DEFAULT_START = "19:00";
export const DEFAULT_DURATION: SeriesDuration = "2h";

/** What a past hang lends a series. */
export interface HangSource {
  name: string;
  vibe: string;
  location: string | null;
  locationName: string | null;
  locationLat: string | null;
  locationLng: string | null;
  timeSlots: TimeSlot[];
}

/** ISO weekday (1 Monday … 7 Sunday) of a calendar date. */
export function isoWeekday(ymd: string): number {
  const day = new Date(`${ymd}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return h * 60 + m;
};

/** A slot's duration as a series offers it: a custom end becomes the nearest fixed length. */
export function seriesDurationOf(slot: Pick<TimeSlot, "startTime" | "endTime" | "duration">): SeriesDuration {
  const fixed = SERIES_DURATION_CHOICES.find((d) => d === slot.duration);
  if (fixed) return fixed;
  if (!slot.endTime) return DEFAULT_DURATION;
  const length = minutesOf(slot.endTime) - minutesOf(slot.startTime);
  const timed = SERIES_DURATION_CHOICES.filter((d) => d !== "all-day");
  const distance = (d: SeriesDuration) =>
    Math.abs(minutesOf(endTimeFor(slot.startTime, d)) - minutesOf(slot.startTime) - length);
  return timed.reduce((best, d) => (distance(d) < distance(best) ? d : best));
}

/** One row per weekday and start time of the slots, Monday first, at most as many as a round offers. */
export function rowsFromSlots(slots: readonly TimeSlot[]): Omit<SlotRow, "key">[] {
  const rows = new Map<string, Omit<SlotRow, "key">>();
  for (const slot of slots) {
    const weekday = isoWeekday(slot.date);
    const key = `${weekday} ${slot.startTime}`;
    if (!rows.has(key))
      rows.set(key, { weekday, startTime: slot.startTime, duration: seriesDurationOf(slot) });
  }
  return [...rows.values()]
    .sort((a, b) => a.weekday - b.weekday || a.startTime.localeCompare(b.startTime))
    .slice(0, MAX_SLOTS);
}

function vibeFields(vibe: string): Pick<SetupState, "vibeChoice" | "customVibe"> {
  if (!vibe) return { vibeChoice: "", customVibe: "" };
  if (VIBES.some((v) => v.value === vibe)) return { vibeChoice: vibe, customVibe: "" };
  return { vibeChoice: "other", customVibe: vibe };
}

/**
 * The form's first state. `today` names the default row's weekday (a round "on this day, at 7 PM");
 * a group id is kept only when it is one of the person's groups.
 */
export function setupStart({
  today,
  groupId,
  groupIds,
  hang,
}: {
  today: string;
  groupId?: string | null;
  groupIds: readonly string[];
  hang?: HangSource;
}): SetupState {
  const fromHang = hang ? rowsFromSlots(hang.timeSlots) : [];
  const rows = fromHang.length > 0 ? fromHang : [defaultRow(isoWeekday(today))];
  const group = groupId && groupIds.includes(groupId) ? groupId : "";
  return {
    name: hang?.name ?? "",
    ...vibeFields(hang?.vibe ?? ""),
    location: hang ? chosenLocationOf(hang) : null,
    rhythm: "weekly",
    slots: rows.map((row, key) => ({ ...row, key })),
    who: group || groupIds.length > 0 ? "group" : "emails",
    groupId: group,
    opensDaysBefore: String(OPENS_DAYS.default),
    answerByDaysBefore: String(ANSWER_BY_DAYS.default),
    nudges: true,
    autoLock: true,
    rotating: false,
    startsOn: "",
  };
}

export function defaultRow(weekday: number): Omit<SlotRow, "key"> {
  return { weekday, startTime: DEFAULT_START, duration: DEFAULT_DURATION };
}

/** A row added below the others: the next day at the last row's time, so Tue, Wed, Thu is two presses. */
export function nextRow(rows: readonly SlotRow[], today: string): Omit<SlotRow, "key"> {
  const last = rows.at(-1);
  if (!last) return defaultRow(isoWeekday(today));
  return { weekday: (last.weekday % 7) + 1, startTime: last.startTime, duration: last.duration };
}
