// Reads behind the crowd summary: lean rows in RSVP order, and who has not answered yet.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Answer } from "../../../shared/responses.ts";
import type { Db } from "../../db/client.ts";
import { invitees, responses } from "../../db/schema.ts";

/** A response as the summary reads it: everything but its bulky fields. */
export interface SummaryDbRow {
  id: string;
  guestName: string;
  guestEmail: string;
  isPublic: boolean;
  response: Answer;
  respondedAt: Date;
  /** When the guest last gave their answers: a time added after it is new to them. */
  answeredAt: Date;
  /** The answer for each of the times asked about, in their order (null: not answered). */
  slotAnswers: (Answer | null)[];
  /** Only read for hangs without times. */
  availableTimeWindows: string[];
  plusOnes: number;
  /** Read for capacity hangs only (decision 0065). */
  yesSince?: Record<string, string>;
  waitingFor?: string[];
}

type SummaryTuple = [
  string,
  string,
  string,
  boolean,
  Answer,
  string,
  string,
  (Answer | null)[] | string[],
  number,
  Record<string, string>?,
  string[]?,
];

/**
 * Every response of the hang, oldest answer first, with its answers for `slotKeys` (or, with none,
 * the windows it listed). The rows travel as one JSON array holding just those answers: on the
 * embedded database each row returned costs far more than its JSON, and on PostgreSQL writing out
 * each whole availability object cost more than the rest of the row (10,000 answers: 165 ms as
 * rows, 64 ms as one array embedded; 46 and 40 ms on PostgreSQL).
 */
export async function summaryRows(
  db: Db,
  hangId: string,
  slotKeys: readonly string[],
  /** With each answer's place in line per time: a capacity hang's. */
  withSeats = false,
): Promise<SummaryDbRow[]> {
  const r = responses;
  const answers =
    slotKeys.length > 0
      ? sql`json_build_array(${sql.join(
          slotKeys.map((key) => sql`${r.timeSlotAvailability} ->> ${key}`),
          sql`, `,
        )})`
      : sql`${r.availableTimeWindows}`;
  const seats = withSeats ? sql`, ${r.yesSince}, ${r.waitingFor}` : sql``;
  const result = (await db.execute(sql`
    select coalesce(json_agg(json_build_array(${r.id}, ${r.guestName}, ${r.guestEmail}, ${r.isPublic},
      ${r.response}, ${r.respondedAt}, ${r.updatedAt}, ${answers}, ${r.plusOnes}${seats}) order by ${r.respondedAt}, ${r.id}), '[]')::text as rows
    from ${r} where ${r.hangId} = ${hangId}`)) as { rows: { rows: string }[] };
  const tuples = JSON.parse(result.rows[0]!.rows) as SummaryTuple[];
  const withTimes = slotKeys.length > 0;
  return tuples.map(
    ([
      id,
      guestName,
      guestEmail,
      isPublic,
      response,
      respondedAt,
      answeredAt,
      listed,
      plusOnes,
      yesSince,
      waitingFor,
    ]) => ({
      id,
      guestName,
      guestEmail,
      isPublic,
      response,
      // Millisecond Dates, as the ORM reads timestamps: RSVP order compares them, then ids.
      respondedAt: new Date(respondedAt),
      answeredAt: new Date(answeredAt),
      slotAnswers: withTimes ? (listed as (Answer | null)[]) : [],
      availableTimeWindows: withTimes ? [] : (listed as string[]),
      plusOnes,
      ...(withSeats ? { yesSince, waitingFor } : {}),
    }),
  );
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
