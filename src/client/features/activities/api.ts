// Activity suggestions and votes: the server's public shapes and the TanStack Query hooks.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { VoteType } from "../../../shared/activities.ts";
import type { SuggestionInput } from "../../../shared/activity-schema.ts";
import { apiRequest, getJson } from "../../lib/http.ts";
import { hangKey } from "../hangs/api.ts";
import { hasProof, proofHeaders, saveVoterKey, type Voter } from "./voter.ts";

export interface ActivitySuggestion {
  /** "original" for the hang's own activity. */
  id: string;
  suggestedBy: string;
  vibe: string;
  customActivity: string | null;
  description: string | null;
  isOriginal: boolean;
  /** Suggested under the asking voter's address (only when the request proved it): theirs to remove. */
  mine?: boolean;
  createdAt: string;
}

export interface ActivityVote {
  id: string;
  suggestionId: string;
  voteType: VoteType;
  /** The asking voter's own vote (only when the request proved who they are). */
  mine: boolean;
  createdAt: string;
}

const activitiesKey = (hangId: string) => [...hangKey(hangId), "activities"] as const;

/** Who is asking, for the server to mark their own suggestions and votes `mine`. */
function voterHeaders(voter: Voter): Record<string, string> {
  return { "X-Voter-Email": voter.email, ...proofHeaders(voter) };
}

/** A list read as the voter when they can prove who they are, so their own entries come marked. */
function useVoterList<T>(
  hangId: string,
  list: "suggestions" | "votes",
  voter: Voter | undefined,
  enabled: boolean,
) {
  const proven = hasProof(voter) ? voter : undefined;
  return useQuery({
    queryKey: [...activitiesKey(hangId), list, proven?.email.toLowerCase() ?? ""],
    queryFn: () =>
      getJson<T[]>(`/api/hangs/${hangId}/activity-${list}`, proven ? voterHeaders(proven) : undefined),
    enabled,
    placeholderData: (previous) => previous,
  });
}

export function useSuggestions(hangId: string, voter: Voter | undefined, enabled: boolean) {
  return useVoterList<ActivitySuggestion>(hangId, "suggestions", voter, enabled);
}

/** Everyone's votes; with a proven voter, theirs come marked `mine`. */
export function useVotes(hangId: string, voter: Voter | undefined, enabled: boolean) {
  return useVoterList<ActivityVote>(hangId, "votes", voter, enabled);
}

/** Removes the voter's own suggestion, or takes back their vote on one (the path names which). */
export function useRemoveActivity(hangId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      path,
      voter,
    }: {
      path: `${"activity-suggestions" | "activity-votes"}/${string}`;
      voter: Voter;
    }) => apiRequest<void>("DELETE", `/api/hangs/${hangId}/${path}`, undefined, voterHeaders(voter)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activitiesKey(hangId) }),
  });
}

function useActivityWrite<Body extends object, Result extends { voterKey: string }>(
  hangId: string,
  path: "activity-suggestions" | "activity-votes",
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, voter }: { body: Body; voter: Voter }) =>
      apiRequest<Result>("POST", `/api/hangs/${hangId}/${path}`, body, proofHeaders(voter)),
    onSuccess: (result, { voter }) => {
      saveVoterKey(hangId, voter.email, result.voterKey);
      return queryClient.invalidateQueries({ queryKey: activitiesKey(hangId) });
    },
  });
}

export function useSuggest(hangId: string) {
  return useActivityWrite<SuggestionInput, ActivitySuggestion & { voterKey: string }>(
    hangId,
    "activity-suggestions",
  );
}

export function useVote(hangId: string) {
  return useActivityWrite<
    { suggestionId: string; voterName: string; voterEmail: string; voteType: VoteType },
    ActivityVote & { voterKey: string }
  >(hangId, "activity-votes");
}
