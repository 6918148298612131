// Activity suggestions and votes: the words the panel and server share. What a guest sends is
// checked by activity-schema.ts, apart, so the guest page loads no zod.
import { emailProblem } from "./field-rules.ts";

/** The hang's own activity, listed first as a pseudo-suggestion attributed to the host. */
export const ORIGINAL_SUGGESTION_ID = "original";

export const VOTE_TYPES = ["love", "up", "down"] as const;
export type VoteType = (typeof VOTE_TYPES)[number];
export const VOTE_LABELS: Record<VoteType, string> = {
  love: "Love this!",
  up: "It's okay",
  down: "Not for me",
};

export const ACTIVITY_REQUIRED = {
  title: "Please select an activity",
  description: "What would you like to suggest?",
};
export const ACTIVITY_DESCRIPTION_REQUIRED = {
  title: "Please describe your activity",
  description: "What would you like to do?",
};
export const IDENTITY_REQUIRED =
  "Fill out your name and email above to vote on activities and suggest alternatives!";
export const ACTIVITY_FAILED = { title: "Oops! That didn't work", description: "Please try again." };
export const SUGGESTION_ADDED = "Suggestion added!";
export const VOTE_COUNTED = "Vote counted!";
export const SUGGESTIONS_OFF = "Activity suggestions are turned off for this hang.";

/** "Guest" is the placeholder name of someone who has not said who they are. */
export function isIdentified(name: string | undefined, email: string | undefined): boolean {
  const trimmed = name?.trim() ?? "";
  return trimmed !== "" && trimmed.toLowerCase() !== "guest" && emailProblem(email ?? "") === undefined;
}

export interface VoteTally {
  love: number;
  up: number;
  down: number;
}

export function tallyVotes(votes: readonly { suggestionId: string; voteType: VoteType }[]) {
  const tallies = new Map<string, VoteTally>();
  for (const v of votes) {
    const tally = tallies.get(v.suggestionId) ?? { love: 0, up: 0, down: 0 };
    tally[v.voteType] += 1;
    tallies.set(v.suggestionId, tally);
  }
  return tallies;
}
