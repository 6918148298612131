// A new hang asks about times still to come. Without the host's zone the westernmost one (UTC-12)
// is assumed, so nothing is refused that has not yet passed everywhere.
import { instantToWallTime, wallTimeToInstant } from "./calendar.ts";
import { formatTimeWindow, type TimeSlot } from "./time-slots.ts";

const LATEST_ZONE = "Etc/GMT+12";

/** True once the slot is over on the host's clock (an all-day slot: once its date is gone). */
export function hasPassed(slot: TimeSlot, zone: string | null | undefined, now: Date): boolean {
  const clock = zone || LATEST_ZONE;
  if (slot.duration === "all-day" || !slot.endTime) return slot.date < instantToWallTime(now, clock).date;
  return wallTimeToInstant(slot.date, slot.endTime, clock).getTime() <= now.getTime();
}

export function pastSlotMessage(slot: TimeSlot): string {
  return `${formatTimeWindow(slot)} has already passed: pick a time that is still to come`;
}
