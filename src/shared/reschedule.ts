// Rescheduling: slots added after guests had answered carry the time they were added, so pages
// can mark them as new.
import type { TimeSlot } from "./time-slots.ts";

export interface StoredSlot extends TimeSlot {
  /** ISO time the slot was added by a reschedule; absent on the slots the hang started with. */
  addedAt?: string;
}

export function isNewSlot(slot: TimeSlot): boolean {
  return typeof (slot as StoredSlot).addedAt === "string";
}
