// People's own data: deleting the account (after the typed confirmation) and a guest removing their
// answer. Downloading is a plain link to GET /api/user/export, which answers with a file.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DeletedAccount } from "../../../shared/account.ts";
import { toast } from "../../components/ui/use-toast.ts";
import { t } from "../../i18n/i18n.ts";
import { apiRequest, isApiError } from "../../lib/http.ts";
import type { OwnResponse } from "../../lib/storage.ts";
import { hangKey } from "../hangs/api.ts";
import { ownResponseKey } from "../responses/api.ts";

const myResponseKey = (hangId: string) => [...hangKey(hangId), "responses", "mine"] as const;

export const EXPORT_URL = "/api/user/export";

const tryAgain = (error: unknown) =>
  isApiError(error) && error.status < 500 && error.body.message
    ? error.body.message
    : t("dashboard.oopsTryAgain");

export function useDeleteAccount(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirm: string) =>
      apiRequest<DeletedAccount & { deleted: true }>("DELETE", "/api/user", { confirm }),
    onSuccess: async () => {
      toast({ title: t("dashboard.accountDeleted"), description: t("dashboard.accountDeletedText") });
      // Every view depended on the session, which is gone: read everything again without it.
      await queryClient.resetQueries();
      onDeleted();
    },
    onError: (error) =>
      toast({
        variant: "destructive",
        title: t("dashboard.deleteAccountFailed"),
        description: tryAgain(error),
      }),
  });
}

/** "Remove my response": the answer with this browser's secret (or the signed-in guest's address). */
export function useRemoveResponse(hangId: string, onRemoved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (own: OwnResponse) =>
      apiRequest<void>(
        "DELETE",
        `/api/hangs/${hangId}/responses/${own.responseId}`,
        undefined,
        own.secret ? { "X-Response-Secret": own.secret } : {},
      ),
    onSuccess: async (_done, own) => {
      // The answer is gone: nothing may ask for it again (that would only find nothing).
      queryClient.removeQueries({ queryKey: ownResponseKey(hangId, own.responseId) });
      queryClient.removeQueries({ queryKey: myResponseKey(hangId) });
      onRemoved();
      toast({ title: t("dashboard.responseRemoved"), description: t("dashboard.responseRemovedText") });
      await queryClient.invalidateQueries({
        queryKey: hangKey(hangId),
        predicate: (query) => !query.queryKey.includes("own") && !query.queryKey.includes("mine"),
      });
    },
    onError: (error) =>
      toast({
        variant: "destructive",
        title: t("dashboard.removeResponseFailed"),
        description: tryAgain(error),
      }),
  });
}
