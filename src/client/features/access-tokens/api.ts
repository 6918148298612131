// The signed-in person's personal access tokens: the list, creating one (its token comes back this
// once and is kept only on screen) and revoking one.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AccessTokenView, CreatedAccessToken, CreateTokenInput } from "../../../shared/access-tokens.ts";
import { apiRequest, getJson } from "../../lib/http.ts";
import { type AuthState, authKey } from "../auth/api.ts";

const TOKENS_URL = "/api/account/tokens";
const tokensKey = [TOKENS_URL] as const;

export function useAccessTokens() {
  const queryClient = useQueryClient();
  return useQuery<AccessTokenView[]>({
    queryKey: tokensKey,
    // Asked only while someone is signed in: when the account is deleted every query is read
    // again, this one before its section has gone from the page.
    queryFn: () =>
      queryClient.getQueryData<AuthState>(authKey)?.user ? getJson(TOKENS_URL) : Promise.resolve([]),
  });
}

export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTokenInput) => apiRequest<CreatedAccessToken>("POST", TOKENS_URL, input),
    onSuccess: ({ token: _, ...row }) =>
      queryClient.setQueryData<AccessTokenView[]>(tokensKey, (rows) => [row, ...(rows ?? [])]),
  });
}

export function useRevokeToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>("DELETE", `${TOKENS_URL}/${id}`),
    onSuccess: (_done, id) =>
      queryClient.setQueryData<AccessTokenView[]>(tokensKey, (rows) => rows?.filter((row) => row.id !== id)),
  });
}
