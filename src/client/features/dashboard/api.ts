// The signed-in person's hangs (one call for the dashboard and the repeat dialog) and deleting one.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UserHang } from "../../../shared/user-hangs.ts";
import { toast } from "../../components/ui/use-toast.ts";
import { t } from "../../i18n/i18n.ts";
import { apiRequest } from "../../lib/http.ts";
import { useSignedInList } from "../groups/friend-groups-api.ts";

export const userHangsKey = ["/api/user/hangs"] as const;

/**
 * Only asked for when signed in (the server answers 401 otherwise), and not again with the ended
 * session while signing out resets every query.
 */
export function useUserHangs(signedIn: boolean) {
  return useSignedInList<UserHang>(userHangsKey, "/api/user/hangs", signedIn);
}

/** `onDeleted` runs once the list no longer shows the hang (its card, and the dialog, are gone). */
export function useDeleteHang(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hangId: string) => apiRequest<unknown>("DELETE", `/api/user/hangs/${hangId}`),
    onSuccess: async () => {
      toast({ title: t("dashboard.cleanedUp") });
      await queryClient.invalidateQueries({ queryKey: userHangsKey });
      // After the closed dialog's own focus return (a task queued as it unmounted).
      setTimeout(onDeleted, 0);
    },
    onError: () =>
      toast({
        variant: "destructive",
        title: t("dashboard.deleteHangFailed"),
        description: t("dashboard.oopsTryAgain"),
      }),
  });
}
