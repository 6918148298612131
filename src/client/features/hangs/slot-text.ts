import { formatClock, formatSlotDate, formatTimeWindow, type TimeSlot } from "../../../shared/time-slots.ts";

/** The summary of a slot while it is being picked: a custom slot may still lack its end. */
export function slotSummary(slot: TimeSlot): string {
  if (slot.duration === "custom" && !slot.endTime) {
    return `${formatSlotDate(slot.date)} - ${formatClock(slot.startTime)} to (select end time)`;
  }
  return formatTimeWindow(slot);
}
