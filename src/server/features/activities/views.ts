// What each audience may see of suggestions and votes: never an e-mail in public; voters' names
// only for the host. The hang's own activity comes first as the pseudo-suggestion "original".
import { ORIGINAL_SUGGESTION_ID, type VoteType } from "../../../shared/activities.ts";
import type { HangRow } from "../../db/schema.ts";
import type { SuggestionRow, VoteRow } from "./queries.ts";

export function originalSuggestionView(hang: HangRow) {
  return {
    id: ORIGINAL_SUGGESTION_ID,
    suggestedBy: hang.hostName,
    vibe: hang.vibe,
    customActivity: null,
    description: null,
    isOriginal: true,
    createdAt: hang.createdAt.toISOString(),
  };
}

export function publicSuggestionView(s: SuggestionRow) {
  return {
    id: s.id,
    suggestedBy: s.suggestedBy,
    vibe: s.vibe,
    customActivity: s.customActivity,
    description: s.description,
    isOriginal: false,
    createdAt: s.createdAt.toISOString(),
  };
}

export function hostSuggestionView(s: SuggestionRow) {
  return { ...publicSuggestionView(s), suggestedByEmail: s.suggestedByEmail };
}

type SuggestionVote = VoteRow & { suggestionId: string };

/** `mine` marks the asking voter's own votes, when the request proved who they are. */
export function publicVoteView(v: SuggestionVote, mine: boolean) {
  return {
    id: v.id,
    suggestionId: v.suggestionId,
    voteType: v.voteType as VoteType,
    mine,
    createdAt: v.createdAt.toISOString(),
  };
}

export function hostVoteView(v: SuggestionVote) {
  return { ...publicVoteView(v, false), voterName: v.voterName, voterEmail: v.voterEmail };
}
