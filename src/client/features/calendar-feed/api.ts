// A calendar feed's URL (made on the first request) and resetting it.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FeedLink } from "../../../shared/calendar-feed.ts";
import { apiRequest } from "../../lib/http.ts";

/** `endpoint`: /api/user/feed, or /api/groups/{id}/feed. Only asked for once shown. */
export function useFeedLink(endpoint: string, enabled: boolean) {
  return useQuery<FeedLink>({ queryKey: [endpoint], enabled });
}

export function useResetFeed(endpoint: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<FeedLink>("POST", `${endpoint}/reset`),
    onSuccess: (link) => queryClient.setQueryData([endpoint], link),
  });
}
