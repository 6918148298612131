// Who a round involves as it opens, read inside the opening transaction: its host (the owner, or
// the rotation's turn), the people it invites (the group's active members at that moment, or the
// series' addresses) with their names and languages, and their standing answers.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { StandingAnswerValue } from "../../../shared/series.ts";
import type { Db } from "../../db/client.ts";
import { friendGroups, groupMemberships, type SeriesRow, standingAnswers, users } from "../../db/schema.ts";
import { displayName } from "./queries.ts";
import { roundHostAddress } from "./rotation.ts";

export interface RoundPerson {
  email: string;
  name: string;
  userId: string | null;
  language: string | null;
}

export interface StandingAnswerRow {
  weekday: number;
  startTime: string;
  answer: StandingAnswerValue;
}

const localPart = (email: string) => email.split("@")[0] || email;

/** Accounts by lower-cased address, for names, languages and standing answers. */
async function accountsByAddress(tx: Db, addresses: readonly string[]) {
  const lower = [...new Set(addresses.map((a) => a.toLowerCase()))];
  if (lower.length === 0) return new Map<string, typeof users.$inferSelect>();
  const rows = await tx
    .select()
    .from(users)
    .where(inArray(sql`lower(${users.email})`, lower));
  return new Map(rows.map((u) => [u.email.toLowerCase(), u]));
}

/** The round's host: the rotation's turn (named by their account, else the group, else their address), or the owner. */
export async function roundHost(
  tx: Db,
  row: SeriesRow,
  date: string,
): Promise<RoundPerson & { proven: boolean }> {
  const turn = roundHostAddress(row, date);
  if (!turn) {
    const [owner] = await tx.select().from(users).where(eq(users.id, row.ownerId)).limit(1);
    if (!owner) throw new Error("series owner missing");
    return {
      email: owner.email,
      name: displayName(owner),
      userId: owner.id,
      language: owner.language,
      proven: owner.emailVerified,
    };
  }
  const account = (await accountsByAddress(tx, [turn])).get(turn.toLowerCase());
  const [member] = row.groupId
    ? await tx
        .select({ name: groupMemberships.name })
        .from(groupMemberships)
        .where(
          and(
            eq(groupMemberships.groupId, row.groupId),
            sql`lower(${groupMemberships.email}) = lower(${turn})`,
          ),
        )
        .limit(1)
    : [];
  const name = (account && displayName(account)) || member?.name || localPart(turn);
  // The owner typed the address: the hang's mail treats its holder as a stranger until they prove it.
  return {
    email: turn,
    name,
    userId: account?.id ?? null,
    language: account?.language ?? null,
    proven: false,
  };
}

/**
 * Everyone the round invites, once each: the active members of the series' active group as they
 * are now (someone who left is not asked), or the series' addresses. Empty when the group is gone.
 */
export async function roundInvitees(tx: Db, row: SeriesRow): Promise<RoundPerson[]> {
  let people: { email: string; name: string | null; userId: string | null }[];
  if (row.groupId) {
    const [group] = await tx
      .select({ isActive: friendGroups.isActive })
      .from(friendGroups)
      .where(eq(friendGroups.id, row.groupId))
      .limit(1);
    if (!group?.isActive) return [];
    people = await tx
      .select({ email: groupMemberships.email, name: groupMemberships.name, userId: groupMemberships.userId })
      .from(groupMemberships)
      .where(and(eq(groupMemberships.groupId, row.groupId), eq(groupMemberships.status, "active")));
  } else {
    people = row.emails.map((email) => ({ email, name: null, userId: null }));
  }
  const accounts = await accountsByAddress(
    tx,
    people.map((p) => p.email),
  );
  const seen = new Set<string>();
  const invited: RoundPerson[] = [];
  for (const person of people) {
    const key = person.email.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const account = accounts.get(key);
    invited.push({
      email: person.email,
      name: (account && displayName(account)) || person.name || localPart(person.email),
      userId: account?.id ?? person.userId,
      language: account?.language ?? null,
    });
  }
  return invited;
}

/** Each person's standing answers to the series, by user id. */
export async function standingAnswersOf(
  tx: Db,
  seriesId: string,
  userIds: readonly string[],
): Promise<Map<string, StandingAnswerRow[]>> {
  const byUser = new Map<string, StandingAnswerRow[]>();
  if (userIds.length === 0) return byUser;
  const rows = await tx
    .select()
    .from(standingAnswers)
    .where(and(eq(standingAnswers.seriesId, seriesId), inArray(standingAnswers.userId, [...userIds])));
  for (const r of rows) {
    const list = byUser.get(r.userId) ?? [];
    list.push({ weekday: r.weekday, startTime: r.startTime, answer: r.answer as StandingAnswerValue });
    byUser.set(r.userId, list);
  }
  return byUser;
}
