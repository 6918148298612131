// The host's calls: finalize (and update), the edit page's read and save, and cancelling. Every
// one carries the edit token; the server checks it.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CancelHang } from "../../../shared/cancel.ts";
import type { FinalizeInput } from "../../../shared/finalize.ts";
import type { EditHang } from "../../../shared/hang.ts";
import type { HangQuestion } from "../../../shared/questions.ts";
import type { TimeSlot } from "../../../shared/time-slots.ts";
import { apiRequest, getJson } from "../../lib/http.ts";
import { asHost, type HostHang, hangKey } from "../hangs/api.ts";

/** What GET /api/hangs/{id}/edit answers with. */
export interface EditableHang {
  id: string;
  name: string;
  hostName: string;
  hostEmail: string;
  location: string | null;
  locationName: string | null;
  vibe: string;
  timeSlots: TimeSlot[];
  timeWindows: unknown;
  hostTimezone: string | null;
  maxCapacity: number | null;
  plusOnesAllowed: number;
  photosOpen: boolean;
  allowActivitySuggestions: boolean;
  isCancelled: boolean;
  cancelledAt: string | null;
  cancelReason: string | null;
  isFinalized: boolean;
  finalDateTime: string | null;
  answerBy: string | null;
  nudges: boolean;
  autoLock: boolean;
  questions: HangQuestion[];
}

export type Notified = HostHang & { notified: number };

/** The hang for the edit and cancel pages: 401 without a token, 403 with a wrong one. */
export function useEditableHang(id: string, editToken: string | undefined, signedIn = false) {
  return useQuery({
    queryKey: [...hangKey(id), "editable"],
    queryFn: () => getJson<EditableHang>(`/api/hangs/${id}/edit`, asHost(editToken)),
    // Without a token, the session may prove the host (signed in with the host's e-mail).
    enabled: Boolean(editToken) || signedIn,
  });
}

/** After a host change every view of the hang is read again. */
function useRefreshHang(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: hangKey(id) });
}

export function useFinalize(id: string, editToken: string | undefined) {
  const queryClient = useQueryClient();
  const refresh = useRefreshHang(id);
  return useMutation({
    mutationFn: (body: FinalizeInput) =>
      apiRequest<Notified>("POST", `/api/hangs/${id}/finalize`, body, asHost(editToken)),
    onSuccess: (hang) => {
      // The host's page shows the locked-in hang at once, before the refetch answers.
      queryClient.setQueryData([...hangKey(id), "as-host"], hang);
      return refresh();
    },
  });
}

/** How many guests hold the calendar invite (for the success view after a reload). */
export function useNotifiedCount(id: string, editToken: string | undefined) {
  return useQuery({
    queryKey: [...hangKey(id), "notified"],
    queryFn: () => getJson<{ notified: number }>(`/api/hangs/${id}/notified`, asHost(editToken)),
    enabled: Boolean(editToken),
  });
}

export function useEditHang(id: string, editToken: string | undefined) {
  const refresh = useRefreshHang(id);
  return useMutation({
    mutationFn: (body: EditHang) =>
      apiRequest<HostHang & { rePolled: number }>("PUT", `/api/hangs/${id}/edit`, body, asHost(editToken)),
    onSuccess: refresh,
  });
}

export function useCancelHang(id: string, editToken: string | undefined) {
  const refresh = useRefreshHang(id);
  return useMutation({
    mutationFn: (body: CancelHang) =>
      apiRequest<Notified>("POST", `/api/hangs/${id}/cancel`, body, asHost(editToken)),
    onSuccess: refresh,
  });
}
