import { and, eq, ne, sql } from "drizzle-orm";
import { answersClosedMessage, isAnswerByPast } from "../../../shared/answer-by.ts";
import { hangFullMessage, isFull } from "../../../shared/capacity.ts";
import { answerByDayIn } from "../../../shared/i18n/date-format.ts";
import type { PageLocale } from "../../../shared/i18n/locales.ts";
import type { GuestResponse } from "../../../shared/response-schema.ts";
import { ALREADY_RESPONDED, EDIT_LINK_ALREADY_SENT, EDIT_LINK_SENT } from "../../../shared/responses.ts";
import type { Db } from "../../db/client.ts";
import { type HangRow, hangs, type ResponseRow, responses } from "../../db/schema.ts";
import { sameEmail } from "../../http/actor.ts";
import { AppError } from "../../http/errors.ts";
import { isUuid } from "../../http/ids.ts";
import type { ResponseSecrets } from "../../http/response-secrets.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { enqueueMail, mailJob } from "../../mail/mail-job.ts";
import { assertNotCancelled } from "../hangs/mutations.ts";
import { HANG_NOT_FOUND } from "../hangs/queries.ts";
import { announceHangChange } from "../live/mutations.ts";
import { noteIfEveryoneAnswered } from "../nudges/mutations.ts";
import { resolveAnswer } from "./answer.ts";
import { findResponseByEmail, getResponse } from "./queries.ts";
import { nextInLine, promote } from "./waitlist.ts";

/** An answer with the language of the page it was given on (the guest's mail comes in it). */
export type AnswerInput = GuestResponse & { language?: PageLocale };

export interface SubmitResult {
  response: ResponseRow;
  created: boolean;
  /** Returned once, at creation: the browser keeps it to edit the answer later. */
  secret?: string;
}

/**
 * What proves a guest owns an answer: the secret its browser got (or the key of a link mailed about
 * it, which carries that secret), or a session with that answer's e-mail (verified).
 */
export interface GuestProof {
  secret?: string;
  verifiedEmail?: string;
}

export function ownsResponse(secrets: ResponseSecrets, row: ResponseRow, proof: GuestProof): boolean {
  return secrets.opensAnswer(row.id, proof.secret) || sameEmail(proof.verifiedEmail, row.guestEmail);
}

export interface ResponseDeps {
  db: Db;
  jobs: JobQueue;
  secrets: ResponseSecrets;
  config: { maxAnswersPerHang: number };
  /** The time the answer-by date is judged by (the app's clock). */
  clock?: { now(): Date };
}

/**
 * What a new answer is checked against, read in one statement under the hang's lock: how many
 * answers the hang holds, how many say yes, and the answer this address already gave, if any.
 */
async function answersSoFar(tx: Db, hangId: string, email: string) {
  const [row] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      yes: sql<number>`(count(*) filter (where ${responses.response} = 'yes'))::int`,
      sameAddress: sql<
        string | null
      >`(array_agg(${responses.id}) filter (where lower(${responses.guestEmail}) = lower(${email})))[1]`,
    })
    .from(responses)
    .where(eq(responses.hangId, hangId));
  return row ?? { total: 0, yes: 0, sameAddress: null };
}

/** One shared link cannot be used to fill the database: a hang takes a bounded number of answers. */
function assertRoomForAnswers(stored: number, max: number) {
  if (stored >= max) {
    throw new AppError(
      "conflict",
      `This hang has reached its limit of ${max.toLocaleString("en-US")} answers, so it cannot take more.`,
      undefined,
      { id: "error.answersLimit", values: { max } },
    );
  }
}

/**
 * Records a guest's answer and mails them a confirmation with their private edit link. An e-mail
 * that already answered may only be updated by the holder of that response's secret; anyone else
 * gets 409, the stored answer stays untouched, and the true owner is mailed their edit link.
 */
export async function submitResponse(
  deps: ResponseDeps,
  hangId: string,
  input: AnswerInput,
  proof: GuestProof,
): Promise<SubmitResult> {
  const result = await deps.db.transaction(async (tx): Promise<SubmitResult | { taken: ResponseRow }> => {
    const hang = await lockHang(tx, hangId, deps.clock?.now());
    const soFar = await answersSoFar(tx, hangId, input.guestEmail);
    if (soFar.sameAddress) {
      const existing = await getResponse(tx, hangId, soFar.sameAddress);
      if (!ownsResponse(deps.secrets, existing, proof)) return { taken: existing };
      return { response: await writeAnswer(deps.jobs, tx, hang, existing, input), created: false };
    }
    assertRoomForAnswers(soFar.total, deps.config.maxAnswersPerHang);
    const answer = resolveAnswer(hang, input);
    if (answer.response === "yes") assertSpotFor(hang, soFar.yes);
    const [row] = await tx
      .insert(responses)
      .values({
        hangId,
        guestName: input.guestName,
        guestEmail: input.guestEmail,
        isPublic: input.isPublic,
        language: input.language,
        ...answer,
      })
      .onConflictDoNothing()
      .returning();
    // Another request with the same e-mail won the race.
    if (!row) throw new AppError("conflict", ALREADY_RESPONDED);
    const confirmation = mailJob("response-confirmation", hangId, row.guestEmail, row.id, {
      responseId: row.id,
    });
    await enqueueMail(deps.jobs, tx, confirmation);
    await noteIfEveryoneAnswered(deps.jobs, tx, hang);
    await announceHangChange(tx, { hangId, kind: "response-created", responseId: row.id });
    return { response: row, created: true, secret: deps.secrets.secretFor(row.id) };
  });
  if ("taken" in result) {
    const sentNow = await mailOwnerEditLink(deps, result.taken);
    // Says only what happened to the address typed, never anything of the answer itself.
    throw new AppError("conflict", ALREADY_RESPONDED, {
      editLink: sentNow ? EDIT_LINK_SENT : EDIT_LINK_ALREADY_SENT,
    });
  }
  deps.jobs.wake();
  return result;
}

/**
 * At most one such mail per answer per hour, however often someone tries the address. Returns
 * whether one was queued now (false: one already went this hour).
 */
async function mailOwnerEditLink(deps: ResponseDeps, owner: ResponseRow): Promise<boolean> {
  const hour = new Date().toISOString().slice(0, 13);
  const job = mailJob("response-edit-link", owner.hangId, owner.guestEmail, `${owner.id}@${hour}`, {
    responseId: owner.id,
  });
  const queued = await deps.db.transaction((tx) => enqueueMail(deps.jobs, tx, job));
  deps.jobs.wake();
  return queued;
}

export async function updateResponse(
  deps: ResponseDeps,
  hangId: string,
  responseId: string,
  input: AnswerInput,
  proof: GuestProof,
): Promise<ResponseRow> {
  const { secrets } = deps;
  const row = await deps.db.transaction(async (tx) => {
    const hang = await lockHang(tx, hangId, deps.clock?.now());
    const existing = await getResponse(tx, hangId, responseId);
    if (!ownsResponse(secrets, existing, proof)) {
      throw new AppError("forbidden", "Only the guest who answered can change this response.");
    }
    const other = await findResponseByEmail(tx, hangId, input.guestEmail);
    if (other && other.id !== existing.id) throw new AppError("conflict", ALREADY_RESPONDED);
    return writeAnswer(deps.jobs, tx, hang, existing, input);
  });
  deps.jobs.wake();
  return row;
}

/** Changes an answer; a confirmed guest who leaves "yes" hands the spot to the next in line. */
async function writeAnswer(jobs: JobQueue, tx: Db, hang: HangRow, existing: ResponseRow, input: AnswerInput) {
  const answer = resolveAnswer(hang, input);
  if (answer.response === "yes" && existing.response !== "yes") await assertSpotFree(tx, hang, existing.id);
  const next = answer.response === "yes" ? undefined : await nextInLine(tx, hang, existing);
  const [row] = await tx
    .update(responses)
    .set({
      guestName: input.guestName,
      guestEmail: input.guestEmail,
      isPublic: input.isPublic,
      language: input.language ?? existing.language,
      ...answer,
      updatedAt: new Date(),
    })
    .where(eq(responses.id, existing.id))
    .returning();
  await announceHangChange(tx, { hangId: hang.id, kind: "response-updated", responseId: existing.id });
  if (next) await promote(jobs, tx, hang, next);
  return row!;
}

/**
 * Row-locks the hang so concurrent answers to one hang are counted one after another; refuses
 * every answer, new or changed, once the answer-by date has passed.
 */
async function lockHang(tx: Db, hangId: string, now = new Date()): Promise<HangRow> {
  const [hang] = isUuid(hangId)
    ? await tx.select().from(hangs).where(eq(hangs.id, hangId)).for("update").limit(1)
    : [];
  if (!hang) throw new AppError("not_found", HANG_NOT_FOUND);
  assertNotCancelled(hang);
  if (!hang.isFinalized && isAnswerByPast(hang.answerBy, now)) {
    const answerBy = hang.answerBy!;
    const zone = hang.hostTimezone ?? "UTC";
    throw new AppError("conflict", answersClosedMessage(answerBy, zone, hang.hostName), undefined, {
      id: "answer.closed",
      values: { day: (locale) => answerByDayIn(answerBy, zone, locale), hostName: hang.hostName },
    });
  }
  return hang;
}

/** Another guest's yes counts against the capacity; the answer being changed does not. */
async function assertSpotFree(tx: Db, hang: HangRow, exceptId: string) {
  if (hang.maxCapacity == null) return;
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(responses)
    .where(and(eq(responses.hangId, hang.id), eq(responses.response, "yes"), ne(responses.id, exceptId)));
  assertSpotFor(hang, row?.count ?? 0);
}

function assertSpotFor(hang: HangRow, yesCount: number) {
  if (hang.maxCapacity != null && isFull(yesCount, hang.maxCapacity)) {
    const { title, description } = hangFullMessage(hang.maxCapacity);
    throw new AppError("conflict", title, { response: description }, undefined, {
      response: { id: "answer.spotsTakenMaybe", values: { capacity: hang.maxCapacity } },
    });
  }
}
