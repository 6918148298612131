// New answers that depend on no other answer go into the database together: the answers that
// arrive while one write is in flight wait for it and then go in as the next write, in one
// transaction of five statements however many there are (decision 0050). A crowd answering a
// shared link costs the database a few round trips per write instead of nine per answer, and an
// answer arriving alone goes in at once, as before.
import { randomUUID } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { type HangRow, hangs, type ResponseRow, responses } from "../../db/schema.ts";
import { AppError } from "../../http/errors.ts";
import { isUuid } from "../../http/ids.ts";
import type { ResponseSecrets } from "../../http/response-secrets.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { enqueueMails, mailJob } from "../../mail/mail-job.ts";
import { HANG_NOT_FOUND } from "../hangs/queries.ts";
import { announceHangChanges } from "../live/mutations.ts";
import { resolveAnswer } from "./answer.ts";
import { answerCounts, anyoneInvited, assertOpenForAnswers, assertRoomForAnswers } from "./answer-checks.ts";
import type { AnswerInput, SubmitResult } from "./mutations.ts";

/** At most this many answers in one write: bounds the statement's size and the locks it holds. */
const MOST_AT_ONCE = 200;

/**
 * Undefined: this answer depends on the others (a yes against a capacity, a hang with invitees, an
 * address that already answered), and goes in alone, queued on the hang's answer lock.
 */
export type Outcome = SubmitResult | undefined;

interface Waiting {
  hangId: string;
  input: AnswerInput;
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
  submit(hangId: string, input: AnswerInput): Promise<Outcome> {
    return new Promise((settle, fail) => {
      this.waiting.push({ hangId, input, settle, fail });
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
      } catch {
        // The write rolled back whole: each answer goes in alone, so none fails for another's sake.
        for (const answer of batch) answer.settle(undefined);
      }
    }
    this.writing = false;
  }
}

interface OpenHang {
  hang: HangRow;
  total: number;
  invited: boolean;
}

/** Opens every hang of the batch under a share lock (the host's changes wait), in one statement. */
async function openHangs(tx: Db, ids: string[]): Promise<Map<string, OpenHang>> {
  const rows = await tx
    .select({ hang: hangs, total: answerCounts.total, invited: anyoneInvited })
    .from(hangs)
    .where(inArray(hangs.id, ids))
    .orderBy(hangs.id)
    .for("share");
  return new Map(rows.map((row) => [row.hang.id, row]));
}

/**
 * One transaction for the whole batch: open the hangs, check each answer, insert those that pass,
 * reserve and enqueue their confirmations, and announce them to open pages. Per answer: the stored
 * result, an error for that answer alone, or undefined when it must go in alone.
 */
async function writeNewAnswers(deps: NewAnswerDeps, batch: Waiting[]): Promise<(Outcome | Error)[]> {
  const outcomes: (Outcome | Error)[] = batch.map(() => undefined);
  const rowIds = batch.map(() => randomUUID());
  const inserted = await deps.db.transaction(async (tx) => {
    const hangIds = [...new Set(batch.map((answer) => answer.hangId).filter(isUuid))];
    const open = hangIds.length > 0 ? await openHangs(tx, hangIds) : new Map<string, OpenHang>();
    const rows = checkAnswers(deps, batch, open, rowIds, outcomes);
    if (rows.length === 0) return [];
    // An address that already answered conflicts, and goes in alone (it may be theirs to change).
    const stored = await tx.insert(responses).values(rows).onConflictDoNothing().returning();
    await enqueueMails(
      deps.jobs,
      tx,
      stored.map((row) =>
        mailJob("response-confirmation", row.hangId, row.guestEmail, row.id, { responseId: row.id }),
      ),
    );
    await announceHangChanges(
      tx,
      stored.map((row) => ({ hangId: row.hangId, kind: "response-created", responseId: row.id })),
    );
    return stored;
  });
  if (inserted.length > 0) deps.jobs.wake();
  const byId = new Map<string, ResponseRow>(inserted.map((row) => [row.id, row]));
  return batch.map((_, i) => {
    const outcome = outcomes[i];
    if (outcome instanceof Error) return outcome;
    const row = byId.get(rowIds[i]!);
    return row && { response: row, created: true, secret: deps.secrets.secretFor(row.id) };
  });
}

/**
 * The rows to insert, in arrival order. An answer that fails a check gets its error in `outcomes`;
 * one that depends on the others is left out (and goes in alone).
 */
function checkAnswers(
  deps: NewAnswerDeps,
  batch: Waiting[],
  open: Map<string, OpenHang>,
  rowIds: string[],
  outcomes: (Outcome | Error)[],
): PgInsertValue<typeof responses>[] {
  const now = deps.clock.now();
  const added = new Map<string, number>();
  const rows: PgInsertValue<typeof responses>[] = [];
  batch.forEach(({ hangId, input }, i) => {
    try {
      const opened = open.get(hangId);
      if (!opened) throw new AppError("not_found", HANG_NOT_FOUND);
      const { hang, total, invited } = opened;
      assertOpenForAnswers(hang, now);
      const answer = resolveAnswer(hang, input);
      if (invited || (answer.response === "yes" && hang.maxCapacity != null)) return;
      const before = added.get(hangId) ?? 0;
      assertRoomForAnswers(total + before, deps.config.maxAnswersPerHang);
      added.set(hangId, before + 1);
      rows.push({
        id: rowIds[i],
        hangId,
        guestName: input.guestName,
        guestEmail: input.guestEmail,
        isPublic: input.isPublic,
        language: input.language,
        // After every answer stored before it, one microsecond apart in arrival order (the embedded
        // database's clock ticks in milliseconds): the RSVP order follows who answered first.
        respondedAt: sql`greatest(clock_timestamp(), (select max(r.responded_at) from responses r where r.hang_id = ${hangId})) + ${before + 1} * interval '1 microsecond'`,
        ...answer,
      });
    } catch (error) {
      outcomes[i] = error as Error;
    }
  });
  return rows;
}
