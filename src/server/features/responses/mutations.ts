import { and, eq, ne, sql } from "drizzle-orm";
import { hangFullMessage, isFull } from "../../../shared/capacity.ts";
import { ALREADY_RESPONDED, type GuestResponse } from "../../../shared/responses.ts";
import type { Db } from "../../db/client.ts";
import { type HangRow, hangs, type ResponseRow, responses } from "../../db/schema.ts";
import { AppError } from "../../http/errors.ts";
import { isUuid } from "../../http/ids.ts";
import type { ResponseSecrets } from "../../http/response-secrets.ts";
import { assertNotCancelled } from "../hangs/mutations.ts";
import { HANG_NOT_FOUND } from "../hangs/queries.ts";
import { resolveAnswer } from "./answer.ts";
import { findResponseByEmail, getResponse } from "./queries.ts";

export interface SubmitResult {
  response: ResponseRow;
  created: boolean;
  /** Returned once, at creation: the browser keeps it to edit the answer later. */
  secret?: string;
}

/**
 * Records a guest's answer. An e-mail that already answered may only be updated by the holder of
 * that response's secret; anyone else gets 409 and the stored answer stays untouched.
 */
export async function submitResponse(
  db: Db,
  hangId: string,
  input: GuestResponse,
  secret: string | undefined,
  secrets: ResponseSecrets,
): Promise<SubmitResult> {
  return db.transaction(async (tx) => {
    const hang = await lockHang(tx, hangId);
    const existing = await findResponseByEmail(tx, hangId, input.guestEmail);
    if (existing) {
      if (!secrets.owns(existing.id, secret)) throw new AppError("conflict", ALREADY_RESPONDED);
      return { response: await writeAnswer(tx, hang, existing, input), created: false };
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
    return { response: row, created: true, secret: secrets.secretFor(row.id) };
  });
}

export async function updateResponse(
  db: Db,
  hangId: string,
  responseId: string,
  input: GuestResponse,
  secret: string | undefined,
  secrets: ResponseSecrets,
): Promise<ResponseRow> {
  return db.transaction(async (tx) => {
    const hang = await lockHang(tx, hangId);
    const existing = await getResponse(tx, hangId, responseId);
    if (!secrets.owns(existing.id, secret)) {
      throw new AppError("forbidden", "Only the guest who answered can change this response.");
    }
    const other = await findResponseByEmail(tx, hangId, input.guestEmail);
    if (other && other.id !== existing.id) throw new AppError("conflict", ALREADY_RESPONDED);
    return writeAnswer(tx, hang, existing, input);
  });
}

async function writeAnswer(tx: Db, hang: HangRow, existing: ResponseRow, input: GuestResponse) {
  const answer = resolveAnswer(hang, input);
  if (answer.response === "yes" && existing.response !== "yes") await assertSpotFree(tx, hang, existing.id);
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
