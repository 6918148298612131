import { and, eq, isNull, sql } from "drizzle-orm";
import { HOST_ANSWER_ADDRESS_TAKEN } from "../../../shared/host-answers.ts";
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
import { releaseClaimsUnlessComing } from "../bring-list/release.ts";
import { HANG_NOT_FOUND } from "../hangs/queries.ts";
import { announceHangChange } from "../live/mutations.ts";
import { noteIfEveryoneAnswered } from "../nudges/mutations.ts";
import { saveQuestionAnswers } from "../questions/mutations.ts";
import { emitWebhookEvents, webhookEvents } from "../webhooks/mutations.ts";
import { resolveAnswer } from "./answer.ts";
import {
  answerCounts,
  anyoneInvited,
  assertOpenForAnswers,
  assertRoomForAnswers,
  countUnderAnswerLocks,
} from "./answer-checks.ts";
import { type GuestProof, holdsAddress, ownsResponse, provesAnswerAddress } from "./answer-proof.ts";
import type { NewAnswers } from "./new-answers.ts";
import { partyFor, seatChangedAnswer, seatNewAnswer } from "./party-capacity.ts";
import { findResponseByEmail, getResponse } from "./queries.ts";
import { settleWaitlists } from "./waitlist.ts";

export { type GuestProof, ownsResponse, provesAnswerAddress } from "./answer-proof.ts";
export { mostConfirmedHeads } from "./party-capacity.ts";
export { promoteForNewCapacity } from "./waitlist.ts";

/** An answer with the language of the page it was given on (the guest's mail comes in it). */
export type AnswerInput = GuestResponse & { language?: PageLocale };

export interface SubmitResult {
  response: ResponseRow;
  created: boolean;
  /** Returned once, at creation: the browser keeps it to edit the answer later. */
  secret?: string;
}

/**
 * The browser that opened the link mailed about an answer proves the answer's address: the answer
 * now shows in that address's calendar feeds and dashboard. Only while it still has that address.
 */
export async function markAddressProven(db: Db, row: ResponseRow): Promise<void> {
  if (row.addressProvenAt) return;
  // Proving the address of an answer the host entered takes it over (decision 0068).
  const takeOver = row.enteredByHostAt && !row.takenOverAt ? { takenOverAt: new Date() } : {};
  const marked = await db
    .update(responses)
    .set({ addressProvenAt: new Date(), ...takeOver })
    .where(
      and(
        eq(responses.id, row.id),
        sql`lower(${responses.guestEmail}) = lower(${row.guestEmail})`,
        isNull(responses.addressProvenAt),
      ),
    )
    .returning({ id: responses.id });
  // Open pages drop its "added by the host".
  if (marked.length > 0 && "takenOverAt" in takeOver) {
    await announceHangChange(db, { hangId: row.hangId, kind: "response-updated", responseId: row.id });
  }
}

export interface ResponseDeps {
  db: Db;
  jobs: JobQueue;
  secrets: ResponseSecrets;
  config: { maxAnswersPerHang: number };
  /** The time the answer-by date is judged by (the app's clock). */
  clock?: { now(): Date };
  /** New answers go in together with those arriving at the same time (new-answers.ts); without it, each alone. */
  newAnswers?: NewAnswers;
}

/**
 * Opens the hang for a new answer in one statement, with its answer counts, the answer this
 * address already gave, if any, and whether anyone was invited. The share lock lets answers go in
 * side by side while the host's changes wait for them. An answer whose outcome depends on the
 * others — a yes against a capacity, any answer to a hang with invitees ("everyone answered"), a
 * change to an earlier answer — then queues behind the others on the hang's answer lock and counts
 * again. The answer limit alone is checked without queueing: side-by-side answers may pass it by at
 * most the pool's connections (decision 0047).
 */
async function openForAnswer(tx: Db, hangId: string, email: string, now = new Date()) {
  const [row] = isUuid(hangId)
    ? await tx
        .select({
          hang: hangs,
          ...answerCounts,
          sameAddress: sql<
            string | null
          >`(select r.id from responses r where r.hang_id = hangs.id and lower(r.guest_email) = lower(${email}) limit 1)`,
          invited: anyoneInvited,
        })
        .from(hangs)
        .where(eq(hangs.id, hangId))
        .for("share")
        .limit(1)
    : [];
  if (!row) throw new AppError("not_found", HANG_NOT_FOUND);
  const { hang, invited, ...soFar } = row;
  assertOpenForAnswers(hang, now);
  return { hang, invited, soFar };
}

/** Answers that depend on the others' wait here for one another (released at commit). */
async function queueForAnswerLock(tx: Db, hangId: string) {
  const [counts] = await countUnderAnswerLocks(tx, [hangId]);
  return counts!;
}

/**
 * Records a guest's answer and mails them a confirmation with their private edit link: with the
 * other new answers arriving now when it can (new-answers.ts), else alone, as here. An e-mail
 * that already answered may only be updated by the holder of that response's secret; anyone else
 * gets 409, the stored answer stays untouched, and the true owner is mailed their edit link.
 */
export async function submitResponse(
  deps: ResponseDeps,
  hangId: string,
  input: AnswerInput,
  proof: GuestProof,
): Promise<SubmitResult> {
  // A new answer proves its address by a session, or by the invitation mailed to it.
  const proven = holdsAddress(proof, input.guestEmail);
  const result = await submitAnswer(deps, hangId, input, proof, proven);
  // Answered through the invitation mailed to the address: this browser gets the key a mailed
  // answer link carries, which also proves the address (votes, suggestions), not the bare secret.
  if (sameEmail(proof.invitedEmail, input.guestEmail)) {
    return { ...result, secret: deps.secrets.mailedKeyFor(result.response.id, result.response.guestEmail) };
  }
  return result;
}

/** Who writes an answer: its guest, or the host entering it for someone (decision 0068). */
export type AnswerAuthor = "guest" | "host";

/** The one mail a person gets about an answer the host entered with their address. */
export const hostEntryMail = (row: ResponseRow) =>
  mailJob("host-entered-answer", row.hangId, row.guestEmail, row.id, { responseId: row.id });

export async function submitAnswer(
  deps: ResponseDeps,
  hangId: string,
  input: AnswerInput,
  proof: GuestProof,
  proven: boolean,
  author: AnswerAuthor = "guest",
): Promise<SubmitResult> {
  const byHost = author === "host";
  const together = byHost ? undefined : await deps.newAnswers?.submit(hangId, input, proven);
  if (together) return together;
  const result = await deps.db.transaction(async (tx): Promise<SubmitResult | { taken: ResponseRow }> => {
    const { hang, invited, soFar } = await openForAnswer(tx, hangId, input.guestEmail, deps.clock?.now());
    if (soFar.sameAddress) {
      if (byHost)
        throw new AppError("conflict", HOST_ANSWER_ADDRESS_TAKEN, { guestEmail: HOST_ANSWER_ADDRESS_TAKEN });
      await queueForAnswerLock(tx, hangId);
      const existing = await getResponse(tx, hangId, soFar.sameAddress);
      if (!ownsResponse(deps.secrets, existing, proof)) return { taken: existing };
      const provenNow = provesAnswerAddress(deps.secrets, existing.id, input.guestEmail, proof);
      return { response: await writeAnswer(deps.jobs, tx, hang, existing, input, provenNow), created: false };
    }
    const answer = resolveAnswer(hang, input);
    const countsMatter = invited || (answer.response === "yes" && hang.maxCapacity != null);
    const counted = countsMatter ? await queueForAnswerLock(tx, hangId) : soFar;
    assertRoomForAnswers(counted.total, deps.config.maxAnswersPerHang);
    const party = partyFor(hang, answer, input);
    const heads = "heads" in counted ? counted.heads : {};
    const waitingFor = seatNewAnswer(hang, answer, 1 + party.plusOnes, input.waitlist, heads);
    const [row] = await tx
      .insert(responses)
      .values({
        hangId,
        guestName: input.guestName,
        guestEmail: input.guestEmail,
        isPublic: input.isPublic,
        language: input.language,
        timeZone: input.timeZone ?? null,
        addressProvenAt: proven ? new Date() : null,
        enteredByHostAt: byHost ? new Date() : null,
        ...answer,
        ...party,
        waitingFor,
      })
      .onConflictDoNothing()
      .returning();
    // Another request with the same e-mail won the race.
    if (!row) throw new AppError("conflict", ALREADY_RESPONDED);
    await saveQuestionAnswers(tx, hang, row.id, input.questionAnswers, byHost ? "new-by-host" : "new");
    const confirmation = byHost
      ? hostEntryMail(row)
      : mailJob("response-confirmation", hangId, row.guestEmail, row.id, { responseId: row.id, proven });
    await enqueueMail(deps.jobs, tx, confirmation);
    await emitWebhookEvents(deps.jobs, tx, [webhookEvents.answerCreated(hang, row)]);
    if (invited) await noteIfEveryoneAnswered(deps.jobs, tx, hang);
    await announceHangChange(tx, { hangId, kind: "response-created", responseId: row.id });
    // The host never holds the guest's secret: the answer is theirs until its person proves the address.
    return { response: row, created: true, secret: byHost ? undefined : deps.secrets.secretFor(row.id) };
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
 * A member's standing answers to a standing hang's new round (features/series/open-round.ts), written
 * as their own answer in the transaction that opens the round: the hang is new, so no one else's
 * answer can be ahead of it. No confirmation mail: the round's invitation says "We put you down as…"
 * with the link to change it. The member set them signed in, so the address counts as proven.
 */
export async function writeStandingAnswer(
  jobs: JobQueue,
  tx: Db,
  hang: HangRow,
  input: AnswerInput,
): Promise<ResponseRow> {
  const answer = resolveAnswer(hang, input);
  const party = partyFor(hang, answer, input);
  const waitingFor = seatNewAnswer(hang, answer, 1 + party.plusOnes, true, {});
  const [row] = await tx
    .insert(responses)
    .values({
      hangId: hang.id,
      guestName: input.guestName,
      guestEmail: input.guestEmail,
      isPublic: input.isPublic,
      language: input.language,
      timeZone: input.timeZone ?? null,
      addressProvenAt: new Date(),
      ...answer,
      ...party,
      waitingFor,
    })
    .returning();
  await emitWebhookEvents(jobs, tx, [webhookEvents.answerCreated(hang, row!)]);
  await announceHangChange(tx, { hangId: hang.id, kind: "response-created", responseId: row!.id });
  return row!;
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
    const provenNow = provesAnswerAddress(secrets, existing.id, input.guestEmail, proof);
    return writeAnswer(deps.jobs, tx, hang, existing, input, provenNow);
  });
  deps.jobs.wake();
  return row;
}

/**
 * Changes an answer; spots it frees (leaving a time, bringing fewer) go to those waiting. The
 * answer keeps its proof of address while the address stays, gains it when `provenNow`, and loses
 * it when moved to an address nothing proves.
 */
export async function writeAnswer(
  jobs: JobQueue,
  tx: Db,
  hang: HangRow,
  existing: ResponseRow,
  input: AnswerInput,
  provenNow: boolean,
  author: AnswerAuthor = "guest",
) {
  // Its person changing an answer the host entered takes it over: the guest path needs their proof.
  const takeOver =
    author === "guest" && existing.enteredByHostAt && !existing.takenOverAt
      ? { takenOverAt: new Date() }
      : {};
  const answer = resolveAnswer(hang, input);
  const sameAddress = sameEmail(existing.guestEmail, input.guestEmail);
  const kept = sameAddress ? existing.addressProvenAt : null;
  const party = partyFor(hang, answer, input, existing);
  const seats = await seatChangedAnswer(tx, hang, existing, answer, party, input.waitlist);
  const [row] = await tx
    .update(responses)
    .set({
      guestName: input.guestName,
      guestEmail: input.guestEmail,
      isPublic: input.isPublic,
      language: input.language ?? existing.language,
      timeZone: input.timeZone ?? existing.timeZone,
      addressProvenAt: provenNow ? (kept ?? new Date()) : kept,
      ...takeOver,
      ...answer,
      ...party,
      ...seats,
      updatedAt: new Date(),
    })
    .where(eq(responses.id, existing.id))
    .returning();
  await saveQuestionAnswers(tx, hang, existing.id, input.questionAnswers, "change");
  await emitWebhookEvents(jobs, tx, [webhookEvents.answerChanged(hang, existing, row!)]);
  await announceHangChange(tx, { hangId: hang.id, kind: "response-updated", responseId: existing.id });
  await releaseClaimsUnlessComing(tx, row!);
  // Spots this change freed go to those waiting (decision 0065).
  await settleWaitlists(jobs, tx, hang, existing.id);
  return row!;
}

/** Row-locks the hang for a change to an answer (which may hand a spot to the waitlist). */
export async function lockHang(tx: Db, hangId: string, now = new Date()): Promise<HangRow> {
  const [hang] = isUuid(hangId)
    ? await tx.select().from(hangs).where(eq(hangs.id, hangId)).for("update").limit(1)
    : [];
  if (!hang) throw new AppError("not_found", HANG_NOT_FOUND);
  assertOpenForAnswers(hang, now);
  return hang;
}
