// New answers go into the database together: the answers that arrive while one write is in flight
// wait for it and then go in as the next write, in one transaction of five to eight statements
// however many there are (decision 0050). A crowd answering a shared link costs the database a few
// round trips per write instead of nine per answer, and an answer arriving alone goes in at once.
import { randomUUID } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import type { Answer } from "../../../shared/responses.ts";
import type { Db } from "../../db/client.ts";
import { type HangRow, hangs, type ResponseRow, responses } from "../../db/schema.ts";
import { AppError } from "../../http/errors.ts";
import { isUuid } from "../../http/ids.ts";
import type { ResponseSecrets } from "../../http/response-secrets.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { log } from "../../log.ts";
import { enqueueMails, mailJob } from "../../mail/mail-job.ts";
import { HANG_NOT_FOUND } from "../hangs/queries.ts";
import { announceHangChanges } from "../live/mutations.ts";
import { noteIfEveryoneAnswered } from "../nudges/mutations.ts";
import { assertQuestionAnswers, saveNewQuestionAnswers } from "../questions/mutations.ts";
import { emitWebhookEvents, webhookEvents } from "../webhooks/mutations.ts";
import { resolveAnswer } from "./answer.ts";
import {
  answerCounts,
  anyoneInvited,
  assertOpenForAnswers,
  assertRoomForAnswers,
  countUnderAnswerLocks,
} from "./answer-checks.ts";
import type { AnswerInput, SubmitResult } from "./mutations.ts";
import { partyFor, seatNewAnswer, takeSeats } from "./party-capacity.ts";

/** At most this many answers in one write: bounds the statement's size and the locks it holds. */
const MOST_AT_ONCE = 200;

/**
 * Undefined: this answer goes in alone, as before — its address already answered (the answer may be
 * theirs to change), or the batch it was in could not be written whole.
 */
type Outcome = SubmitResult | undefined;

interface Waiting {
  hangId: string;
  input: AnswerInput;
  /** Given by a session with its address, verified. */
  proven: boolean;
  settle: (outcome: Outcome) => void;
  fail: (error: unknown) => void;
}

export interface NewAnswerDeps {
  db: Db;
  jobs: JobQueue;
  secrets: ResponseSecrets;
  config: { maxAnswersPerHang: number };
  clock: { now(): Date };
}

export class NewAnswers {
  private waiting: Waiting[] = [];
  private writing = false;

  constructor(private readonly deps: NewAnswerDeps) {}

  /** Stores a new answer with the others arriving now, or says it must go in alone. */
  submit(hangId: string, input: AnswerInput, proven: boolean): Promise<Outcome> {
    return new Promise((settle, fail) => {
      this.waiting.push({ hangId, input, proven, settle, fail });
      if (this.writing) return;
      this.writing = true;
      // Answers whose requests were read in the same turn of the event loop join the first write.
      setImmediate(() => void this.writeWhileWaiting());
    });
  }

  private async writeWhileWaiting() {
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MOST_AT_ONCE);
      try {
        const outcomes = await writeNewAnswers(this.deps, batch);
        batch.forEach((answer, i) => {
          const outcome = outcomes[i]!;
          if (outcome instanceof Error) answer.fail(outcome);
          else answer.settle(outcome);
        });
      } catch (error) {
        // The write rolled back whole: each answer goes in alone, so none fails for another's sake.
        // (Only the database's error code is logged: its message may quote a row's e-mail.)
        if (!(error instanceof NotAllNew)) {
          log.warn({ event: "answers_batch_failed", answers: batch.length, code: codeOf(error) });
        }
        for (const answer of batch) answer.settle(undefined);
      }
    }
    this.writing = false;
  }
}

/** A batch counted an address that already answered as new, where spots are counted. */
class NotAllNew extends Error {}

const codeOf = (error: unknown) => (error as { code?: unknown } | undefined)?.code ?? "unknown";

interface OpenHang {
  hang: HangRow;
  total: number;
  yes: number;
  invited: boolean;
  /** Confirmed heads per time, counted under the answer lock; the batch adds its own as it goes. */
  heads: Record<string, number>;
}

/** Opens every hang of the batch under a share lock (the host's changes wait), in one statement. */
async function openHangs(tx: Db, ids: string[]): Promise<Map<string, OpenHang>> {
  const rows = await tx
    .select({ hang: hangs, ...answerCounts, invited: anyoneInvited })
    .from(hangs)
    .where(inArray(hangs.id, ids))
    .orderBy(hangs.id)
    .for("share");
  return new Map(rows.map((row) => [row.hang.id, { ...row, heads: {} }]));
}

/**
 * Hangs whose answers depend on the others' — with a capacity, or with invitees ("everyone
 * answered") — are counted again under their answer locks, in id order.
 */
async function recountDependentHangs(tx: Db, open: Map<string, OpenHang>) {
  const locked = [...open.values()]
    .filter(({ hang, invited }) => invited || hang.maxCapacity != null)
    .map(({ hang }) => hang.id);
  if (locked.length === 0) return;
  for (const { id, total, yes, heads } of await countUnderAnswerLocks(tx, locked))
    Object.assign(open.get(id)!, { total, yes, heads });
}

/**
 * One transaction for the whole batch: open the hangs, check each answer, insert those that pass,
 * reserve and enqueue their confirmations (and an "everyone answered" when the last invitee did),
 * and announce them to open pages. Per answer: the stored result, an error for that answer alone,
 * or undefined when its address already answered (it goes in alone: the answer may be theirs to
 * change).
 */
async function writeNewAnswers(deps: NewAnswerDeps, batch: Waiting[]): Promise<(Outcome | Error)[]> {
  const outcomes: (Outcome | Error)[] = batch.map(() => undefined);
  const rowIds = batch.map(() => randomUUID());
  const inserted = await deps.db.transaction(async (tx) => {
    const hangIds = [...new Set(batch.map((answer) => answer.hangId).filter(isUuid))];
    const open = hangIds.length > 0 ? await openHangs(tx, hangIds) : new Map<string, OpenHang>();
    await recountDependentHangs(tx, open);
    const rows = checkAnswers(deps, batch, open, rowIds, outcomes);
    if (rows.length === 0) return [];
    const stored = await insertAnswers(tx, rows);
    const storedIds = new Set(stored.map((row) => row.id));
    if (rows.some((row) => !storedIds.has(row.id) && open.get(row.hang_id)!.hang.maxCapacity != null)) {
      // An address that already answered was counted as a new answer where spots are counted: they
      // are counted again, each answer alone.
      throw new NotAllNew();
    }
    const given = new Map<string, AnswerInput>(batch.map((answer, i) => [rowIds[i]!, answer.input]));
    await saveNewQuestionAnswers(
      tx,
      stored.map((row) => ({
        responseId: row.id,
        hang: open.get(row.hangId)!.hang,
        given: given.get(row.id)?.questionAnswers,
      })),
    );
    await enqueueMails(
      deps.jobs,
      tx,
      stored.map((row) =>
        mailJob("response-confirmation", row.hangId, row.guestEmail, row.id, {
          responseId: row.id,
          proven: row.addressProvenAt !== null,
        }),
      ),
    );
    await emitWebhookEvents(
      deps.jobs,
      tx,
      stored.map((row) => webhookEvents.answerCreated(open.get(row.hangId)!.hang, row)),
    );
    for (const hangId of new Set(stored.map((row) => row.hangId))) {
      const { hang, invited } = open.get(hangId)!;
      if (invited) await noteIfEveryoneAnswered(deps.jobs, tx, hang);
    }
    await announceHangChanges(
      tx,
      stored.map((row) => ({ hangId: row.hangId, kind: "response-created", responseId: row.id })),
    );
    return stored;
  });
  if (inserted.length > 0) deps.jobs.wake();
  const byId = new Map(inserted.map((row) => [row.id, row]));
  return batch.map((_, i) => {
    const outcome = outcomes[i];
    if (outcome instanceof Error) return outcome;
    const row = byId.get(rowIds[i]!);
    return row && { response: row, created: true, secret: deps.secrets.secretFor(row.id) };
  });
}

/**
 * The rows to insert, in arrival order, each checked against its hang as the answers ahead of it in
 * the batch leave it. An answer that fails a check gets its error in `outcomes`.
 */
function checkAnswers(
  deps: NewAnswerDeps,
  batch: Waiting[],
  open: Map<string, OpenHang>,
  rowIds: string[],
  outcomes: (Outcome | Error)[],
): NewRow[] {
  const now = deps.clock.now();
  const ahead = new Map<string, { total: number; yes: number }>();
  const rows: NewRow[] = [];
  batch.forEach(({ hangId, input, proven }, i) => {
    try {
      const opened = open.get(hangId);
      if (!opened) throw new AppError("not_found", HANG_NOT_FOUND);
      const { hang } = opened;
      assertOpenForAnswers(hang, now);
      const answer = resolveAnswer(hang, input);
      assertQuestionAnswers(hang, input.questionAnswers, true);
      const before = ahead.get(hangId) ?? { total: 0, yes: 0 };
      assertRoomForAnswers(opened.total + before.total, deps.config.maxAnswersPerHang);
      const yes = answer.response === "yes";
      const party = partyFor(hang, answer, input);
      const heads = 1 + party.plusOnes;
      const waitingFor = seatNewAnswer(hang, answer, heads, input.waitlist, opened.heads);
      takeSeats(opened.heads, hang, answer, heads, waitingFor);
      ahead.set(hangId, { total: before.total + 1, yes: before.yes + (yes ? 1 : 0) });
      rows.push({
        id: rowIds[i]!,
        hang_id: hangId,
        guest_name: input.guestName,
        guest_email: input.guestEmail,
        response: answer.response,
        available_time_windows: answer.availableTimeWindows,
        time_slot_availability: answer.timeSlotAvailability,
        is_public: input.isPublic,
        language: input.language ?? null,
        address_proven: proven,
        time_zone: input.timeZone ?? null,
        plus_ones: party.plusOnes,
        plus_one_names: party.plusOneNames,
        waiting_for: waitingFor,
        place: before.total + 1,
      });
    } catch (error) {
      outcomes[i] = error as Error;
    }
  });
  return rows;
}

/** A new answer as the insert reads it; `place` is its position among the batch's for its hang. */
interface NewRow {
  id: string;
  hang_id: string;
  guest_name: string;
  guest_email: string;
  response: Answer;
  available_time_windows: string[];
  time_slot_availability: Record<string, Answer>;
  is_public: boolean;
  language: string | null;
  address_proven: boolean;
  time_zone: string | null;
  plus_ones: number;
  plus_one_names: string[];
  waiting_for: string[];
  place: number;
}

/**
 * Inserts the batch from one JSON parameter (a statement built in the same time for 1 row or 200).
 * Each answer is stamped after every answer stored before it, one microsecond apart in arrival
 * order (the embedded database's clock ticks in milliseconds): the RSVP order follows who answered
 * first. An address that already answered conflicts, and is left out.
 */
function insertAnswers(tx: Db, rows: NewRow[]): Promise<ResponseRow[]> {
  return tx
    .insert(responses)
    .select(
      sql`select a.id, a.hang_id, a.guest_name, a.guest_email, a.response, a.available_time_windows,
            a.time_slot_availability, a.is_public, a.language, case when a.address_proven then now() end,
            greatest(clock_timestamp(), (select max(r.responded_at) from responses r where r.hang_id = a.hang_id))
              + a.place * interval '1 microsecond',
            now(), 1, a.time_zone, a.plus_ones, a.plus_one_names, '{}'::jsonb, a.waiting_for, null, null
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as a(id uuid, hang_id uuid, guest_name text,
            guest_email text, response text, available_time_windows jsonb, time_slot_availability jsonb,
            is_public boolean, language text, address_proven boolean, time_zone text, plus_ones int,
            plus_one_names jsonb, waiting_for jsonb, place int)`,
    )
    .onConflictDoNothing()
    .returning();
}
