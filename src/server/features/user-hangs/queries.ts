// Every hang a signed-in person hosts, was invited to or answered, in ONE round trip: role, own
// answer, counts and the invitee sample come from correlated subqueries on indexed columns
// (lower(host_email), lower(invitees.email), lower(responses.guest_email)), so the cost of the
// dashboard does not grow in queries with the number of hangs.
import { desc, sql } from "drizzle-orm";
import type { UserHang, UserHangRole } from "../../../shared/user-hangs.ts";
import type { Db } from "../../db/client.ts";
import { hangs, invitees, responses } from "../../db/schema.ts";

export async function listUserHangs(db: Db, verifiedEmail: string): Promise<UserHang[]> {
  const email = verifiedEmail.toLowerCase();
  const isHost = sql`lower(${hangs.hostEmail}) = ${email}`;
  // Drizzle leaves columns of a one-table select unqualified: name the outer row in the subqueries.
  const hangId = sql`"hangs"."id"`;
  // The person's own answers are those given with proof of their address: anyone may type it.
  const ownAnswer = sql`lower(${responses.guestEmail}) = ${email} and ${responses.addressProvenAt} is not null`;
  // One pass over the hang's answers gives the three counts and the person's own answer.
  const answers = sql<unknown>`(select json_build_object(
      'yes', count(*) filter (where ${responses.response} = 'yes'),
      'maybe', count(*) filter (where ${responses.response} = 'maybe'),
      'no', count(*) filter (where ${responses.response} = 'no'),
      'yesHeads', coalesce(sum(1 + ${responses.plusOnes}) filter (where ${responses.response} = 'yes'), 0),
      'maybeHeads', coalesce(sum(1 + ${responses.plusOnes}) filter (where ${responses.response} = 'maybe'), 0),
      'own', min(${responses.response}) filter (where ${ownAnswer}))
    from ${responses} where ${responses.hangId} = ${hangId})`;
  const rows = await db
    .select({
      hang: {
        id: hangs.id,
        name: hangs.name,
        vibe: hangs.vibe,
        timeWindows: hangs.timeWindows,
        timeSlots: hangs.timeSlots,
        hostName: hangs.hostName,
        hostTimezone: hangs.hostTimezone,
        location: hangs.location,
        locationName: hangs.locationName,
        additionalDetails: hangs.additionalDetails,
        maxCapacity: hangs.maxCapacity,
        isFinalized: hangs.isFinalized,
        finalDateTime: hangs.finalDateTime,
        isCancelled: hangs.isCancelled,
        createdAt: hangs.createdAt,
      },
      isHost: sql<boolean>`${isHost}`,
      answers,
      invited: sql<number>`(select count(*) from ${invitees} where ${invitees.hangId} = ${hangId})`.mapWith(
        Number,
      ),
      // Only the host may see who else was invited.
      inviteeSample: sql<string[] | null>`case when ${isHost} then (select json_agg(s.email) from
        (select ${invitees.email} as email from ${invitees} where ${invitees.hangId} = ${hangId}
         order by ${invitees.invitedAt}, ${invitees.id} limit 3) s) end`,
    })
    .from(hangs)
    .where(
      sql`${hangs.id} in (
        select ${hangs.id} from ${hangs} where ${isHost}
        union all select ${invitees.hangId} from ${invitees} where lower(${invitees.email}) = ${email}
        union all select ${responses.hangId} from ${responses} where ${ownAnswer})`,
    )
    .orderBy(desc(hangs.createdAt), desc(hangs.id));

  return rows.map(({ hang, isHost, answers, invited, inviteeSample }) => {
    const { yes, maybe, no, yesHeads, maybeHeads, own } = fromJson(answers) as AnswerTally;
    const ownAnswer = own ?? null;
    const role: UserHangRole = isHost ? "host" : ownAnswer ? "answered" : "invited";
    return {
      ...hang,
      finalDateTime: hang.finalDateTime?.toISOString() ?? null,
      createdAt: hang.createdAt.toISOString(),
      role,
      ownAnswer,
      counts: {
        yes: Number(yes),
        maybe: Number(maybe),
        no: Number(no),
        invited,
        // People, each answer with the guests it brings (decision 0065).
        heads: { yes: Number(yesHeads), maybe: Number(maybeHeads) },
      },
      inviteeSample: parseSample(inviteeSample),
    };
  });
}

interface AnswerTally {
  yes: number;
  maybe: number;
  no: number;
  yesHeads: number;
  maybeHeads: number;
  own: UserHang["ownAnswer"];
}

/** json arrives parsed from node-postgres and PGlite, as text from some drivers: accept both. */
function fromJson(value: unknown): unknown {
  return typeof value === "string" ? (JSON.parse(value) as unknown) : value;
}

function parseSample(value: unknown): string[] {
  const list = fromJson(value);
  return Array.isArray(list) ? list.filter((e): e is string => typeof e === "string") : [];
}
