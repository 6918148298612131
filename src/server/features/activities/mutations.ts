import { eq } from "drizzle-orm";
import { ORIGINAL_SUGGESTION_ID, SUGGESTIONS_OFF } from "../../../shared/activities.ts";
import type { Suggestion, Vote } from "../../../shared/activity-schema.ts";
import type { Db } from "../../db/client.ts";
import { activitySuggestions, activityVotes, type HangRow, hangs } from "../../db/schema.ts";
import { AppError } from "../../http/errors.ts";
import { isUuid } from "../../http/ids.ts";
import type { ResponseSecrets } from "../../http/response-secrets.ts";
import { assertNotCancelled } from "../hangs/mutations.ts";
import { HANG_NOT_FOUND } from "../hangs/queries.ts";
import { announceHangChange } from "../live/mutations.ts";
import { countSuggestions, findSuggestion, findVote, type SuggestionRow, type VoteRow } from "./queries.ts";
import { assertMayActAs, provesVoter, type VoterProof } from "./voters.ts";

export const MAX_SUGGESTIONS_PER_HANG = 50;

export interface ActivityDeps {
  db: Db;
  secrets: ResponseSecrets;
}

export function assertSuggestionsAllowed(hang: HangRow): void {
  if (!hang.allowActivitySuggestions) throw new AppError("forbidden", SUGGESTIONS_OFF);
}

/** Row-locks the hang: one address's first uses, and its votes, are handled one at a time. */
async function lockOpenHang(tx: Db, hangId: string): Promise<HangRow> {
  const [hang] = isUuid(hangId)
    ? await tx.select().from(hangs).where(eq(hangs.id, hangId)).for("update").limit(1)
    : [];
  if (!hang) throw new AppError("not_found", HANG_NOT_FOUND);
  assertSuggestionsAllowed(hang);
  assertNotCancelled(hang);
  return hang;
}

export async function addSuggestion(
  deps: ActivityDeps,
  hangId: string,
  input: Suggestion,
  proof: VoterProof,
): Promise<{ suggestion: SuggestionRow; voterKey: string }> {
  return deps.db.transaction(async (tx) => {
    const hang = await lockOpenHang(tx, hangId);
    const voterKey = await assertMayActAs(tx, deps.secrets, hang.id, input.suggestedByEmail, proof);
    if ((await countSuggestions(tx, hang.id)) >= MAX_SUGGESTIONS_PER_HANG) {
      throw new AppError("conflict", "This hang has plenty of suggestions already. Vote on those instead!");
    }
    const [suggestion] = await tx
      .insert(activitySuggestions)
      .values({ hangId: hang.id, ...input })
      .returning();
    await announceHangChange(tx, { hangId: hang.id, kind: "suggestion-added", suggestionId: suggestion!.id });
    return { suggestion: suggestion!, voterKey };
  });
}

/** One vote per voter per suggestion: voting again changes it. */
export async function castVote(
  deps: ActivityDeps,
  hangId: string,
  input: Vote,
  proof: VoterProof,
): Promise<{ vote: VoteRow & { suggestionId: string }; created: boolean; voterKey: string }> {
  if (input.suggestionId === ORIGINAL_SUGGESTION_ID) {
    throw new AppError("bad_request", "The original activity can't be voted on. Vote on the suggestions!");
  }
  return deps.db.transaction(async (tx) => {
    const hang = await lockOpenHang(tx, hangId);
    const suggestion = await findSuggestion(tx, hang.id, input.suggestionId);
    if (!suggestion) throw new AppError("not_found", "Suggestion not found");
    const voterKey = await assertMayActAs(tx, deps.secrets, hang.id, input.voterEmail, proof);
    const existing = await findVote(tx, suggestion.id, input.voterEmail);
    const [vote] = existing
      ? await tx
          .update(activityVotes)
          .set({ voteType: input.voteType, voterName: input.voterName })
          .where(eq(activityVotes.id, existing.id))
          .returning()
      : await tx
          .insert(activityVotes)
          .values({
            hangId: hang.id,
            suggestionId: suggestion.id,
            voterName: input.voterName,
            voterEmail: input.voterEmail,
            voteType: input.voteType,
          })
          .returning();
    await announceHangChange(tx, { hangId: hang.id, kind: "vote-cast", suggestionId: suggestion.id });
    return {
      vote: { ...vote!, suggestionId: suggestion.id },
      created: !existing,
      voterKey,
    };
  });
}

export const NOT_YOURS_TO_REMOVE = "Only the person it was made for can remove this.";

/** A suggestion removed by whoever speaks for its suggester's address (their votes go with it). */
export async function removeSuggestion(
  deps: ActivityDeps,
  hangId: string,
  suggestionId: string,
  proof: VoterProof,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const hang = await lockOpenHang(tx, hangId);
    const suggestion = await findSuggestion(tx, hang.id, suggestionId);
    if (!suggestion) throw new AppError("not_found", "Suggestion not found");
    if (!(await provesVoter(tx, deps.secrets, hang.id, suggestion.suggestedByEmail, proof))) {
      throw new AppError("forbidden", NOT_YOURS_TO_REMOVE);
    }
    await tx.delete(activitySuggestions).where(eq(activitySuggestions.id, suggestion.id));
    await announceHangChange(tx, {
      hangId: hang.id,
      kind: "suggestion-removed",
      suggestionId: suggestion.id,
    });
  });
}

/** Takes back a vote: the voter's, proved as for casting it. */
export async function removeVote(
  deps: ActivityDeps,
  hangId: string,
  suggestionId: string,
  voterEmail: string,
  proof: VoterProof,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const hang = await lockOpenHang(tx, hangId);
    const suggestion = await findSuggestion(tx, hang.id, suggestionId);
    const vote = suggestion && (await findVote(tx, suggestion.id, voterEmail));
    if (!suggestion || !vote) throw new AppError("not_found", "Vote not found");
    if (!(await provesVoter(tx, deps.secrets, hang.id, voterEmail, proof))) {
      throw new AppError("forbidden", NOT_YOURS_TO_REMOVE);
    }
    await tx.delete(activityVotes).where(eq(activityVotes.id, vote.id));
    await announceHangChange(tx, { hangId: hang.id, kind: "vote-removed", suggestionId: suggestion.id });
  });
}
