// The signed-in person's personal access tokens: the list, creating one (its token comes back this
// once and is kept only on screen) and revoking one.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AccessTokenView, CreatedAccessToken, CreateTokenInput } from "../../../shared/access-tokens.ts";
import { apiRequest } from "../../lib/http.ts";

const TOKENS_URL = "/api/account/tokens";
const tokensKey = [TOKENS_URL] as const;

export function useAccessTokens() {
  return useQuery<AccessTokenView[]>({ queryKey: tokensKey });
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
