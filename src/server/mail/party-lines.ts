// "Who's coming" in the locked-in mails, in heads (decision 0065): everyone confirmed for the
// locked-in time, and the recipient's own party. Read from the answers as they are at send time.
import { lockedInSlotKey, lockInAudience } from "../../shared/attendance.ts";
import { headsOf } from "../../shared/capacity.ts";
import type { HangRow, ResponseRow } from "../db/schema.ts";
import { hangZone } from "./calendar-invite.ts";
import type { MailReads } from "./kinds/types.ts";

export interface PartyLines {
  /** Confirmed for the locked-in time: answers and heads. */
  answers: number;
  heads: number;
  /** The recipient's own party, when they bring anyone. */
  yours?: { count: number; names: string[] };
}

// The mails of one lock-in go out together: they share one read of the answers for a moment.
const recent = new Map<string, { at: number; answers: ResponseRow[] }>();
const FRESH_MS = 5_000;

async function answersOf(read: MailReads, hang: HangRow): Promise<ResponseRow[]> {
  const key = `${hang.id}@${hang.version}`;
  const kept = recent.get(key);
  if (kept && Date.now() - kept.at < FRESH_MS) return kept.answers;
  const answers = await read.answers(hang.id);
  if (recent.size > 50) recent.clear();
  recent.set(key, { at: Date.now(), answers });
  return answers;
}

export async function partyLines(
  read: MailReads,
  hang: HangRow,
  to: string,
): Promise<PartyLines | undefined> {
  if (!hang.finalDateTime) return undefined;
  const answers = await answersOf(read, hang);
  const key = lockedInSlotKey(hang.timeSlots, hang.finalDateTime, hangZone(hang));
  const { confirmed } = lockInAudience(answers, key, hang.maxCapacity);
  if (confirmed.length === 0) return undefined;
  const own = answers.find((r) => r.guestEmail.toLowerCase() === to.toLowerCase());
  return {
    answers: confirmed.length,
    heads: confirmed.reduce((sum, r) => sum + headsOf(r), 0),
    ...(own && own.plusOnes > 0 ? { yours: { count: own.plusOnes, names: own.plusOneNames } } : {}),
  };
}
