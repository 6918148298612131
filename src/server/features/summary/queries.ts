// Reads behind the crowd summary: lean rows in RSVP order, and who has not answered yet.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { invitees, responses } from "../../db/schema.ts";

/** Every response of the hang without its bulky fields, oldest answer first. */
export async function summaryRows(db: Db, hangId: string) {
  return db
    .select({
      id: responses.id,
      guestName: responses.guestName,
      guestEmail: responses.guestEmail,
      isPublic: responses.isPublic,
      response: responses.response,
      respondedAt: responses.respondedAt,
      timeSlotAvailability: responses.timeSlotAvailability,
      availableTimeWindows: responses.availableTimeWindows,
    })
    .from(responses)
    .where(eq(responses.hangId, hangId))
    .orderBy(asc(responses.respondedAt), asc(responses.id));
}

/** Invitees (in the order invited) with no response under their e-mail yet. */
export async function unansweredInvitees(db: Db, hangId: string): Promise<string[]> {
  const rows = await db
    .select({ email: invitees.email })
    .from(invitees)
    .where(
      and(
        eq(invitees.hangId, hangId),
        sql`not exists (select 1 from ${responses} where ${responses.hangId} = ${invitees.hangId}
          and lower(${responses.guestEmail}) = lower(${invitees.email}))`,
      ),
    )
    .orderBy(asc(invitees.invitedAt), asc(invitees.id));
  return rows.map((r) => r.email);
}
