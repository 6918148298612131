// The host's calls for answers they enter (decision 0068): list, add, change, remove. Each carries
// the edit token (or the host's session); the server checks it.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { HostAnswerInput, HostEntry } from "../../../shared/host-answers.ts";
import type { Answer } from "../../../shared/responses.ts";
import { apiRequest, getJson } from "../../lib/http.ts";
import { asHost, hangKey } from "../hangs/api.ts";

/** An answer the host entered, as the host's list reads it. */
export interface EnteredAnswer {
  id: string;
  guestName: string;
  /** Empty when entered without one. */
  guestEmail: string;
  isPublic: boolean;
  response: Answer;
  timeSlotAvailability: Record<string, Answer>;
  availableTimeWindows: string[];
  plusOnes?: number;
  hostEntry: HostEntry;
}

const enteredKey = (hangId: string) => [...hangKey(hangId), "host-answers"] as const;

export function useEnteredAnswers(hangId: string, editToken: string | undefined) {
  return useQuery({
    queryKey: enteredKey(hangId),
    queryFn: () => getJson<EnteredAnswer[]>(`/api/hangs/${hangId}/host-answers`, asHost(editToken)),
  });
}

/** After any of them, every view of the hang is read again (counts, lists, this list). */
function useRefresh(hangId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: hangKey(hangId) });
}

export function useSaveEnteredAnswer(hangId: string, editToken: string | undefined) {
  const refresh = useRefresh(hangId);
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: HostAnswerInput }) =>
      id
        ? apiRequest<EnteredAnswer>("PUT", `/api/hangs/${hangId}/host-answers/${id}`, body, asHost(editToken))
        : apiRequest<EnteredAnswer>("POST", `/api/hangs/${hangId}/host-answers`, body, asHost(editToken)),
    onSuccess: refresh,
  });
}

export function useRemoveEnteredAnswer(hangId: string, editToken: string | undefined) {
  const refresh = useRefresh(hangId);
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>("DELETE", `/api/hangs/${hangId}/host-answers/${id}`, undefined, asHost(editToken)),
    onSuccess: refresh,
  });
}
