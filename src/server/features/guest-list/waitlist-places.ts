// The guest list's "Waitlist place" cell, by the one rule for who is coming (attendance.ts): on a
// locked-in hang the place in the locked-in time's line; before, the place in each time's line the
// answer waits in ("2" when it waits for one time, "2 (Friday…); 1 (Saturday…)" for several).
import { capacityTimes, lockedInSlotKey, partyStandings } from "../../../shared/attendance.ts";
import { slotKey } from "../../../shared/time-slots.ts";
import type { Db } from "../../db/client.ts";
import type { HangRow } from "../../db/schema.ts";
import type { MailWords } from "../../mail/words.ts";
import { yesAnswersForWaitlist } from "./queries.ts";

export type WaitlistCell = (responseId: string) => string | number | undefined;

export async function waitlistPlaces(db: Db, hang: HangRow, words: MailWords): Promise<WaitlistCell> {
  if (hang.maxCapacity == null) return () => undefined;
  const keys = capacityTimes(hang.timeSlots);
  const standings = partyStandings(await yesAnswersForWaitlist(db, hang.id), keys, hang.maxCapacity);
  const lockedIn =
    hang.isFinalized && hang.finalDateTime
      ? lockedInSlotKey(hang.timeSlots, hang.finalDateTime, hang.hostTimezone ?? "UTC")
      : undefined;
  const timeText = new Map(hang.timeSlots.map((slot) => [slotKey(slot), words.slot(slot)]));
  // Only those who wait are kept: the rest of the rows go as the file is written.
  const waiting = new Map<string, Record<string, number>>();
  for (const [id, standing] of standings)
    if (Object.keys(standing.waitlistPlaces).length > 0) waiting.set(id, standing.waitlistPlaces);
  return (responseId) => {
    const places = waiting.get(responseId);
    if (!places) return undefined;
    if (lockedIn) return places[lockedIn];
    const entries = Object.entries(places);
    if (entries.length === 1) return entries[0]![1];
    return entries.map(([key, place]) => `${place} (${timeText.get(key) ?? key})`).join("; ");
  };
}
