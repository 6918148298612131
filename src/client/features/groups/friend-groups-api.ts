// Friend groups (quick-invite lists) for the signed-in person, and the spec's 401 handling.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/use-toast.ts";
import { t } from "../../i18n/i18n.ts";
import { apiRequest, getJson, isApiError } from "../../lib/http.ts";
import { type AuthState, authKey } from "../auth/api.ts";

export interface FriendGroup {
  id: string;
  name: string;
  emails: string[];
  hostEmail: string | null;
  createdAt: string;
}

export const friendGroupsKey = ["/api/friend-groups"] as const;

/**
 * Reads a signed-in list only while the cached account says someone is signed in: signing out
 * resets every query at once, and this list must not be asked for with the ended session.
 */
export function useSignedInList<T>(queryKey: readonly unknown[], url: string, enabled = true) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey,
    queryFn: () =>
      queryClient.getQueryData<AuthState>(authKey)?.user ? getJson<T[]>(url) : Promise.resolve([] as T[]),
    enabled,
  });
}

export function useFriendGroups(enabled: boolean) {
  return useSignedInList<FriendGroup>(friendGroupsKey, "/api/friend-groups", enabled);
}

export interface FriendGroupSave {
  id?: string;
  name: string;
  emails: string[];
  hostEmail?: string;
}

export function useSaveFriendGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: FriendGroupSave) =>
      id
        ? apiRequest<FriendGroup>("PUT", `/api/friend-groups/${id}`, body)
        : apiRequest<FriendGroup>("POST", "/api/friend-groups", body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: friendGroupsKey }),
  });
}

export function useDeleteFriendGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>("DELETE", `/api/friend-groups/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: friendGroupsKey }),
  });
}

/** The delay before the sign-in dialog follows the "logged out" toast. */
export const SIGN_IN_AGAIN_DELAY_MS = 500;

/**
 * A failed friend-group call: a lapsed session says so, refreshes who is signed in and opens the
 * sign-in dialog half a second later; anything else shows the call's own error toast.
 */
export function useFriendGroupFailure(openSignIn: () => void) {
  const queryClient = useQueryClient();
  return (error: unknown, title: string) => {
    if (isApiError(error, 401)) {
      toast({ variant: "destructive", title: t("groups.unauthorized"), description: t("groups.loggedOut") });
      void queryClient.invalidateQueries({ queryKey: authKey });
      window.setTimeout(openSignIn, SIGN_IN_AGAIN_DELAY_MS);
      return;
    }
    const message = isApiError(error) && error.status < 500 ? error.body.message : t("shell.tryAgain");
    toast({ variant: "destructive", title, description: message });
  };
}
