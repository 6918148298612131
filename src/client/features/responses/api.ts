// Guest responses: shapes from the server's response views and the TanStack Query hooks.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Answer, GuestResponse } from "../../../shared/responses.ts";
import { apiRequest, getJson } from "../../lib/http.ts";
import type { OwnResponse } from "../../lib/storage.ts";
import { hangKey } from "../hangs/api.ts";

export interface PublicResponse {
  id: string;
  /** "Anonymous" when the guest kept the answer private. */
  guestName: string;
  response: Answer;
  availableTimeWindows: string[];
  timeSlotAvailability: Record<string, Answer>;
  isPublic: boolean;
  respondedAt: string;
}

/** What the host, and the guest who owns it, see. */
export interface FullResponse extends PublicResponse {
  guestEmail: string;
}

export type ResponsePayload = Omit<GuestResponse, "response"> & { response: Answer };

const responsesKey = (hangId: string) => [...hangKey(hangId), "responses"] as const;
export const ownResponseKey = (hangId: string, responseId: string) =>
  [...responsesKey(hangId), "own", responseId] as const;

export function useResponses(hangId: string, enabled = true) {
  return useQuery({
    queryKey: responsesKey(hangId),
    queryFn: () => getJson<PublicResponse[]>(`/api/hangs/${hangId}/responses`),
    enabled,
  });
}

/** For the host (edit token, when this browser holds it) every response comes with its e-mail. */
export function useHostResponses(hangId: string, isHost: boolean, editToken: string | undefined) {
  return useQuery({
    queryKey: [...responsesKey(hangId), "as-host"],
    queryFn: () =>
      getJson<FullResponse[]>(
        `/api/hangs/${hangId}/responses`,
        editToken ? { "X-Edit-Token": editToken } : undefined,
      ),
    enabled: isHost,
  });
}

/** The response this browser gave, read with its secret so it comes back in full. */
export function useOwnResponse(hangId: string, own: OwnResponse | undefined) {
  return useQuery({
    queryKey: ownResponseKey(hangId, own?.responseId ?? ""),
    queryFn: () =>
      getJson<FullResponse>(`/api/hangs/${hangId}/responses/${own?.responseId}`, {
        "X-Response-Secret": own?.secret ?? "",
      }),
    enabled: Boolean(own),
  });
}

export function useSubmitResponse(hangId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ResponsePayload) =>
      apiRequest<FullResponse & { secret?: string }>("POST", `/api/hangs/${hangId}/responses`, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: responsesKey(hangId) }),
  });
}

export function useUpdateResponse(hangId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ own, payload }: { own: OwnResponse; payload: ResponsePayload }) =>
      apiRequest<FullResponse>("PUT", `/api/hangs/${hangId}/responses/${own.responseId}`, payload, {
        "X-Response-Secret": own.secret,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: responsesKey(hangId) }),
  });
}
