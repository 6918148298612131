import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { activitySuggestions, activityVotes, voterKeyGenerations } from "../../db/schema.ts";
import { isUuid } from "../../http/ids.ts";

export type SuggestionRow = typeof activitySuggestions.$inferSelect;
export type VoteRow = typeof activityVotes.$inferSelect;

export async function listSuggestions(db: Db, hangId: string): Promise<SuggestionRow[]> {
  return db
    .select()
    .from(activitySuggestions)
    .where(eq(activitySuggestions.hangId, hangId))
    .orderBy(asc(activitySuggestions.createdAt), asc(activitySuggestions.id));
}

export async function countSuggestions(db: Db, hangId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(activitySuggestions)
    .where(eq(activitySuggestions.hangId, hangId));
  return row?.n ?? 0;
}

export async function findSuggestion(db: Db, hangId: string, id: string): Promise<SuggestionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(activitySuggestions)
    .where(and(eq(activitySuggestions.hangId, hangId), eq(activitySuggestions.id, id)))
    .limit(1);
  return row;
}

/** Votes on suggestions; a stored vote without a suggestion (the original activity) is left out. */
export async function listVotes(db: Db, hangId: string): Promise<(VoteRow & { suggestionId: string })[]> {
  const rows = await db
    .select()
    .from(activityVotes)
    .where(eq(activityVotes.hangId, hangId))
    .orderBy(asc(activityVotes.createdAt), asc(activityVotes.id));
  return rows.filter((v): v is VoteRow & { suggestionId: string } => v.suggestionId !== null);
}

export async function findVote(
  db: Db,
  suggestionId: string,
  voterEmail: string,
): Promise<VoteRow | undefined> {
  const [row] = await db
    .select()
    .from(activityVotes)
    .where(
      and(
        eq(activityVotes.suggestionId, suggestionId),
        sql`lower(${activityVotes.voterEmail}) = lower(${voterEmail})`,
      ),
    )
    .limit(1);
  return row;
}

/** Whether this address already suggested or voted on this hang. */
export async function emailActiveOnHang(db: Db, hangId: string, email: string): Promise<boolean> {
  const [vote] = await db
    .select({ id: activityVotes.id })
    .from(activityVotes)
    .where(and(eq(activityVotes.hangId, hangId), sql`lower(${activityVotes.voterEmail}) = lower(${email})`))
    .limit(1);
  if (vote) return true;
  const [suggestion] = await db
    .select({ id: activitySuggestions.id })
    .from(activitySuggestions)
    .where(
      and(
        eq(activitySuggestions.hangId, hangId),
        sql`lower(${activitySuggestions.suggestedByEmail}) = lower(${email})`,
      ),
    )
    .limit(1);
  return Boolean(suggestion);
}

/** The generation an address's voter keys must carry on a hang (0 until its owner first proves it). */
export async function voterKeyGeneration(db: Db, hangId: string, email: string): Promise<number> {
  const [row] = await db
    .select({ generation: voterKeyGenerations.generation })
    .from(voterKeyGenerations)
    .where(
      and(eq(voterKeyGenerations.hangId, hangId), eq(voterKeyGenerations.email, email.trim().toLowerCase())),
    );
  return row?.generation ?? 0;
}

/** Starts a new generation: every voter key handed out for the address so far stops working. */
export async function nextVoterKeyGeneration(db: Db, hangId: string, email: string): Promise<number> {
  const [row] = await db
    .insert(voterKeyGenerations)
    .values({ hangId, email: email.trim().toLowerCase(), generation: 1 })
    .onConflictDoUpdate({
      target: [voterKeyGenerations.hangId, voterKeyGenerations.email],
      set: { generation: sql`${voterKeyGenerations.generation} + 1` },
    })
    .returning({ generation: voterKeyGenerations.generation });
  return row!.generation;
}
