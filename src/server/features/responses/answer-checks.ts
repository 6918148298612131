// What every answer is checked against, whether it goes in alone or with others (new-answers.ts).
import { inArray, sql } from "drizzle-orm";
import { answersClosedMessage, isAnswerByPast } from "../../../shared/answer-by.ts";
import { answerByDayIn } from "../../../shared/i18n/date-format.ts";
import type { Db } from "../../db/client.ts";
import { type HangRow, hangs } from "../../db/schema.ts";
import { AppError } from "../../http/errors.ts";
import { assertNotCancelled } from "../hangs/mutations.ts";
import { confirmedHeadsByTime } from "./party-capacity.ts";

/**
 * How many answers the hang holds, and how many say yes: what a new answer is checked against.
 * (Written out: Drizzle leaves a column unqualified inside `sql`, which a correlated subquery needs.)
 */
export const answerCounts = {
  total: sql<number>`(select count(*)::int from responses r where r.hang_id = hangs.id)`,
  yes: sql<number>`(select count(*)::int from responses r where r.hang_id = hangs.id and r.response = 'yes')`,
};

/** Namespaces the hang answer lock among the app's advisory locks (any fixed 32-bit number). */
const ANSWER_LOCK_SPACE = 0x48414e47;

/**
 * Queues on the answer locks of the given hangs (released at commit), taken in the order given, then
 * counts their answers again in a statement of its own, which sees what the answers ahead committed:
 * for answers whose outcome depends on the others' (a yes against a capacity, the last invitee's).
 */
export async function countUnderAnswerLocks(tx: Db, hangIds: string[]) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${ANSWER_LOCK_SPACE}, hashtext(id)) from json_array_elements_text(${JSON.stringify(hangIds)}::json) as id`,
  );
  return tx
    .select({ id: hangs.id, ...answerCounts, heads: confirmedHeadsByTime })
    .from(hangs)
    .where(inArray(hangs.id, hangIds));
}

/** Whether anyone was invited (by e-mail, or as a group): such answers may be the last one awaited. */
export const anyoneInvited = sql<boolean>`(hangs.group_id is not null or exists (select 1 from invitees i where i.hang_id = hangs.id))`;

/** Refuses every answer, new or changed, to a cancelled hang or once the answer-by date has passed. */
export function assertOpenForAnswers(hang: HangRow, now: Date) {
  assertNotCancelled(hang);
  if (!hang.isFinalized && isAnswerByPast(hang.answerBy, now)) {
    const answerBy = hang.answerBy!;
    const zone = hang.hostTimezone ?? "UTC";
    throw new AppError("conflict", answersClosedMessage(answerBy, zone, hang.hostName), undefined, {
      id: "answer.closed",
      values: { day: (locale) => answerByDayIn(answerBy, zone, locale), hostName: hang.hostName },
    });
  }
}

/** One shared link cannot be used to fill the database: a hang takes a bounded number of answers. */
export function assertRoomForAnswers(stored: number, max: number) {
  if (stored >= max) {
    throw new AppError(
      "conflict",
      `This hang has reached its limit of ${max.toLocaleString("en-US")} answers, so it cannot take more.`,
      undefined,
      { id: "error.answersLimit", values: { max } },
    );
  }
}
