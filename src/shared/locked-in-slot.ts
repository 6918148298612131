// Which of a hang's times was locked in: the slot its final date-time falls on, on the host's clock.
// Calendars take that slot's real end (or its whole day) from it, and whoever asks "who said yes to
// the time that was chosen" asks it the same way.
import { instantToWallTime, wallTimeToInstant } from "./calendar.ts";
import type { TimeSlot } from "./time-slots.ts";

/**
 * The slot a final date-time locks in: a timed slot starting at that instant, else an all-day slot
 * on that date on the host's clock (it locks in at 12:00 unless the host picks another hour, and
 * any hour of that day is still that day). Undefined when the host typed a time no slot has.
 */
export function lockedInSlot(
  slots: readonly TimeSlot[],
  finalDateTime: Date,
  zone: string,
): TimeSlot | undefined {
  const { date } = instantToWallTime(finalDateTime, zone);
  const sameDay = slots.filter((slot) => slot.date === date);
  // Instants, not clock strings: a start that DST skips locks in an hour later, as it was parsed.
  const timed = sameDay.find(
    (slot) =>
      slot.duration !== "all-day" &&
      wallTimeToInstant(slot.date, slot.startTime, zone).getTime() === finalDateTime.getTime(),
  );
  return timed ?? sameDay.find((slot) => slot.duration === "all-day");
}
