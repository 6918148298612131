// The bring list: the server's views and the TanStack Query hooks. Reads need no proof (names come
// as the viewer may see them); the host's writes carry the edit token, a guest's their answer's secret.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BringItemView } from "../../../shared/bring-list-rules.ts";
import { apiRequest, getJson } from "../../lib/http.ts";
import type { OwnResponse } from "../../lib/storage.ts";
import { asHost, hangKey } from "../hangs/api.ts";

/** Under the hang's key, so a live change to the hang refetches it too. */
const bringListKey = (hangId: string) => [...hangKey(hangId), "bring-list"] as const;

export function useBringList(hangId: string, editToken?: string) {
  return useQuery({
    queryKey: [...bringListKey(hangId), editToken ? "as-host" : "public"],
    queryFn: () => getJson<BringItemView[]>(`/api/hangs/${hangId}/bring-items`, asHost(editToken)),
  });
}

const itemsPath = (hangId: string) => `/api/hangs/${hangId}/bring-items`;

/** The guest's proof: the answer's secret when this browser holds it (else the signed-in session). */
const asGuest = (own: OwnResponse | undefined): Record<string, string> =>
  own?.secret ? { "X-Response-Secret": own.secret } : {};

function useBringWrite<Vars>(hangId: string, request: (vars: Vars) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    // Refetched after a refusal too: the list it was refused against has changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: bringListKey(hangId) }),
  });
}

export function useClaimItem(hangId: string) {
  return useBringWrite(hangId, ({ itemId, own }: { itemId: string; own: OwnResponse }) =>
    apiRequest("POST", `${itemsPath(hangId)}/${itemId}/claims`, { responseId: own.responseId }, asGuest(own)),
  );
}

/** Gives a claim back: the guest's own (their proof), or any, by the host (the edit token). */
export function useReleaseClaim(hangId: string) {
  return useBringWrite(
    hangId,
    ({
      itemId,
      claimId,
      own,
      editToken,
    }: {
      itemId: string;
      claimId: string;
      own?: OwnResponse;
      editToken?: string;
    }) =>
      apiRequest("DELETE", `${itemsPath(hangId)}/${itemId}/claims/${claimId}`, undefined, {
        ...asGuest(own),
        ...asHost(editToken),
      }),
  );
}

export interface ItemBody {
  name: string;
  quantity: number;
}

export function useAddItem(hangId: string, editToken: string | undefined) {
  return useBringWrite(hangId, (body: ItemBody) =>
    apiRequest<BringItemView>("POST", itemsPath(hangId), body, asHost(editToken)),
  );
}

export function useEditItem(hangId: string, editToken: string | undefined) {
  return useBringWrite(hangId, ({ itemId, body }: { itemId: string; body: ItemBody }) =>
    apiRequest("PUT", `${itemsPath(hangId)}/${itemId}`, body, asHost(editToken)),
  );
}

export function useRemoveItem(hangId: string, editToken: string | undefined) {
  return useBringWrite(hangId, (itemId: string) =>
    apiRequest("DELETE", `${itemsPath(hangId)}/${itemId}`, undefined, asHost(editToken)),
  );
}
