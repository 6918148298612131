// A crowd of answers written straight into the database, so thousands take a moment, not minutes.
import type { Db } from "../../src/server/db/client.ts";
import { responses } from "../../src/server/db/schema.ts";
import type { Answer } from "../../src/shared/responses.ts";

const ANSWER_CYCLE: readonly Answer[] = ["yes", "maybe", "no"];

/** `count` guests named "Guest 1"… answering each slot key in turn, one second apart, every 7th private. */
export async function insertCrowd(db: Db, hangId: string, slotKeys: readonly string[], count: number) {
  const start = Date.parse("2027-01-01T00:00:00Z");
  for (let from = 0; from < count; from += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - from) }, (_, i) => {
      const n = from + i + 1;
      const availability = Object.fromEntries(
        slotKeys.map((key, k) => [key, ANSWER_CYCLE[(n + k) % ANSWER_CYCLE.length]!]),
      );
      const answers = Object.values(availability);
      const overall: Answer = answers.includes("yes") ? "yes" : answers.includes("maybe") ? "maybe" : "no";
      return {
        hangId,
        guestName: `Guest ${n}`,
        guestEmail: `guest${n}@example.com`,
        response: overall,
        timeSlotAvailability: availability,
        isPublic: n % 7 !== 0,
        respondedAt: new Date(start + n * 1000),
      };
    });
    await db.insert(responses).values(batch);
  }
}
