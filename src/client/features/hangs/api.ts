// Hang data: the shapes the server answers with (see server views) and the TanStack Query hooks.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { CreateHang } from "../../../shared/hang.ts";
import type { TimeSlot } from "../../../shared/time-slots.ts";
import { apiRequest, getJson } from "../../lib/http.ts";

export interface Hang {
  id: string;
  name: string;
  vibe: string;
  timeWindows: unknown;
  timeSlots: TimeSlot[];
  hostName: string;
  hostTimezone: string | null;
  location: string | null;
  locationName: string | null;
  locationLat: string | null;
  locationLng: string | null;
  additionalDetails: string | null;
  maxCapacity: number | null;
  allowActivitySuggestions: boolean;
  isFinalized: boolean;
  finalDateTime: string | null;
  isCancelled: boolean;
  cancelledAt: string | null;
  cancelReason: string | null;
  createdAt: string;
  viewer: { isHost: boolean };
}

/** What the host sees: the public view plus the host's e-mail and the edit token. */
export interface HostHang extends Hang {
  hostEmail: string;
  editToken: string;
}

export const hangKey = (id: string) => ["/api/hangs", id] as const;

/** The hang; with the edit token the server answers with the host view (viewer.isHost). */
export function useHang(id: string, editToken: string | undefined) {
  return useQuery({
    queryKey: editToken ? [...hangKey(id), "as-host"] : hangKey(id),
    queryFn: () =>
      getJson<Hang | HostHang>(`/api/hangs/${id}`, editToken ? { "X-Edit-Token": editToken } : undefined),
  });
}

export function useCreateHang() {
  return useMutation({
    mutationFn: (input: CreateHang) => apiRequest<HostHang>("POST", "/api/hangs", input),
  });
}
