// Activity suggestions and votes: the server's public shapes and the TanStack Query hooks.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SuggestionInput, VoteType } from "../../../shared/activities.ts";
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

export function useSuggestions(hangId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...activitiesKey(hangId), "suggestions"],
    queryFn: () => getJson<ActivitySuggestion[]>(`/api/hangs/${hangId}/activity-suggestions`),
    enabled,
  });
}

/** Everyone's votes; with a proven voter, theirs come marked `mine`. */
export function useVotes(hangId: string, voter: Voter | undefined, enabled: boolean) {
  const proven = hasProof(voter) ? voter : undefined;
  return useQuery({
    queryKey: [...activitiesKey(hangId), "votes", proven?.email.toLowerCase() ?? ""],
    queryFn: () =>
      getJson<ActivityVote[]>(
        `/api/hangs/${hangId}/activity-votes`,
        proven ? { "X-Voter-Email": proven.email, ...proofHeaders(proven) } : undefined,
      ),
    enabled,
    placeholderData: (previous) => previous,
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
