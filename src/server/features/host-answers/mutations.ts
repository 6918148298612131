// Answers the host enters for someone (decision 0068). They go through the guests' own write path
// (responses/mutations.ts), so capacity, the waitlist, "It's on" and live pages apply unchanged; what
// differs is who may change them: the host, until the person proves the address and takes them over.
import { randomUUID } from "node:crypto";
import {
  HOST_ANSWER_ADDRESS_TAKEN,
  HOST_ANSWER_NOT_HOSTS,
  HOST_ANSWER_TAKEN_OVER,
  type HostAnswer,
  hostEntryOf,
  isNoAddress,
  NO_ADDRESS_DOMAIN,
} from "../../../shared/host-answers.ts";
import type { PageLocale } from "../../../shared/i18n/locales.ts";
import type { ResponseRow } from "../../db/schema.ts";
import { sameEmail } from "../../http/actor.ts";
import { AppError } from "../../http/errors.ts";
import { enqueueMail } from "../../mail/mail-job.ts";
import { eraseAnswer } from "../account/mutations.ts";
import { getHangForUpdate } from "../hangs/queries.ts";
import {
  type AnswerInput,
  hostEntryMail,
  lockHang,
  type ResponseDeps,
  submitAnswer,
  writeAnswer,
} from "../responses/mutations.ts";
import { findResponseByEmail, getResponse } from "../responses/queries.ts";

/** A stand-in address for an answer entered without one: unique, so it never meets another answer. */
const standInAddress = () => `entered-${randomUUID()}@${NO_ADDRESS_DOMAIN}`;

/** The answer as the guests' path takes it; the language is the host's page's (their mail is in it). */
function asAnswer(input: HostAnswer, email: string, language: PageLocale | undefined): AnswerInput {
  return { ...input, guestEmail: email, language };
}

/** Refuses a change to an answer the guest gave, or one its person has taken over. */
function assertHostsToChange(row: ResponseRow) {
  const entry = hostEntryOf(row);
  if (entry === null) throw new AppError("forbidden", HOST_ANSWER_NOT_HOSTS);
  if (entry === "confirmed") throw new AppError("conflict", HOST_ANSWER_TAKEN_OVER);
}

/** Adds someone's answer; with an e-mail, that person is mailed once a link to confirm or change it. */
export async function enterAnswer(
  deps: ResponseDeps,
  hangId: string,
  input: HostAnswer,
  language?: PageLocale,
): Promise<ResponseRow> {
  const email = input.guestEmail ?? standInAddress();
  const result = await submitAnswer(deps, hangId, asAnswer(input, email, language), {}, false, "host");
  return result.response;
}

/**
 * Changes an answer the host entered, while it is still theirs. Moved to a new address, it is mailed
 * there once; moved off an address (e-mail cleared), it gets a stand-in.
 */
export async function changeEnteredAnswer(
  deps: ResponseDeps,
  hangId: string,
  responseId: string,
  input: HostAnswer,
): Promise<ResponseRow> {
  const row = await deps.db.transaction(async (tx) => {
    const hang = await lockHang(tx, hangId, deps.clock?.now());
    const existing = await getResponse(tx, hang.id, responseId);
    assertHostsToChange(existing);
    // Cleared: a stand-in again (a new one, unless it had one), so the old address no longer opens it.
    const email =
      input.guestEmail ?? (isNoAddress(existing.guestEmail) ? existing.guestEmail : standInAddress());
    const other = await findResponseByEmail(tx, hang.id, email);
    if (other && other.id !== existing.id) {
      throw new AppError("conflict", HOST_ANSWER_ADDRESS_TAKEN, { guestEmail: HOST_ANSWER_ADDRESS_TAKEN });
    }
    const written = await writeAnswer(
      deps.jobs,
      tx,
      hang,
      existing,
      asAnswer(input, email, undefined),
      false,
      "host",
    );
    if (!sameEmail(existing.guestEmail, written.guestEmail))
      await enqueueMail(deps.jobs, tx, hostEntryMail(written));
    return written;
  });
  deps.jobs.wake();
  return row;
}

/** Removes an answer the host entered, while it is still theirs: its spot goes to the next in line. */
export async function removeEnteredAnswer(
  deps: ResponseDeps,
  hangId: string,
  responseId: string,
  now = new Date(),
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const hang = await getHangForUpdate(tx, hangId);
    const existing = await getResponse(tx, hang.id, responseId);
    assertHostsToChange(existing);
    await eraseAnswer(deps.jobs, tx, hang, existing, now);
  });
  deps.jobs.wake();
}
