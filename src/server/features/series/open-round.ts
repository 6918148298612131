// Opening one round of a standing hang, in ONE transaction: the round's row first (series and
// date are its key, ON CONFLICT DO NOTHING), and only the transaction that inserted it creates the
// round's hang, invites everyone and writes their standing answers. However many instances try,
// and whatever crashes midway, a round opens once with all of it or not at all.
import { and, eq } from "drizzle-orm";
import type { PageLocale } from "../../../shared/i18n/locales.ts";
import { guestResponseSchema } from "../../../shared/response-schema.ts";
import type { Answer } from "../../../shared/responses.ts";
import { slotKey, type TimeSlot } from "../../../shared/time-slots.ts";
import type { Db } from "../../db/client.ts";
import { type HangRow, type SeriesRow, series, seriesRounds } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { createHang } from "../hangs/mutations.ts";
import { recordInvitations } from "../invitations/mutations.ts";
import { noteIfEveryoneAnswered } from "../nudges/mutations.ts";
import { writeStandingAnswer } from "../responses/mutations.ts";
import {
  type RoundPerson,
  roundHost,
  roundInvitees,
  type StandingAnswerRow,
  standingAnswersOf,
} from "./round-people.ts";
import { isDue, type PlannedRound, planRound } from "./rounds.ts";

export interface OpenRoundDeps {
  db: Db;
  jobs: JobQueue;
}

const HOST_NAME_MAX = 100;

/**
 * Opens the series' round on `date` when it is still due by the series as it is now (active, not
 * changed away, not skipped or opened by anyone else). Returns the round's new hang, or undefined
 * when there was nothing to open.
 */
export async function openRound(
  deps: OpenRoundDeps,
  seriesId: string,
  date: string,
  now: Date,
): Promise<HangRow | undefined> {
  const hang = await deps.db.transaction(async (tx) => {
    // Locked so a pause, an edit or an end waits for the round (and the round for them).
    const [row] = await tx.select().from(series).where(eq(series.id, seriesId)).for("update").limit(1);
    if (row?.status !== "active") return undefined;
    const round = planRound(row, date);
    if (!round || !isDue(round, now)) return undefined;
    const invited = await roundInvitees(tx, row);
    // Nobody to ask (the group is gone or empty): the round stays unopened, nothing half-made.
    if (invited.length === 0) return undefined;
    const [claimed] = await tx
      .insert(seriesRounds)
      .values({ seriesId, roundDate: date, status: "open" })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return undefined;
    return createRound({ db: tx, jobs: deps.jobs }, row, round, invited, now);
  });
  deps.jobs.wake();
  return hang;
}

async function createRound(
  deps: OpenRoundDeps,
  row: SeriesRow,
  round: PlannedRound,
  people: RoundPerson[],
  now: Date,
): Promise<HangRow> {
  const { db: tx, jobs } = deps;
  const host = await roundHost(tx, row, round.date);
  const hang = await createHang(
    deps,
    {
      name: row.name,
      vibe: row.vibe,
      location: row.location,
      locationName: row.locationName,
      locationLat: row.locationLat,
      locationLng: row.locationLng,
      hostName: host.name.slice(0, HOST_NAME_MAX),
      hostEmail: host.email,
      hostTimezone: row.hostTimezone,
      timeWindows: [],
      timeSlots: round.slots,
      answerBy: round.answerBy,
      nudges: row.nudges,
      autoLock: row.autoLock,
      groupId: row.groupId,
      maxCapacity: null,
      allowActivitySuggestions: false,
      plusOnesAllowed: 0,
      photosOpen: false,
      questions: [],
      language: (row.language ?? undefined) as PageLocale | undefined,
    },
    now,
    host.proven,
  );
  await tx
    .update(seriesRounds)
    .set({ hangId: hang.id })
    .where(and(eq(seriesRounds.seriesId, row.id), eq(seriesRounds.roundDate, round.date)));
  const guests = people.filter((p) => p.email.toLowerCase() !== host.email.toLowerCase());
  const standing = await standingAnswersOf(
    tx,
    row.id,
    guests.flatMap((p) => (p.userId ? [p.userId] : [])),
  );
  const answers = guests.map((person) =>
    person.userId ? roundAvailability(round.slots, standing.get(person.userId)) : {},
  );
  const hasAnswers = (i: number) => Object.keys(answers[i]!).length > 0;
  // Invited first, so the answers count as invitees' (nudges, "everyone answered").
  await recordInvitations(
    jobs,
    tx,
    hang,
    guests.map((person, i) => ({
      email: person.email,
      invitedFrom: null,
      invitedAt: now,
      mail: hasAnswers(i) ? { standing: true } : {},
    })),
  );
  let answered = false;
  for (const [i, person] of guests.entries()) {
    if (!hasAnswers(i)) continue;
    const input = guestResponseSchema.parse({
      guestName: person.name,
      guestEmail: person.email,
      timeSlotAvailability: answers[i],
    });
    const language = (person.language ?? row.language ?? undefined) as PageLocale | undefined;
    await writeStandingAnswer(jobs, tx, hang, { ...input, language });
    answered = true;
  }
  if (answered) await noteIfEveryoneAnswered(jobs, tx, hang);
  return hang;
}

/**
 * A person's standing answers for this round's slots, matched by weekday and start time. A slot
 * without a standing answer is left unanswered (an answer may cover only some of a hang's times),
 * so the person is still asked about it; with none matching, no answer is written at all.
 */
export function roundAvailability(
  slots: readonly TimeSlot[],
  answers: readonly StandingAnswerRow[] | undefined,
): Record<string, Answer> {
  const availability: Record<string, Answer> = {};
  if (!answers?.length) return availability;
  for (const slot of slots) {
    const weekday = isoWeekday(slot.date);
    const standing = answers.find((a) => a.weekday === weekday && a.startTime === slot.startTime);
    if (standing) availability[slotKey(slot)] = standing.answer;
  }
  return availability;
}

function isoWeekday(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1;
}
