import { and, eq, ne, sql } from "drizzle-orm";
import { hangFullMessage, isFull } from "../../../shared/capacity.ts";
import { ALREADY_RESPONDED, type GuestResponse } from "../../../shared/responses.ts";
import type { Db } from "../../db/client.ts";
import { type HangRow, hangs, type ResponseRow, responses } from "../../db/schema.ts";
import { AppError } from "../../http/errors.ts";
import { isUuid } from "../../http/ids.ts";
import type { ResponseSecrets } from "../../http/response-secrets.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { enqueueMail, mailJob } from "../../mail/mail-job.ts";
import { assertNotCancelled } from "../hangs/mutations.ts";
import { HANG_NOT_FOUND } from "../hangs/queries.ts";
import { resolveAnswer } from "./answer.ts";
import { findResponseByEmail, getResponse } from "./queries.ts";
import { nextInLine, promote } from "./waitlist.ts";

export interface SubmitResult {
  response: ResponseRow;
  created: boolean;
  /** Returned once, at creation: the browser keeps it to edit the answer later. */
  secret?: string;
}

export interface ResponseDeps {
  db: Db;
  jobs: JobQueue;
  secrets: ResponseSecrets;
}

/**
 * Records a guest's answer and mails them a confirmation with their private edit link. An e-mail
 * that already answered may only be updated by the holder of that response's secret; anyone else
 * gets 409, the stored answer stays untouched, and the true owner is mailed their edit link.
 */
export async function submitResponse(
  deps: ResponseDeps,
  hangId: string,
  input: GuestResponse,
  secret: string | undefined,
): Promise<SubmitResult> {
  const result = await deps.db.transaction(async (tx): Promise<SubmitResult | { taken: ResponseRow }> => {
    const hang = await lockHang(tx, hangId);
    const existing = await findResponseByEmail(tx, hangId, input.guestEmail);
    if (existing) {
      if (!deps.secrets.owns(existing.id, secret)) return { taken: existing };
      return { response: await writeAnswer(deps.jobs, tx, hang, existing, input), created: false };
    }
    const answer = resolveAnswer(hang, input);
    if (answer.response === "yes") await assertSpotFree(tx, hang, undefined);
    const [row] = await tx
      .insert(responses)
      .values({
        hangId,
        guestName: input.guestName,
        guestEmail: input.guestEmail,
        isPublic: input.isPublic,
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
    return { response: row, created: true, secret: deps.secrets.secretFor(row.id) };
  });
  if ("taken" in result) {
    await mailOwnerEditLink(deps, result.taken);
    throw new AppError("conflict", ALREADY_RESPONDED);
  }
  deps.jobs.wake();
  return result;
}

/** At most one such mail per answer per hour, however often someone tries the address. */
async function mailOwnerEditLink(deps: ResponseDeps, owner: ResponseRow) {
  const hour = new Date().toISOString().slice(0, 13);
  const job = mailJob("response-edit-link", owner.hangId, owner.guestEmail, `${owner.id}@${hour}`, {
    responseId: owner.id,
  });
  await deps.db.transaction((tx) => enqueueMail(deps.jobs, tx, job));
  deps.jobs.wake();
}

export async function updateResponse(
  deps: ResponseDeps,
  hangId: string,
  responseId: string,
  input: GuestResponse,
  secret: string | undefined,
): Promise<ResponseRow> {
  const { secrets } = deps;
  const row = await deps.db.transaction(async (tx) => {
    const hang = await lockHang(tx, hangId);
    const existing = await getResponse(tx, hangId, responseId);
    if (!secrets.owns(existing.id, secret)) {
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
async function writeAnswer(
  jobs: JobQueue,
  tx: Db,
  hang: HangRow,
  existing: ResponseRow,
  input: GuestResponse,
) {
  const answer = resolveAnswer(hang, input);
  if (answer.response === "yes" && existing.response !== "yes") await assertSpotFree(tx, hang, existing.id);
  const next = answer.response === "yes" ? undefined : await nextInLine(tx, hang, existing);
  const [row] = await tx
    .update(responses)
    .set({
      guestName: input.guestName,
      guestEmail: input.guestEmail,
      isPublic: input.isPublic,
      ...answer,
      updatedAt: new Date(),
    })
    .where(eq(responses.id, existing.id))
    .returning();
  if (next) await promote(jobs, tx, hang, next);
  return row!;
}

/** Row-locks the hang so concurrent answers to one hang are counted one after another. */
async function lockHang(tx: Db, hangId: string): Promise<HangRow> {
  const [hang] = isUuid(hangId)
    ? await tx.select().from(hangs).where(eq(hangs.id, hangId)).for("update").limit(1)
    : [];
  if (!hang) throw new AppError("not_found", HANG_NOT_FOUND);
  assertNotCancelled(hang);
  return hang;
}

async function assertSpotFree(tx: Db, hang: HangRow, exceptId: string | undefined) {
  if (hang.maxCapacity == null) return;
  const conditions = [eq(responses.hangId, hang.id), eq(responses.response, "yes")];
  if (exceptId) conditions.push(ne(responses.id, exceptId));
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(responses)
    .where(and(...conditions));
  if (isFull(row?.count ?? 0, hang.maxCapacity)) {
    const { title, description } = hangFullMessage(hang.maxCapacity);
    throw new AppError("conflict", title, { response: description });
  }
}
